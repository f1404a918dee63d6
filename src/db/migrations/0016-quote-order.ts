import { sql, type Kysely } from 'kysely';

// The order made from an accepted quote (issue 45): a quote is made into one order. The order's
// insert sets it with a conditional UPDATE ... WHERE order_id IS NULL in the same transaction, so two
// conversions at once make one order and the other finds the first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE quotes ADD COLUMN order_id text REFERENCES orders(id)`.execute(db);
}
