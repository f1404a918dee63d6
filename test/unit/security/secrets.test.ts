import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  RedactedSecret,
  apiKeyMode,
  generateApiKey,
  generateClientSecret,
  hashSecret,
  keyPrefix,
  secretMatches,
} from '../../../src/security/secrets.js';

describe('API keys and secret hashes', () => {
  it('makes keys that show their mode, with a short recognisable prefix', () => {
    const live = generateApiKey('live');
    const test = generateApiKey('test');
    expect(live).toMatch(/^etp_live_[A-Za-z0-9_-]{32}$/);
    expect(apiKeyMode(live)).toBe('live');
    expect(apiKeyMode(test)).toBe('test');
    expect(apiKeyMode('sk_live_abc')).toBeNull();
    expect(keyPrefix(live)).toBe(live.slice(0, 13));
    expect(generateApiKey('live')).not.toBe(live);
  });

  it('makes client secrets that are never mistaken for API keys', () => {
    const secret = generateClientSecret('test');
    expect(secret).toMatch(/^etpcs_test_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith('etp_')).toBe(false);
    expect(apiKeyMode(secret)).toBeNull();
  });

  it('matches a secret only against its own hash', () => {
    const key = generateApiKey('live');
    const stored = hashSecret(key);
    expect(stored).not.toContain(key);
    expect(secretMatches(key, stored)).toBe(true);
    expect(secretMatches(`${key}x`, stored)).toBe(false);
    expect(secretMatches(key, 'not-hex')).toBe(false);
  });
});

describe('RedactedSecret', () => {
  it('never shows its value through JSON, String or inspect', () => {
    const secret = new RedactedSecret('s3cr3t-value');
    const holder = { key: secret };
    expect(JSON.stringify(holder)).toBe('{"key":"[redacted]"}');
    expect(String(secret)).toBe('[redacted]');
    expect(`${secret}`).toBe('[redacted]');
    expect(inspect(holder)).not.toContain('s3cr3t');
    expect(secret.reveal()).toBe('s3cr3t-value');
  });
});
