// What the benches that compare builds run on: this checkout's build and, with
// BENCH_BASELINE=<another checkout of the project>, that checkout's (built here with its own
// `npm run build`), so a change's before and after come from one session; on the embedded database
// and, when DATABASE_URL is set, PostgreSQL (BENCH_STORAGE=embedded|postgres runs one), each server
// on storage of its own that is removed afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { privateSchemaUrl } from './server-process.js';

export type Storage = 'embedded' | 'postgres';

export interface Build {
  name: 'this build' | 'baseline';
  /** Another checkout's root; undefined for this one. */
  root?: string;
}

/** The checkout BENCH_BASELINE names, or null. */
export const BASELINE = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;

/** The storages asked for: BENCH_STORAGE's, else the embedded database and, with DATABASE_URL, PostgreSQL. */
export function benchStorages(): Storage[] {
  const storages = (['embedded', 'postgres'] as const).filter((s) => (process.env.BENCH_STORAGE ? process.env.BENCH_STORAGE === s : s === 'embedded' || Boolean(process.env.DATABASE_URL)));
  if (storages.includes('postgres') && !process.env.DATABASE_URL) throw new Error('BENCH_STORAGE=postgres needs DATABASE_URL');
  return storages;
}

/** This build and, with BENCH_BASELINE, the baseline's, built first. */
export function benchBuilds(): Build[] {
  if (!BASELINE) return [{ name: 'this build' }];
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: BASELINE, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run build failed in ${BASELINE}`);
  return [{ name: 'this build' }, { name: 'baseline', root: BASELINE }];
}

/**
 * Storage of a server's own: a new data directory and, on PostgreSQL, a schema of its own
 * (`prefix` names both: letters, digits and underscores). `env` is what the server is started with; `remove` drops both.
 */
export async function privateStorage(storage: Storage, prefix: string): Promise<{ env: { DATA_DIR: string; DATABASE_URL: string }; remove: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const schema = storage === 'postgres' ? await privateSchemaUrl(process.env.DATABASE_URL!, prefix).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }) : null;
  return {
    env: { DATA_DIR: join(dir, 'data'), DATABASE_URL: schema?.url ?? '' },
    remove: async () => {
      await schema?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
