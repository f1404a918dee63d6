import { sql, type Kysely } from 'kysely';

// Quotes (issue 40): a price calculation kept as its API document (jsonb), with the columns lists
// filter and sort on. `status` is the status last given (open, accepted, cancelled); an open quote
// whose `valid_until` has passed is expired, decided when read, so the column needs no job to move it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE quotes (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      status text NOT NULL CHECK (status IN ('open', 'accepted', 'cancelled')),
      valid_until date NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      doc jsonb NOT NULL
      )`,
    `CREATE INDEX quotes_account_created ON quotes (account_id, mode, created_at DESC, id DESC)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
