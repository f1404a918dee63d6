// WebSocket streams: authentication of the upgrade (each refusal an HTTP error envelope), the
// subscription protocol with snapshots and sequence numbers, the three feeds, bad messages,
// heartbeats and the close on shutdown. Every message received is checked against asyncapi.yaml.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorCaller } from '../../src/domain/access/key-admin.js';
import type { components } from '../../generated/openapi.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { readFileSync } from 'node:fs';
import { createExchangeRateStore } from '../../src/db/exchange-rate-store.js';
import { importRateFile } from '../../src/domain/exchange-rates/import.js';
import { parseRateFile } from '../../src/domain/exchange-rates/rate-files.js';
import { latestUsdRates } from '../../src/domain/reference/exchange-rates.js';
import { todayUtc } from '../../src/domain/tariffs/as-of.js';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';
import { connect, refusedUpgrade, type StreamClient, type StreamMessage } from '../helpers/stream-client.js';

type Order = components['schemas']['Order'];
type Shipment = components['schemas']['Shipment'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;

let app: TestApp;
const open: StreamClient[] = [];
const ENV = { STREAM_HEARTBEAT_SECONDS: '1', STREAM_TICKET_SECONDS: '2', SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex') };

beforeAll(async () => {
  app = await startTestApp(ENV, { streams: { rateTickMs: 50, priceTickMs: 50 } });
});
afterEach(async () => {
  // Connections count against the credential's limit of 5: close them between tests.
  await Promise.all(open.splice(0).map((c) => (c.close(), c.closed)));
});
afterAll(async () => {
  await app?.close();
});

async function client(key: string | null = app.testKey, options?: Parameters<typeof connect>[2]): Promise<StreamClient> {
  const c = await connect(app.baseUrl, key, options);
  open.push(c);
  return c;
}

const isType = (type: string, id?: string) => (m: StreamMessage) => m.type === type && (id === undefined || m.id === id);

describe('upgrade authentication', () => {
  it('refuses a missing or malformed credential with 401 and the error envelope', async () => {
    const missing = await refusedUpgrade(app.baseUrl, {});
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ status: 'error', error: { code: 'unauthenticated' } });
    expect(missing.body.error.request_id).toMatch(/^req_/);
    const malformed = await refusedUpgrade(app.baseUrl, { authorization: 'Basic abc' });
    expect(malformed.status).toBe(401);
    expect(malformed.body.error.code).toBe('unauthenticated');
  });

  it('refuses an unknown API key and an invalid access token', async () => {
    const key = await refusedUpgrade(app.baseUrl, { authorization: 'Bearer etp_test_notarealkeyatall0000000000000000' });
    expect([key.status, key.body.error.code]).toEqual([401, 'invalid_api_key']);
    const token = await refusedUpgrade(app.baseUrl, { authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.e30.c2ln' });
    expect([token.status, token.body.error.code]).toEqual([401, 'invalid_token']);
  });

  it('refuses a credential without streams:read, on a lower plan, or from an address not allowed', async () => {
    const noScope = (await app.services.accounts.createApiKey(app.accountId, 'test', SCOPES.filter((s) => s !== 'streams:read'))).secret;
    const scope = await refusedUpgrade(app.baseUrl, { authorization: `Bearer ${noScope}` });
    expect([scope.status, scope.body.error.code]).toEqual([403, 'insufficient_scope']);

    const proAccount = await app.services.accounts.createAccount({ name: 'Pro exporter', plan: 'pro' });
    expect(API_PLAN).not.toBe('pro');
    const proKey = (await app.services.accounts.createApiKey(proAccount, 'test', SCOPES)).secret;
    const plan = await refusedUpgrade(app.baseUrl, { authorization: `Bearer ${proKey}` });
    expect([plan.status, plan.body.error.code]).toEqual([403, 'plan_upgrade_required']);

    const caller = operatorCaller(app.accountId, 'test', { type: 'system', id: null });
    const fenced = await app.services.keyAdmin.createApiKey(caller, { scopes: SCOPES, allowedCidrs: ['10.0.0.0/8'] });
    const ip = await refusedUpgrade(app.baseUrl, { authorization: `Bearer ${fenced.secret}` });
    expect([ip.status, ip.body.error.code]).toEqual([403, 'ip_not_allowed']);
  });

  it('answers 404 with the envelope on another path', async () => {
    const other = await refusedUpgrade(app.baseUrl, { authorization: `Bearer ${app.testKey}` }, '/api/v1/streams');
    expect([other.status, other.body.error.code]).toEqual([404, 'not_found']);
  });

  it('accepts an OAuth access token on /v1/stream and an API key as ?access_token', async () => {
    const token = await app.token(await app.createClient());
    const viaToken = await client(token, { path: '/v1/stream' });
    viaToken.send({ type: 'subscribe', id: 't1', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
    expect(await viaToken.next(isType('subscribed', 't1'))).toMatchObject({ snapshot_count: 1, livemode: false });
    const viaQuery = await client(null, { path: `/api/v1/stream?access_token=${app.testKey}` });
    viaQuery.send({ type: 'subscribe', id: 'q1', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
    await viaQuery.next(isType('subscribed', 'q1'));
  });
});

describe('stream tickets', () => {
  const ticketOf = (res: ReceivedResponse) => data<{ ticket: string; expires_at: string; livemode: boolean }>(res);

  it('a ticket opens one connection; used again it is refused', async () => {
    const res = await app.request('POST', '/api/v1/stream/tickets');
    expect(res.status).toBe(200);
    const { ticket, livemode } = ticketOf(res);
    expect(livemode).toBe(false);
    expect(res.headers.get('location')).toBe(`/api/v1/stream?ticket=${ticket}`);
    const c = await client(null, { path: `/api/v1/stream?ticket=${ticket}` });
    c.send({ type: 'subscribe', id: 'k', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
    expect(await c.next(isType('subscribed', 'k'))).toMatchObject({ livemode: false });
    const reused = await refusedUpgrade(app.baseUrl, {}, `/api/v1/stream?ticket=${ticket}`);
    expect([reused.status, reused.body.error.code]).toEqual([401, 'unauthenticated']);
  });

  it('an expired ticket is refused', async () => {
    const { ticket } = ticketOf(await app.request('POST', '/v1/stream/tickets'));
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await refusedUpgrade(app.baseUrl, {}, `/v1/stream?ticket=${ticket}`);
    expect([expired.status, expired.body.error.code]).toEqual([401, 'unauthenticated']);
  });

  it('needs streams:read to be created', async () => {
    const noScope = (await app.services.accounts.createApiKey(app.accountId, 'test', SCOPES.filter((s) => s !== 'streams:read'))).secret;
    const res = await app.request('POST', '/api/v1/stream/tickets', { key: noScope });
    expect(res.status).toBe(403);
    expect((res.body as { error: { code: string } }).error.code).toBe('insufficient_scope');
  });
});

describe('exchange rates', () => {
  it('sandbox: a snapshot near the ECB-derived rates, then simulated updates with consecutive sequences', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 's1', channel: 'exchange_rates', params: { base: 'USD', symbols: ['KRW', 'EUR'] } });
    const subscribed = await c.next(isType('subscribed', 's1'));
    expect(subscribed).toMatchObject({ channel: 'exchange_rates', snapshot_count: 2, livemode: false });
    await c.next((m) => m.type === 'exchange_rate' && (m.sequence as number) >= 8);
    const rates = c.messages.filter((m) => m.type === 'exchange_rate');
    expect(rates.map((m) => m.sequence)).toEqual(rates.map((_, i) => i + 1));
    const anchor = Number(latestUsdRates().unitsPerUsd.get('KRW'));
    for (const m of rates) {
      const d = m.data as { quote: string; rate: string; source: string; livemode: boolean };
      expect(d).toMatchObject({ source: 'simulated', livemode: false });
      if (d.quote === 'KRW') expect(Math.abs(Number(d.rate) / anchor - 1)).toBeLessThanOrEqual(0.02);
    }
    expect(new Set(rates.filter((m) => (m.data as { quote: string }).quote === 'KRW').map((m) => (m.data as { rate: string }).rate)).size).toBeGreaterThan(1);
  });

  it('live: the ECB cross rate itself, no simulation', async () => {
    const c = await client(app.liveKey);
    c.send({ type: 'subscribe', id: 'l1', channel: 'exchange_rates', params: { base: 'EUR', symbols: ['USD'] } });
    expect(await c.next(isType('subscribed', 'l1'))).toMatchObject({ livemode: true, snapshot_count: 1 });
    const rate = await c.next(isType('exchange_rate'));
    const expected = (1 / Number(latestUsdRates().unitsPerUsd.get('EUR'))).toPrecision(6);
    expect(rate.data).toMatchObject({ base: 'EUR', quote: 'USD', source: 'ecb_cross', livemode: true });
    expect(Number((rate.data as { rate: string }).rate)).toBeCloseTo(Number(expected), 6);
  });

  it('live: a newer day loaded into storage reaches the open subscription, without a restart', async () => {
    const c = await client(app.liveKey);
    c.send({ type: 'subscribe', id: 'l2', channel: 'exchange_rates', params: { base: 'EUR', symbols: ['USD'] } });
    await c.next(isType('subscribed', 'l2'));
    expect((await c.next(isType('exchange_rate'))).data).toMatchObject({ as_of: '2026-04-13T16:00:00Z' });
    // What npm run import:rates stores (made-up rates in the ECB's layout); the server notices the change counter.
    const content = readFileSync(projectPath('test', 'fixtures', 'exchange-rates', 'ecb-eurofxref-daily-fixture.xml'), 'utf8');
    await importRateFile(createExchangeRateStore(app.services.database.db), await parseRateFile(content, todayUtc()), 'fixture.xml', 'import');
    const next = await c.next((m) => m.type === 'exchange_rate' && (m.sequence as number) === 2);
    expect(next.data).toMatchObject({ base: 'EUR', quote: 'USD', rate: '1.1976', source: 'ecb_cross', as_of: '2026-11-23T16:00:00Z', livemode: true });
  });

  it('refuses an unknown currency and a symbol equal to the base, naming the fields', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 'bad', channel: 'exchange_rates', params: { base: 'USD', symbols: ['XXX', 'USD'] } });
    const error = await c.next(isType('error', 'bad'));
    expect(error).toMatchObject({ code: 'validation_failed', channel: 'exchange_rates' });
    expect((error.details as Array<{ field: string }>).map((d) => d.field)).toEqual(['/params/symbols/0', '/params/symbols/1']);
  });

  it('unsubscribe stops the channel; resubscribing restarts the sequence at 1', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 'a', channel: 'exchange_rates', params: { base: 'USD', symbols: ['JPY'] } });
    await c.next((m) => m.type === 'exchange_rate' && m.sequence === 3);
    c.send({ type: 'unsubscribe', id: 'b', channel: 'exchange_rates' });
    await c.next(isType('unsubscribed', 'b'));
    const after = c.messages.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(c.messages.slice(after).filter((m) => m.type === 'exchange_rate')).toEqual([]);
    c.send({ type: 'subscribe', id: 'c', channel: 'exchange_rates', params: { base: 'USD', symbols: ['JPY'] } });
    await c.next(isType('subscribed', 'c'));
    const first = await c.next((m) => m.type === 'exchange_rate' && c.messages.indexOf(m) > after);
    expect(first.sequence).toBe(1);
  });
});

describe('market prices', () => {
  it('a snapshot per heading and market, then updates; a chapter selects its headings', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 'm1', channel: 'market_prices', params: { hs_codes: ['0901'], countries: ['KR', 'DE'] } });
    expect(await c.next(isType('subscribed', 'm1'))).toMatchObject({ snapshot_count: 2 });
    await c.next((m) => m.type === 'market_price' && (m.sequence as number) >= 4);
    const prices = c.messages.filter((m) => m.type === 'market_price').map((m) => m.data as { hs_code: string; country: string; price: { amount: string } });
    expect(new Set(prices.map((p) => `${p.hs_code}:${p.country}`))).toEqual(new Set(['0901:KR', '0901:DE']));
    c.send({ type: 'subscribe', id: 'm2', channel: 'market_prices', params: { hs_codes: ['09'], countries: ['US'] } });
    const chapter = await c.next(isType('subscribed', 'm2'));
    expect(chapter.snapshot_count).toBeGreaterThan(5);
  });
});

describe('bad client messages', () => {
  it('unknown type and unknown channel are answered with an error; the connection stays open', async () => {
    const c = await client();
    c.send({ type: 'subscrib', id: 'x1', channel: 'exchange_rates' });
    expect(await c.next(isType('error', 'x1'))).toMatchObject({ code: 'invalid_request' });
    c.send({ type: 'subscribe', id: 'x2', channel: 'weather' });
    expect(await c.next(isType('error', 'x2'))).toMatchObject({ code: 'validation_failed' });
    c.send({ type: 'subscribe', id: 'x3', channel: 'exchange_rates', params: { base: 'usd', symbols: [] } });
    expect(await c.next(isType('error', 'x3'))).toMatchObject({ code: 'validation_failed' });
    c.send({ type: 'ack', channel: 'market_prices', sequence: 1 });
    expect(await c.next((m) => m.type === 'error' && m.code === 'not_found')).toMatchObject({ channel: 'market_prices' });
    c.send({ type: 'subscribe', id: 'ok', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
    await c.next(isType('subscribed', 'ok'));
  });

  it('a frame that is not JSON closes with 4400 after an error', async () => {
    const c = await client();
    c.send('{not json');
    expect(await c.closed).toMatchObject({ code: 4400 });
    expect(c.messages.at(-1)).toMatchObject({ type: 'error', code: 'invalid_request' });
  });

  it('a binary frame closes with 4400', async () => {
    const c = await client();
    c.ws.send(Buffer.from('{"type":"ack"}'), { binary: true });
    expect(await c.closed).toMatchObject({ code: 4400 });
  });

  it('a frame over 16 KiB closes with 1009', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 'big', channel: 'logistics_status', params: { shipment_ids: ['shp_' + 'a'.repeat(17 * 1024)] } });
    expect((await c.closed).code).toBe(1009);
  });
});

describe('logistics status', () => {
  let buyerId: string;

  async function shipment(testApp: TestApp = app): Promise<{ orderId: string; shipment: Shipment }> {
    buyerId ??= data<{ buyers: Array<{ id: string }> }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } })).buyers[0]!.id;
    const created = data<Order>(
      await testApp.request('POST', '/api/v1/orders', {
        body: { buyer_id: buyerId, items: [{ description: 'Face cream', hs_code: '330499', quantity: '10', unit: 'PCE', unit_price: { amount: '5', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' },
      }),
    );
    await testApp.request('PATCH', `/api/v1/orders/${created.id}`, { body: { status: 'confirmed' } });
    const body = { carrier: 'HMM', transport_mode: 'sea', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX', eta: '2026-12-17T15:00:00Z' };
    return { orderId: created.id, shipment: data<Shipment>(await testApp.request('POST', `/api/v1/orders/${created.id}/shipments`, { body })) };
  }

  it('snapshot of the shipment, then each recorded event after its commit', async () => {
    const { orderId, shipment: s } = await shipment();
    const c = await client();
    c.send({ type: 'subscribe', id: 'g1', channel: 'logistics_status', params: { shipment_ids: [s.id] } });
    expect(await c.next(isType('subscribed', 'g1'))).toMatchObject({ snapshot_count: 1 });
    expect((await c.next(isType('logistics_status'))).data).toMatchObject({ shipment_id: s.id, status: 'planned', location: null, livemode: false });
    const events = `/api/v1/orders/${orderId}/shipments/${s.id}/events`;
    await app.request('POST', events, { body: { status: 'booked', occurred_at: '2026-11-30T10:00:00Z' } });
    await app.request('POST', events, { body: { status: 'departed', occurred_at: '2026-12-03T05:20:00Z', location: 'KRPUS' } });
    // The first event with a port loads the seaport list: slow on a busy machine.
    const departed = await c.next((m) => m.type === 'logistics_status' && m.sequence === 3, 30_000);
    expect(departed.data).toMatchObject({ status: 'departed', location: { unlocode: 'KRPUS', name: 'Busan' }, occurred_at: '2026-12-03T05:20:00Z', eta: '2026-12-17T15:00:00Z' });
    expect(c.messages.filter((m) => m.type === 'logistics_status').map((m) => (m.data as { status: string }).status)).toEqual(['planned', 'booked', 'departed']);
    // A refused event (planned is not a milestone) commits nothing and sends nothing.
    await app.request('POST', events, { body: { status: 'planned', occurred_at: '2026-12-04T00:00:00Z' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(c.messages.filter((m) => m.type === 'logistics_status')).toHaveLength(3);
  }, 60_000);

  it("another account's shipment, or a live one seen with a test key, is not found", async () => {
    const otherAccount = await app.services.accounts.createAccount({ name: 'Other exporter', plan: API_PLAN });
    const otherKey = (await app.services.accounts.createApiKey(otherAccount, 'test', SCOPES)).secret;
    const { shipment: mine } = await shipment();
    const stranger = await client(otherKey);
    stranger.send({ type: 'subscribe', id: 'o1', channel: 'logistics_status', params: { shipment_ids: [mine.id] } });
    const error = await stranger.next(isType('error', 'o1'));
    expect(error).toMatchObject({ code: 'not_found', details: [{ field: '/params/shipment_ids/0', issue: 'no such shipment' }] });
    const live = await client(app.liveKey);
    live.send({ type: 'subscribe', id: 'o2', channel: 'logistics_status', params: { shipment_ids: [mine.id] } });
    expect(await live.next(isType('error', 'o2'))).toMatchObject({ code: 'not_found' });
  });
});

describe('heartbeats and shutdown', () => {
  it('sends a heartbeat with the last sequence of each channel', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 'h', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
    await c.next(isType('subscribed', 'h'));
    // A heartbeat sent before the channel's first update names no sequence for it yet (seen with
    // three test files at a time): the first one after that update must carry it.
    const firstUpdate = c.messages.indexOf(await c.next((m) => m.type === 'exchange_rate'));
    const beat = await c.next((m) => m.type === 'heartbeat' && c.messages.indexOf(m) > firstUpdate, 3000);
    expect(beat.interval_s).toBe(1);
    expect((beat.last_sequences as { exchange_rates: number }).exchange_rates).toBeGreaterThanOrEqual(1);
  });

  it('shutdown closes every connection with 1001 and refuses new upgrades', async () => {
    const instance = await startTestApp(ENV, { shareDatabaseWith: app });
    const c = await connect(instance.baseUrl, instance.testKey);
    await instance.streams.close();
    expect((await c.closed).code).toBe(1001);
    const refused = await refusedUpgrade(instance.baseUrl, { authorization: `Bearer ${instance.testKey}` });
    expect([refused.status, refused.body.error.code]).toEqual([503, 'service_unavailable']);
    await instance.close();
  });
});
