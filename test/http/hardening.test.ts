import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { loadContract } from '../../src/http/contract.js';
import { createLogger } from '../../src/logger.js';
import { send, startTestApp, type TestApp } from '../helpers/app.js';

// Hardening: security headers, CORS (off by default), body size and shape limits, no stack
// traces, and no secret in the logs.

const errorOf = (body: unknown) => (body as { error: { code: string; details: Array<{ field: string; issue: string }> } }).error;

/** Collects log lines in memory. */
function logSink(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const logs = logSink();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { logDestination: logs.stream });
});
afterAll(async () => {
  await app?.close();
});

describe('security headers', () => {
  it('are on successes and errors alike; API answers are not cached; nothing names the framework', async () => {
    for (const res of [await app.request('GET', '/api/v1/buyers', { query: { limit: 1 } }), await app.request('GET', '/api/v1/buyers', { key: null })]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('CORS', () => {
  it('is off by default: no CORS headers, and a preflight is not answered', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { query: { limit: 1 }, headers: { origin: 'https://app.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('OPTIONS', '/api/v1/buyers', {
      key: null,
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the configured origins, without credentials', async () => {
    const cors = await startTestApp({ CORS_ORIGINS: 'https://app.example.com' });
    try {
      const allowed = await cors.request('GET', '/api/v1/buyers', { query: { limit: 1 }, headers: { origin: 'https://app.example.com' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(allowed.headers.get('access-control-expose-headers')).toContain('RateLimit');
      expect(allowed.headers.get('vary')).toContain('Origin');
      const other = await cors.request('GET', '/api/v1/buyers', { query: { limit: 1 }, headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await cors.request('OPTIONS', '/api/v1/buyers', {
        key: null,
        headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
        skipContract: true,
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      expect(preflight.headers.get('ratelimit')).not.toBeNull();
    } finally {
      await cors.close();
    }
  });
});

describe('request bodies', () => {
  it('caps the size (413) for an authenticated caller; an anonymous one learns only 401', async () => {
    const big = JSON.stringify({ q: 'x'.repeat(1_100_000) });
    const res = await app.request('GET', '/api/v1/buyers', { body: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(errorOf(res.body).code).toBe('payload_too_large');
    const anonymous = await app.request('GET', '/api/v1/buyers', { key: null, body: big, headers: { 'content-type': 'application/json' } });
    expect(anonymous.status).toBe(401);
  });

  it('caps the nesting depth', async () => {
    let nested: unknown = 'deep';
    for (let i = 0; i < 40; i++) nested = { a: nested };
    const res = await app.request('PUT', '/api/v1/account/profile', { body: { company_name: 'Deep', nested } });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).code).toBe('invalid_request');
    expect(errorOf(res.body).details[0]!.issue).toMatch(/deeper than 32 levels/);
  });

  it('refuses __proto__ and constructor keys anywhere in the body', async () => {
    const cases: Array<[string, string]> = [
      ['{"company_name":"x","__proto__":{"admin":true}}', '/__proto__'],
      ['{"products":[{"name":"a","constructor":{"prototype":{"polluted":true}}}]}', '/products/0/constructor'],
    ];
    for (const [body, field] of cases) {
      const res = await app.request('PUT', '/api/v1/account/profile', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(errorOf(res.body).code).toBe('invalid_request');
      expect(errorOf(res.body).details).toEqual([{ field, issue: 'is a forbidden key' }]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('unexpected errors', () => {
  it('answer 500 internal_error without a stack trace or the error message', async () => {
    const boom = await createApp(
      app.services,
      {
        searchBuyers: async () => {
          throw new TypeError('boom in the handler');
        },
      },
      loadContract(),
    );
    const server: Server = createServer(boom);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/buyers`);
      const res = await send(url, 'GET', { authorization: `Bearer ${app.testKey}` }, undefined);
      expect(res.status).toBe(500);
      expect(JSON.parse(res.text).error.code).toBe('internal_error');
      expect(res.text).not.toContain('boom');
      expect(res.text).not.toMatch(/\bat .+:\d+:\d+/);
      expect(res.headers.get('ratelimit')).not.toBeNull();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('logs', () => {
  it('never contain a key, client secret or access token, wherever a client puts them', async () => {
    const created = await app.request('POST', '/api/v1/api-keys', { body: { name: 'logged', scopes: ['buyers:read'] } });
    const apiKey = (created.body as { data: { secret: string } }).data.secret;
    const clientRes = await app.request('POST', '/api/v1/oauth-clients', { body: { scopes: ['buyers:read'] } });
    const client = (clientRes.body as { data: { id: string; client_secret: string } }).data;
    const token = await app.token({ id: client.id, secret: client.client_secret });
    await app.request('GET', '/api/v1/buyers', { key: token, query: { limit: 1 } });
    await app.request('GET', '/api/v1/buyers', { key: apiKey, query: { api_key: apiKey } });
    await app.request('GET', '/api/v1/buyers', { key: null, headers: { 'x-api-key': apiKey } });
    await app.request('PUT', '/api/v1/account/profile', { key: apiKey, body: `{"secret":"${client.client_secret}"`, headers: { 'content-type': 'application/json' } });
    await app.request('POST', '/oauth/token', { key: null, body: { grant_type: 'client_credentials', client_id: client.id, client_secret: `${client.client_secret}x` } });

    const direct = logSink();
    const logger = createLogger({ logLevel: 'info' }, direct.stream);
    logger.info({ authorization: `Bearer ${token}`, client_secret: client.client_secret, req: { headers: { authorization: `Bearer ${apiKey}` } } }, 'careless');

    const written = logs.text() + direct.text();
    expect(written).toContain('"msg":"request"');
    expect(written).toContain('[redacted]');
    for (const secret of [apiKey, client.client_secret, token, app.testKey]) expect(written).not.toContain(secret);
  });
});
