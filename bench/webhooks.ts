// Webhook delivery bench (part of npm run bench; alone: npm run bench:webhooks). A server process on
// a fresh embedded database, a local receiver here. Measures signed deliveries per second, the delay
// from the change (the PATCH that raises order.updated) to its delivery at a steady rate (p50/p99),
// and buyer-search throughput while delivering against idle search in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ENDPOINTS = 8;
const STEADY_CHANGES_PER_SECOND = Number(process.env.BENCH_WEBHOOK_RATE ?? 40);
const STEADY_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCH_SECONDS = Math.max(3, Math.round(STEADY_SECONDS / 2));
const BURST_CHANGES = 100;

const dir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
const changedAt = new Map<string, number>();
const delays: number[] = [];
let delivered = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    delivered++;
    const orderId = (JSON.parse(Buffer.concat(chunks).toString()) as { data: { order?: { id: string } } }).data.order?.id;
    const start = orderId ? changedAt.get(orderId) : undefined;
    if (start !== undefined) delays.push(performance.now() - start);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverPort = (receiver.address() as AddressInfo).port;

const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []), '--import', 'tsx', 'server.ts'], {
  env: { ...process.env, PORT: '0', DATA_DIR: join(dir, 'data'), DATABASE_URL: '', SANDBOX_BUYERS: '20000', WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'on', RATE_LIMIT_PRO_MAX: '1000000', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  child.kill('SIGTERM');
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', () => child.kill('SIGTERM'));
let output = '';
child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
let base = '';
for (let i = 0; i < 3000 && !base; i++) {
  base = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/.exec(output)?.[1] ?? '';
  await new Promise((r) => setTimeout(r, 100));
}
const key = /Sandbox test key \(shown once, keep it\): (etp_test_\S+)/.exec(output)?.[1];
if (!base || !key) throw new Error(`server did not start:\n${output}`);

/**
 * One API call on a connection of its own. Not fetch: its pooled keep-alive connections meet the
 * server's 5 s keep-alive close whenever the server's event loop was held up that long (a loaded
 * machine), and a request written into a socket the server is closing fails with ECONNRESET.
 */
function call(method: string, path: string, body?: unknown): Promise<{ data: { id: string; buyers?: { id: string }[] } }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/v1${path}`, { method, agent: false, headers: { authorization: `Bearer ${key}`, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200) reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
        else resolve(JSON.parse(text) as { data: { id: string } });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const progress = (what: string) => console.error(`  [webhooks bench] ${what} (load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);

async function search(seconds: number): Promise<number> {
  const result = await autocannon({ url: `${base}/api/v1/buyers?country=US&sector=cosmetics&limit=20`, connections: 10, duration: seconds, headers: { authorization: `Bearer ${key}` } });
  return result.requests.average;
}

const buyerId = (await call('GET', '/buyers?country=US&limit=1')).data.buyers![0]!.id;
const orderCount = STEADY_CHANGES_PER_SECOND * STEADY_SECONDS + BURST_CHANGES;
const orders: string[] = [];
for (let i = 0; i < orderCount; i++) {
  const order = await call('POST', '/orders', { buyer_id: buyerId, items: [{ description: 'Face cream', hs_code: '330499', quantity: '10', unit: 'PCE', unit_price: { amount: '4.50', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' });
  orders.push(order.data.id);
}
progress(`${orders.length} orders created`);
await search(2); // warm-up
const idleSearch = await search(SEARCH_SECONDS);
progress(`idle search ${idleSearch.toFixed(0)} req/s`);
for (let i = 0; i < ENDPOINTS; i++) await call('POST', '/webhook-endpoints', { url: `http://127.0.0.1:${receiverPort}/hook/${i}`, event_types: ['order.updated'] });

async function change(orderId: string): Promise<void> {
  changedAt.set(orderId, performance.now());
  await call('PATCH', `/orders/${orderId}`, { status: 'confirmed' });
}

async function waitDelivered(count: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (delivered < count && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

// Steady load: changes at a fixed rate, buyer search running alongside.
const steady = orders.slice(0, STEADY_CHANGES_PER_SECOND * STEADY_SECONDS);
const searching = search(SEARCH_SECONDS);
const steadyStart = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < steady.length; i++) {
  const due = steadyStart + (i * 1000) / STEADY_CHANGES_PER_SECOND;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  pending.push(change(steady[i]!));
}
await Promise.all(pending);
const busySearch = await searching;
progress(`steady changes sent, search while delivering ${busySearch.toFixed(0)} req/s`);
await waitDelivered(steady.length * ENDPOINTS, 60_000);
const steadyDelivered = delivered;
const steadySeconds = (performance.now() - steadyStart) / 1000;
delays.sort((a, b) => a - b);
const pct = (p: number) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? NaN;
const p50 = pct(50);
const p99 = pct(99);

// Burst: changes as fast as they come; deliveries per second until all are in.
const burst = orders.slice(steady.length);
const before = delivered;
const burstStart = performance.now();
await Promise.all(burst.map((id) => change(id)));
await waitDelivered(before + burst.length * ENDPOINTS, 60_000);
const burstRate = (delivered - before) / ((performance.now() - burstStart) / 1000);

const ratio = busySearch / idleSearch;
console.log(`\nwebhooks: ${ENDPOINTS} endpoints (ordered), ${STEADY_CHANGES_PER_SECOND} order changes/s for ${STEADY_SECONDS} s (${STEADY_CHANGES_PER_SECOND * ENDPOINTS} deliveries/s offered)`);
console.log(`  delivered ${steadyDelivered} of ${steady.length * ENDPOINTS} signed deliveries, ${(steadyDelivered / steadySeconds).toFixed(0)}/s; change to delivery p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms  [target p99 < 1000 ms]`);
console.log(`  burst of ${burst.length} changes: ${burstRate.toFixed(0)} signed deliveries/s  [target >= 300/s]`);
console.log(`  buyer search: idle ${idleSearch.toFixed(0)} req/s, while delivering ${busySearch.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}  [target >= 0.5]`);
const failures: string[] = [];
if (steadyDelivered < steady.length * ENDPOINTS) failures.push(`webhooks: ${steady.length * ENDPOINTS - steadyDelivered} deliveries missing`);
if (!(p99 < 1000)) failures.push(`webhooks: p99 delay ${p99.toFixed(0)} ms >= 1000 ms`);
if (burstRate < 300) failures.push(`webhooks: ${burstRate.toFixed(0)} deliveries/s < 300`);
if (ratio < 0.5) failures.push(`webhooks: search ratio ${ratio.toFixed(2)} < 0.5`);
stop();
if (failures.length > 0) {
  console.log(`  targets missed: ${failures.join('; ')}`);
  process.exit(1);
}
process.exit(0);
