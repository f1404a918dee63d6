import type { Db } from '../db/database.js';
import type { EventService } from '../events/store.js';

// Retention. Events stay readable at GET /events for 31 days (the promise is at least 30), so a
// client can catch up after downtime. A finished delivery (succeeded or failed, with its attempt
// log) is kept 30 days after its last change, so the deliveries list explains the last month;
// pending deliveries are never purged. An event goes once it is past its retention and no
// delivery refers to it any more.

export const EVENT_RETENTION_MS = 31 * 86_400_000;
export const DELIVERY_RETENTION_MS = 30 * 86_400_000;

/** Deletes finished deliveries (and, by cascade, their attempts) last changed before `cutoff`. */
export async function purgeFinishedDeliveries(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('webhook_deliveries').where('status', '<>', 'pending').where('updated_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeExpired(db: Db, events: EventService, now = new Date()): Promise<{ deliveries: number; events: number }> {
  const deliveries = await purgeFinishedDeliveries(db, new Date(now.getTime() - DELIVERY_RETENTION_MS));
  return { deliveries, events: await events.purgeOlderThan(new Date(now.getTime() - EVENT_RETENTION_MS)) };
}
