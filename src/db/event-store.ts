import { sql, type Selectable } from 'kysely';
import type { EventStore } from '../domain/events/store.js';
import { documentCreatedEvent, orderChangeEvents, quoteChangeEvent, type DocumentForEvent } from '../domain/events/raised.js';
import type { EventType, StoredEvent } from '../domain/events/types.js';
import { newId } from '../domain/ids.js';
import type { AccountScope } from '../domain/modes.js';
import { timestamp } from '../domain/time.js';
import type { Db } from './database.js';
import type { OrderChangeRecorder } from './order-store.js';
import type { QuoteChangeRecorder } from './quote-store.js';
import type { EventsTable } from './schema.js';

// Events (src/domain/events/store.ts) and the transactional outbox: an event is written by the
// transaction that makes the change it reports, with one delivery row per enabled endpoint of the
// account and mode that subscribes to its type. Commit writes all of it, rollback none of it: no
// change without its event, no event without its change.

export const EVENT_COLUMNS = ['id', 'type', 'created_at', 'mode', 'data'] as const;
export type EventRow = Pick<Selectable<EventsTable>, (typeof EVENT_COLUMNS)[number]>;

export function toStoredEvent(row: EventRow): StoredEvent {
  return { id: row.id, type: row.type, created_at: timestamp(new Date(row.created_at)), livemode: row.mode === 'live', data: row.data };
}

/** Called after an event was recorded (the delivery worker wakes); runs before the commit, so it only nudges. */
let onRecorded: (() => void) | undefined;
export function setEventRecordedListener(listener: (() => void) | undefined): void {
  onRecorded = listener;
}

/**
 * Records an event inside the caller's transaction `trx`. `only` restricts the fan-out to one
 * endpoint (the test event); otherwise every enabled endpoint subscribed to the type gets a delivery.
 */
export async function recordEvent(trx: Db, scope: AccountScope, type: EventType, body: Record<string, unknown>, options: { now?: Date; only?: string; id?: string } = {}): Promise<StoredEvent> {
  const now = options.now ?? new Date();
  const id = options.id ?? newId('event');
  const livemode = scope.mode === 'live';
  const data = { id, livemode, ...body };
  let endpoints = trx.selectFrom('webhook_endpoints').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).where('enabled', '=', true);
  endpoints = options.only !== undefined ? endpoints.where('id', '=', options.only) : endpoints.where(sql<boolean>`(${type} = ANY(event_types) OR '*' = ANY(event_types))`);
  const targets = await endpoints.select('id').orderBy('id').execute();
  const event = { id, account_id: scope.accountId, mode: scope.mode, type, created_at: now, data: JSON.stringify(data) };
  if (targets.length === 0) {
    await trx.insertInto('events').values(event).execute();
  } else {
    // The event and its deliveries in one statement: on the embedded database every statement
    // holds the event loop, and every change records an event.
    await trx
      .with('recorded', (db) => db.insertInto('events').values(event).returning('id'))
      .insertInto('webhook_deliveries')
      .values(targets.map((t) => ({ id: newId('webhookDelivery'), endpoint_id: t.id, event_id: id, status: 'pending' as const, next_attempt_at: now, created_at: now, updated_at: now })))
      .execute();
    onRecorded?.();
  }
  return { id, type, created_at: timestamp(now), livemode, data };
}

/** `order.updated` and `shipment.updated`: the order store calls it on the locked order, in the change's transaction. */
export const recordOrderChange: OrderChangeRecorder = async (trx, scope, previous, change) => {
  for (const raised of orderChangeEvents(previous, change)) await recordEvent(trx, scope, raised.type, raised.body);
};

/** `quote.updated`: the quote store calls it on the locked quote, in the change's transaction. */
export const recordQuoteChange: QuoteChangeRecorder = async (trx, scope, change) => {
  const raised = quoteChangeEvent(change);
  await recordEvent(trx, scope, raised.type, raised.body);
};

/** `document.created`: call inside the transaction that inserts the document, with the document as the API returns it. */
export function recordDocumentCreated(trx: Db, scope: AccountScope, document: DocumentForEvent): Promise<StoredEvent> {
  const raised = documentCreatedEvent(document);
  return recordEvent(trx, scope, raised.type, raised.body);
}

export function createEventStore(db: Db): EventStore {
  return {
    async list(scope, query) {
      let base = db.selectFrom('events').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
      if (query.type) base = base.where('type', '=', query.type);
      if (query.createdGte) base = base.where('created_at', '>=', query.createdGte);
      if (query.createdLt) base = base.where('created_at', '<', query.createdLt);
      const [rows, count] = await Promise.all([
        base.select(EVENT_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { events: rows.map(toStoredEvent), total: Number(count.n) };
    },

    async find(scope, id) {
      const row = await db.selectFrom('events').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select(EVENT_COLUMNS).executeTakeFirst();
      return row ? toStoredEvent(row) : undefined;
    },

    async purgeOlderThan(cutoff) {
      const result = await db
        .deleteFrom('events')
        .where('created_at', '<', cutoff)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('webhook_deliveries').whereRef('webhook_deliveries.event_id', '=', 'events.id').select('webhook_deliveries.id'))))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
