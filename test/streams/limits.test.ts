// Stream limits: connections per credential, client messages per window, and the bounded send
// buffer that drops a client which stops reading (memory stays bounded, close code 4008).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { connect, refusedUpgrade, type StreamClient, type StreamMessage } from '../helpers/stream-client.js';

const SEND_BUFFER = 64 * 1024;
let app: TestApp;
const open: StreamClient[] = [];

beforeAll(async () => {
  app = await startTestApp({}, {
    streams: { rateTickMs: 5, limits: { connectionsPerCredential: 2, messagesPerWindow: 4, windowMs: 60_000, sendBufferBytes: SEND_BUFFER, maxInFlight: 5 } },
  });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => (c.close(), c.closed)));
});
afterAll(async () => {
  await app?.close();
});

async function client(): Promise<StreamClient> {
  const c = await connect(app.baseUrl, app.testKey);
  open.push(c);
  return c;
}

const ALL_SYMBOLS = ['EUR', 'JPY', 'KRW', 'GBP', 'CNY', 'AUD', 'CAD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'SGD', 'HKD', 'NZD', 'INR', 'BRL', 'MXN'];

describe('stream limits', () => {
  it('refuses one connection too many per credential with 429, and accepts again after a close', async () => {
    const first = await client();
    await client();
    const refused = await refusedUpgrade(app.baseUrl, { authorization: `Bearer ${app.testKey}` });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'rate_limited']);
    first.close();
    await first.closed;
    await new Promise((r) => setTimeout(r, 50));
    await client();
  });

  it('answers messages over the window with rate_limited, then closes with 4429 past twice the limit', async () => {
    const c = await client();
    for (let i = 0; i < 4; i++) c.send({ type: 'unsubscribe', id: `u${i}`, channel: 'market_prices' });
    await c.next((m) => m.type === 'unsubscribed' && m.id === 'u3');
    c.send({ type: 'unsubscribe', id: 'u4', channel: 'market_prices' });
    const limited = await c.next((m) => m.type === 'error');
    expect(limited.code).toBe('rate_limited');
    expect(c.messages.some((m) => m.id === 'u4' && m.type === 'unsubscribed')).toBe(false);
    for (let i = 5; i < 9; i++) c.send({ type: 'unsubscribe', id: `u${i}`, channel: 'market_prices' });
    expect((await c.closed).code).toBe(4429);
  });

  it('after an ack, skips messages beyond the in-flight window but keeps counting sequences', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 'f', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
    await c.next((m) => m.type === 'exchange_rate' && m.sequence === 2);
    c.send({ type: 'ack', channel: 'exchange_rates', sequence: 1 });
    await new Promise((r) => setTimeout(r, 300));
    const sequences = c.messages.filter((m) => m.type === 'exchange_rate').map((m) => m.sequence as number);
    // ack at 1 and a window of 5: nothing past 6 is sent until the client acknowledges more.
    expect(Math.max(...sequences)).toBe(6);
  });

  it('closes a client that stops reading with 4008, without letting the send buffer grow past its bound', async () => {
    const c = await client();
    c.send({ type: 'subscribe', id: 's', channel: 'exchange_rates', params: { base: 'USD', symbols: ALL_SYMBOLS } });
    await c.next((m) => m.type === 'subscribed');
    const socket = (c.ws as unknown as { _socket: Socket })._socket;
    socket.pause();
    const before = app.streams.slowConsumers;
    let peak = 0;
    const deadline = Date.now() + 60_000;
    while (app.streams.slowConsumers === before && Date.now() < deadline) {
      for (const connection of app.streams.connections) peak = Math.max(peak, connection.ws.bufferedAmount);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(app.streams.slowConsumers).toBe(before + 1);
    // One tick's messages past the bound at most (20 messages of a few hundred bytes).
    expect(peak).toBeLessThan(SEND_BUFFER + 20 * 400);
    socket.resume();
    expect((await c.closed).code).toBe(4008);
    const received = c.messages.filter((m: StreamMessage) => m.type === 'exchange_rate').map((m) => m.sequence as number);
    expect(received).toEqual(received.map((_, i) => i + 1));
  }, 90_000);
});
