import { sql, type Kysely } from 'kysely';

// The rate feed and bounded imports (src/exchange-rates/feed.ts, src/db/exchange-rate-store.ts).
// exchange_rate_staging: an import's days are written here in small statements, then moved into
// exchange_rate_days by one statement that commits with the counter and the event, so a large file
// never holds the embedded database's one session for the whole import, and a killed import leaves
// nothing in exchange_rate_days (its staged rows are deleted by the next import).
// exchange_rate_feed: one row per feed, the claim that makes several instances fetch once between
// them, and when the next fetch is due.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE exchange_rate_staging (
      import_id text NOT NULL,
      date text NOT NULL,
      base text NOT NULL,
      rates jsonb NOT NULL,
      source text NOT NULL,
      staged_at timestamptz NOT NULL,
      PRIMARY KEY (import_id, date)
      )`,
    `CREATE TABLE exchange_rate_feed (
      name text PRIMARY KEY,
      url text NOT NULL,
      next_fetch_at timestamptz NOT NULL,
      claimed_by text,
      claimed_until timestamptz,
      failures integer NOT NULL DEFAULT 0,
      last_attempt_at timestamptz,
      last_outcome text,
      last_day text
      )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
