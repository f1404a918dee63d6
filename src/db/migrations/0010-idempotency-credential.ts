import { sql, type Kysely } from 'kysely';

// An Idempotency-Key belongs to the credential that used it: the stored answer of one credential
// (a new key's secret, say) is never replayed to another of the same account. The credential id
// joins the primary key. Rows stored before this migration were sealed under a context without it
// and cannot tell which credential made them: they are dropped (a retry of one of them within its
// 24 hours runs again instead of replaying; it was authorized afresh in any case).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM idempotency_keys`.execute(db);
  await sql`ALTER TABLE idempotency_keys ADD COLUMN credential_id text NOT NULL`.execute(db);
  await sql`ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey`.execute(db);
  await sql`ALTER TABLE idempotency_keys ADD PRIMARY KEY (account_id, mode, credential_id, idempotency_key)`.execute(db);
}
