import type { EventService } from '../events/service.js';
import type { WebhookDeliveryStore } from './store.js';

// Retention. Events stay readable at GET /events for 31 days (the promise is at least 30), so a
// client can catch up after downtime. A finished delivery (succeeded or failed, with its attempt
// log) is kept 30 days after its last change, so the deliveries list explains the last month;
// pending deliveries are never purged. An event goes once it is past its retention and no
// delivery refers to it any more.

export const EVENT_RETENTION_MS = 31 * 86_400_000;
export const DELIVERY_RETENTION_MS = 30 * 86_400_000;

export async function purgeExpired(deliveries: WebhookDeliveryStore, events: EventService, now = new Date()): Promise<{ deliveries: number; events: number }> {
  const purged = await deliveries.purgeFinished(new Date(now.getTime() - DELIVERY_RETENTION_MS));
  return { deliveries: purged, events: await events.purgeOlderThan(new Date(now.getTime() - EVENT_RETENTION_MS)) };
}
