import { sql, type Kysely } from 'kysely';

// Export documents (issue #10). The metadata is kept as its API document (jsonb) with the columns
// lists filter on; the PDF in `pdf` (bytea) unless a files directory is configured, then `file_path`
// names it. document_numbers holds the last number handed out per account, mode, type and year:
// taken with one atomic upsert, so concurrent creations never get the same number and none is reused.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE documents (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      type text NOT NULL,
      number text NOT NULL,
      order_id text,
      created_at timestamptz NOT NULL,
      doc jsonb NOT NULL,
      pdf bytea,
      file_path text,
      CHECK ((pdf IS NULL) <> (file_path IS NULL)),
      UNIQUE (account_id, mode, number)
      )`,
    `CREATE INDEX documents_account_created ON documents (account_id, mode, created_at DESC, id DESC)`,
    `CREATE INDEX documents_account_order ON documents (account_id, mode, order_id)`,
    `CREATE TABLE document_numbers (
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL,
      type text NOT NULL,
      year integer NOT NULL,
      last integer NOT NULL,
      PRIMARY KEY (account_id, mode, type, year)
      )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
