import { sql, type Kysely } from 'kysely';

// Where each buyer record comes from (the API's `source` and `synthetic`): the sandbox generator, or
// an operator's import with the source it named. Before this, sandbox (test-mode) buyers were the
// generator's unless an operator imported some with `--mode test`: existing test-mode rows are taken
// as generated and live ones as imported from a source not recorded (null), which a re-import with
// `--update --source` fills in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE buyers ADD COLUMN source_kind text NOT NULL DEFAULT 'import' CHECK (source_kind IN ('sandbox_generator', 'import'))`.execute(db);
  await sql`ALTER TABLE buyers ADD COLUMN source_name text`.execute(db);
  await sql`ALTER TABLE buyers ADD COLUMN source_year integer`.execute(db);
  await sql`UPDATE buyers SET source_kind = 'sandbox_generator' WHERE mode = 'test'`.execute(db);
}
