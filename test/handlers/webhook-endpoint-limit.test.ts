// The 20-endpoint limit per account and mode holds under concurrent creations: the count and the
// insert are one statement after a lock on the account row (src/db/webhook-endpoint-store.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { createWebhookEndpointStore } from '../../src/db/webhook-endpoint-store.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import type { NewWebhookEndpoint } from '../../src/domain/webhooks/store.js';
import { MAX_ENDPOINTS } from '../../src/domain/webhooks/types.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';

type Schemas = components['schemas'];

let app: TestApp;
let key: string;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'on' });
  accountId = await app.services.accounts.createAccount({ name: 'Endpoint limit', plan: API_PLAN });
  key = (await app.services.accounts.createApiKey(accountId, 'test', SCOPES)).secret;
});
afterAll(async () => {
  await app?.close();
});

const create = (n: number): Promise<ReceivedResponse> =>
  app.request('POST', '/api/v1/webhook-endpoints', { key, body: { url: `http://127.0.0.1:9/hook-${n}`, event_types: ['order.updated'] } });

describe('the webhook endpoint limit', () => {
  it(`lets exactly ${MAX_ENDPOINTS} exist when 30 creations race at an account keeping 15`, async () => {
    expect(MAX_ENDPOINTS).toBe(20);
    for (let n = 0; n < 15; n++) expect((await create(n)).status).toBe(200);

    const raced = await Promise.all(Array.from({ length: 30 }, (_, i) => create(100 + i)));
    const created = raced.filter((res) => res.status === 200);
    const refused = raced.filter((res) => res.status !== 200);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const res of refused) {
      expect(res.status, res.text).toBe(400);
      expect((res.body as Schemas['ErrorResponse']).error).toMatchObject({
        code: 'validation_failed',
        message: 'An account keeps at most 20 webhook endpoints per mode.',
        details: [{ field: '/url', issue: 'at most 20 endpoints' }],
      });
    }

    const list = await app.request('GET', '/api/v1/webhook-endpoints', { key, query: { limit: 100 } });
    expect(list.status).toBe(200);
    expect((list.body as { data: { total: number } }).data.total).toBe(20);
    expect((await create(999)).status).toBe(400);
  }, 120_000);

  it('counts per mode, and a deletion frees a place', async () => {
    const list = await app.request('GET', '/api/v1/webhook-endpoints', { key, query: { limit: 1 } });
    const first = (list.body as { data: { endpoints: Schemas['WebhookEndpoint'][] } }).data.endpoints[0]!;
    // The sandbox is full; the account's live mode keeps its own twenty.
    const store = createWebhookEndpointStore(app.services.database.db);
    const live: NewWebhookEndpoint = { id: 'whe_liveLimitCheck', url: 'https://hooks.example.com/live', eventTypes: ['*'], description: null, enabled: true, ordered: true, secretSealed: 'sealed', createdAt: new Date() };
    expect(await store.insert({ accountId, mode: 'live' }, live, MAX_ENDPOINTS)).toBe(true);
    expect((await create(1000)).status).toBe(400);
    expect((await app.request('DELETE', `/api/v1/webhook-endpoints/${first.id}`, { key })).status).toBe(200);
    expect((await create(1001)).status).toBe(200);
    expect((await create(1002)).status).toBe(400);
  }, 120_000);
});
