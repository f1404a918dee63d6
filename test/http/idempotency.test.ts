import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';

// Idempotency-Key on creating POSTs: a repeat replays the first response, another body with the
// same key is 422, concurrent requests with one key never both execute, and the work commits with
// its stored answer or not at all (a crash between them, test/reliability/idempotent-crash.test.ts
// with kill -9).

const dataOf = <T>(body: unknown) => (body as { data: T }).data;
const codeOf = (body: unknown) => (body as { error: { code: string } }).error.code;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

let sequence = 0;
const newIdempotencyKey = () => `test-${process.pid}-${++sequence}`;

function createKey(idempotencyKey: string, body: Record<string, unknown>, key = app.testKey) {
  return app.request('POST', '/api/v1/api-keys', { key, body, headers: { 'idempotency-key': idempotencyKey } });
}

async function credentialIdOf(secret: string): Promise<string> {
  return (await app.services.credentials.authenticateApiKey(secret, '127.0.0.1')).credentialId;
}

async function keysNamed(name: string): Promise<number> {
  const rows = await app.services.database.db.selectFrom('api_keys').select('id').where('name', '=', name).execute();
  return rows.length;
}

describe('Idempotency-Key', () => {
  it('replays the first response, secret included, with Idempotent-Replayed: true, and creates once', async () => {
    const key = newIdempotencyKey();
    const body = { name: 'replayed', scopes: ['buyers:read'] };
    const first = await createKey(key, body);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await createKey(key, { scopes: ['buyers:read'], name: 'replayed' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await keysNamed('replayed')).toBe(1);
  });

  it('stores the replayable response for 24 hours, sealed', async () => {
    const key = newIdempotencyKey();
    const first = await createKey(key, { name: 'sealed', scopes: ['buyers:read'] });
    const secret = dataOf<{ secret: string }>(first.body).secret;
    const row = await app.services.database.db.selectFrom('idempotency_keys').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(row.state).toBe('done');
    expect(row.sealed_response_body).not.toContain(secret);
    const hours = (row.expires_at.getTime() - row.created_at.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('answers the same key with another body, or on another operation, with 422 idempotency_key_reused', async () => {
    const key = newIdempotencyKey();
    expect((await createKey(key, { name: 'reused', scopes: ['buyers:read'] })).status).toBe(200);
    const other = await createKey(key, { name: 'reused', scopes: ['markets:read'] });
    expect(other.status).toBe(422);
    expect(codeOf(other.body)).toBe('idempotency_key_reused');
    const elsewhere = await app.request('POST', '/api/v1/oauth-clients', { body: { scopes: ['buyers:read'] }, headers: { 'idempotency-key': key } });
    expect(elsewhere.status).toBe(422);
    expect(await keysNamed('reused')).toBe(1);
  });

  it('answers 409 conflict while the first request with the key is still running', async () => {
    const key = newIdempotencyKey();
    const body = { name: 'in-flight', scopes: ['buyers:read'] };
    expect((await createKey(key, body)).status).toBe(200);
    // As if the first request had not finished yet.
    await app.services.database.db.updateTable('idempotency_keys').set({ state: 'in_progress' }).where('idempotency_key', '=', key).execute();
    const second = await createKey(key, body);
    expect(second.status).toBe(409);
    expect(codeOf(second.body)).toBe('conflict');
  });

  it('gives the key at once to a repeat of a request whose process is gone, which then runs it once', async () => {
    const key = newIdempotencyKey();
    const body = { name: 'after-crash', scopes: ['buyers:read'] };
    // What a process killed mid-request leaves: its claim, in progress, its lease still running,
    // naming an owner whose instance lock nobody holds; its work rolled back with the answer.
    await app.services.database.db
      .insertInto('idempotency_keys')
      .values({
        account_id: app.accountId,
        mode: 'test',
        credential_id: await credentialIdOf(app.testKey),
        idempotency_key: key,
        operation_id: 'createApiKey',
        request_hash: 'the dead request',
        state: 'in_progress',
        expires_at: new Date(Date.now() + 86_400_000),
        lease_until: new Date(Date.now() + 30_000),
        claim_token: 'dead-process',
        claim_owner: '4503599627370495',
      })
      .execute();
    const repeat = await createKey(key, body);
    expect(repeat.status, repeat.text).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBeNull();
    expect(await keysNamed('after-crash')).toBe(1);
    const replay = await createKey(key, body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(repeat.body);
  });

  it('never executes concurrent requests with one key twice', async () => {
    const key = newIdempotencyKey();
    const body = { name: 'concurrent', scopes: ['buyers:read'] };
    const responses = await Promise.all(Array.from({ length: 6 }, () => createKey(key, body)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const created = responses.filter((r) => r.status === 200).map((r) => dataOf<{ id: string }>(r.body).id);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created).size).toBe(1);
    expect(await keysNamed('concurrent')).toBe(1);
  });

  it('keeps keys apart per mode and runs again once a record has expired', async () => {
    const key = newIdempotencyKey();
    const body = { name: 'per-mode', scopes: ['buyers:read'] };
    const test = await createKey(key, body);
    const live = await createKey(key, body, app.liveKey);
    expect(live.status).toBe(200);
    expect(live.headers.get('idempotent-replayed')).toBeNull();
    expect(dataOf<{ id: string }>(live.body).id).not.toBe(dataOf<{ id: string }>(test.body).id);

    await app.services.database.db.updateTable('idempotency_keys').set({ expires_at: new Date(Date.now() - 1000) }).where('idempotency_key', '=', key).where('mode', '=', 'test').execute();
    const fresh = await createKey(key, body);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(dataOf<{ id: string }>(fresh.body).id).not.toBe(dataOf<{ id: string }>(test.body).id);
  });

  it('forgets a key whose request failed, so a corrected retry runs', async () => {
    const key = newIdempotencyKey();
    const failed = await createKey(key, { name: 'retried', scopes: ['buyers:read'], allowed_cidrs: ['10.0.0.1/8'] });
    expect(failed.status).toBe(400);
    const fixed = await createKey(key, { name: 'retried', scopes: ['buyers:read'], allowed_cidrs: ['10.0.0.0/8'] });
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('is ignored on operations that do not take it', async () => {
    const key = newIdempotencyKey();
    const res = await app.request('GET', '/api/v1/buyers', { query: { limit: 1 }, headers: { 'idempotency-key': key } });
    expect(res.status).toBe(200);
    const rows = await app.services.database.db.selectFrom('idempotency_keys').select('idempotency_key').where('idempotency_key', '=', key).execute();
    expect(rows).toEqual([]);
  });
});

// Every operation that takes Idempotency-Key (read from the contract), each failing between its
// work and its stored answer: a trigger refuses the answer's update, as a process killed there would
// never make it. Nothing of the work may remain (every table's rows as before: the document number
// taken before its PDF is rendered aside), and the retry with the same key does the work once.
type Json = Record<string, any>;
const doc = definition as unknown as Json;
const keyedOperations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json)
    .filter(([, op]) => [...((item as Json).parameters ?? []), ...((op as Json).parameters ?? [])].some((p: Json) => p.name === 'Idempotency-Key'))
    .map(([method, op]) => ({ operationId: (op as Json).operationId as string, method: method.toUpperCase(), path, example: Object.values<Json>((op as Json).requestBody?.content?.['application/json']?.examples ?? {})[0]?.value as Json | undefined })),
);

/** Tables whose rows a failed request may leave changed: the claims themselves, document numbers, the change counters. */
const NOT_WORK = new Set(['idempotency_keys', 'document_numbers', 'change_counters', 'kysely_migration', 'kysely_migration_lock']);

async function rowCounts(): Promise<Record<string, number>> {
  const db = app.services.database.db;
  const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) if (!NOT_WORK.has(name)) counts[name] = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db)).rows[0]!.n);
  return counts;
}

async function refuseAnswers(refuse: boolean): Promise<void> {
  const db = app.services.database.db;
  if (!refuse) return void (await sql`DROP TRIGGER IF EXISTS refuse_answer ON idempotency_keys`.execute(db));
  await sql`CREATE OR REPLACE FUNCTION refuse_answer() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.state = 'done' THEN RAISE EXCEPTION 'the process died before storing the answer'; END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER refuse_answer BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION refuse_answer()`.execute(db);
}

describe('Idempotency-Key: the work commits with its stored answer', () => {
  /** Path parameters and bodies of the operations' contract examples, pointed at real objects. */
  const targets: Record<string, string> = {};
  beforeAll(async () => {
    targets.buyer = dataOf<{ buyers: Array<{ id: string }> }>((await app.request('GET', '/api/v1/buyers', { query: { limit: 1 } })).body).buyers[0]!.id;
    // A quote's buyer is in the quote's destination (the example's: the United States).
    targets.usBuyer = dataOf<{ buyers: Array<{ id: string }> }>((await app.request('GET', '/api/v1/buyers', { query: { limit: 1, country: 'US' } })).body).buyers[0]!.id;
    const createOrder = keyedOperations.find((op) => op.operationId === 'createOrder')!;
    const order = dataOf<{ id: string }>((await app.request('POST', '/api/v1/orders', { body: { ...createOrder.example, buyer_id: targets.buyer } })).body);
    await app.request('PATCH', `/api/v1/orders/${order.id}`, { body: { status: 'confirmed' } });
    targets.order = order.id;
    const createShipment = keyedOperations.find((op) => op.operationId === 'createShipment')!;
    targets.shipment = dataOf<{ id: string }>((await app.request('POST', `/api/v1/orders/${order.id}/shipments`, { body: createShipment.example })).body).id;
    targets.apiKey = dataOf<{ id: string }>((await createKey(newIdempotencyKey(), { name: 'to rotate', scopes: ['buyers:read'] })).body).id;
    targets.client = (await app.createClient({ scopes: ['buyers:read'] })).id;
  });
  afterAll(async () => {
    await refuseAnswers(false);
  });

  function requestOf(op: (typeof keyedOperations)[number]): { path: string; body: unknown } {
    const path = `/api/v1${op.path}`
      .replace('{shipment_id}', targets.shipment!)
      .replace('{id}', op.path.startsWith('/orders') ? targets.order! : op.path.startsWith('/api-keys') ? targets.apiKey! : targets.client!);
    if (op.operationId === 'createOrder') return { path, body: { ...op.example, buyer_id: targets.buyer } };
    if (op.operationId === 'createQuote') return { path, body: { ...op.example, buyer_id: targets.usBuyer } };
    return { path, body: op.example };
  }

  it('reads the eleven keyed operations from the contract', () => {
    expect(keyedOperations.map((op) => op.operationId).sort()).toEqual(
      ['createApiKey', 'createBuyerAlert', 'createDocument', 'createOAuthClient', 'createOrder', 'createQuote', 'createShipment', 'createShipmentEvent', 'createWebhookEndpoint', 'rotateApiKey', 'rotateOAuthClientSecret'].sort(),
    );
  });

  it.each(keyedOperations.map((op) => [op.operationId, op] as const))('%s: a failure before the answer is stored leaves no work; the retry does it once', async (_name, op) => {
    const { path, body } = requestOf(op);
    const key = newIdempotencyKey();
    const before = await rowCounts();
    await refuseAnswers(true);
    try {
      const failed = await app.request(op.method, path, { body, headers: { 'idempotency-key': key }, skipContract: true });
      expect(failed.status, failed.text).toBe(500);
    } finally {
      await refuseAnswers(false);
    }
    expect(await rowCounts()).toEqual(before);

    const retried = await app.request(op.method, path, { body, headers: { 'idempotency-key': key } });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const after = await rowCounts();
    expect(after, 'the retry did the work').not.toEqual(before);
    const replayed = await app.request(op.method, path, { body, headers: { 'idempotency-key': key } });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(retried.body);
    expect(await rowCounts()).toEqual(after);
  });
});
