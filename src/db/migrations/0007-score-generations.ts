import { sql, type Kysely } from 'kysely';

// Rescoring in batches beside live searches: a profile's scores are written under a new
// generation while searches keep reading the active one; one small transaction then switches the
// profile and its active generation together, and the old generation is deleted in batches.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE SEQUENCE buyer_score_generations`,
    `ALTER TABLE exporter_profiles ADD COLUMN score_generation bigint NOT NULL DEFAULT 0`,
    `ALTER TABLE buyer_scores ADD COLUMN generation bigint NOT NULL DEFAULT 0`,
    `ALTER TABLE buyer_scores DROP CONSTRAINT buyer_scores_pkey`,
    `ALTER TABLE buyer_scores ADD PRIMARY KEY (account_id, mode, generation, buyer_number)`,
    `DROP INDEX buyer_scores_order`,
    `CREATE INDEX buyer_scores_order ON buyer_scores (account_id, mode, generation, score DESC, buyer_number)`,
    // Moves only when buyer records are added, so the in-memory search index is not reloaded on profile saves.
    `INSERT INTO change_counters (name, value) VALUES ('buyer_records', 0)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
