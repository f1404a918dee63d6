import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/database.js';
import { seedSandbox } from '../../src/db/seed.js';
import { buildAll } from '../../scripts/build.js';
import { giveBackTemplateDatabase, lendTemplateDatabase } from './reused-database.js';

// A test server migrates and seeds 3,000 sandbox buyers: about 3-4 s of CPU on PGlite (most of it
// initdb) and 2-3 s on PostgreSQL, paid by every test file. This global setup does it once per run:
// - embedded: it writes the database as a PGlite dump, and each test server starts from the dump;
// - PostgreSQL: it migrates and seeds a database of its own, and each test server gets a copy
//   (CREATE DATABASE ... TEMPLATE: a file-level copy, no migration or insert).
// Either way the same migrations and seed as a fresh start, so the same data.
// The embedded pass also keeps a migrated data directory with nothing in it yet (initdb is most of
// a first start: about 6 s of CPU): the tests that start a server or a CLI on a data directory of
// their own start from a copy of it, and see what a first start sees (no buyers, no account).

/** Sandbox buyers of every test server unless a test asks for another count. */
export const TEST_SANDBOX_BUYERS = 3000;

/** Where the database copies of a run come from. */
type DatabaseTemplate = { kind: 'pglite'; file: string; migratedDataDir: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

const silent = pino({ level: 'silent' });

/** Runs statements on the server's maintenance connection (the DATABASE_URL database). */
async function onServer(databaseUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlOfDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The tests that start the server as `npm start` does run the bundle: build it once per run
  // (a moment when it is current), before any file starts one.
  await buildAll();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // A name of this run's own: several runs (and their templates) can share one server.
    const database = `etp_template_${randomBytes(5).toString('hex')}`;
    await onServer(databaseUrl, `CREATE DATABASE ${database}`);
    const opened = await openDatabase({ dataDir: 'memory://', databaseUrl: urlOfDatabase(databaseUrl, database) });
    await seedSandbox(opened.db, TEST_SANDBOX_BUYERS, silent);
    await opened.close();
    project.provide('databaseTemplate', { kind: 'postgres', database });
    return () => onServer(databaseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  const opened = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
  await seedSandbox(opened.db, TEST_SANDBOX_BUYERS, silent);
  const dump = await opened.dump!();
  await opened.close();
  const dir = mkdtempSync(join(tmpdir(), 'etp-db-template-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const migratedDataDir = join(dir, 'migrated');
  await (await openDatabase({ dataDir: migratedDataDir, databaseUrl: null })).close();
  project.provide('databaseTemplate', { kind: 'pglite', file, migratedDataDir });
  return async () => rmSync(dir, { recursive: true, force: true });
}

let dump: Blob | undefined;

/** The migrated and seeded dump to start an embedded test database from. */
export function embeddedTemplate(): Blob {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite') throw new Error('the embedded template is made only when DATABASE_URL is not set');
  dump ??= new Blob([readFileSync(template.file)]);
  return dump;
}

/** True in the servers pass, whose global set-up made a PostgreSQL template. */
export function hasPostgresTemplate(): boolean {
  return inject('databaseTemplate').kind === 'postgres';
}

/**
 * Makes `dataDir` a copy of the run's migrated, empty data directory: a first start on it does what
 * a first start on a new directory does, after initdb and the migrations. Embedded pass only.
 */
export function copyMigratedDataDir(dataDir: string): string {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite') throw new Error('the migrated data directory is made only when DATABASE_URL is not set');
  cpSync(template.migratedDataDir, dataDir, { recursive: true });
  return dataDir;
}

export interface DatabaseCopy {
  url: string;
  drop(): Promise<void>;
}

/**
 * A migrated and seeded database of its own on the PostgreSQL server (DATABASE_URL), copied from
 * this run's template. Copies do not share advisory locks or notifications either, as schemas of
 * one database would.
 */
export async function copyOfTemplateDatabase(databaseUrl: string): Promise<DatabaseCopy> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('the PostgreSQL template is made only when DATABASE_URL is set');
  const database = `${template.database}_${randomBytes(5).toString('hex')}`;
  await onServer(databaseUrl, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
  return {
    url: urlOfDatabase(databaseUrl, database),
    drop: () => onServer(databaseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

/** A copy of the run's migrated and seeded database, opened directly (tests of the query layer). */
export async function openTemplateDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const database = await lendTemplateDatabase();
    return { database, close: () => giveBackTemplateDatabase(database) };
  }
  const copy = await copyOfTemplateDatabase(databaseUrl);
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: copy.url });
  return {
    database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}
