import { sql, type Kysely } from 'kysely';

// Accounts, API keys, buyers with their precomputed generic score, exporter profiles and the
// per-account score table that profile-based ordering reads from.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per call: the extended query protocol (pg and PGlite) runs one at a time.
  const statements = [
    `CREATE TABLE accounts (
      id text PRIMARY KEY,
      name text NOT NULL,
      plan text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE TABLE api_keys (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      name text NOT NULL DEFAULT '',
      key_hash text NOT NULL UNIQUE,
      prefix text NOT NULL,
      scopes text[] NOT NULL,
      allowed_cidrs text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      expires_at timestamptz,
      revoked_at timestamptz
      )`,
    `CREATE INDEX api_keys_account ON api_keys (account_id)`,
    `CREATE TABLE buyers (
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      number bigint NOT NULL,
      company_name text NOT NULL,
      company_name_lower text NOT NULL,
      country char(2) NOT NULL,
      city text NOT NULL,
      sector text NOT NULL,
      hs_headings text[] NOT NULL,
      hs_chapters text[] NOT NULL,
      annual_import_usd bigint NOT NULL,
      founded_year integer,
      employees integer,
      verified boolean NOT NULL DEFAULT false,
      generic_score smallint NOT NULL,
      PRIMARY KEY (mode, number)
      )`,
    `CREATE INDEX buyers_generic_order ON buyers (mode, generic_score DESC, number)`,
    `CREATE INDEX buyers_country_order ON buyers (mode, country, generic_score DESC, number)`,
    `CREATE INDEX buyers_sector_order ON buyers (mode, sector, generic_score DESC, number)`,
    `CREATE INDEX buyers_headings ON buyers USING gin (hs_headings)`,
    `CREATE INDEX buyers_chapters ON buyers USING gin (hs_chapters)`,
    `CREATE TABLE exporter_profiles (
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      profile jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, mode)
      )`,
    `CREATE TABLE buyer_scores (
      account_id text NOT NULL,
      mode text NOT NULL,
      buyer_number bigint NOT NULL,
      score smallint NOT NULL,
      PRIMARY KEY (account_id, mode, buyer_number)
      )`,
    `CREATE INDEX buyer_scores_order ON buyer_scores (account_id, mode, score DESC, buyer_number)`,
    `CREATE TABLE change_counters (
      name text PRIMARY KEY,
      value bigint NOT NULL DEFAULT 0
      )`,
    `INSERT INTO change_counters (name, value) VALUES ('buyers', 0), ('credentials', 0)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
