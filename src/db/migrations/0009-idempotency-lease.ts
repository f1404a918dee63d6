import { sql, type Kysely } from 'kysely';

// An Idempotency-Key's in-progress claim gets a lease, renewed while its request runs, and a token
// naming the request that holds it. A claim whose process died (its lease ran out) is taken over
// by the next repeat instead of answering 409 until the key expires; only the holder of the token
// may complete or release it. Claims made before this migration have no lease: taken over at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz, ADD COLUMN claim_token text`.execute(db);
}
