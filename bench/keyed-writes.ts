// npm run bench:writes [-- --duration 25 --clients 16,32 --kill-writes 5000 --kills 5 --only bursts|kills --report writes.json]
// Issue 45's "Done when", measured against the server started as a process (bench/server-process.ts)
// on the embedded database, and on PostgreSQL (and Redis) when DATABASE_URL (and REDIS_URL) is set:
// - bursts: keyed writes (bench/keyed-writes-mix.ts: orders, documents, shipments, quotes, each with
//   an Idempotency-Key of its own) from 16, then 32 clients for 25 s each, with a webhook endpoint
//   subscribed to every event; then every acknowledged write read back, the 5xx counted and the
//   server's log searched for transaction-state errors;
// - kill rounds: at least 5,000 keyed writes from 32 clients while the server is killed with SIGKILL
//   and restarted on the same storage; every write not answered is sent again (same key and body)
//   until it is; then every object the account holds is listed: none answered is missing (lost), none
//   is there that no answer named (duplicated).
// Exits 1 when a burst has a 5xx, a write not read back or a transaction-state error, or a kill
// round lost or duplicated a write.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { KEYED_KINDS, keyedWrites, makeConfirmedOrders, TRANSACTION_STATE_ERROR, usBuyerId, type JsonSender, type KeyedKind } from './keyed-writes-mix.js';
import { percentile } from './measure.js';
import { startServer, privateSchemaUrl, type ServerProcess } from './server-process.js';
import { startReceiver } from '../test/helpers/webhook-receiver.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '25' },
    clients: { type: 'string', default: '16,32' },
    'kill-writes': { type: 'string', default: '5000' },
    'kill-clients': { type: 'string', default: '32' },
    kills: { type: 'string', default: '5' },
    only: { type: 'string' },
    report: { type: 'string' },
  },
});
const DURATION_S = Number(values.duration);
const BURST_CLIENTS = values.clients.split(',').map(Number);
const KILL_WRITES = Number(values['kill-writes']);
const KILL_CLIENTS = Number(values['kill-clients']);
const KILLS = Number(values.kills);
/** A write not answered by then counts as lost. */
const KILL_DEADLINE_MS = 30 * 60_000;
const CONFIRMED_ORDERS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  /** 0 when the request failed without an answer. */
  status: number;
  text: string;
  location: string | null;
  ms: number;
}

/** One request on a kept-alive connection; never rejects. */
function send(agent: Agent, baseUrl: string, key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      baseUrl + path,
      { method, agent, headers: { authorization: `Bearer ${key}`, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, location: (res.headers.location as string | undefined) ?? null, ms: performance.now() - started }));
        res.on('error', (error) => resolve({ status: 0, text: error.message, location: null, ms: performance.now() - started }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, text: error.message, location: null, ms: performance.now() - started }));
    req.end(payload);
  });
}

interface Storage {
  name: 'embedded' | 'PostgreSQL';
  env: Record<string, string>;
  close(): Promise<void>;
}

async function storage(name: Storage['name']): Promise<Storage> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-writes-'));
  const schema = name === 'PostgreSQL' ? await privateSchemaUrl(process.env.DATABASE_URL!, 'writes') : null;
  const env = {
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: schema?.url ?? '',
    REDIS_URL: name === 'PostgreSQL' ? (process.env.REDIS_URL ?? '') : '',
    SANDBOX_BUYERS: '1000',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PRO_MAX: '1000000',
    RATE_LIMIT_KEY_PREFIX: `writes-${randomBytes(4).toString('hex')}`,
  };
  return {
    name,
    env,
    async close() {
      await schema?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A started server with a webhook endpoint for every event and the confirmed orders the shipments go to. */
async function prepared(env: Record<string, string>, receiverUrl: string) {
  const server = await startServer(env);
  await server.ready();
  const key = server.testKey!;
  const agent = new Agent({ keepAlive: true, maxSockets: 64, scheduling: 'fifo' });
  const json: JsonSender = async (method, path, body) => {
    const answer = await send(agent, server.baseUrl, key, method, path, body);
    return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null };
  };
  const endpoint = await json('POST', '/api/v1/webhook-endpoints', { url: receiverUrl, event_types: ['*'] });
  if (endpoint.status !== 200) throw new Error(`webhook endpoint refused: ${JSON.stringify(endpoint.body)}`);
  const buyerId = await usBuyerId(json);
  const confirmedOrders = await makeConfirmedOrders(json, buyerId, CONFIRMED_ORDERS);
  return { server, key, agent, buyerId, confirmedOrders };
}

const transactionStateLines = (server: ServerProcess) => server.output().split('\n').filter((line) => TRANSACTION_STATE_ERROR.test(line));

interface BurstRow {
  storage: string;
  clients: number;
  acknowledged: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  status5xx: number;
  otherRefusals: Record<string, number>;
  notReadBack: number;
  transactionStateErrors: number;
}

async function bursts(kind: Storage['name'], receiverUrl: string): Promise<BurstRow[]> {
  const store = await storage(kind);
  const { server, key, agent, buyerId, confirmedOrders } = await prepared(store.env, receiverUrl);
  const rows: BurstRow[] = [];
  try {
    for (const clients of BURST_CLIENTS) {
      const writes = keyedWrites({ buyerId, confirmedOrders, run: randomBytes(4).toString('hex') });
      const acknowledged: Array<{ id: string; location: string }> = [];
      const latencies: number[] = [];
      const refusals: Record<string, number> = {};
      let next = 0;
      const until = performance.now() + DURATION_S * 1000;
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() < until) {
            const write = writes.make(next++);
            const answer = await send(agent, server.baseUrl, key, 'POST', write.path, write.body, { 'idempotency-key': write.idempotencyKey });
            latencies.push(answer.ms);
            if (answer.status === 200) acknowledged.push({ id: (JSON.parse(answer.text) as { data: { id: string } }).data.id, location: answer.location! });
            else refusals[`${write.kind} ${answer.status}`] = (refusals[`${write.kind} ${answer.status}`] ?? 0) + 1;
          }
        }),
      );
      let notReadBack = 0;
      let read = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (read < acknowledged.length) {
            const { id, location } = acknowledged[read++]!;
            const answer = await send(agent, server.baseUrl, key, 'GET', location);
            if (answer.status !== 200 || (JSON.parse(answer.text) as { data: { id: string } }).data.id !== id) notReadBack += 1;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const status5xx = Object.entries(refusals).filter(([k]) => / 5\d\d$/.test(k)).reduce((sum, [, n]) => sum + n, 0);
      const row = {
        storage: kind,
        clients,
        acknowledged: acknowledged.length,
        perSecond: Math.round(acknowledged.length / DURATION_S),
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
        status5xx,
        otherRefusals: Object.fromEntries(Object.entries(refusals).filter(([k]) => !/ 5\d\d$/.test(k))),
        notReadBack,
        transactionStateErrors: transactionStateLines(server).length,
      };
      console.log(JSON.stringify(row));
      rows.push(row);
    }
    for (const line of transactionStateLines(server).slice(0, 5)) console.log(`  log: ${line.slice(0, 400)}`);
  } finally {
    agent.destroy();
    server.child.kill('SIGTERM');
    await server.exited;
    await store.close();
  }
  return rows;
}

interface KillRow {
  storage: string;
  writes: number;
  kills: number;
  resentAfterNoAnswer: number;
  conflictsRetried: number;
  status5xx: number;
  unexpected: number;
  lost: number;
  duplicated: number;
  seconds: number;
}

/** Every id the account holds of `kind` (shipments: those of the confirmed orders). */
async function storedIds(send: (path: string) => Promise<Answer>, kind: KeyedKind, confirmedOrders: readonly string[]): Promise<string[]> {
  const lists: Array<[string, string]> =
    kind === 'createShipment'
      ? confirmedOrders.map((id) => [`/api/v1/orders/${id}/shipments`, 'shipments'])
      : [[{ createOrder: '/api/v1/orders', createDocument: '/api/v1/documents', createQuote: '/api/v1/quotes' }[kind], { createOrder: 'orders', createDocument: 'documents', createQuote: 'quotes' }[kind]]];
  const ids: string[] = [];
  for (const [path, field] of lists) {
    for (let page = 1; ; page += 1) {
      const answer = await send(`${path}?limit=100&page=${page}`);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      const data = (JSON.parse(answer.text) as { data: Record<string, unknown> & { has_more: boolean } }).data;
      ids.push(...(data[field] as Array<{ id: string }>).map((item) => item.id));
      if (!data.has_more) break;
    }
  }
  return ids;
}

async function killRounds(kind: Storage['name'], receiverUrl: string): Promise<KillRow> {
  const store = await storage(kind);
  let { server, key, agent, buyerId, confirmedOrders } = await prepared(store.env, receiverUrl);
  const writes = keyedWrites({ buyerId, confirmedOrders, run: randomBytes(4).toString('hex') });
  const started = performance.now();
  const answered = new Map<number, string>();
  const counts = { resentAfterNoAnswer: 0, conflictsRetried: 0, status5xx: 0 };
  const unexpected: string[] = [];
  let restarting: Promise<void> | null = null;

  async function write(i: number): Promise<void> {
    const w = writes.make(i);
    while (performance.now() - started < KILL_DEADLINE_MS) {
      if (restarting) await restarting;
      const answer = await send(agent, server.baseUrl, key, 'POST', w.path, w.body, { 'idempotency-key': w.idempotencyKey });
      if (answer.status === 200) return void answered.set(i, (JSON.parse(answer.text) as { data: { id: string } }).data.id);
      if (answer.status === 0) counts.resentAfterNoAnswer += 1;
      else if (answer.status === 409 || answer.status === 503) counts.conflictsRetried += 1;
      else {
        unexpected.push(`${w.kind} ${answer.status} ${answer.text.slice(0, 200)}`);
        // A 5xx is sent again, as a client would (the key makes that safe); another refusal is final.
        if (answer.status < 500) return;
        counts.status5xx += 1;
      }
      await sleep(answer.status === 0 ? 20 : 50);
    }
  }

  let next = 0;
  let writing = true;
  const writers = Promise.all(
    Array.from({ length: KILL_CLIENTS }, async () => {
      while (next < KILL_WRITES) await write(next++);
    }),
  ).finally(() => (writing = false));
  const killer = (async () => {
    for (let k = 1; k <= KILLS; k += 1) {
      while (answered.size < (k * KILL_WRITES) / (KILLS + 1)) {
        if (!writing) return;
        await sleep(5);
      }
      await sleep(Math.random() * 20);
      const dying = server;
      dying.child.kill('SIGKILL');
      restarting = (async () => {
        await dying.exited;
        server = await startServer(store.env);
      })();
      await restarting;
      restarting = null;
      console.log(`  ${kind}: killed and restarted after ${answered.size} answered writes`);
    }
  })();
  await Promise.all([writers, killer]);

  const get = (path: string) => send(agent, server.baseUrl, key, 'GET', path);
  let lost = KILL_WRITES - answered.size;
  let duplicated = 0;
  for (const kindOfWrite of KEYED_KINDS) {
    const stored = new Set(await storedIds(get, kindOfWrite, confirmedOrders));
    const expected = new Set([...answered].filter(([i]) => writes.make(i).kind === kindOfWrite).map(([, id]) => id));
    if (kindOfWrite === 'createOrder') for (const id of confirmedOrders) stored.delete(id);
    lost += [...expected].filter((id) => !stored.has(id)).length;
    duplicated += [...stored].filter((id) => !expected.has(id)).length;
  }
  const row = { storage: kind, writes: KILL_WRITES, kills: KILLS, ...counts, unexpected: unexpected.length, lost, duplicated, seconds: Math.round((performance.now() - started) / 1000) };
  console.log(JSON.stringify(row));
  for (const line of unexpected.slice(0, 5)) console.log(`  unexpected: ${line}`);
  agent.destroy();
  server.child.kill('SIGTERM');
  await server.exited;
  await store.close();
  return row;
}

const receiver = await startReceiver();
const kinds: Array<Storage['name']> = ['embedded', ...(process.env.DATABASE_URL ? (['PostgreSQL'] as const) : [])];
if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: the embedded database only');
const burstRows: BurstRow[] = [];
const killRows: KillRow[] = [];
try {
  for (const kind of kinds) {
    if (values.only !== 'kills') burstRows.push(...(await bursts(kind, receiver.url('/bursts'))));
    if (values.only !== 'bursts') killRows.push(await killRounds(kind, receiver.url('/kills')));
  }
} finally {
  await receiver.close();
}
if (values.report) writeFileSync(values.report, JSON.stringify({ durationSeconds: DURATION_S, bursts: burstRows, killRounds: killRows }, null, 2));
const failed = burstRows.some((r) => r.status5xx > 0 || r.notReadBack > 0 || r.transactionStateErrors > 0) || killRows.some((r) => r.lost > 0 || r.duplicated > 0);
console.log(failed ? 'FAILED: see the rows above' : 'every acknowledged write read back, no 5xx, no transaction-state error; kill rounds: 0 lost, 0 duplicated');
process.exit(failed ? 1 : 0);
