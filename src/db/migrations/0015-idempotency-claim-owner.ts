import { sql, type Kysely } from 'kysely';

// An Idempotency-Key's claim names the process that made it, by the key of the advisory lock that
// process holds while it runs (src/db/instance-lock.ts): a claim whose owner holds its lock no
// longer (the process was killed) is taken over at once by a repeat, instead of after its lease.
// Claims made before this migration have no owner: their lease decides, as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN claim_owner bigint`.execute(db);
}
