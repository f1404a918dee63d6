import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-foundation.js';
import * as m0002 from './migrations/0002-access-control.js';
import * as m0003 from './migrations/0003-orders.js';
import * as m0004 from './migrations/0004-documents.js';
import * as m0005 from './migrations/0005-events-webhooks.js';
import * as m0006 from './migrations/0006-profile-write-scope.js';
import * as m0007 from './migrations/0007-score-generations.js';
import * as m0008 from './migrations/0008-buyer-alerts.js';
import * as m0009 from './migrations/0009-idempotency-lease.js';
import * as m0010 from './migrations/0010-idempotency-credential.js';
import * as m0011 from './migrations/0011-quotes.js';
import * as m0012 from './migrations/0012-buyer-source.js';
import * as m0013 from './migrations/0013-exchange-rates.js';
import * as m0014 from './migrations/0014-document-pdf-storage.js';
import * as m0015 from './migrations/0015-idempotency-claim-owner.js';
import * as m0016 from './migrations/0016-quote-order.js';
import * as m0017 from './migrations/0017-exchange-rate-feed.js';
import * as m0018 from './migrations/0018-buyer-contacts.js';
import { withStartLock } from './start-lock.js';

// Migrations live in code and run at start. Numbered files are never edited once landed:
// a change is a new file appended here.
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-access-control': m0002,
  '0003-orders': m0003,
  '0004-documents': m0004,
  '0005-events-webhooks': m0005,
  '0006-profile-write-scope': m0006,
  '0007-score-generations': m0007,
  '0008-buyer-alerts': m0008,
  '0009-idempotency-lease': m0009,
  '0010-idempotency-credential': m0010,
  '0011-quotes': m0011,
  '0012-buyer-source': m0012,
  '0013-exchange-rates': m0013,
  '0014-document-pdf-storage': m0014,
  '0015-idempotency-claim-owner': m0015,
  '0016-quote-order': m0016,
  '0017-exchange-rate-feed': m0017,
  '0018-buyer-contacts': m0018,
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Applies the migrations not yet run; instances starting together take turns (src/db/start-lock.ts). */
export function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  return withStartLock(db, migrate);
}

async function migrate(db: Kysely<unknown>): Promise<void> {
  // Kysely looks for its own tables in every schema unless told which: with several schemas on one
  // server (tests use one each) it would find another schema's and skip creating its own.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Names of the migrations this code needs that the database has not run (readiness: empty when current). */
export async function missingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  const done = new Set(rows.map((r) => r.name));
  return Object.keys(MIGRATIONS).filter((name) => !done.has(name));
}
