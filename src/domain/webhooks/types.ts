import type { components } from '../../../generated/openapi.js';

// Webhook endpoints and their deliveries as the contract shows them (generated).

type Schemas = components['schemas'];

export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointCreateRequest = Schemas['WebhookEndpointCreateRequest'];
export type WebhookEndpointUpdateRequest = Schemas['WebhookEndpointUpdateRequest'];
export type WebhookEventTypes = Schemas['WebhookEventTypes'];
/** Why an endpoint is disabled: `gone` (410), `failing` (five days of failures), `manual`. */
export type DisabledReason = NonNullable<WebhookEndpoint['disabled_reason']>;

export type WebhookDelivery = Schemas['WebhookDelivery'];
export type DeliveryStatus = WebhookDelivery['status'];
export type WebhookAttempt = Schemas['WebhookAttempt'];
export type AttemptOutcome = WebhookAttempt['outcome'];

/** Endpoints one account keeps per mode. */
export const MAX_ENDPOINTS = 20;
