import { eventTypeValues, type components } from '../../../generated/openapi.js';

// Events as GET /events shows them and as webhooks carry them. An event is written by the
// transaction of the change it reports (the outbox, src/db/event-store.ts).

export type EventType = components['schemas']['EventType'];
export const EVENT_TYPES: readonly EventType[] = eventTypeValues;

/** The webhook payload's `data`: the event's id and mode, and what its type carries. */
export type EventData = Record<string, unknown> & { id: string; livemode: boolean };

/** An event as stored and as GET /events shows it. */
export interface StoredEvent {
  id: string;
  type: EventType;
  created_at: string;
  livemode: boolean;
  data: EventData;
}

/** What a change raises: the type and what `data` carries besides the id and mode. */
export interface RaisedEvent {
  type: EventType;
  body: Record<string, unknown>;
}

/** The webhook body for an event: `{type, timestamp, data}` as the contract's `webhooks:` section gives it. */
export function webhookPayload(event: StoredEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.created_at, data: event.data });
}
