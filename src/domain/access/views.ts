import type { components } from '../../../generated/openapi.js';
import { nullableTimestamp, timestamp } from '../time.js';
import type { ApiKeyRecord, OAuthClientRecord } from './key-admin.js';

// API keys and OAuth clients as the contract shows them (snake_case, RFC 3339 times, livemode).
// A secret appears only in the response that made it, added by the caller.

export type ApiKeyView = components['schemas']['ApiKey'];
export type OAuthClientView = components['schemas']['OAuthClient'];

export function apiKeyView(key: ApiKeyRecord): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    mode: key.mode,
    livemode: key.mode === 'live',
    scopes: key.scopes,
    allowed_cidrs: key.allowedCidrs,
    created_at: timestamp(key.createdAt),
    last_used_at: nullableTimestamp(key.lastUsedAt),
    expires_at: nullableTimestamp(key.expiresAt),
    revoked_at: nullableTimestamp(key.revokedAt),
    replaced_by: key.replacedBy,
  };
}

export function oauthClientView(client: OAuthClientRecord): OAuthClientView {
  return {
    id: client.id,
    name: client.name,
    secret_prefix: client.secretPrefix,
    mode: client.mode,
    livemode: client.mode === 'live',
    scopes: client.scopes,
    allowed_cidrs: client.allowedCidrs,
    created_at: timestamp(client.createdAt),
    last_used_at: nullableTimestamp(client.lastUsedAt),
    revoked_at: nullableTimestamp(client.revokedAt),
    previous_secret_expires_at: nullableTimestamp(client.previousSecretExpiresAt),
  };
}
