import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstBuyerId, loadMix, type MixRequest } from '../../bench/load-mix.js';
import { startServer, type ServerProcess } from '../../bench/server-process.js';
import { connect } from '../helpers/stream-client.js';
import { ownStorage, type OwnStorage } from '../helpers/own-storage.js';

// SIGTERM under load, on the real server in a child process: every request it accepted gets its
// whole answer (no reset, no 500 from a storage closed under it), a request arriving over a
// keep-alive connection while it drains is still answered (with Connection: close; readiness says
// 503), WebSockets are closed with 1001, and the process exits 0 within the grace period.

const GRACE_SECONDS = 20;
const IN_FLIGHT = 36;

let server: ServerProcess;
let storage: OwnStorage;

beforeAll(async () => {
  storage = await ownStorage('shutdown');
  server = await startServer({ ...storage.env, SANDBOX_BUYERS: '500', SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
  await server.ready();
}, 180_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await storage?.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** `onSent`: the whole request has been written to its connection. */
function send(agent: Agent, base: string, key: string, r: Pick<MixRequest, 'method' | 'path' | 'body' | 'headers'>, onSent?: () => void): Promise<Answer> {
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      base + r.path,
      {
        method: r.method,
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...r.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (onSent) req.on('finish', onSent);
    req.end(payload);
  });
}

describe('SIGTERM under load', () => {
  it('answers every accepted request in full, closes streams with 1001 and exits 0 within the grace period', async () => {
    const key = server.testKey!;
    expect(key).toMatch(/^etp_test_/);
    const mix = loadMix(await firstBuyerId(server.baseUrl, key));
    // Warm the PDF threads, so that documents are slow for their rendering, not for a cold start.
    expect((await send(new Agent(), server.baseUrl, key, mix.make('createDocument', 0))).status).toBe(200);

    const stream = await connect(server.baseUrl, key);
    // An idle keep-alive connection opened before the signal: a request sent over it while the
    // server drains must be answered, not cut.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(idleAgent, server.baseUrl, key, { method: 'GET', path: '/healthz' })).status).toBe(200);

    const loadAgent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const kinds: MixRequest['name'][] = ['createDocument', 'createDocument', 'createOrder', 'calculatePrice', 'searchBuyers', 'listCustomsTariffs'];
    let sent = 0;
    let allSent!: () => void;
    const written = new Promise<void>((resolve) => (allSent = resolve));
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) =>
      send(loadAgent, server.baseUrl, key, mix.make(kinds[i % kinds.length]!, i), () => ++sent === IN_FLIGHT && allSent()).catch((error: Error) => error),
    );
    // Every request written to its connection before the signal (on a loaded machine this test's own
    // process may take a while to open 36 connections; a request sent after the signal is not one
    // the server had accepted), then a moment for the server to read them (documents take far
    // longer than this to render). A request that fails before it is written fails the test below.
    await Promise.race([written, new Promise((r) => setTimeout(r, 10_000))]);
    await new Promise((r) => setTimeout(r, 150));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    // The server has taken the signal once it says so (its event loop is busy with the load).
    while (!server.output().includes('"msg":"shutting down"')) await new Promise((r) => setTimeout(r, 10));
    const duringDrain = await send(idleAgent, server.baseUrl, key, { method: 'GET', path: '/readyz' });
    expect(duringDrain.status, duringDrain.body).toBe(503);
    expect(JSON.parse(duringDrain.body).error.details).toEqual([{ field: '/checks/shutdown', issue: 'the instance is shutting down' }]);
    expect(duringDrain.connection).toBe('close');

    const answers = await Promise.all(inFlight);
    const failures = answers.filter((a) => a instanceof Error || a.status >= 500);
    expect(failures.map((f) => (f instanceof Error ? f.message : `${f.status} ${f.body.slice(0, 200)}`)), server.output().slice(-3000)).toEqual([]);
    for (const a of answers as Answer[]) {
      expect([200, 409].includes(a.status) || (a.status >= 400 && a.status < 500), a.body.slice(0, 200)).toBe(true);
      // A complete JSON body, not a cut one.
      expect(() => JSON.parse(a.body)).not.toThrow();
    }
    expect((answers as Answer[]).filter((a) => a.status === 200).length).toBeGreaterThan(IN_FLIGHT / 2);

    // New connections are refused once the listener is closed, after the accept window that lets a
    // busy server take what was already in its backlog (a load balancer tries elsewhere).
    let refused = false;
    for (const until = Date.now() + 10_000; !refused && Date.now() < until; ) {
      refused = await fetch(`${server.baseUrl}/healthz`).then(() => false, () => true);
      if (!refused) await new Promise((r) => setTimeout(r, 200));
    }
    expect(refused).toBe(true);

    expect((await stream.closed).code).toBe(1001);
    const exit = await server.exited;
    expect(exit.code, server.output().slice(-2000)).toBe(0);
    expect(exit.at - signalled).toBeLessThan(GRACE_SECONDS * 1000);
    const log = server.output();
    const shuttingDown = JSON.parse(log.split('\n').find((l) => l.includes('"msg":"shutting down"'))!);
    // The signal really came with requests in flight.
    expect(shuttingDown.in_flight).toBeGreaterThan(0);
    const stopped = JSON.parse(log.split('\n').find((l) => l.includes('"msg":"stopped"'))!);
    expect(stopped.cut_requests).toBe(0);
    expect(log).not.toMatch(/driver has already been destroyed|"level":50/);
  }, 120_000);
});
