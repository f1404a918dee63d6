import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedWrites, makeConfirmedOrders, TRANSACTION_STATE_ERROR, usBuyerId, type JsonSender, type KeyedWrite } from '../../bench/keyed-writes-mix.js';
import { recordEvent } from '../../src/db/event-store.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

// Issue 45: on the embedded database (one session for the whole process) concurrent keyed writes
// sometimes ended each other's transactions: "SAVEPOINT can only be used in transaction blocks",
// 500s, and a shipment answered 200 that was never stored. Here, on the storage of the pass: keyed
// writes of orders, documents, shipments and quotes from 16 clients at once, with a webhook endpoint
// subscribed to every event (the delivery worker wakes on each); every 200 is read back, and the
// log holds no transaction-state error. Then a unit of work whose work fails while one of its
// branches is still inside a transaction; first, a change rolled back with its unit that must never
// reach a webhook (the delivery worker, woken by an event recorded inside a unit, must not run its
// claims in that unit's transaction). The long runs (two 25 s bursts, kill -9 rounds) are `npm run bench:writes`.

const CLIENTS = 16;
const WRITES = 48;

function logSink(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const logs = logSink();
let app: TestApp;
let receiver: Receiver;
let buyerId: string;
let confirmedOrders: string[];

const send: JsonSender = async (method, path, body) => {
  const res = await app.request(method, path, { body });
  return { status: res.status, body: res.body };
};

beforeAll(async () => {
  receiver = await startReceiver();
  // The worker polls rarely: it wakes on the events recorded (inside the writes' units of work).
  const env = { RATE_LIMIT_PRO_MAX: '1000000', RATE_LIMIT_KEY_PREFIX: `kw-${randomBytes(4).toString('hex')}`, WEBHOOK_POLL_MS: '60000' };
  app = await startTestApp(env, { logDestination: logs.stream });
  buyerId = await usBuyerId(send);
  confirmedOrders = await makeConfirmedOrders(send, buyerId, 4);
  // After those orders: the worker starts the tests idle, with nothing to deliver.
  const endpoint = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: receiver.url('/all'), event_types: ['*'] } });
  expect(endpoint.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

interface Answered {
  write: KeyedWrite;
  location: string;
  body: unknown;
}

/** `count` keyed writes from `clients` at once; every answer is kept. */
async function burst(clients: number, count: number): Promise<{ answered: Answered[]; refused: string[] }> {
  const writes = keyedWrites({ buyerId, confirmedOrders, run: randomBytes(4).toString('hex') });
  const answered: Answered[] = [];
  const refused: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const write = writes.make(next++);
        const res = await app.request('POST', write.path, { body: write.body, headers: { 'idempotency-key': write.idempotencyKey } });
        if (res.status === 200) answered.push({ write, location: res.headers.get('location')!, body: res.body });
        else refused.push(`${write.kind} ${res.status} ${res.text.slice(0, 200)}`);
      }
    }),
  );
  return { answered, refused };
}

/** Every answered write read back at its Location, as answered. */
async function notReadBack(answered: readonly Answered[]): Promise<string[]> {
  const missing: string[] = [];
  for (const { write, location, body } of answered) {
    const res = await app.request('GET', location);
    const id = (body as { data: { id: string } }).data.id;
    if (res.status !== 200 || (res.body as { data: { id: string } }).data.id !== id) missing.push(`${write.kind} ${id}: ${res.status}`);
  }
  return missing;
}

const transactionStateErrors = () => logs.text().split('\n').filter((line) => TRANSACTION_STATE_ERROR.test(line));

describe('concurrent keyed writes', () => {
  it('a change rolled back with its unit of work is never delivered: the delivery worker woken inside a unit does not run in it', async () => {
    const { db, unitOfWork } = app.services.database;
    const scope = { accountId: app.accountId, mode: 'test' as const };
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      await unitOfWork
        .run(async () => {
          const event = await db.transaction().execute((trx) => recordEvent(trx, scope, 'order.updated', { probe: n }));
          ids.push(event.id);
          // Long enough for the worker's wake-up (10-50 ms) and its claim while the unit is open.
          await sleep(300);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    }
    await sleep(300);
    const delivered = receiver.received('/all').map((hit) => (JSON.parse(hit.body) as { data: { id: string } }).data.id);
    expect(delivered.filter((id) => ids.includes(id))).toEqual([]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events WHERE id IN (${sql.join(ids)})`.execute(db);
    expect(rows[0]!.n).toBe(0);
  }, 30_000);

  it(`${WRITES} keyed writes of orders, documents, shipments and quotes from ${CLIENTS} clients: every one answered 200 and read back, no transaction-state error`, async () => {
    const { answered, refused } = await burst(CLIENTS, WRITES);
    expect(refused).toEqual([]);
    expect(answered).toHaveLength(WRITES);
    expect(await notReadBack(answered)).toEqual([]);
    expect(transactionStateErrors()).toEqual([]);
  }, 60_000);

  it('a unit whose work fails while a branch is inside a transaction: the branch ends first, none of it is kept, and the writes around it are untouched', async () => {
    const { db, unitOfWork } = app.services.database;
    await sql`CREATE TABLE IF NOT EXISTS stray_probe (id text PRIMARY KEY)`.execute(db);
    const probe = (id: string) => sql`INSERT INTO stray_probe (id) VALUES (${id})`;
    const strays: Array<Promise<string>> = [];

    async function unitWithStrayBranch(n: number): Promise<unknown> {
      let began!: () => void;
      const inside = new Promise<void>((resolve) => (began = resolve));
      let failed!: () => void;
      // Once the sibling has failed, the work (Promise.all) has failed with it.
      const workFailed = new Promise<void>((resolve) => (failed = resolve));
      return unitOfWork
        .run(() => {
          // The branch: a store's transaction, still writing after its sibling failed the work.
          const branch = db.transaction().execute(async (trx) => {
            await probe(`first-${n}`).execute(trx);
            began();
            await workFailed;
            await sleep(20); // the unit's end, if it does not wait, and others' requests meanwhile
            await probe(`second-${n}`).execute(trx);
          });
          strays.push(branch.then(() => 'ended', (error: Error) => `refused: ${error.message}`));
          const sibling = inside.then(() => {
            failed();
            throw new Error(`work ${n} failed`);
          });
          return Promise.all([branch, sibling]);
        })
        .catch((error: Error) => error.message);
    }

    const [writes, ...units] = await Promise.all([burst(CLIENTS, 24), ...Array.from({ length: 4 }, (_, n) => unitWithStrayBranch(n))]);
    expect(units).toEqual(Array.from({ length: 4 }, (_, n) => `work ${n} failed`));
    // Each branch's transaction ended inside its unit, which then rolled it back with the rest.
    expect(await Promise.all(strays)).toEqual(['ended', 'ended', 'ended', 'ended']);
    const { rows } = await sql<{ id: string }>`SELECT id FROM stray_probe`.execute(db);
    expect(rows.map((r) => r.id)).toEqual([]);
    expect(writes.refused).toEqual([]);
    expect(await notReadBack(writes.answered)).toEqual([]);
    expect(transactionStateErrors()).toEqual([]);
  }, 60_000);
});
