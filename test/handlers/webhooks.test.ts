// Events and webhooks over HTTP: the outbox (events written with the order change), GET /events,
// endpoint registration and its URL rules, signed deliveries verified with the Standard Webhooks
// reference library, and each receiver behaviour as the deliveries list shows it.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition, schemaValidator, type ReceivedResponse } from '../helpers/contract.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

type Schemas = components['schemas'];
type Endpoint = Schemas['WebhookEndpointWithSecret'];
type Delivery = Schemas['WebhookDelivery'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;
const errorCode = (res: ReceivedResponse) => (res.body as Schemas['ErrorResponse']).error.code;

let app: TestApp;
let receiver: Receiver;
let buyerId: string;
let otherAccountKey: string;

beforeAll(async () => {
  receiver = await startReceiver();
  // No WEBHOOK_SANDBOX_ALLOW_PRIVATE: a server listening on loopback (HOST's default) takes sandbox
  // receivers on loopback, as a developer's local server does; the receiver is on 127.0.0.1.
  app = await startTestApp({ WEBHOOK_RETRY_SCHEDULE: '0.05,0.1,0.1', WEBHOOK_POLL_MS: '20', WEBHOOK_TIMEOUT_MS: '3000' });
  buyerId = data<{ buyers: Schemas['Buyer'][] }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } })).buyers[0]!.id;
  const other = await app.services.accounts.createAccount({ name: 'Another exporter', plan: API_PLAN });
  otherAccountKey = (await app.services.accounts.createApiKey(other, 'test', SCOPES)).secret;
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function createOrder(): Promise<Schemas['Order']> {
  const res = await app.request('POST', '/api/v1/orders', {
    body: { buyer_id: buyerId, items: [{ description: 'Face cream', hs_code: '330499', quantity: '100', unit: 'PCE', unit_price: { amount: '4.50', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' },
  });
  expect(res.status, res.text).toBe(200);
  return data(res);
}

async function confirm(orderId: string): Promise<void> {
  const res = await app.request('PATCH', `/api/v1/orders/${orderId}`, { body: { status: 'confirmed' } });
  expect(res.status, res.text).toBe(200);
}

async function register(path: string, body: Record<string, unknown> = {}): Promise<Endpoint> {
  const res = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: receiver.url(path), event_types: ['order.updated'], ...body } });
  expect(res.status, res.text).toBe(200);
  return data<Endpoint>(res);
}

async function deliveries(endpointId: string): Promise<Delivery[]> {
  const res = await app.request('GET', `/api/v1/webhook-endpoints/${endpointId}/deliveries`);
  expect(res.status, res.text).toBe(200);
  return data<{ deliveries: Delivery[] }>(res).deliveries;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

describe('events (outbox)', () => {
  it('records order.updated with the previous status and what changed, readable at GET /events and /events/{id}', async () => {
    const order = await createOrder();
    await confirm(order.id);
    const list = await app.request('GET', '/api/v1/events', { query: { type: 'order.updated' } });
    expect(list.status).toBe(200);
    const events = data<{ events: Schemas['Event'][] }>(list).events;
    const event = events.find((e) => (e.data as unknown as { order: { id: string } }).order.id === order.id)!;
    expect(event).toMatchObject({ object: 'event', type: 'order.updated', livemode: false, data: { id: event.id, order: { id: order.id, status: 'confirmed', previous_status: 'draft', changes: ['status'], buyer_id: buyerId } } });
    expect(event.id).toMatch(/^evt_/);
    const one = await app.request('GET', `/api/v1/events/${event.id}`);
    expect(data<Schemas['Event']>(one)).toEqual({ ...event });
    const payload = { type: event.type, timestamp: event.created_at, data: event.data };
    const validate = schemaValidator(definition.components.schemas.OrderUpdatedEvent as object);
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
  });

  it('writes no event when the change fails, and none for another account', async () => {
    const order = await createOrder();
    const before = data<{ total: number }>(await app.request('GET', '/api/v1/events')).total;
    const bad = await app.request('PATCH', `/api/v1/orders/${order.id}`, { body: { status: 'delivered' } });
    expect(bad.status).toBe(409);
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/events')).total).toBe(before);
    const mine = data<{ events: Schemas['Event'][] }>(await app.request('GET', '/api/v1/events', { query: { limit: 1 } })).events[0]!;
    const foreign = await app.request('GET', `/api/v1/events/${mine.id}`, { key: otherAccountKey });
    expect(foreign.status).toBe(404);
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/events', { key: otherAccountKey })).total).toBe(0);
  });

  it('records shipment.updated for a new shipment and a logistics event, with order.updated when the order moves', async () => {
    const order = await createOrder();
    await confirm(order.id);
    const shipment = data<Schemas['Shipment']>(
      await app.request('POST', `/api/v1/orders/${order.id}/shipments`, { body: { carrier: 'HMM', transport_mode: 'sea', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX' } }),
    );
    const moved = await app.request('POST', `/api/v1/orders/${order.id}/shipments/${shipment.id}/events`, { body: { status: 'departed', occurred_at: '2026-11-21T08:00:00Z', location: 'KRPUS' } });
    expect(moved.status, moved.text).toBe(200);
    const events = data<{ events: Schemas['Event'][] }>(await app.request('GET', '/api/v1/events', { query: { type: 'shipment.updated', limit: 2 } })).events;
    expect(events.map((e) => (e.data as unknown as { logistics_event: { status: string } | null }).logistics_event?.status ?? null)).toEqual(['departed', null]);
    const validate = schemaValidator(definition.components.schemas.ShipmentUpdatedEvent as object);
    for (const e of events) expect(validate({ type: e.type, timestamp: e.created_at, data: e.data }), JSON.stringify(validate.errors)).toBe(true);
    const orderEvent = data<{ events: Schemas['Event'][] }>(await app.request('GET', '/api/v1/events', { query: { type: 'order.updated', limit: 1 } })).events[0]!;
    const validateOrder = schemaValidator(definition.components.schemas.OrderUpdatedEvent as object);
    expect(validateOrder({ type: orderEvent.type, timestamp: orderEvent.created_at, data: orderEvent.data }), JSON.stringify(validateOrder.errors)).toBe(true);
    expect(orderEvent.data, JSON.stringify((orderEvent.data as unknown as { order: object }).order).slice(-400)).toMatchObject({ order: { id: order.id, status: 'in_transit', previous_status: 'confirmed', changes: ['status'] } });
  });
});

describe('webhook endpoints', () => {
  it('shows the secret once; lists, gets, changes and deletes; another account sees 404', async () => {
    const res = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: receiver.url('/crud'), event_types: ['*'], description: 'ERP' } });
    expect(res.status).toBe(200);
    const created = data<Endpoint>(res);
    expect(created.secret).toMatch(/^whsec_/);
    expect(res.headers.get('location')).toBe(`/api/v1/webhook-endpoints/${created.id}`);
    const got = data<Schemas['WebhookEndpoint']>(await app.request('GET', `/api/v1/webhook-endpoints/${created.id}`));
    expect(got).not.toHaveProperty('secret');
    expect(JSON.stringify(data(await app.request('GET', '/api/v1/webhook-endpoints')))).not.toContain(created.secret);
    const patched = data<Schemas['WebhookEndpoint']>(await app.request('PATCH', `/api/v1/webhook-endpoints/${created.id}`, { body: { enabled: false, description: null } }));
    expect(patched).toMatchObject({ enabled: false, disabled_reason: 'manual', description: null });
    expect((await app.request('GET', `/api/v1/webhook-endpoints/${created.id}`, { key: otherAccountKey })).status).toBe(404);
    expect((await app.request('DELETE', `/api/v1/webhook-endpoints/${created.id}`)).status).toBe(200);
    expect((await app.request('GET', `/api/v1/webhook-endpoints/${created.id}`)).status).toBe(404);
  });

  it('requires https and a public address in live mode; refuses unknown event types', async () => {
    const http = await app.request('POST', '/api/v1/webhook-endpoints', { key: app.liveKey, body: { url: 'http://example.com/hook', event_types: ['*'] } });
    expect(http.status).toBe(400);
    expect(errorCode(http)).toBe('validation_failed');
    for (const url of ['https://127.0.0.1/hook', 'https://[::ffff:10.0.0.1]/hook', 'https://169.254.169.254/latest', 'https://100.64.1.1/', 'https://[fe80::1]/x']) {
      const res = await app.request('POST', '/api/v1/webhook-endpoints', { key: app.liveKey, body: { url, event_types: ['*'] } });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body)).toContain('non-public address');
    }
    const unknown = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: receiver.url('/x'), event_types: ['order.deleted'] } });
    expect(unknown.status).toBe(400);
  });

  it('takes a loopback receiver in the sandbox of a loopback server, never in live mode, and no other private address', async () => {
    for (const url of [receiver.url('/local'), receiver.url('/local').replace('127.0.0.1', 'localhost')]) {
      const res = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url, event_types: ['order.updated'] } });
      expect(res.status, `${url}: ${res.text}`).toBe(200);
      expect((await app.request('DELETE', `/api/v1/webhook-endpoints/${data<Endpoint>(res).id}`)).status).toBe(200);
    }
    const live = await app.request('POST', '/api/v1/webhook-endpoints', { key: app.liveKey, body: { url: receiver.url('/local').replace('http:', 'https:'), event_types: ['*'] } });
    expect(live.status).toBe(400);
    expect(JSON.stringify(live.body)).toContain('non-public address');
    for (const url of ['http://10.0.0.1/hook', 'http://192.168.1.20:8080/hook', 'http://169.254.169.254/latest']) {
      const res = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url, event_types: ['*'] } });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body)).toContain('non-public address');
    }
  });
});

describe('a hosted server (HOST not loopback)', () => {
  let hosted: TestApp;
  beforeAll(async () => {
    hosted = await startTestApp({ HOST: '0.0.0.0', WEBHOOK_WORKER: 'off' });
  });
  afterAll(async () => {
    await hosted?.close();
  });

  it('refuses loopback receivers in the sandbox too: other users of the host could reach its own services', async () => {
    for (const url of [receiver.url('/hosted'), 'http://localhost:9/hook', 'http://[::1]/hook']) {
      const res = await hosted.request('POST', '/api/v1/webhook-endpoints', { body: { url, event_types: ['*'] } });
      expect(res.status, url).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
      expect(JSON.stringify(res.body)).toContain('non-public address');
    }
  });
});

describe('delivery', () => {
  it('delivers a signed payload that the standardwebhooks library verifies; webhook-id is the event id', async () => {
    const endpoint = await register('/signed');
    const order = await createOrder();
    await confirm(order.id);
    const [hit] = await receiver.waitFor('/signed', 1);
    const payload = new Webhook(endpoint.secret).verify(hit!.body, hit!.headers as Record<string, string>) as { type: string; data: { id: string; order: { id: string } } };
    expect(payload).toMatchObject({ type: 'order.updated', data: { order: { id: order.id } } });
    expect(hit!.headers['webhook-id']).toBe(payload.data.id);
    // A tampered body and an old timestamp are refused.
    expect(() => new Webhook(endpoint.secret).verify(hit!.body.replace('confirmed', 'cancelled'), hit!.headers as Record<string, string>)).toThrow();
    const old = String(Math.floor(Date.now() / 1000) - 600);
    expect(() => new Webhook(endpoint.secret).verify(hit!.body, { ...(hit!.headers as Record<string, string>), 'webhook-timestamp': old })).toThrow();
    const list = await until(() => deliveries(endpoint.id), (d) => d[0]?.status === 'succeeded');
    expect(list[0]).toMatchObject({ event_id: payload.data.id, event_type: 'order.updated', attempts: 1, next_attempt_at: null, last_attempt: { attempt: 1, outcome: 'succeeded', response_status: 200, response_body: 'ok' } });
  });

  it('retries a 500 with the same webhook-id and succeeds on the next attempt', async () => {
    receiver.on('/flaky', (_hit, n, res) => void res.writeHead(n === 1 ? 500 : 204).end(n === 1 ? 'boom' : undefined));
    const endpoint = await register('/flaky');
    await confirm((await createOrder()).id);
    const hits = await receiver.waitFor('/flaky', 2);
    expect(hits[1]!.headers['webhook-id']).toBe(hits[0]!.headers['webhook-id']);
    const [d] = await until(() => deliveries(endpoint.id), (list) => list[0]?.status === 'succeeded');
    expect(d!.attempt_log.map((a) => [a.attempt, a.outcome, a.response_status, a.response_body])).toEqual([
      [1, 'http_error', 500, 'boom'],
      [2, 'succeeded', 204, null],
    ]);
  });

  it('gives up after the last retry of the schedule and marks the delivery failed', async () => {
    receiver.on('/down', (_hit, _n, res) => void res.writeHead(500).end());
    const endpoint = await register('/down');
    await confirm((await createOrder()).id);
    const [d] = await until(() => deliveries(endpoint.id), (list) => list[0]?.status === 'failed');
    expect(d!.attempts).toBe(4);
    expect(receiver.received('/down')).toHaveLength(4);
  });

  it('disables the endpoint at once on 410 and records why', async () => {
    receiver.on('/gone', (_hit, _n, res) => void res.writeHead(410).end());
    const endpoint = await register('/gone');
    await confirm((await createOrder()).id);
    await until(() => app.request('GET', `/api/v1/webhook-endpoints/${endpoint.id}`), (res) => data<Schemas['WebhookEndpoint']>(res).enabled === false);
    const got = data<Schemas['WebhookEndpoint']>(await app.request('GET', `/api/v1/webhook-endpoints/${endpoint.id}`));
    expect(got).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(receiver.received('/gone')).toHaveLength(1);
  });

  it('honours Retry-After on 429', async () => {
    receiver.on('/busy', (_hit, n, res) => void (n === 1 ? res.writeHead(429, { 'retry-after': '1' }).end() : res.writeHead(200).end()));
    await register('/busy');
    await confirm((await createOrder()).id);
    const hits = await receiver.waitFor('/busy', 2);
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('does not follow redirects, and counts a timeout as a failed attempt', async () => {
    receiver.on('/redirect', (_hit, _n, res) => void res.writeHead(302, { location: receiver.url('/elsewhere') }).end());
    receiver.on('/slow', (_hit, n, res) => void setTimeout(() => res.writeHead(200).end(), n === 1 ? 4000 : 0));
    const redirect = await register('/redirect');
    const slow = await register('/slow');
    await confirm((await createOrder()).id);
    const [r] = await until(() => deliveries(redirect.id), (list) => (list[0]?.attempts ?? 0) >= 1);
    expect(r!.attempt_log[0]).toMatchObject({ outcome: 'http_error', response_status: 302, error: 'redirects are not followed' });
    expect(receiver.received('/elsewhere')).toHaveLength(0);
    const [s] = await until(() => deliveries(slow.id), (list) => list[0]?.status === 'succeeded');
    expect(s!.attempt_log[0]).toMatchObject({ outcome: 'timeout', response_status: null });
  });

  it('counts an unreachable receiver as a network error', async () => {
    const res = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: 'http://127.0.0.1:9/closed', event_types: ['order.updated'] } });
    const endpoint = data<Endpoint>(res);
    await confirm((await createOrder()).id);
    const [d] = await until(() => deliveries(endpoint.id), (list) => (list[0]?.attempts ?? 0) >= 1);
    expect(d!.attempt_log[0]).toMatchObject({ outcome: 'network_error', response_status: null });
  });

  it('keeps event order on an ordered endpoint while one delivery is retried', async () => {
    receiver.on('/ordered', (hit, n, res) => void res.writeHead(n === 1 ? 503 : 200).end());
    await register('/ordered', { event_types: ['order.updated'] });
    const a = await createOrder();
    const b = await createOrder();
    await confirm(a.id);
    await confirm(b.id);
    const hits = await receiver.waitFor('/ordered', 3, 30_000);
    const ids = hits.map((h) => (JSON.parse(h.body) as { data: { order: { id: string } } }).data.order.id);
    // b only after a was answered 2xx (its second attempt); a duplicate of a (at least once) may follow.
    expect(ids.slice(0, 2)).toEqual([a.id, a.id]);
    expect(ids.indexOf(b.id)).toBeGreaterThanOrEqual(2);
  });

  it('signs with both secrets after rotation; the test event and a manual retry go out', async () => {
    const endpoint = await register('/rotate');
    const rotated = data<Endpoint>(await app.request('POST', `/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`));
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previous_secret_expires_at).not.toBeNull();
    // Many clients send `{}` with every POST: taken as no body. A body with anything in it is refused.
    const withFields = await app.request('POST', `/api/v1/webhook-endpoints/${endpoint.id}/test`, { body: { event_type: 'order.updated' } });
    expect(withFields.status).toBe(400);
    expect(errorCode(withFields)).toBe('invalid_request');
    const test = await app.request('POST', `/api/v1/webhook-endpoints/${endpoint.id}/test`, { body: {} });
    expect(test.status, test.text).toBe(200);
    const [hit] = await receiver.waitFor('/rotate', 1);
    expect(String(hit!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.secret]) expect(new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>)).toMatchObject({ type: 'webhook_endpoint.test' });
    const [d] = await until(() => deliveries(endpoint.id), (list) => list[0]?.status === 'succeeded');
    const retried = await app.request('POST', `/api/v1/webhook-endpoints/${endpoint.id}/deliveries/${d!.id}/retry`);
    expect(retried.status).toBe(200);
    await receiver.waitFor('/rotate', 2);
    expect((await app.request('POST', `/api/v1/webhook-endpoints/${endpoint.id}/deliveries/whd_nope/retry`)).status).toBe(404);
  });
});

describe('verification examples', () => {
  it('the Python standard-library example from the docs accepts deliveries and refuses tampering and old timestamps', async () => {
    const { spawnSync } = await import('node:child_process');
    const endpoint = await register('/python');
    await confirm((await createOrder()).id);
    const [hit] = await receiver.waitFor('/python', 1);
    const headers = { 'webhook-id': String(hit!.headers['webhook-id']), 'webhook-timestamp': String(hit!.headers['webhook-timestamp']), 'webhook-signature': String(hit!.headers['webhook-signature']) };
    const run = (input: object) => spawnSync('python3', ['docs/webhooks/verify.py'], { input: JSON.stringify(input), encoding: 'utf8' }).stdout.trim();
    expect(run({ secret: endpoint.secret, headers, body: hit!.body })).toBe('ok');
    expect(run({ secret: endpoint.secret, headers, body: hit!.body.replace('confirmed', 'cancelled') })).toMatch(/^refused/);
    expect(run({ secret: endpoint.secret, headers: { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600) }, body: hit!.body })).toMatch(/^refused/);
  });
});
