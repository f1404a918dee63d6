import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.js';

// The access-control settings of src/config.ts.

describe('access-control settings', () => {
  it('default to: no proxies, no TLS, 600 requests a minute, key file, audience = base URL, CORS off', () => {
    const config = loadConfig({});
    expect(config.trustedProxies).toEqual([]);
    expect(config.tlsCertFile).toBeNull();
    expect(config.tlsKeyFile).toBeNull();
    expect(config.rateLimitProMax).toBe(600);
    expect(config.rateLimitWindowSeconds).toBe(60);
    expect(config.secretsEncryptionKey).toBeNull();
    expect(config.oauthAudience).toBe('http://localhost:3000');
    expect(config.corsOrigins).toEqual([]);
    expect(Object.isFrozen(config.trustedProxies)).toBe(true);
  });

  it('reads TRUSTED_PROXIES as canonical CIDRs and names bad entries', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1 ,::ffff:192.0.2.0/120' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '2001:db8::1/128',
      '192.0.2.0/24',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' })).toThrow(
      new ConfigError('TRUSTED_PROXIES must be a comma-separated list of IPv4/IPv6 addresses or CIDRs: "proxy.internal" is not an IPv4 or IPv6 address or CIDR.'),
    );
  });

  it('needs TLS_CERT_FILE and TLS_KEY_FILE together', () => {
    expect(loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' })).toMatchObject({ tlsCertFile: 'cert.pem', tlsKeyFile: 'key.pem' });
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE must be set together/);
  });

  it("bounds the embedded database's WAL budget by PostgreSQL's least max_wal_size", () => {
    expect(loadConfig({}).embeddedMaxWalMb).toBe(64);
    expect(loadConfig({ EMBEDDED_MAX_WAL_MB: '256' }).embeddedMaxWalMb).toBe(256);
    expect(() => loadConfig({ EMBEDDED_MAX_WAL_MB: '16' })).toThrow('EMBEDDED_MAX_WAL_MB must be between 32 and 65536, got 16.');
  });

  it('bounds the rate-limit settings', () => {
    expect(loadConfig({ RATE_LIMIT_PRO_MAX: '1200', RATE_LIMIT_WINDOW_SECONDS: '120' })).toMatchObject({
      rateLimitProMax: 1200,
      rateLimitWindowSeconds: 120,
    });
    expect(() => loadConfig({ RATE_LIMIT_PRO_MAX: '0' })).toThrow('RATE_LIMIT_PRO_MAX must be between 1 and 1000000, got 0.');
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '1m' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS must be a whole number/);
  });

  it('reads SECRETS_ENCRYPTION_PREVIOUS_KEYS as a list, names a bad entry by position only, and keeps them out of logs', () => {
    const current = randomBytes(32).toString('hex');
    const previous = [randomBytes(32).toString('hex'), randomBytes(32).toString('base64')];
    const config = loadConfig({ SECRETS_ENCRYPTION_KEY: current, SECRETS_ENCRYPTION_PREVIOUS_KEYS: previous.join(', ') });
    expect(config.secretsEncryptionPreviousKeys.map((k) => k.reveal())).toEqual(previous);
    expect(JSON.stringify(config)).not.toContain(previous[0]);
    expect(loadConfig({}).secretsEncryptionPreviousKeys).toEqual([]);

    const bad = 'not-a-key-but-secret';
    expect(() => loadConfig({ SECRETS_ENCRYPTION_PREVIOUS_KEYS: `${previous[0]},${bad}` })).toThrow(
      'SECRETS_ENCRYPTION_PREVIOUS_KEYS entry 2 of 2 must be 32 bytes written as 64 hex digits or base64.',
    );
    expect(() => loadConfig({ SECRETS_ENCRYPTION_KEY: current, SECRETS_ENCRYPTION_PREVIOUS_KEYS: current })).toThrow(
      /SECRETS_ENCRYPTION_PREVIOUS_KEYS must not contain SECRETS_ENCRYPTION_KEY/,
    );
  });

  it('checks SECRETS_ENCRYPTION_KEY without ever printing it, and keeps it out of logs', () => {
    const key = randomBytes(32).toString('hex');
    const config = loadConfig({ SECRETS_ENCRYPTION_KEY: key });
    expect(config.secretsEncryptionKey?.reveal()).toBe(key);

    const bad = 'short-but-secret-value';
    expect(() => loadConfig({ SECRETS_ENCRYPTION_KEY: bad })).toThrow('SECRETS_ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or base64.');
    try {
      loadConfig({ SECRETS_ENCRYPTION_KEY: bad });
    } catch (error) {
      expect((error as Error).message).not.toContain(bad);
    }

    let logged = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    pino(sink).info({ config }, 'started');
    expect(logged).toContain('"secretsEncryptionKey":"[redacted]"');
    expect(logged).not.toContain(key);
  });

  it('takes OAUTH_AUDIENCE as one URI', () => {
    expect(loadConfig({ OAUTH_AUDIENCE: 'https://api.example.com' }).oauthAudience).toBe('https://api.example.com');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/' }).oauthAudience).toBe('https://api.example.com');
    expect(() => loadConfig({ OAUTH_AUDIENCE: 'a b' })).toThrow(/OAUTH_AUDIENCE must be a single URI/);
  });

  it('takes PUBLIC_BASE_URL as a plain http(s) address, since answers and pages are written with it', () => {
    expect(loadConfig({}).declaredPublicBaseUrl).toBeNull();
    expect(loadConfig({ PORT: '4000' }).publicBaseUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://example.com/etp/' }).declaredPublicBaseUrl).toBe('https://example.com/etp');
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://[::1]:3000' }).publicBaseUrl).toBe('http://[::1]:3000');
    for (const bad of ['ftp://example.com', 'https://example.com/?a=1', 'https://u:p@example.com', 'https://example.com/"x', 'example.com']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad }), bad).toThrow(/PUBLIC_BASE_URL must/);
    }
  });

  it('takes CORS_ORIGINS as exact origins or * alone', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
    expect(() => loadConfig({ CORS_ORIGINS: '*,https://app.example.com' })).toThrow(/either \* alone/);
    for (const bad of ['https://app.example.com/', 'app.example.com', 'ftp://files.example.com', 'https://app.example.com/path']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS entries must be origins/);
    }
  });

  it('lets sandbox webhooks reach loopback only on a server that only this machine reaches', () => {
    const local = (env: Record<string, string>) => loadConfig(env).webhooks.sandboxLocalTargets;
    expect(local({})).toBe('loopback'); // HOST 127.0.0.1, PUBLIC_BASE_URL http://localhost:3000
    expect(local({ HOST: '::1' })).toBe('loopback');
    expect(local({ HOST: 'localhost', PUBLIC_BASE_URL: 'http://127.0.0.1:3000' })).toBe('loopback');
    expect(local({ HOST: '0.0.0.0' })).toBe('none');
    expect(local({ HOST: '10.0.0.7' })).toBe('none');
    // Behind a proxy on the same machine: listens on loopback, but is reached from elsewhere.
    expect(local({ HOST: '127.0.0.1', PUBLIC_BASE_URL: 'https://api.example.com' })).toBe('none');
    expect(local({ HOST: '0.0.0.0', WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'on' })).toBe('private');
    expect(local({ WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'off' })).toBe('loopback');
  });
});

