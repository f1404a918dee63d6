import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStreamClient, StreamError, type DataMessage, type GapEvent, type SocketFactory, type SocketLike, type StreamClient, type StreamOptions } from '../../clients/node/src/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The Node.js stream client against the real stream server: ticket and bearer auth, request ids,
// reconnect and resubscribe after the server drops the connection, a gap in the sequence numbers
// (the server skips messages past the in-flight window of an acknowledging client), heartbeat
// timeout. Rates tick every 50 ms; the server's heartbeat (and ping) is every second.
let app: TestApp;
const open: StreamClient[] = [];

beforeAll(async () => {
  app = await startTestApp({}, { streams: { rateTickMs: 50, limits: { maxInFlight: 2, heartbeatMs: 1000 } } });
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(async () => {
  await app?.close();
});

function stream(options: Partial<StreamOptions> = {}): StreamClient {
  const rest = createClient({ baseUrl: app.baseUrl, apiKey: app.testKey });
  const client = createStreamClient({
    baseUrl: app.baseUrl,
    auth: { ticket: async () => (await rest.createStreamTicket()).ticket },
    reconnect: { baseDelayMs: 20, maxDelayMs: 100 },
    ...options,
  });
  open.push(client);
  return client;
}

function next<T>(client: StreamClient, event: 'message' | 'gap' | 'reconnecting' | 'resubscribed', where: (value: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (value: T) => {
      if (!where(value)) return;
      clearTimeout(timer);
      client.off(event, listener as never);
      resolve(value);
    };
    client.on(event, listener as never);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Node.js stream client against the real server', () => {
  it('subscribes with a ticket, gets the snapshot then ticks in sequence, unsubscribes by request id', async () => {
    const client = stream();
    const seen: DataMessage[] = [];
    const gaps: GapEvent[] = [];
    client.on('message', (m) => seen.push(m)).on('gap', (g) => gaps.push(g));
    const subscribed = await client.subscribe('exchange_rates', { base: 'USD', symbols: ['EUR', 'JPY'] });
    expect(subscribed).toMatchObject({ type: 'subscribed', channel: 'exchange_rates', snapshot_count: 2, livemode: false, id: expect.stringMatching(/^req_\d+$/) });
    await next(client, 'message', (m: DataMessage) => m.sequence >= 6);
    expect(seen.map((m) => m.sequence)).toEqual(seen.map((_, i) => i + 1));
    expect(seen[0]).toMatchObject({ type: 'exchange_rate', channel: 'exchange_rates', data: { base: 'USD' } });
    const unsubscribed = await client.unsubscribe('exchange_rates');
    expect(unsubscribed).toMatchObject({ type: 'unsubscribed', channel: 'exchange_rates', id: expect.stringMatching(/^req_\d+$/) });
    expect(unsubscribed.id).not.toBe(subscribed.id);
    expect(gaps).toEqual([]);
  });

  it('authenticates with a bearer key in the Authorization header (ws)', async () => {
    const client = stream({ auth: { bearer: app.testKey } });
    await client.subscribe('exchange_rates', { base: 'EUR', symbols: ['USD'] });
    expect((await next<DataMessage>(client, 'message')).channel).toBe('exchange_rates');
  });

  it("runs on the platform's WebSocket (the browser path) with a ticket", async () => {
    const client = stream({ socket: (url) => new globalThis.WebSocket(url) as unknown as SocketLike });
    await client.subscribe('exchange_rates', { base: 'USD', symbols: ['KRW'] });
    expect((await next<DataMessage>(client, 'message')).data).toMatchObject({ quote: 'KRW' });
  });

  it('a refused subscription rejects with the server error of that request', async () => {
    const client = stream();
    const error = (await client.subscribe('exchange_rates', { base: 'USD', symbols: ['USD'] }).catch((e: unknown) => e)) as StreamError;
    expect(error).toBeInstanceOf(StreamError);
    expect(error).toMatchObject({ code: 'validation_failed', channel: 'exchange_rates' });
    expect(error.details.length).toBeGreaterThan(0);
  });

  it('reconnects after the server drops the connection and resubscribes; sequences restart without a false gap', async () => {
    const client = stream();
    const gaps: GapEvent[] = [];
    client.on('gap', (g) => gaps.push(g));
    await client.subscribe('exchange_rates', { base: 'USD', symbols: ['EUR'] });
    await next(client, 'message', (m: DataMessage) => m.sequence >= 3);
    const reconnecting = next<{ reason: string; attempt: number }>(client, 'reconnecting');
    const resubscribed = next<string[]>(client, 'resubscribed');
    expect(app.streams.connections.size).toBeGreaterThan(0);
    for (const connection of app.streams.connections) connection.ws.terminate();
    expect(await reconnecting).toMatchObject({ attempt: 1, reason: expect.stringMatching(/^closed/) });
    expect(await resubscribed).toEqual(['exchange_rates']);
    const after = await next<DataMessage>(client, 'message', (m) => m.sequence >= 3);
    expect(after.channel).toBe('exchange_rates');
    expect(client.connections).toBe(2);
    expect(gaps).toEqual([]);
  });

  it('reports the messages the server skipped (heartbeat last_sequences), then resumes without a false gap', async () => {
    const client = stream();
    const gaps: GapEvent[] = [];
    const seen: number[] = [];
    client.on('gap', (g) => gaps.push(g)).on('message', (m) => seen.push(m.sequence));
    const first = next(client, 'message', (m: DataMessage) => m.sequence === 1);
    await client.subscribe('exchange_rates', { base: 'USD', symbols: ['EUR'] });
    await first;
    // After an ack the server keeps at most 2 messages in flight and skips the rest, still counting them.
    client.ack('exchange_rates', 1);
    const gap = await next<GapEvent>(client, 'gap');
    expect(gap).toMatchObject({ channel: 'exchange_rates', from: 4, source: 'heartbeat' });
    expect(gap.to).toBeGreaterThanOrEqual(4);
    expect(seen).toEqual([1, 2, 3]);
    client.ack('exchange_rates', gap.to);
    const resumed = await next<DataMessage>(client, 'message');
    expect(resumed.sequence).toBeGreaterThan(gap.to);
    expect(gaps.filter((g) => g.source === 'message').every((g) => g.from > gap.to)).toBe(true);
  });

  it('reports a gap from the sequence numbers when a message is missing', async () => {
    // A transport that loses the third data frame (and every heartbeat, which would tell first): the
    // next message shows the jump.
    let dataFrames = 0;
    const lossy: SocketFactory = async (url, headers) => {
      const { default: WebSocket } = await import('ws');
      const socket = new WebSocket(url, { headers }) as unknown as SocketLike;
      return new Proxy(socket, {
        set(target, key, value) {
          if (key !== 'onmessage' || value === null) return Reflect.set(target, key, value);
          return Reflect.set(target, key, (event: { data: unknown }) => {
            const text = String(event.data);
            if (text.startsWith('{"type":"heartbeat"')) return;
            if (text.includes('"sequence"') && ++dataFrames === 3) return;
            value(event);
          });
        },
      });
    };
    const client = stream({ socket: lossy });
    const gap = next<GapEvent>(client, 'gap');
    await client.subscribe('exchange_rates', { base: 'USD', symbols: ['EUR'] });
    expect(await gap).toEqual({ channel: 'exchange_rates', from: 3, to: 3, source: 'message' });
  });

  it('heartbeat: frames keep a quiet connection alive; silence past the timeout reconnects', { timeout: 30_000 }, async () => {
    const quiet = stream();
    const reconnects: unknown[] = [];
    quiet.on('reconnecting', (r) => reconnects.push(r));
    await quiet.connect();
    await sleep(4000);
    // The timeout follows the server's announced interval (1 s × 2.5), and heartbeats arrived in time.
    expect(reconnects).toEqual([]);

    const impatient = stream({ heartbeatTimeoutMs: 100 });
    await impatient.connect();
    expect(await next(impatient, 'reconnecting')).toMatchObject({ reason: 'heartbeat timeout' });
  });

  it('connect() rejects when the first connection cannot be opened', async () => {
    const client = stream({ baseUrl: 'http://127.0.0.1:1', auth: { bearer: 'k' }, reconnect: { maxAttempts: 0 } });
    await expect(client.connect()).rejects.toBeInstanceOf(StreamError);
  });
});
