import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { components } from '../../generated/openapi.js';

// API keys and client secrets are high-entropy random strings, so a fast SHA-256 digest is the
// right storage form (a slow password hash would add latency to every request without adding
// safety). Comparison is constant-time.

/** live or test (the contract's Mode): an API key says which in its prefix. */
export type KeyMode = components['schemas']['Mode'];

/** Every authenticated request hashes its key: the one-shot `hash` takes a quarter of the time of createHash().update().digest(). */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  return hashesMatch(hashSecret(secret), storedHash);
}

/** Constant-time comparison of two hex digests (for a caller that already hashed the secret). */
export function hashesMatch(hash: string, storedHash: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** `etp_live_...` or `etp_test_...` (API-CONVENTIONS: the mode is visible in the key). */
export function generateApiKey(mode: KeyMode): string {
  return `etp_${mode}_${randomToken(24)}`;
}

export function apiKeyMode(key: string): KeyMode | null {
  if (key.startsWith('etp_live_')) return 'live';
  if (key.startsWith('etp_test_')) return 'test';
  return null;
}

/**
 * OAuth client secret: `etpcs_live_...` / `etpcs_test_...`. Not a bearer credential (it is only
 * sent to the token endpoint), so it does not start with `etp_` and is never taken for an API key;
 * the distinct prefix still lets secret scanners recognise a leaked one. Stored as hashSecret().
 */
export function generateClientSecret(mode: KeyMode): string {
  return `etpcs_${mode}_${randomToken(32)}`;
}

/** What lists show of a key: enough to recognise it, not enough to use it. */
export function keyPrefix(key: string): string {
  return key.slice(0, 13);
}

/**
 * A secret setting (an encryption key, a password in a URL) held so that it never reaches a log
 * by accident: JSON serialisation (pino), `String()` and `util.inspect` (console.log) all show
 * `[redacted]`. Only `reveal()` gives the value, which makes every use easy to find.
 */
export class RedactedSecret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return '[redacted]';
  }

  toString(): string {
    return '[redacted]';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[redacted]';
  }
}
