import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// The embedded database (PGlite) is one process's: a second process on the same directory runs on
// its own copy of the state and loses one side's writes at the next start. The lock is a file in
// the directory naming the holder's process id, created atomically. A holder that died (kill -9,
// power loss) leaves the file behind; the next start sees that the process is gone and takes it.

export const LOCK_FILE = 'etp-server.lock';

export class DataDirInUseError extends Error {
  constructor(
    dataDir: string,
    /** The process id of the holder. */
    readonly holder: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder} (a running server or tool). ` +
        'The embedded database serves one process at a time: stop that process first, or set DATABASE_URL ' +
        'so several processes share one PostgreSQL database.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Directories this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/** Takes the directory's lock or throws DataDirInUseError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  if (held.has(path)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(path);
      return () => {
        held.delete(path);
        if (holderOf(path) === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderOf(path);
      // A file being written this instant has no pid yet: treat it as held.
      if (pid === null || (pid !== process.pid && isAlive(pid)) || attempt > 0) throw new DataDirInUseError(dataDir, pid ?? 0);
      // Stale: its process is gone. Removing it and creating anew is atomic per process (wx).
      try {
        unlinkSync(path);
      } catch {
        // another process removed it first; the create below decides
      }
    }
  }
  throw new DataDirInUseError(dataDir, holderOf(path) ?? 0);
}
