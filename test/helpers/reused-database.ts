import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/db/database.js';
import { embeddedTemplate } from './database-template.js';

// The embedded pass's in-process test servers reuse their databases within a worker. Opening PGlite
// from the run's seeded dump costs about 0.48 s of CPU, and about 90 test servers a run each opened
// one (docs/design/performance.md, "The test suite's time, round 4"). A database given back is made
// what a new copy of the dump would be before it is lent again: every table emptied but the
// migrations' own, the dump's rows copied back from a copy taken when the database was first opened
// (the sandbox buyers only when they changed: 3,000 rows), every sequence set back. A database that
// cannot be reset (a test closed it) is closed and forgotten. Embedded pass only: on PostgreSQL each
// test server gets a new copy of the template database.

/** Where the dump's rows are kept, beside the application's schema (which is `public`). */
const KEPT_ROWS = 'test_template_rows';
/** Tables left as they are: the migrations never change within a run. */
const UNTOUCHED = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Large and rarely written by a test: copied back only when written. */
const LARGE = 'buyers';

interface Reusable {
  database: Database;
  /** Every table a reset empties. */
  tables: string[];
  /** Those of `tables` that hold rows in the dump. */
  seeded: string[];
  sequences: Array<{ name: string; lastValue: string | null }>;
  /** Row count and newest transaction id of `LARGE`: a write changes one of them. */
  largeMark: string;
}

const idle: Reusable[] = [];
const lent = new Map<Database, Reusable>();

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function largeMark(database: Database): Promise<string> {
  const { rows } = await sql<{ mark: string }>`SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS mark FROM ${sql.table(LARGE)}`.execute(database.db);
  return rows[0]!.mark;
}

async function keepTemplateRows(database: Database): Promise<Reusable> {
  const db = database.db;
  const { rows: tableRows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  const tables = tableRows.map((t) => t.name).filter((name) => !UNTOUCHED.has(name));
  await sql.raw(`CREATE SCHEMA ${KEPT_ROWS}`).execute(db);
  const seeded: string[] = [];
  for (const table of tables) {
    const { rows } = await sql.raw<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM public.${quoted(table)}) AS any`).execute(db);
    if (!rows[0]!.any) continue;
    seeded.push(table);
    await sql.raw(`CREATE TABLE ${KEPT_ROWS}.${quoted(table)} AS SELECT * FROM public.${quoted(table)}`).execute(db);
  }
  const { rows: sequenceRows } = await sql<{ name: string; last_value: string | null }>`SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public'`.execute(db);
  return { database, tables, seeded, sequences: sequenceRows.map((s) => ({ name: s.name, lastValue: s.last_value })), largeMark: await largeMark(database) };
}

async function resetToTemplate(entry: Reusable): Promise<void> {
  const db = entry.database.db;
  const largeChanged = (await largeMark(entry.database)) !== entry.largeMark;
  const emptied = entry.tables.filter((table) => table !== LARGE || largeChanged);
  await sql.raw('RESET ALL').execute(db);
  await sql.raw(`TRUNCATE ${emptied.map((t) => `public.${quoted(t)}`).join(', ')}`).execute(db);
  for (const table of entry.seeded.filter((t) => emptied.includes(t))) {
    await sql.raw(`INSERT INTO public.${quoted(table)} OVERRIDING SYSTEM VALUE SELECT * FROM ${KEPT_ROWS}.${quoted(table)}`).execute(db);
  }
  for (const { name, lastValue } of entry.sequences) {
    await sql.raw(lastValue === null ? `ALTER SEQUENCE public.${quoted(name)} RESTART` : `SELECT setval('public.${quoted(name)}', ${Number(lastValue)}, true)`).execute(db);
  }
  if (largeChanged) entry.largeMark = await largeMark(entry.database);
}

/** A migrated and seeded embedded database, as a new copy of the run's dump would be. */
export async function lendTemplateDatabase(): Promise<Database> {
  const entry = idle.pop() ?? (await keepTemplateRows(await openDatabase({ dataDir: 'memory://', databaseUrl: null }, { template: embeddedTemplate() })));
  lent.set(entry.database, entry);
  return entry.database;
}

/** Takes back a database of `lendTemplateDatabase`, reset for the next test server. */
export async function giveBackTemplateDatabase(database: Database): Promise<void> {
  const entry = lent.get(database);
  if (!entry) return;
  lent.delete(database);
  try {
    await resetToTemplate(entry);
    idle.push(entry);
  } catch {
    await database.close().catch(() => {});
  }
}
