import type { ApiKeyRecord, OAuthClientRecord } from './key-admin.js';

// API keys and OAuth clients as the contract shows them (snake_case, RFC 3339 times, livemode).
// A secret appears only in the response that made it, added by the caller.

const time = (at: Date | null) => (at ? at.toISOString() : null);

export function apiKeyView(key: ApiKeyRecord) {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    mode: key.mode,
    livemode: key.mode === 'live',
    scopes: key.scopes,
    allowed_cidrs: key.allowedCidrs,
    created_at: key.createdAt.toISOString(),
    last_used_at: time(key.lastUsedAt),
    expires_at: time(key.expiresAt),
    revoked_at: time(key.revokedAt),
    replaced_by: key.replacedBy,
  };
}

export function oauthClientView(client: OAuthClientRecord) {
  return {
    id: client.id,
    name: client.name,
    secret_prefix: client.secretPrefix,
    mode: client.mode,
    livemode: client.mode === 'live',
    scopes: client.scopes,
    allowed_cidrs: client.allowedCidrs,
    created_at: client.createdAt.toISOString(),
    last_used_at: time(client.lastUsedAt),
    revoked_at: time(client.revokedAt),
    previous_secret_expires_at: time(client.previousSecretExpiresAt),
  };
}
