import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateSchemaUrl } from '../../bench/server-process.js';
import { copyMigratedDataDir } from './database-template.js';

export interface OwnStorage {
  /** A temporary folder of the test's (the data directory is `data` inside it). */
  dir: string;
  /** For the process the test starts: DATA_DIR, and DATABASE_URL (empty on the embedded database). */
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** Drops the private schema and removes the folder. */
  close(): Promise<void>;
}

/**
 * Storage of its own for a process a test starts (a server, a CLI): a PGlite data directory copied
 * from the run's migrated one, or a private schema on the PostgreSQL server when DATABASE_URL is set.
 */
export async function ownStorage(prefix: string): Promise<OwnStorage> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const env = { DATA_DIR: join(dir, 'data'), DATABASE_URL: '' };
  const schema = process.env.DATABASE_URL ? await privateSchemaUrl(process.env.DATABASE_URL) : null;
  if (schema) env.DATABASE_URL = schema.url;
  else copyMigratedDataDir(env.DATA_DIR);
  return {
    dir,
    env,
    async close() {
      await schema?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
