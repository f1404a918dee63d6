import { sql } from 'kysely';
import type { Db } from './database.js';

// Counters that move whenever buyers, credentials or exchange rates change, in this process or another; caches
// poll them and drop what they hold when a counter moved (see BuyerService and CredentialService).
export type CounterName = 'buyers' | 'buyer_records' | 'credentials' | 'exchange_rates';

export async function readCounter(db: Db, name: CounterName): Promise<number> {
  const row = await db.selectFrom('change_counters').where('name', '=', name).select('value').executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Pass the transaction when there is one, so the bump commits with the change. */
export async function bumpCounter(db: Db, name: CounterName): Promise<void> {
  await db.updateTable('change_counters').set({ value: sql`value + 1` }).where('name', '=', name).execute();
}
