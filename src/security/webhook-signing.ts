import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

// Standard Webhooks signatures through the reference library. During a rotation's overlap the
// header carries one signature per secret, space-separated, as the specification allows.

export const SECRET_PREFIX = 'whsec_';

/** What an endpoint's sealed signing secret is bound to (the endpoint it belongs to). */
export function webhookSecretSealContext(endpointId: string): string {
  return `webhook-endpoint-secret:${endpointId}`;
}

export function newSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

export function signatureHeader(secrets: readonly string[], messageId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
}

export function signedHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatureHeader(secrets, messageId, at, body),
  };
}
