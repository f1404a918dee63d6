import { sql, type Kysely } from 'kysely';

// The rate feed (src/exchange-rates/feed.ts): one row per feed, the claim that makes several
// instances fetch once between them, and when the next fetch is due.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
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
