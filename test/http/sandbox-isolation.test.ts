import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSandboxBuyers } from '../../src/domain/buyers/generate.js';
import { insertBuyers } from '../../src/db/seed.js';
import { startTestApp, TEST_SANDBOX_BUYERS, type TestApp } from '../helpers/app.js';

// Every read and write is scoped to the credential's mode: a test key cannot see or change a
// live object by id (404), a live key cannot see sandbox objects, and every object says which it is.

const LIVE_BUYER_NUMBER = 900_001;
const dataOf = <T>(body: unknown) => (body as { data: T }).data;
const codeOf = (body: unknown) => (body as { error: { code: string } }).error.code;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const [record] = generateSandboxBuyers(1);
  await insertBuyers(app.services.database.db, 'live', [{ ...record!, number: LIVE_BUYER_NUMBER }]);
  await app.services.buyers.refresh();
});
afterAll(async () => {
  await app?.close();
});

describe('buyers', () => {
  it('a test key cannot read a live buyer by id; the live key can, with livemode true', async () => {
    const hidden = await app.request('GET', `/api/v1/buyers/b_${LIVE_BUYER_NUMBER}`);
    expect(hidden.status).toBe(404);
    expect(codeOf(hidden.body)).toBe('not_found');
    const live = await app.request('GET', `/api/v1/buyers/b_${LIVE_BUYER_NUMBER}`, { key: app.liveKey });
    expect(live.status).toBe(200);
    expect(dataOf<{ livemode: boolean }>(live.body).livemode).toBe(true);
  });

  it('a live key sees no sandbox buyers, a test key no live ones', async () => {
    const live = dataOf<{ total: number; buyers: Array<{ id: string; livemode: boolean }> }>((await app.request('GET', '/api/v1/buyers', { key: app.liveKey })).body);
    expect(live.total).toBe(1);
    expect(live.buyers.map((b) => [b.id, b.livemode])).toEqual([[`b_${LIVE_BUYER_NUMBER}`, true]]);
    const sandbox = dataOf<{ total: number; buyers: Array<{ livemode: boolean }> }>((await app.request('GET', '/api/v1/buyers', { query: { limit: 100 } })).body);
    expect(sandbox.total).toBe(TEST_SANDBOX_BUYERS);
    expect(sandbox.buyers.every((b) => b.livemode === false)).toBe(true);
    expect((await app.request('GET', '/api/v1/buyers/b_1', { key: app.liveKey })).status).toBe(404);
  });
});

describe('exporter profile', () => {
  it('is per mode: a profile saved with a test key is not the live one', async () => {
    const profile = { company_name: 'Sandbox Co', origin_country: 'KR', products: [{ name: 'Mask', hs_code: '330499' }], sectors: ['cosmetics'], target_countries: ['US'] };
    expect((await app.request('PUT', '/api/v1/account/profile', { body: profile })).status).toBe(200);
    expect((await app.request('GET', '/api/v1/account/profile')).status).toBe(200);
    expect((await app.request('GET', '/api/v1/account/profile', { key: app.liveKey })).status).toBe(404);
  });
});

describe('credentials', () => {
  it('a test key cannot revoke or rotate a live key or client, nor list them', async () => {
    const liveKey = dataOf<{ id: string; livemode: boolean }>((await app.request('POST', '/api/v1/api-keys', { key: app.liveKey, body: { scopes: ['buyers:read'] } })).body);
    const liveClient = dataOf<{ id: string; livemode: boolean }>((await app.request('POST', '/api/v1/oauth-clients', { key: app.liveKey, body: { scopes: ['buyers:read'] } })).body);
    expect(liveKey.livemode).toBe(true);
    expect(liveClient.livemode).toBe(true);

    for (const [method, path] of [
      ['DELETE', `/api/v1/api-keys/${liveKey.id}`],
      ['POST', `/api/v1/api-keys/${liveKey.id}/rotate`],
      ['DELETE', `/api/v1/oauth-clients/${liveClient.id}`],
      ['POST', `/api/v1/oauth-clients/${liveClient.id}/rotate-secret`],
    ] as const) {
      const res = await app.request(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const keys = dataOf<{ api_keys: Array<{ id: string }> }>((await app.request('GET', '/api/v1/api-keys', { query: { limit: 100 } })).body).api_keys;
    expect(keys.map((k) => k.id)).not.toContain(liveKey.id);
    const clients = dataOf<{ oauth_clients: Array<{ id: string }> }>((await app.request('GET', '/api/v1/oauth-clients', { query: { limit: 100 } })).body).oauth_clients;
    expect(clients.map((c) => c.id)).not.toContain(liveClient.id);

    // Untouched: the live key still works and its owner mode can revoke it.
    const row = await app.services.database.db.selectFrom('api_keys').select(['revoked_at', 'replaced_by']).where('id', '=', liveKey.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ revoked_at: null, replaced_by: null });
    expect((await app.request('DELETE', `/api/v1/api-keys/${liveKey.id}`, { key: app.liveKey })).status).toBe(200);
  });

  it('tokens of a sandbox client reach sandbox data only', async () => {
    const token = await app.token(await app.createClient({ scopes: ['buyers:read'] }));
    expect((await app.request('GET', `/api/v1/buyers/b_${LIVE_BUYER_NUMBER}`, { key: token })).status).toBe(404);
    const page = dataOf<{ total: number }>((await app.request('GET', '/api/v1/buyers', { key: token })).body);
    expect(page.total).toBe(TEST_SANDBOX_BUYERS);
  });
});
