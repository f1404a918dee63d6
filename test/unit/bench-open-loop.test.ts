// The bench judges latency targets with an open loop (bench/measure.ts openLoop): requests go out
// at a steady pace whatever the earlier ones are doing, and each is timed from its own send. A
// client that sent each second's share in one burst (as autocannon's overallRate does) would
// measure a queue instead. Timing bounds here are loose: they tell a steady pace from a burst. On a
// machine too busy to keep the pace (the client's own sends late by more than a tenth of the
// interval it checks), a timing assertion would measure the machine, not the client: the test says so
// and skips rather than pass or fail on noise.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoop } from '../../bench/measure.js';

let server: Server;
let base: string;
const arrivals: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    arrivals.push(performance.now());
    // Every tenth request is slow: a request queued behind it must not be timed from before its own send.
    if (req.url === '/refused') res.statusCode = 503;
    setTimeout(() => res.end('ok'), req.url === '/slow' ? 60 : 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('openLoop', () => {
  it('spreads the requests over the second instead of sending them in one burst', async (context) => {
    arrivals.length = 0;
    const result = await openLoop([{ url: `${base}/` }], 100, 1);
    expect(result.answered).toBe(100);
    expect(result.errors).toBe(0);
    context.skip(result.maxLateMs > 25, `the machine is too busy to keep a 100/s pace (sends up to ${result.maxLateMs} ms late)`);
    // 100 per second: about 25 in any quarter of a second; a burst would put all of them in the first.
    let most = 0;
    for (const t of arrivals) most = Math.max(most, arrivals.filter((a) => a >= t && a < t + 250).length);
    expect(most).toBeLessThan(60);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(700);
  });

  it('times each request from its own send, so one slow answer does not make the others slow', async (context) => {
    const result = await openLoop(Array.from({ length: 10 }, (_, i) => ({ url: `${base}/${i === 9 ? 'slow' : ''}` })), 100, 1);
    expect(result.answered).toBe(100);
    context.skip(result.maxLateMs > 10, `the machine is too busy to keep a 100/s pace (sends up to ${result.maxLateMs} ms late)`);
    expect(result.max).toBeGreaterThanOrEqual(55);
    expect(result.p50).toBeLessThan(30);
  });

  it('counts answers other than 200 and failed requests as errors', async () => {
    const refused = await openLoop([{ url: `${base}/refused` }, { url: `${base}/` }], 20, 0.5);
    expect(refused.errors).toBe(5);
    const unreachable = await openLoop([{ url: 'http://127.0.0.1:1/' }], 20, 0.25);
    expect(unreachable.errors).toBe(5);
  });
});
