import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { newId } from '../domain/ids.js';
import type { Mode } from '../domain/modes.js';
import { timestamp } from '../domain/time.js';

// The transactional outbox: an event is written by the transaction that makes the change it
// reports, with one delivery row per enabled endpoint of the account and mode that subscribes to
// its type. Commit writes all of it, rollback none of it: no change without its event, no event
// without its change.

export const EVENT_TYPES = ['buyer.matched', 'document.created', 'order.updated', 'shipment.updated', 'webhook_endpoint.test'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface EventScope {
  accountId: string;
  mode: Mode;
}

/** An event as stored and as GET /events shows it; `data` is the webhook payload's `data`. */
export interface StoredEvent {
  id: string;
  type: EventType;
  created_at: string;
  livemode: boolean;
  data: Record<string, unknown> & { id: string; livemode: boolean };
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
export async function recordEvent(trx: Db, scope: EventScope, type: EventType, body: Record<string, unknown>, options: { now?: Date; only?: string; id?: string } = {}): Promise<StoredEvent> {
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

/** The webhook body for an event: `{type, timestamp, data}` as the contract's `webhooks:` section gives it. */
export function webhookPayload(event: StoredEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.created_at, data: event.data });
}
