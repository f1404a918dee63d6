// The embedded database is one process's: a second opener of the directory is refused with a clear
// message (writes of one side were lost before), and a lock left by a killed process does not block.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.js';
import { openDatabase } from '../../src/db/database.js';
import { cliDatabase } from '../helpers/cli.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A process id that was alive and is now gone (killed with SIGKILL). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  const pid = child.pid!;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return pid;
}

describe('data directory lock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('refuses a directory another live process holds, with a message naming the way out', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, LOCK_FILE), `${child.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(/in use by process \d+.*stop that process.*DATABASE_URL/s);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process was killed with SIGKILL', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), `${await deadPid()}\n`);
    lockDataDir(dir)();
  });

  it('a second openDatabase on the same PGlite directory fails; after close it opens', async () => {
    const config = { databaseUrl: '', dataDir: join(tempDir(), 'db') };
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
