import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createMetricsServer } from '../../src/http/observe.js';
import { OperationTable } from '../../src/http/operations.js';
import { loadContract } from '../../src/http/contract.js';
import { send, startTestApp, type TestApp } from '../helpers/app.js';
import { connect } from '../helpers/stream-client.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

// /metrics after real traffic: the series the operations team relies on exist with the labels
// they expect, no label carries an id, key or path, and a scrape without the token is refused.

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, records: () => lines.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (no escapes occur in these label values). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels: Record<string, string> = {};
      for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="([^"]*)"/g)) labels[pair[1]!] = pair[2]!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

function find(all: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

const logs = logSink();
let app: TestApp;
let receiver: Receiver;
const requestIds: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp(
    { METRICS_TOKEN: TOKEN, RATE_LIMIT_PRO_MAX: '5', WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'on', WEBHOOK_POLL_MS: '20' },
    { logDestination: logs.stream },
  );
  // Six requests on the sandbox key: five answered, one over the budget of 5 (the 401 below spends none of it).
  for (let i = 0; i < 3; i++) requestIds.push((await app.request('GET', '/api/v1/markets', { query: { limit: 2 } })).headers.get('x-request-id')!);
  // One webhook delivery, answered by the receiver.
  const endpoint = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: receiver.url('/hook'), event_types: ['order.updated'] } });
  expect(endpoint.status, endpoint.text).toBe(200);
  const tested = await app.request('POST', `/api/v1/webhook-endpoints/${(endpoint.body as { data: { id: string } }).data.id}/test`);
  expect(tested.status, tested.text).toBe(200);
  await receiver.waitFor('/hook', 1);
  const limited = await app.request('GET', '/api/v1/markets', { query: { limit: 2 } });
  expect(limited.status).toBe(429);
  const live = await app.request('GET', '/api/v1/markets', { key: app.liveKey, query: { limit: 1 } });
  expect(live.status).toBe(200);
  expect((await app.request('GET', '/api/v1/markets', { key: 'etp_test_notakeynotakeynotakey00' })).status).toBe(401);
  // One stream connection that sends a frame and receives the answer.
  const stream = await connect(app.baseUrl, app.liveKey);
  stream.send({ type: 'subscribe', id: 'sub-1', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
  await stream.next(() => true);
  stream.close();
  await stream.closed;
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function scrape(headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  return send(new URL(`${app.baseUrl}/metrics`), 'GET', headers, undefined);
}

describe('/metrics on the API port (METRICS_TOKEN)', () => {
  it('counts requests by operationId, status and mode, with latency histograms', async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const all = samples(res.text);
    expect(find(all, 'http_requests_total', { operation: 'listMarkets', status: '200', mode: 'test' })[0]?.value).toBe(3);
    expect(find(all, 'http_requests_total', { operation: 'listMarkets', status: '429', mode: 'test' })[0]?.value).toBe(1);
    expect(find(all, 'http_requests_total', { operation: 'listMarkets', status: '200', mode: 'live' })[0]?.value).toBe(1);
    // The refused credential never became a mode.
    expect(find(all, 'http_requests_total', { operation: 'listMarkets', status: '401', mode: 'none' })[0]?.value).toBe(1);
    const buckets = find(all, 'http_request_duration_seconds_bucket', { operation: 'listMarkets', mode: 'test', status_class: '2xx' });
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.find((b) => b.labels.le === '+Inf')?.value).toBe(3);
    expect(find(all, 'http_request_duration_seconds_sum', { operation: 'listMarkets', mode: 'test', status_class: '2xx' })[0]?.value).toBeGreaterThan(0);
  });

  it('has the database, rate-limit, webhook, stream and process series', async () => {
    const all = samples((await scrape()).text);
    expect(find(all, 'db_query_duration_seconds_count', { outcome: 'ok' })[0]?.value).toBeGreaterThan(0);
    expect(find(all, 'rate_limit_refusals_total', { policy: 'default' })[0]?.value).toBe(1);
    expect(find(all, 'webhook_queue_depth')[0]?.value).toBe(0);
    // The attempt is counted as it ends, just before it is recorded: wait for the count.
    await expect.poll(async () => find(samples((await scrape()).text), 'webhook_delivery_attempts_total', { outcome: 'succeeded' })[0]?.value).toBe(1);
    expect(find(all, 'stream_connections')[0]?.value).toBe(0);
    expect(find(all, 'stream_messages_total', { direction: 'in' })[0]?.value).toBe(1);
    expect(find(all, 'stream_messages_total', { direction: 'out' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(all, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(find(all, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(10_000_000);
    expect(find(all, 'nodejs_heap_size_used_bytes')[0]?.value).toBeGreaterThan(0);
    // The pool gauge exists on PostgreSQL only (the embedded database has one session, no pool).
    const pool = find(all, 'db_pool_connections');
    if (app.services.database.kind === 'postgres') expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
    else expect(pool).toEqual([]);
  });

  it('puts no id, key, path or address in a label: every label value comes from a closed set', async () => {
    const res = await scrape();
    for (const secret of [app.testKey, app.liveKey, app.accountId, TOKEN, ...requestIds]) expect(res.text).not.toContain(secret);
    const operations = new Set([...new OperationTable(loadContract()).all()].map((o) => o.operationId));
    const allowed: Record<string, (value: string) => boolean> = {
      operation: (v) => v === 'none' || operations.has(v),
      status: (v) => /^[1-5]\d\d$/.test(v),
      status_class: (v) => /^[1-5]xx$/.test(v),
      mode: (v) => ['test', 'live', 'none'].includes(v),
      outcome: (v) => /^[a-z_]+$/.test(v) && v.length <= 20,
      policy: (v) => ['default', 'anonymous'].includes(v),
      direction: (v) => v === 'in' || v === 'out',
      state: (v) => ['total', 'idle', 'waiting'].includes(v),
      le: (v) => v === '+Inf' || Number.isFinite(Number(v)),
    };
    const ours = samples(res.text).filter((s) => /^(http_|db_|rate_limit_|webhook_|stream_)/.test(s.name));
    expect(ours.length).toBeGreaterThan(20);
    for (const sample of ours) {
      for (const [name, value] of Object.entries(sample.labels)) {
        expect(allowed[name], `label ${name} on ${sample.name}`).toBeDefined();
        expect(allowed[name]!(value), `${sample.name}{${name}="${value}"}`).toBe(true);
      }
    }
  });

  it('refuses a scrape without the token, or with a wrong one, in the error envelope', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer wrong-token-0123456789abcdef0123456789' }, { authorization: `Basic ${TOKEN}` }]) {
      const res = await scrape(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(JSON.parse(res.text).error.code).toBe('unauthenticated');
      expect(res.text).not.toContain('http_requests_total');
    }
  });
});

describe('request logs', () => {
  it('carry the request id, the operationId and the credential id, never the key', async () => {
    const records = logs.records().filter((r) => r.msg === 'request');
    const keyId = (await app.services.database.db.selectFrom('api_keys').select('id').where('account_id', '=', app.accountId).where('mode', '=', 'test').executeTakeFirstOrThrow()).id;
    const market = records.find((r) => r.req_id === requestIds[0]);
    expect(market).toMatchObject({ operation_id: 'listMarkets', credential_id: keyId, status: 200, path: '/api/v1/markets' });
    // A refused key leaves no credential id; no line holds a secret.
    const refused = records.find((r) => r.status === 401);
    expect(refused?.operation_id).toBe('listMarkets');
    expect(refused?.credential_id).toBeUndefined();
    const text = JSON.stringify(records);
    for (const secret of [app.testKey, app.liveKey, 'etp_test_notakeynotakeynotakey00', TOKEN]) expect(text).not.toContain(secret);
  });
});

describe('/metrics settings', () => {
  it('is not served on the API port without METRICS_TOKEN (off by default)', { timeout: 180_000 }, async () => {
    const plain = await startTestApp();
    try {
      const res = await send(new URL(`${plain.baseUrl}/metrics`), 'GET', { authorization: `Bearer ${TOKEN}` }, undefined);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text).error.code).toBe('not_found');
    } finally {
      await plain.close();
    }
  });

  it('serves the separate METRICS_PORT, with the token when one is set', async () => {
    const config = loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN });
    expect(config.metrics.port).toBe(9464);
    const server = createMetricsServer(app.services.metrics, config.metrics);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await send(new URL(`${base}/metrics`), 'GET', {}, undefined)).status).toBe(401);
      expect((await send(new URL(`${base}/api/v1/markets`), 'GET', {}, undefined)).status).toBe(404);
      const res = await send(new URL(`${base}/metrics`), 'GET', { authorization: `Bearer ${TOKEN}` }, undefined);
      expect(res.status).toBe(200);
      expect(find(samples(res.text), 'http_requests_total', { operation: 'listMarkets', status: '200', mode: 'test' })[0]?.value).toBe(3);
    } finally {
      server.close();
    }
  });

  it('refuses a short token and a metrics port equal to the API port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 32 to 512 characters/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
  });
});
