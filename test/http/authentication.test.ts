import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Authentication and authorisation of API keys: malformed headers, unknown, revoked and expired
// keys, the plan, and the scopes the contract names.

interface ErrorJson {
  error: { code: string; message: string };
}
const codeOf = (body: unknown) => (body as ErrorJson).error.code;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const search = (options: Parameters<TestApp['request']>[2] = {}) => app.request('GET', '/api/v1/buyers', { query: { limit: 1 }, ...options });

async function newKey(scopes: readonly string[] = ['buyers:read']): Promise<{ id: string; secret: string }> {
  const res = await app.request('POST', '/api/v1/api-keys', { body: { name: 'auth test', scopes } });
  expect(res.status, res.text).toBe(200);
  const data = (res.body as { data: { id: string; secret: string } }).data;
  return { id: data.id, secret: data.secret };
}

describe('authentication', () => {
  it('answers malformed Authorization headers with 401 unauthenticated and a Bearer challenge', async () => {
    const malformed = ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', 'Bearer two tokens', 'Token abc', 'Bearer a"b', 'Bearer ünïcode', app.testKey];
    for (const header of malformed) {
      const res = await search({ headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expect(codeOf(res.body)).toBe('unauthenticated');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('answers a missing header with 401 unauthenticated', async () => {
    const res = await search({ key: null });
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('unauthenticated');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('takes the scheme name in any case (RFC 7235)', async () => {
    expect((await search({ headers: { authorization: `bearer ${app.testKey}` } })).status).toBe(200);
    expect((await search({ headers: { authorization: `BEARER ${app.testKey}` } })).status).toBe(200);
  });

  it('answers an unknown key, or a key of the wrong shape, with 401 invalid_api_key', async () => {
    for (const key of ['etp_test_thisKeyDoesNotExist000000000000', 'etp_prod_abc', `${app.testKey}x`]) {
      const res = await search({ key });
      expect(res.status, key).toBe(401);
      expect(codeOf(res.body)).toBe('invalid_api_key');
      expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it('answers a revoked key with 401 at once, without waiting for caches', async () => {
    const key = await newKey();
    expect((await search({ key: key.secret })).status).toBe(200);
    expect((await app.request('DELETE', `/api/v1/api-keys/${key.id}`)).status).toBe(200);
    const res = await search({ key: key.secret });
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('invalid_api_key');
    expect((res.body as ErrorJson).error.message).toMatch(/revoked/);
  });

  it('answers an expired key with 401 invalid_api_key', async () => {
    const key = await newKey();
    expect((await search({ key: key.secret })).status).toBe(200);
    // Rotating with no grace period ends the old key now.
    const rotated = await app.request('POST', `/api/v1/api-keys/${key.id}/rotate`, { body: { old_key_expires_in: 0 } });
    expect(rotated.status).toBe(200);
    const res = await search({ key: key.secret });
    expect(res.status).toBe(401);
    expect((res.body as ErrorJson).error.message).toMatch(/expired/);
  });

  it('answers a key of an account on another plan with 403 plan_upgrade_required', async () => {
    for (const plan of ['free', 'basic', 'pro']) {
      const accountId = await app.services.accounts.createAccount({ name: `${plan} exporter`, plan });
      const key = await app.services.accounts.createApiKey(accountId, 'test', SCOPES);
      const res = await search({ key: key.secret });
      expect(res.status, plan).toBe(403);
      expect(codeOf(res.body)).toBe('plan_upgrade_required');
    }
  });

  it('applies a plan downgrade to keys and to access tokens already issued', async () => {
    const accountId = await app.services.accounts.createAccount({ name: 'Downgrading exporter', plan: 'pro_max' });
    const key = await app.services.accounts.createApiKey(accountId, 'test', SCOPES);
    const client = await app.createClient({ accountId, scopes: ['buyers:read'] });
    const token = await app.token(client);
    expect((await search({ key: key.secret })).status).toBe(200);
    expect((await search({ key: token })).status).toBe(200);

    await app.services.accounts.setPlan(accountId, 'pro');
    await app.services.credentials.refresh();
    for (const credential of [key.secret, token]) {
      const res = await search({ key: credential });
      expect(res.status).toBe(403);
      expect(codeOf(res.body)).toBe('plan_upgrade_required');
    }
  });

  it('answers a key without the scope the contract names with 403 insufficient_scope and an RFC 6750 challenge', async () => {
    const key = await newKey(['markets:read']);
    const res = await search({ key: key.secret });
    expect(res.status).toBe(403);
    expect(codeOf(res.body)).toBe('insufficient_scope');
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="buyers:read"');
  });

  it('reads the required scope from the contract: key management needs keys:manage', async () => {
    const key = await newKey(['buyers:read']);
    const res = await app.request('GET', '/api/v1/api-keys', { key: key.secret });
    expect(res.status).toBe(403);
    expect(codeOf(res.body)).toBe('insufficient_scope');
    expect(res.headers.get('www-authenticate')).toContain('scope="keys:manage"');
  });
});
