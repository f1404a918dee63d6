import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import nativeFs from 'fs-native-extensions';

// The embedded database (PGlite) is one process's: a second process on the same directory runs on
// its own copy of the state and loses one side's writes at the next start. The lock is one the
// operating system holds for the process: an exclusive lock on a file in the directory
// (fs-native-extensions: an open file description lock, fcntl F_OFD_SETLK, on Linux; flock on
// macOS; LockFileEx on Windows), released by the kernel when its holder exits however it exits
// (kill -9, a crash, power loss), so a restart right after finds it free. A second open of the
// directory, in another process or in this one, is refused while it is held. The file is never
// removed (a lock on a removed file would not exclude a holder of its replacement); the process id
// written in it only names the holder in the refusal: a leftover id (a process gone, or its number
// now someone else's in a container) holds nothing.

export const LOCK_FILE = 'etp-server.lock';

export class DataDirInUseError extends Error {
  /** The process id the holder wrote in the lock file (0 when not yet written). */
  readonly holder: number;

  constructor(dataDir: string, holder: number) {
    super(
      `The data directory ${dataDir} is in use by process ${holder || '(unknown)'} (a running server or tool). ` +
        'The embedded database serves one process at a time: stop that process first, or set DATABASE_URL ' +
        'so several processes share one PostgreSQL database.',
    );
    this.name = 'DataDirInUseError';
    this.holder = holder;
  }
}

function holderOf(path: string): number {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return 0;
  }
}

/** Takes the directory's lock or throws DataDirInUseError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const fd = openSync(path, 'a+');
  let locked: boolean;
  try {
    locked = nativeFs.tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DataDirInUseError(dataDir, holderOf(path));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the file releases the lock; unlocking first says so on every platform.
    nativeFs.unlock(fd);
    closeSync(fd);
  };
}
