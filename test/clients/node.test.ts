import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, errorCodes, operations, verifyWebhook, WebhookVerificationError, type Client, type OperationId } from '../../clients/node/src/index.js';
import { ERROR_STATUS } from '../../src/domain/errors.js';
import { loadContract } from '../../src/http/contract.js';
import { OperationTable } from '../../src/http/operations.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

let app: TestApp;
let client: Client;

/** The contract, read once for the file (each example is cloned from it). */
const doc = loadContract() as any;

function requestExample(operationId: string): any {
  for (const item of Object.values<any>(doc.paths)) {
    for (const op of Object.values<any>(item)) {
      if (op?.operationId !== operationId) continue;
      const example = Object.values<any>(op.requestBody.content['application/json'].examples)[0];
      return structuredClone(example.$ref ? doc.components.examples[example.$ref.split('/').pop()].value : example.value);
    }
  }
  throw new Error(`no example for ${operationId}`);
}

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_POLL_MS: '20' });
  client = createClient({ baseUrl: app.baseUrl, apiKey: app.testKey, acceptLanguage: 'en' });
});

afterAll(async () => {
  await app?.close();
});

describe('Node.js client against the real server', () => {
  it('searches and reads buyers', async () => {
    const page = await client.searchBuyers({ query: { limit: 5 } });
    expect(page.buyers).toHaveLength(5);
    const buyer = await client.getBuyer({ path: { id: page.buyers[0]!.id } });
    expect(buyer.id).toBe(page.buyers[0]!.id);
  });

  it('paginate walks the whole list once', async () => {
    const first = await client.searchBuyers({ query: { hs_code: '33', limit: 10 } });
    const ids: string[] = [];
    for await (const buyer of client.paginate('searchBuyers', { query: { hs_code: '33', limit: 10 } })) ids.push(buyer.id);
    expect(first.total).toBeGreaterThan(10);
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Tariffs and HS search are the slow reads; a loaded machine needs more than the default.
  it('calls the reference operations', { timeout: 120_000 }, async () => {
    expect((await client.listMarkets({ query: { limit: 3 } })).markets).toHaveLength(3);
    expect((await client.getMarket({ path: { country: 'DE' } })).country).toBeDefined();
    expect((await client.listExchangeRates()).rates).toBeDefined();
    expect((await client.searchHsCodes({ query: { q: 'cosmetics' } })).hs_codes.length).toBeGreaterThan(0);
    expect((await client.listCustomsTariffs({ query: { hs_code: '330499', destination: 'US' } })).rates.length).toBeGreaterThan(0);
    expect((await client.getJsonWebKeySet()).keys.length).toBeGreaterThan(0);
    expect((await client.calculatePrice({ body: requestExample('calculatePrice') })).landed_cost).toBeDefined();
  });

  it('creates an order and finds it again', async () => {
    const [buyer] = (await client.searchBuyers({ query: { limit: 1 } })).buyers;
    const order = await client.createOrder({ body: { ...requestExample('createOrder'), buyer_id: buyer!.id } });
    expect((await client.getOrder({ path: { id: order.id } })).id).toBe(order.id);
    const ids: string[] = [];
    for await (const o of client.paginate('listOrders')) ids.push(o.id);
    expect(ids).toContain(order.id);
  });

  it('maps error envelopes to ApiError with the contract code', async () => {
    const notFound = await client.getBuyer({ path: { id: 'b_99999999' } }).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ status: 404, code: 'not_found', isKnownCode: true });
    expect((notFound as ApiError).requestId).toBeTruthy();
    const invalid = (await client.calculatePrice({ body: { items: [] } as never }).catch((e: unknown) => e)) as ApiError;
    expect(invalid.status).toBe(400);
    expect(invalid.details.length).toBeGreaterThan(0);
    const badKey = createClient({ baseUrl: app.baseUrl, apiKey: 'etp_test_not_a_key' });
    await expect(badKey.getExporterProfile()).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('OAuth: one token fetch for many concurrent calls', async () => {
    const oauthClient = await app.createClient();
    const viaOAuth = createClient({ baseUrl: app.baseUrl, credentials: { clientId: oauthClient.id, clientSecret: oauthClient.secret } });
    const pages = await Promise.all(Array.from({ length: 5 }, () => viaOAuth.listMarkets({ query: { limit: 1 } })));
    expect(pages.every((p) => p.markets.length === 1)).toBe(true);
    expect(viaOAuth.tokenFetches).toBe(1);
  });
});

describe('Node.js client webhook verification (real deliveries)', () => {
  it('accepts a real delivery; refuses it tampered, late, early or under another secret; both secrets sign during a rotation', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await client.createWebhookEndpoint({ body: { url: receiver.url('/hooks'), event_types: ['order.updated'] } });
      await client.testWebhookEndpoint({ path: { id: endpoint.id } });
      const [hit] = await receiver.waitFor('/hooks', 1);
      const headers = hit!.headers as Record<string, string>;
      const event = verifyWebhook<{ type: string }>(endpoint.secret, hit!.body, headers);
      expect(event.type).toBe('webhook_endpoint.test');
      const refuse = (secret: string | string[], body: string, h: Record<string, string>, now?: Date) =>
        expect(() => verifyWebhook(secret, body, h, now ? { now } : {})).toThrow(WebhookVerificationError);
      refuse(endpoint.secret, hit!.body.replace('webhook_endpoint.test', 'webhook_endpoint.tost'), headers);
      refuse(endpoint.secret, hit!.body, { ...headers, 'webhook-id': `${headers['webhook-id']}x` });
      refuse(`whsec_${'A'.repeat(44)}`, hit!.body, headers);
      const sent = Number(headers['webhook-timestamp']) * 1000;
      expect(verifyWebhook(endpoint.secret, hit!.body, headers, { now: new Date(sent + 299_000) })).toBeTruthy();
      refuse(endpoint.secret, hit!.body, headers, new Date(sent + 301_000));
      refuse(endpoint.secret, hit!.body, headers, new Date(sent - 301_000));

      const rotated = await client.rotateWebhookEndpointSecret({ path: { id: endpoint.id } });
      await client.testWebhookEndpoint({ path: { id: endpoint.id } });
      const second = (await receiver.waitFor('/hooks', 2))[1]!;
      const secondHeaders = second.headers as Record<string, string>;
      expect(secondHeaders['webhook-signature']!.split(' ')).toHaveLength(2);
      for (const secret of [endpoint.secret, rotated.secret, [`whsec_${'A'.repeat(44)}`, rotated.secret]]) expect(verifyWebhook(secret, second.body, secondHeaders)).toBeTruthy();
      expect((await client.listWebhookDeliveries({ path: { id: endpoint.id } })).deliveries.length).toBe(2);
      await client.deleteWebhookEndpoint({ path: { id: endpoint.id } });
    } finally {
      await receiver.close();
    }
  });
});

describe('Node.js client retries (scripted server)', () => {
  async function scripted(answers: { status: number; headers?: Record<string, string>; code?: string }[]) {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      req.resume();
      seen.push(req.headers);
      const answer = answers.shift() ?? { status: 200 };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.status === 200 ? { status: 'success', data: { ok: true } } : { status: 'error', error: { code: answer.code ?? (answer.status === 429 ? 'rate_limited' : 'service_unavailable'), message: 'later', details: [], request_id: 'req_1', doc_url: 'http://x/docs#/section/rate_limited' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sleeps: number[] = [];
    const scriptedClient = createClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      apiKey: 'k',
      retry: { maxRetries: 2 },
      sleep: async (ms) => void sleeps.push(ms),
    });
    return { client: scriptedClient, seen, sleeps, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('429 then success waits Retry-After', async () => {
    const s = await scripted([{ status: 429, headers: { 'retry-after': '7' } }]);
    expect(await s.client.getExporterProfile()).toEqual({ ok: true });
    expect(s.sleeps).toEqual([7000]);
    await s.close();
  });

  it('a retried POST keeps one Idempotency-Key; backoff is bounded', async () => {
    const s = await scripted([{ status: 503 }, { status: 503 }]);
    await s.client.createOrder({ body: {} as never });
    expect(s.seen).toHaveLength(3);
    const keys = new Set(s.seen.map((h) => h['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBeTruthy();
    expect(s.sleeps.every((ms) => ms >= 0 && ms <= 1000)).toBe(true);
    await s.close();
  });

  it('the table marks a key on every operation the server takes one on, and the rest as safe', () => {
    const server = new OperationTable(loadContract());
    for (const [id, op] of Object.entries(operations)) {
      const facts = server.get(id)!;
      expect({ id, key: op.takesIdempotencyKey, safe: op.safe }).toEqual({ id, key: facts.idempotent, safe: !facts.idempotent });
    }
  });

  it('every keyed write sends one key on all its attempts; what stores nothing sends none, even one the caller gives', async () => {
    const ids = Object.keys(operations) as OperationId[];
    const s = await scripted(ids.flatMap(() => [{ status: 503 }, { status: 200 }]));
    for (const id of ids) {
      const op = operations[id];
      const path = Object.fromEntries(op.pathParams.map((name) => [name, 'x']));
      await s.client.call(id, { path, body: op.body === 'none' ? undefined : {}, idempotencyKey: op.takesIdempotencyKey ? undefined : 'not-for-this-one' } as never);
    }
    expect(s.seen).toHaveLength(ids.length * 2);
    ids.forEach((id, i) => {
      const [first, second] = [s.seen[2 * i]!['idempotency-key'], s.seen[2 * i + 1]!['idempotency-key']];
      if (operations[id].takesIdempotencyKey) expect({ id, first, same: second === first }).toEqual({ id, first: expect.stringMatching(/^[0-9a-f-]{36}$/), same: true });
      else expect({ id, first, second }).toEqual({ id, first: undefined, second: undefined });
    });
    await s.close();
  });

  it("the caller's key is sent on every attempt; 409 conflict to a keyed write (the first attempt still runs) is waited for", async () => {
    const s = await scripted([{ status: 409, code: 'conflict', headers: { 'retry-after': '1' } }, { status: 502 }]);
    await s.client.deleteBuyerAlert({ path: { id: 'bal_1' }, idempotencyKey: 'alert-1-delete' });
    expect(s.seen.map((h) => h['idempotency-key'])).toEqual(['alert-1-delete', 'alert-1-delete', 'alert-1-delete']);
    expect(s.sleeps[0]).toBe(1000);
    await s.close();
  });

  it("a key the caller gives among the headers, in any case, is the one key sent, once per attempt", async () => {
    for (const name of ['Idempotency-Key', 'idempotency-key', 'IDEMPOTENCY-KEY']) {
      const s = await scripted([{ status: 503 }]);
      await s.client.deleteBuyerAlert({ path: { id: 'bal_2' }, headers: { [name]: 'alert-2-delete' } });
      // Two values of one header would arrive joined ("a, b").
      expect({ name, keys: s.seen.map((h) => h['idempotency-key']) }).toEqual({ name, keys: ['alert-2-delete', 'alert-2-delete'] });
      await s.close();
    }
  });

  it('a write without a key is never sent twice', async () => {
    const table = operations as unknown as Record<string, object>;
    table.unkeyedWrite = { ...operations.updateOrder, takesIdempotencyKey: false, safe: false };
    const s = await scripted([{ status: 503 }]);
    try {
      await expect(s.client.call('unkeyedWrite' as OperationId, { path: { id: 'x' }, body: {} } as never)).rejects.toMatchObject({ status: 503 });
      expect(s.seen).toHaveLength(1);
      expect(s.seen[0]!['idempotency-key']).toBeUndefined();
    } finally {
      delete table.unkeyedWrite;
      await s.close();
    }
  });

  it('gives up after the maximum with the last error; the RateLimit reset counts as Retry-After', async () => {
    const s = await scripted(Array.from({ length: 3 }, () => ({ status: 429, headers: { ratelimit: '"default";r=0;t=4' } })));
    await expect(s.client.getExporterProfile()).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(s.seen).toHaveLength(3);
    expect(s.sleeps).toEqual([4000, 4000]);
    await s.close();
  });

  it('a server that cannot be reached is retried, then fails with status 0 connection_failed', async () => {
    const sleeps: number[] = [];
    const unreachable = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', retry: { maxRetries: 2 }, sleep: async (ms) => void sleeps.push(ms) });
    await expect(unreachable.getExporterProfile()).rejects.toMatchObject({ status: 0, code: 'connection_failed' });
    expect(sleeps).toHaveLength(2);
  });

  it('sends the user agent, language and key', async () => {
    const s = await scripted([]);
    await s.client.getExporterProfile({ acceptLanguage: 'ko' });
    expect(s.seen[0]).toMatchObject({ 'user-agent': expect.stringMatching(/^etp-client-node\/\d/), 'accept-language': 'ko', authorization: 'Bearer k' });
    await s.close();
  });
});

/** Forwards each request to the real server; the answer to the request after dropNext() is lost (the connection closes once the server has answered). */
async function droppingProxy(target: string) {
  const seen: { method: string; key: string | undefined; status: number; replayed: string | null }[] = [];
  let drop = false;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
    const upstream = await fetch(target + req.url, { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
    const body = await upstream.text();
    seen.push({ method: req.method!, key: req.headers['idempotency-key'] as string | undefined, status: upstream.status, replayed: upstream.headers.get('idempotent-replayed') });
    if (drop) {
      drop = false;
      return void req.socket.destroy();
    }
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    dropNext: () => void (drop = true),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('Node.js client: a write whose answer was lost is retried and applied once (real server)', () => {
  it('PATCH and DELETE: the retry carries the same key and gets the first answer replayed', async () => {
    const proxy = await droppingProxy(app.baseUrl);
    const viaProxy = createClient({ baseUrl: proxy.url, apiKey: app.testKey, sleep: async () => {} });
    try {
      const [buyer] = (await client.searchBuyers({ query: { limit: 1 } })).buyers;
      const order = await client.createOrder({ body: { ...requestExample('createOrder'), buyer_id: buyer!.id } });
      const history = (await client.listOrderHistory({ path: { id: order.id } })).history.length;
      proxy.dropNext();
      expect((await viaProxy.updateOrder({ path: { id: order.id }, body: { status: 'confirmed' } })).status).toBe('confirmed');
      expect((await client.listOrderHistory({ path: { id: order.id } })).history).toHaveLength(history + 1);

      const alert = await client.createBuyerAlert({ body: requestExample('createBuyerAlert') });
      proxy.dropNext();
      await viaProxy.deleteBuyerAlert({ path: { id: alert.id } });
      await expect(client.getBuyerAlert({ path: { id: alert.id } })).rejects.toMatchObject({ status: 404 });

      const [patch, patchAgain, del, delAgain] = proxy.seen;
      expect(patch!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(proxy.seen).toEqual([
        { method: 'PATCH', key: patch!.key, status: 200, replayed: null },
        { method: 'PATCH', key: patch!.key, status: 200, replayed: 'true' },
        { method: 'DELETE', key: del!.key, status: 200, replayed: null },
        { method: 'DELETE', key: del!.key, status: 200, replayed: 'true' },
      ]);
      expect(del!.key).not.toBe(patchAgain!.key);
      expect(delAgain!.key).toBe(del!.key);
    } finally {
      await proxy.close();
    }
  });
});

describe('Node.js client error mapping (every ErrorCode of the contract)', () => {
  it('each code, answered with its status, becomes an ApiError with status, code, message, details and request id', async () => {
    const server = createServer((req, res) => {
      const code = decodeURIComponent(new URL(req.url!, 'http://x').searchParams.get('code')!);
      const status = ERROR_STATUS[code as keyof typeof ERROR_STATUS];
      res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_header' });
      res.end(JSON.stringify({ status: 'error', error: { code, message: `message of ${code}`, details: [{ field: '/x', issue: code }], request_id: `req_${code}`, doc_url: `http://x/docs#/section/${code}` } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stub = createClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: 'k', retry: { maxRetries: 0 } });
    try {
      expect([...errorCodes].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
      for (const code of errorCodes) {
        const error = (await stub.listMarkets({ query: { code } as never }).catch((e: unknown) => e)) as ApiError;
        expect(error, code).toBeInstanceOf(ApiError);
        expect({ status: error.status, code: error.code, message: error.message, details: error.details, requestId: error.requestId, known: error.isKnownCode }).toEqual({
          status: ERROR_STATUS[code],
          code,
          message: `message of ${code}`,
          details: [{ field: '/x', issue: code }],
          requestId: `req_${code}`,
          known: true,
        });
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
