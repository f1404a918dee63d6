import type { Selectable } from 'kysely';
import type { WebhookDeliveryStore } from '../domain/webhooks/store.js';
import type { WebhookAttempt, WebhookDelivery } from '../domain/webhooks/types.js';
import { nullableTimestamp, timestamp } from '../domain/time.js';
import type { Db } from './database.js';
import type { EventsTable, WebhookAttemptsTable, WebhookDeliveriesTable } from './schema.js';

// Deliveries (one event to one endpoint) as the API shows them, with their attempts
// (src/domain/webhooks/store.ts). Claiming and sending them is src/webhooks/.

const DELIVERY_COLUMNS = ['d.id', 'd.endpoint_id', 'd.event_id', 'e.type', 'd.status', 'd.attempts', 'd.next_attempt_at', 'd.created_at', 'd.updated_at', 'd.seq'] as const;
type DeliveryRow = Pick<Selectable<WebhookDeliveriesTable>, 'id' | 'endpoint_id' | 'event_id' | 'status' | 'attempts' | 'next_attempt_at' | 'created_at' | 'updated_at'> & Pick<Selectable<EventsTable>, 'type'>;
type AttemptRow = Selectable<WebhookAttemptsTable>;

function toAttempt(a: AttemptRow): WebhookAttempt {
  return {
    attempt: a.attempt,
    started_at: timestamp(new Date(a.started_at)),
    outcome: a.outcome,
    response_status: a.response_status,
    latency_ms: a.latency_ms,
    error: a.error,
    response_body: a.response_body,
  };
}

function toDelivery(row: DeliveryRow, attempts: readonly AttemptRow[]): WebhookDelivery {
  const log = attempts.map(toAttempt);
  return {
    id: row.id,
    object: 'webhook_delivery',
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.type,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? nullableTimestamp(row.next_attempt_at === null ? null : new Date(row.next_attempt_at)) : null,
    last_attempt: log.at(-1) ?? null,
    attempt_log: log,
    created_at: timestamp(new Date(row.created_at)),
    updated_at: timestamp(new Date(row.updated_at)),
  };
}

/** Deliveries waiting to be sent or retried (the webhook queue-depth gauge). */
export async function countPendingDeliveries(db: Db): Promise<number> {
  const row = await db.selectFrom('webhook_deliveries').where('status', '=', 'pending').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function createWebhookDeliveryStore(db: Db): WebhookDeliveryStore {
  const withEvent = () => db.selectFrom('webhook_deliveries as d').innerJoin('events as e', 'e.id', 'd.event_id');
  return {
    async list(endpointId, query) {
      let base = withEvent().where('d.endpoint_id', '=', endpointId);
      if (query.status) base = base.where('d.status', '=', query.status);
      const [rows, count] = await Promise.all([
        base.select(DELIVERY_COLUMNS).orderBy('d.seq', 'desc').limit(query.limit).offset(query.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const ids = rows.map((r) => r.id);
      const attempts = ids.length === 0 ? [] : await db.selectFrom('webhook_attempts').where('delivery_id', 'in', ids).selectAll().orderBy('delivery_id').orderBy('attempt').execute();
      return { deliveries: rows.map((r) => toDelivery(r, attempts.filter((a) => a.delivery_id === r.id))), total: Number(count.n) };
    },

    async retry(endpointId, deliveryId, now) {
      // In a transaction, so that under an Idempotency-Key it commits with the stored answer
      // (src/db/unit-of-work.ts: a unit's transaction begins with the first transaction opened).
      const result = await db.transaction().execute((trx) =>
        trx.updateTable('webhook_deliveries').set({ status: 'pending', next_attempt_at: now, updated_at: now }).where('id', '=', deliveryId).where('endpoint_id', '=', endpointId).executeTakeFirst(),
      );
      if (Number(result.numUpdatedRows) === 0) return undefined;
      const row = await withEvent().where('d.id', '=', deliveryId).select(DELIVERY_COLUMNS).executeTakeFirstOrThrow();
      const attempts = await db.selectFrom('webhook_attempts').where('delivery_id', '=', deliveryId).selectAll().orderBy('attempt').execute();
      return toDelivery(row, attempts);
    },

    async purgeFinished(cutoff) {
      const result = await db.deleteFrom('webhook_deliveries').where('status', '<>', 'pending').where('updated_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
