// Readers of single settings for the config loader (config.ts): each reads one environment
// variable, checks it and says in one line what is wrong, never echoing a secret's value.

import { decodeEncryptionKey } from './security/encryption.js';
import { parseCidrList } from './security/ip-allowlist.js';
import { RedactedSecret } from './security/secrets.js';

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}

export function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}".`);
  }
  return raw as T;
}

export function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got an unparseable value.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}".`);
  }
  return raw;
}

/**
 * An http(s) address with an optional path and no query, fragment or credentials, without its
 * trailing slash: it is written into answers, the served contracts and the portal's pages.
 */
export function baseUrl(env: Env, name: string): string | null {
  const raw = url(env, name, ['http:', 'https:']);
  if (raw === null) return null;
  const trimmed = raw.replace(/\/$/, '');
  if (!/^https?:\/\/(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) {
    throw new ConfigError(`${name} must be an address like https://api.example.com or https://example.com/etp (no query, fragment or credentials), got "${raw}".`);
  }
  return trimmed;
}

const DEFAULT_RETRY_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400];

/** Seconds, comma-separated, decimals allowed (tests compress the schedule to fractions of a second). */
export function retrySchedule(env: Env, name: string): number[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETRY_SECONDS.map((s) => s * 1000);
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > 20 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part) || Number(part) > 7 * 86_400)) {
    throw new ConfigError(`${name} must be up to 20 comma-separated delays in seconds (each at most 7 days), got "${raw}".`);
  }
  return parts.map((part) => Math.round(Number(part) * 1000));
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, got "${raw}".`);
}

export function list(env: Env, name: string): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
}

export function cidrs(env: Env, name: string): string[] {
  const parsed = parseCidrList(list(env, name));
  if (!parsed.ok) {
    const problems = parsed.issues.map((issue) => `"${issue.value}" ${issue.issue}`).join('; ');
    throw new ConfigError(`${name} must be a comma-separated list of IPv4/IPv6 addresses or CIDRs: ${problems}.`);
  }
  return parsed.ranges.map((range) => range.text);
}

export function tlsFiles(env: Env): { tlsCertFile: string | null; tlsKeyFile: string | null } {
  const tlsCertFile = env.TLS_CERT_FILE && env.TLS_CERT_FILE !== '' ? env.TLS_CERT_FILE : null;
  const tlsKeyFile = env.TLS_KEY_FILE && env.TLS_KEY_FILE !== '' ? env.TLS_KEY_FILE : null;
  if ((tlsCertFile === null) !== (tlsKeyFile === null)) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE must be set together (PEM certificate chain and private key), or neither.');
  }
  return { tlsCertFile, tlsKeyFile };
}

export function encryptionKey(env: Env, name: string): RedactedSecret | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  // The value itself never goes into the message.
  if (!decodeEncryptionKey(raw)) throw new ConfigError(`${name} must be 32 bytes written as 64 hex digits or base64.`);
  return new RedactedSecret(raw.trim());
}

/** Comma-separated keys; a bad entry is named by its position, never by its value. */
export function previousEncryptionKeys(env: Env, name: string, current: RedactedSecret | null): RedactedSecret[] {
  const entries = list(env, name);
  const keys = entries.map((entry, i) => {
    const key = decodeEncryptionKey(entry);
    if (!key) throw new ConfigError(`${name} entry ${i + 1} of ${entries.length} must be 32 bytes written as 64 hex digits or base64.`);
    return key;
  });
  const currentKey = current ? decodeEncryptionKey(current.reveal()) : null;
  if (currentKey && keys.some((key) => key.equals(currentKey))) {
    throw new ConfigError(`${name} must not contain SECRETS_ENCRYPTION_KEY: it lists the keys that only open values sealed before a rotation.`);
  }
  return entries.map((entry) => new RedactedSecret(entry));
}

export function redisKeyPrefix(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(raw)) throw new ConfigError(`${name} must be 1 to 64 characters of A-Z a-z 0-9 : _ . -, got "${raw}".`);
  return raw;
}

export function audience(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/\s/.test(raw) || raw.length > 255) throw new ConfigError(`${name} must be a single URI without spaces (at most 255 characters).`);
  return raw;
}

export function origins(env: Env, name: string): string[] {
  const entries = list(env, name);
  if (entries.includes('*')) {
    if (entries.length > 1) throw new ConfigError(`${name} is either * alone or a list of origins, not both.`);
    return ['*'];
  }
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      const parsed = new URL(entry);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origin = parsed.origin;
    } catch {
      origin = null;
    }
    if (origin !== entry) {
      throw new ConfigError(`${name} entries must be origins like https://app.example.com (scheme, host, optional port; no path or trailing slash), got "${entry}".`);
    }
  }
  return entries;
}

/** At least 32 characters, no spaces: a scrape token is a secret like an API key. */
export function metricsToken(env: Env, name: string): RedactedSecret | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (raw.length < 32 || raw.length > 512 || /\s/.test(raw)) throw new ConfigError(`${name} must be 32 to 512 characters without spaces.`);
  return new RedactedSecret(raw);
}

/** Where the ECB publishes its daily reference rates (eurofxref-daily.xml). */
export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/**
 * EXCHANGE_RATE_FEED_URL: an http(s) address, `off`, or unset for the ECB's own. Never with
 * credentials: the address is written in the feed's log lines and its refusals, so a password in it
 * would be logged; a mirror that needs one is reached through a proxy that adds it.
 */
export function feedUrl(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return ECB_DAILY_RATES_URL;
  if (raw === 'off') return null;
  const checked = url(env, name, ['http:', 'https:']);
  const parsed = new URL(checked!);
  // The value itself never goes into the message.
  if (parsed.username !== '' || parsed.password !== '') {
    throw new ConfigError(`${name} must not carry credentials (user:password@): the address is logged; give a mirror that needs none, or off.`);
  }
  return checked;
}
