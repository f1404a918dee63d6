// The embedded database is one process's: a second opener of the directory is refused with a clear
// message (writes of one side were lost before), and the lock is the operating system's, gone with
// its holder: a restart right after a kill -9 starts (issue 45: one 0.3 s after was refused as "in
// use by process N"), and a process id left in the file (a reused one, in a container) holds nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.js';
import { openDatabase } from '../../src/db/database.js';
import { projectPath } from '../../src/paths.js';
import { cliDatabase } from '../helpers/cli.js';
import { copyMigratedDataDir } from '../helpers/database-template.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
}
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Another process holding `dir`'s lock (test/helpers/hold-data-dir.ts), once it says so. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', projectPath('test/helpers/hold-data-dir.ts'), dir], { cwd: projectPath(), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('held')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => reject(new Error(`the holder exited: ${output}`)));
  });
  return child;
}

describe('data directory lock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('refuses a directory another live process holds, with a message naming it and the way out; takes it right after that process is killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${holder.pid} .*stop that process.*DATABASE_URL`, 's'));
    holder.kill('SIGKILL');
    // Retried without letting the event loop turn, so the killed holder is not even reaped yet (a
    // zombie, whose process id still answers): its lock is gone once the kernel has closed its files.
    const deadline = Date.now() + 5000;
    let release: (() => void) | undefined;
    let refusal: unknown;
    while (!release && Date.now() < deadline) {
      try {
        release = lockDataDir(dir);
      } catch (error) {
        refusal = error;
      }
    }
    expect(release, String(refusal)).toBeTypeOf('function');
    release!();
  });

  it('takes a directory whose lock file names a live process that holds no lock (a process id reused by another process)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    lockDataDir(dir)();
  });

  it('a second openDatabase on the same PGlite directory fails; after close it opens', async () => {
    // A copy of the run's migrated directory: what is checked is the second open, not initdb (6 s of CPU).
    const config = { databaseUrl: '', dataDir: copyMigratedDataDir(join(tempDir(), 'db')) };
    const first = await openDatabase(config);
    await expect(openDatabase(config)).rejects.toThrow(DataDirInUseError);
    await first.close();
    await (await openDatabase(config)).close();
  }, 120_000);

  it.skipIf(Boolean(process.env.DATABASE_URL))('npm run keys beside a holder of the directory refuses and says why', async () => {
    const cli = await cliDatabase('lock-keys');
    dirs.push(cli.dir);
    const first = await openDatabase({ databaseUrl: '', dataDir: cli.env.DATA_DIR! });
    try {
      const result = await cli.run('keys', 'list', '--account', 'acct_x', '--mode', 'test');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by process .*DATABASE_URL/s);
    } finally {
      await first.close();
    }
  }, 120_000);
});
