import { nullableTimestamp, timestamp } from '../domain/time.js';
import type { components } from '../../generated/openapi.js';

// A delivery (one event to one endpoint) as the API shows it, with its attempts.

export type WebhookDelivery = components['schemas']['WebhookDelivery'];
type Attempt = WebhookDelivery['attempt_log'][number];

type DeliveryRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

type AttemptRow = {
  attempt: number;
  started_at: Date | string;
  outcome: string;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  response_body: string | null;
};

export function toDelivery(row: DeliveryRow, attempts: readonly AttemptRow[]): WebhookDelivery {
  const log: Attempt[] = attempts.map((a) => ({
    attempt: a.attempt,
    started_at: timestamp(new Date(a.started_at)),
    outcome: a.outcome as Attempt['outcome'],
    response_status: a.response_status,
    latency_ms: a.latency_ms,
    error: a.error,
    response_body: a.response_body,
  }));
  return {
    id: row.id,
    object: 'webhook_delivery',
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.type as WebhookDelivery['event_type'],
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? nullableTimestamp(row.next_attempt_at === null ? null : new Date(row.next_attempt_at)) : null,
    last_attempt: log.at(-1) ?? null,
    attempt_log: log,
    created_at: timestamp(new Date(row.created_at)),
    updated_at: timestamp(new Date(row.updated_at)),
  };
}
