// Standard Webhooks signature verification for the API's deliveries: HMAC-SHA256 over
// `${webhook-id}.${webhook-timestamp}.${body}` with the secret's bytes (base64 after `whsec_`),
// signatures `v1,<base64>` space-separated (one per secret during a rotation's overlap).
import { createHmac, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** Deliveries older or newer than this (seconds) are refused: replays are not accepted. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  toleranceSeconds?: number;
  /** The time to check the timestamp against; tests set it. */
  now?: Date;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(' ') : value;
}

function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/**
 * Checks a delivery's signature and timestamp and returns the parsed event. Give the raw body as
 * received (not re-serialised JSON) and every secret that may be in use (old and new during a
 * rotation). Throws WebhookVerificationError when nothing matches.
 */
export function verifyWebhook<T = unknown>(secrets: string | readonly string[], payload: string | Uint8Array, headers: WebhookHeaders, options: VerifyWebhookOptions = {}): T {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature header');
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('invalid webhook-timestamp');
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(now - Number(timestamp)) > tolerance) throw new WebhookVerificationError('webhook-timestamp outside the tolerance');
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const candidates = signatures
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s.slice(3), 'base64'));
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const expected = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestamp}.`).update(body).digest();
    // Constant-time compare; lengths are public (always 32 bytes for a v1 signature).
    if (candidates.some((given) => given.length === expected.length && timingSafeEqual(given, expected))) {
      return JSON.parse(body.toString('utf8')) as T;
    }
  }
  throw new WebhookVerificationError('no matching signature');
}
