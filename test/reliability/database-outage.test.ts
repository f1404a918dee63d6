// PostgreSQL restarted mid-load: while it is down, operations that need it answer 503
// service_unavailable in the envelope with Retry-After (never a 500), operations that do not keep
// answering, the process survives the pool's idle connections dying, and it recovers by itself.
//
// The test starts its own PostgreSQL server (initdb + pg_ctl from the Debian packages, in a temp
// directory, on a free port) and stops it: the shared server other tests use is never touched.
// It runs once, in the embedded pass (the servers pass would only repeat it).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort().reverse()) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

const BIN = postgresBin();
const AS_ROOT = process.getuid?.() === 0;
if (!BIN) console.warn('database-outage: skipped, no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin');

/** PostgreSQL refuses to run as root: as root (CI) the server runs as the postgres user. */
async function pg(tool: string, args: string[]): Promise<void> {
  const command = AS_ROOT ? 'runuser' : join(BIN!, tool);
  const argv = AS_ROOT ? ['-u', 'postgres', '--', join(BIN!, tool), ...args] : args;
  // Asynchronous: the server under test keeps answering while PostgreSQL stops and starts.
  await promisify(execFile)(command, argv, { encoding: 'utf8', timeout: 60_000 });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Buyer = components['schemas']['Buyer'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;

describe.skipIf(!BIN || Boolean(process.env.DATABASE_URL))('PostgreSQL restarted mid-load', () => {
  let dir: string;
  let dataDir: string;
  let port: number;
  let app: TestApp;
  let buyer: Buyer;
  let running = false;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    running = true;
  };
  const stop = async () => {
    // fast: open sessions are terminated (57P01), like a restart by the operator or a failover.
    await pg('pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-m', 'fast', 'stop']);
    running = false;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'etp-pg-'));
    dataDir = join(dir, 'data');
    if (AS_ROOT) {
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
      chmodSync(dir, 0o700);
    }
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    port = await freePort();
    await start();
    const shared = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      app = await startTestApp({ RATE_LIMIT_PRO_MAX: '100000' });
    } finally {
      if (shared === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = shared;
    }
    buyer = data<{ buyers: Buyer[] }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } })).buyers[0]!;
  });

  afterAll(async () => {
    if (BIN && dir) {
      if (!running && dataDir) {
        try {
          await start();
        } catch {
          // left stopped: the directory goes anyway
        }
      }
      await app?.close().catch(() => {});
      if (running) await stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const order = () => ({
    buyer_id: buyer.id,
    items: [{ description: 'Hydrating face cream, 50 ml', hs_code: '330499', quantity: '10', unit: 'PCE', unit_price: { amount: '4.50', currency: 'USD' } }],
    incoterm: 'FOB',
    named_place: 'Busan',
    currency: 'USD',
    origin_country: 'KR',
  });

  /** A mix of reads and writes; each response is checked against the contract by the helper. */
  const mix: Array<() => Promise<ReceivedResponse>> = [
    () => app.request('POST', '/api/v1/orders', { body: order() }),
    () => app.request('GET', '/api/v1/orders', { query: { limit: 5 } }),
    () => app.request('GET', '/api/v1/events', { query: { limit: 5 } }),
    () => app.request('GET', '/api/v1/webhook-endpoints'),
    () => app.request('GET', '/api/v1/markets', { query: { limit: 3 } }),
    () => app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 3 } }),
  ];

  it('answers 503 service_unavailable with Retry-After while it is down, never 500, and recovers by itself', async () => {
    const seen: Array<{ phase: 'before' | 'down' | 'after'; path: string; method: string; status: number; res: ReceivedResponse }> = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    let loading = true;
    const worker = async (offset: number) => {
      for (let i = offset; loading; i++) {
        const res = await mix[i % mix.length]!();
        seen.push({ phase, path: res.path, method: res.method, status: res.status, res });
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    phase = 'down';
    await stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await start();
    phase = 'after';
    // Recovered: a write succeeds again on the same process, without a restart.
    const deadline = Date.now() + 30_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await app.request('POST', '/api/v1/orders', { body: order() })).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    loading = false;
    await Promise.all(workers);

    expect(recovered).toBe(true);
    expect(seen.filter((s) => s.status >= 500 && s.status !== 503).map((s) => `${s.method} ${s.path} ${s.status} ${s.res.text.slice(0, 200)}`)).toEqual([]);
    expect(seen.filter((s) => s.phase === 'before').every((s) => s.status === 200)).toBe(true);
    const unavailable = seen.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const { res } of unavailable) {
      expect((res.body as components['schemas']['ErrorResponse']).error.code).toBe('service_unavailable');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Writes and database reads are what failed; while it was down, nothing else but 200 or 503.
    expect(new Set(unavailable.map((s) => `${s.method} ${s.path}`)).has('POST /api/v1/orders')).toBe(true);
    expect(seen.filter((s) => s.phase === 'down').every((s) => s.status === 200 || s.status === 503)).toBe(true);
    // Reference data never needed the database.
    expect(seen.filter((s) => s.path === '/api/v1/markets').every((s) => s.status === 200)).toBe(true);
    // After the recovery every operation answers again.
    const tail = seen.slice(-mix.length * 2);
    expect(tail.map((s) => s.status)).toEqual(tail.map(() => 200));
    const metrics = await app.services.metrics.registry.getSingleMetricAsString('db_unavailable_total');
    expect(Number(/db_unavailable_total (\d+)/.exec(metrics)?.[1])).toBe(unavailable.length);
  });
});
