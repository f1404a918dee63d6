import type { StoredEvent } from '../events/types.js';
import type { AccountScope } from '../modes.js';
import type { DeliveryStatus, DisabledReason, WebhookDelivery, WebhookEndpoint, WebhookEventTypes } from './types.js';

// What webhook endpoints and their deliveries need from storage; src/db/webhook-endpoint-store.ts
// and src/db/webhook-delivery-store.ts implement it with SQL. Endpoints are stored as the API
// shows them, `previous_secret_expires_at` as stored (the service hides a past one).

export interface NewWebhookEndpoint {
  id: string;
  url: string;
  eventTypes: WebhookEventTypes;
  description: string | null;
  enabled: boolean;
  ordered: boolean;
  /** The signing secret, sealed (src/security/webhook-signing.ts names its context). */
  secretSealed: string;
  createdAt: Date;
}

export interface WebhookEndpointChange {
  url?: string | undefined;
  eventTypes?: WebhookEventTypes | undefined;
  description?: string | null | undefined;
  ordered?: boolean | undefined;
  enabled?: boolean | undefined;
  /** Set when the change disables the endpoint by hand; null when it enables it again (reason, time and failure streak cleared). */
  disabled?: { reason: DisabledReason; at: Date } | null;
  updatedAt: Date;
}

export interface WebhookEndpointStore {
  /**
   * Inserts the endpoint unless the account already keeps `limit` of them in the mode; false then.
   * The count and the insert are one statement, under a lock on the account, so concurrent
   * creations cannot pass the limit together.
   */
  insert(scope: AccountScope, endpoint: NewWebhookEndpoint, limit: number): Promise<boolean>;
  find(scope: AccountScope, id: string): Promise<WebhookEndpoint | undefined>;
  /** Oldest first: created_at, then id. */
  list(scope: AccountScope, limit: number, offset: number): Promise<{ endpoints: WebhookEndpoint[]; total: number }>;
  update(scope: AccountScope, id: string, change: WebhookEndpointChange): Promise<void>;
  /** False when the scope has no such endpoint. */
  remove(scope: AccountScope, id: string): Promise<boolean>;
  /** The new sealed secret signs from now on; the current one becomes the previous until `previousExpiresAt`. False when no such endpoint. */
  rotateSecret(scope: AccountScope, id: string, secretSealed: string, previousExpiresAt: Date, at: Date): Promise<boolean>;
  /** Records a `webhook_endpoint.test` event delivered to this endpoint only. */
  recordTestEvent(scope: AccountScope, id: string): Promise<StoredEvent>;
}

export interface DeliveryListQuery {
  status?: DeliveryStatus | undefined;
  limit: number;
  offset: number;
}

export interface WebhookDeliveryStore {
  /** Newest first, with their attempts. */
  list(endpointId: string, query: DeliveryListQuery): Promise<{ deliveries: WebhookDelivery[]; total: number }>;
  /** Makes the delivery pending and due at `now`, whatever its state; undefined when the endpoint has no such delivery. */
  retry(endpointId: string, deliveryId: string, now: Date): Promise<WebhookDelivery | undefined>;
  /** Deletes finished deliveries (and their attempts) last changed before `cutoff`; returns how many. */
  purgeFinished(cutoff: Date): Promise<number>;
}
