import { sql, type Kysely } from 'kysely';

// Reference exchange rates in storage, so every instance converts with the same day and an
// operator loads newer days (npm run import:rates) without a release or a restart. One row per
// day, in the currency its file quotes it in (EUR for the ECB's files, USD for the derived series);
// the counter moves with every import that changed a day, and instances reload when it does.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE exchange_rate_days (
      date text PRIMARY KEY CHECK (date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      base text NOT NULL CHECK (base ~ '^[A-Z]{3}$'),
      rates jsonb NOT NULL,
      source text NOT NULL CHECK (source IN ('ecb', 'ecb_usd_derived')),
      imported_from text NOT NULL,
      imported_at timestamptz NOT NULL
      )`,
    `INSERT INTO change_counters (name, value) VALUES ('exchange_rates', 0)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
