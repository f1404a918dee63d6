import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Schema } from './schema.js';

export type Db = Kysely<Schema>;

export interface Database {
  db: Db;
  /** `pglite` (embedded, default) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens the one query layer: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. Migrates. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  let db: Db;
  let kind: Database['kind'];
  let release = () => {};
  if (config.databaseUrl) {
    const pg = await import('pg');
    // bigint (int8) columns hold counts and USD amounts well inside 2^53: read them as numbers.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.default.Pool({ connectionString: config.databaseUrl, max: 10 });
    db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    kind = 'postgres';
  } else {
    const { PGlite, types } = await import('@electric-sql/pglite');
    if (!config.dataDir.startsWith('memory://')) {
      mkdirSync(config.dataDir, { recursive: true });
      release = lockDataDir(config.dataDir);
    }
    const client = new PGlite(config.dataDir, {
      parsers: { [types.INT8]: (v: string) => Number(v) },
    });
    try {
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
    db = new Kysely<Schema>({ dialect: new PGliteDialect(client) });
    kind = 'pglite';
  }
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy().finally(release);
    throw error;
  }
  return { db, kind, close: () => db.destroy().finally(release) };
}
