import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Rate limits: the IETF RateLimit headers on every response, 429 past the limit, a budget per
// credential, a budget per address for requests without a valid credential, and one budget
// shared by two instances through Redis.

const errorCode = (body: unknown) => (body as { error: { code: string } }).error.code;

function remaining(headers: Headers): number {
  const match = /^"(default|anonymous)";r=(\d+);t=(\d+)$/.exec(headers.get('ratelimit') ?? '');
  expect(match, headers.get('ratelimit') ?? 'no RateLimit header').not.toBeNull();
  return Number(match![2]);
}

describe('rate-limit settings', () => {
  it('default to 300 anonymous requests per window and the etp:rl Redis prefix, and check both', () => {
    expect(loadConfig({})).toMatchObject({ rateLimitAnonymous: 300, rateLimitKeyPrefix: 'etp:rl' });
    expect(loadConfig({ RATE_LIMIT_ANONYMOUS: '50', RATE_LIMIT_KEY_PREFIX: 'staging:rl' })).toMatchObject({ rateLimitAnonymous: 50, rateLimitKeyPrefix: 'staging:rl' });
    expect(() => loadConfig({ RATE_LIMIT_ANONYMOUS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_KEY_PREFIX: 'has space' })).toThrow(/RATE_LIMIT_KEY_PREFIX must be 1 to 64 characters/);
  });
});

describe('rate limits (in memory)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_PRO_MAX: '5', RATE_LIMIT_ANONYMOUS: '4', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const newKey = async () => (await app.services.accounts.createApiKey(app.accountId, 'test', SCOPES)).secret;

  it('announces the policy and what is left on every response, success or error', async () => {
    const key = await newKey();
    const ok = await app.request('GET', '/api/v1/buyers', { key, query: { limit: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit-policy')).toBe('"default";q=5;w=60');
    expect(remaining(ok.headers)).toBe(4);
    const invalid = await app.request('GET', '/api/v1/buyers', { key, query: { limit: 0 } });
    expect(invalid.status).toBe(400);
    expect(remaining(invalid.headers)).toBe(3);
    const missing = await app.request('GET', '/api/v1/buyers/b_999999999', { key });
    expect(missing.status).toBe(404);
    expect(remaining(missing.headers)).toBe(2);
  });

  it('answers 429 rate_limited with Retry-After past the limit; other credentials keep their own budget', async () => {
    const key = await newKey();
    for (let i = 0; i < 5; i++) expect((await app.request('GET', '/api/v1/buyers', { key, query: { limit: 1 } })).status).toBe(200);
    const limited = await app.request('GET', '/api/v1/buyers', { key, query: { limit: 1 } });
    expect(limited.status).toBe(429);
    expect(errorCode(limited.body)).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(remaining(limited.headers)).toBe(0);
    expect((await app.request('GET', '/api/v1/buyers', { key: await newKey(), query: { limit: 1 } })).status).toBe(200);
  });

  it('counts an OAuth client once for all its tokens', async () => {
    const client = await app.createClient({ scopes: ['buyers:read'] });
    const tokens = [await app.token(client), await app.token(client)];
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) seen.push(remaining((await app.request('GET', '/api/v1/buyers', { key: tokens[i % 2]!, query: { limit: 1 } })).headers));
    expect(seen).toEqual([4, 3, 2, 1]);
  });

  it('charges requests without a valid credential to their address under the anonymous policy', async () => {
    const first = await app.request('GET', '/api/v1/buyers', { key: null });
    expect(first.status).toBe(401);
    expect(first.headers.get('ratelimit-policy')).toBe('"anonymous";q=4;w=60');
    const statuses = [first.status];
    for (let i = 0; i < 6; i++) statuses.push((await app.request('GET', '/api/v1/buyers', { key: 'etp_test_guess' + i })).status);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // A valid key is counted by its own budget, whatever its address spent.
    expect((await app.request('GET', '/api/v1/buyers', { key: await newKey(), query: { limit: 1 } })).status).toBe(200);
    const unknownPath = await app.request('GET', '/nothing/here', { key: null });
    expect(unknownPath.status).toBe(429);
    expect(unknownPath.headers.get('retry-after')).not.toBeNull();
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Instances sharing a database share its secrets encryption key, as in production.
    const env = {
      REDIS_URL: process.env.REDIS_URL!,
      RATE_LIMIT_PRO_MAX: '10',
      RATE_LIMIT_KEY_PREFIX: `test:${randomUUID()}`,
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    first = await startTestApp(env);
    second = await startTestApp(env, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('two instances share one budget: together they allow exactly the limit', async () => {
    const statuses: number[] = [];
    const left: number[] = [];
    for (let i = 0; i < 30; i++) {
      const instance = i % 2 === 0 ? first : second;
      const res = await instance.request('GET', '/api/v1/buyers', { key: first.testKey, query: { limit: 1 } });
      statuses.push(res.status);
      left.push(remaining(res.headers));
    }
    expect(first.baseUrl).not.toBe(second.baseUrl);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(left.slice(0, 10)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });
});
