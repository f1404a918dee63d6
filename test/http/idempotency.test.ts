import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { OperationTable } from '../../src/http/operations.js';
import { definition } from '../helpers/contract.js';

// Idempotency-Key on writes: a repeat replays the first response, another body with the
// same key is 422, concurrent requests with one key never both execute, and the work commits with
// its stored answer or not at all (a crash between them, test/reliability/idempotent-crash.test.ts
// with kill -9).

const dataOf = <T>(body: unknown) => (body as { data: T }).data;
const codeOf = (body: unknown) => (body as { error: { code: string } }).error.code;

let app: TestApp;
beforeAll(async () => {
  // No delivery worker: the test event's delivery stays as the request left it.
  app = await startTestApp({ WEBHOOK_WORKER: 'off' });
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

// Every write of the contract takes Idempotency-Key (one rule, the contract's "Safe retries"; the
// operation table refuses a contract that breaks it). Each keyed operation is made to fail between
// its work and its stored answer: a trigger refuses the answer's update, as a process killed there
// would never make it. Nothing of the work may remain (every table as before: the document number
// taken before its PDF is rendered aside), and the retry with the same key does the work once. A PUT
// replaces what it names, so its work is not held for its answer: run again it leaves the same.
type Json = Record<string, any>;
const doc = definition as unknown as Json;
const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({
      operationId: (op as Json).operationId as string,
      method: method.toUpperCase(),
      path,
      safe: method === 'get' || (op as Json)['x-safe'] === true,
      keyed: [...((item as Json).parameters ?? []), ...((op as Json).parameters ?? [])].some((p: Json) => p.name === 'Idempotency-Key'),
      example: Object.values<Json>((op as Json).requestBody?.content?.['application/json']?.examples ?? {})[0]?.value as Json | undefined,
    })),
);
const keyedOperations = operations.filter((op) => op.keyed);

/**
 * Tables whose rows a failed request may leave changed (the claims themselves, document numbers, the
 * change counters), and the buyers, which no operation writes (imports and the sandbox simulator do):
 * digesting their 3,000 rows would cost more than the rest together.
 */
const NOT_WORK = new Set(['idempotency_keys', 'document_numbers', 'change_counters', 'kysely_migration', 'kysely_migration_lock', 'buyers']);
/** Columns that change on every request of a credential (its last use), not by the work. */
const NOT_WORK_COLUMNS: Record<string, readonly string[]> = { api_keys: ['last_used_at'], oauth_clients: ['last_used_at'] };
/** Work kept outside the database: a stream ticket (in memory, or Redis), one-time and good for 60 seconds. */
const WORK_OUTSIDE_DATABASE = new Set(['createStreamTicket']);

/** Each table's rows, as a digest: a changed, added or removed row changes it. */
async function tableStates(): Promise<Record<string, string>> {
  const db = app.services.database.db;
  const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const states: Record<string, string> = {};
  for (const { name } of rows) {
    if (NOT_WORK.has(name)) continue;
    const dropped = (NOT_WORK_COLUMNS[name] ?? []).map((column) => sql` - ${column}`);
    const row = sql`(to_jsonb(t)${sql.join(dropped, sql``)})::text`;
    states[name] = (await sql<{ digest: string }>`SELECT count(*) || ':' || md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS digest FROM ${sql.table(name)} t`.execute(db)).rows[0]!.digest;
  }
  return states;
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

describe('Idempotency-Key: one rule for every write', () => {
  it('is declared by every POST, PUT, PATCH and DELETE of the contract but the three marked x-safe, and by no GET', () => {
    for (const op of operations) expect(op.keyed, `${op.operationId} (${op.method})`).toBe(!op.safe);
    expect(operations.filter((op) => op.safe && op.method !== 'GET').map((op) => op.operationId).sort()).toEqual(['calculatePrice', 'classifyProduct', 'createAccessToken']);
    expect(keyedOperations.length).toBe(23);
  });

  it('is enforced when the contract is read: a write without it, or a safe operation with it, is refused at start', () => {
    const writeWithoutKey = structuredClone(doc);
    writeWithoutKey.paths['/quotes/{id}'].patch.parameters = writeWithoutKey.paths['/quotes/{id}'].patch.parameters.filter((p: Json) => !String(p.$ref ?? p.name).includes('Idempotency'));
    expect(() => new OperationTable(writeWithoutKey as never)).toThrow(/updateQuote: a write \(PATCH\) must declare the Idempotency-Key parameter/);
    const safeWithKey = structuredClone(doc);
    safeWithKey.paths['/pricing/calculate'].post.parameters = [{ $ref: '#/components/parameters/IdempotencyKey' }];
    expect(() => new OperationTable(safeWithKey as never)).toThrow(/calculatePrice: marked as storing nothing/);
  });

  it('is ignored by a POST that stores nothing: nothing is claimed or replayed', async () => {
    const key = newIdempotencyKey();
    const res = await app.request('POST', '/api/v1/pricing/calculate', { body: operations.find((op) => op.operationId === 'calculatePrice')!.example, headers: { 'idempotency-key': key } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await app.services.database.db.selectFrom('idempotency_keys').select('idempotency_key').where('idempotency_key', '=', key).execute()).toEqual([]);
  });

  it('makes PATCH /quotes/{id} replay its answer, and refuses the key with another status (issue 45)', async () => {
    const usBuyer = dataOf<{ buyers: Array<{ id: string }> }>((await app.request('GET', '/api/v1/buyers', { query: { limit: 1, country: 'US' } })).body).buyers[0]!.id;
    const created = await app.request('POST', '/api/v1/quotes', { body: { ...operations.find((op) => op.operationId === 'createQuote')!.example, buyer_id: usBuyer } });
    expect(created.status, created.text).toBe(200);
    const quote = dataOf<{ id: string }>(created.body);
    const key = newIdempotencyKey();
    const accepted = await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' }, headers: { 'idempotency-key': key } });
    expect(accepted.status, accepted.text).toBe(200);
    const cancelled = await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    // (Before: the key was ignored and the repeat answered the quote as it now is, cancelled.)
    const replay = await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' }, headers: { 'idempotency-key': key } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(accepted.body);
    const reused = await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'cancelled' }, headers: { 'idempotency-key': key } });
    expect(reused.status).toBe(422);
    expect(codeOf(reused.body)).toBe('idempotency_key_reused');
  });
});

describe('Idempotency-Key: the work commits with its stored answer', () => {
  /** Objects the operations' contract examples act on, each made fresh for the operation that changes it. */
  const targets: Record<string, string> = {};
  const example = (operationId: string) => keyedOperations.find((op) => op.operationId === operationId)!.example;
  const made = async (method: string, path: string, body?: unknown): Promise<string> => {
    const res = await app.request(method, path, { body });
    expect(res.status, res.text).toBe(200);
    return dataOf<{ id: string }>(res.body).id;
  };
  const endpoint = () => made('POST', '/api/v1/webhook-endpoints', example('createWebhookEndpoint'));
  beforeAll(async () => {
    targets.buyer = dataOf<{ buyers: Array<{ id: string }> }>((await app.request('GET', '/api/v1/buyers', { query: { limit: 1 } })).body).buyers[0]!.id;
    // A quote's buyer is in the quote's destination (the example's: the United States).
    targets.usBuyer = dataOf<{ buyers: Array<{ id: string }> }>((await app.request('GET', '/api/v1/buyers', { query: { limit: 1, country: 'US' } })).body).buyers[0]!.id;
    targets.order = await made('POST', '/api/v1/orders', { ...example('createOrder'), buyer_id: targets.buyer });
    await app.request('PATCH', `/api/v1/orders/${targets.order}`, { body: { status: 'confirmed' } });
    targets.shipment = await made('POST', `/api/v1/orders/${targets.order}/shipments`, example('createShipment'));
    targets.apiKey = dataOf<{ id: string }>((await createKey(newIdempotencyKey(), { name: 'to rotate', scopes: ['buyers:read'] })).body).id;
    targets.client = (await app.createClient({ scopes: ['buyers:read'] })).id;
  });
  afterAll(async () => {
    await refuseAnswers(false);
  });

  /** The request of the operation's contract example, on an object in the state it needs. */
  async function requestOf(op: (typeof keyedOperations)[number]): Promise<{ path: string; body: unknown }> {
    const on = async (id: string) => `/api/v1${op.path}`.replace('{id}', id);
    switch (op.operationId) {
      case 'createOrder':
        return { path: '/api/v1/orders', body: { ...op.example, buyer_id: targets.buyer } };
      case 'createQuote':
        return { path: '/api/v1/quotes', body: { ...op.example, buyer_id: targets.usBuyer } };
      case 'createShipment':
      case 'createShipmentEvent':
        return { path: `/api/v1${op.path}`.replace('{id}', targets.order!).replace('{shipment_id}', targets.shipment!), body: op.example };
      case 'rotateApiKey':
        return { path: await on(targets.apiKey!), body: op.example };
      case 'rotateOAuthClientSecret':
        return { path: await on(targets.client!), body: op.example };
      case 'revokeApiKey':
        return { path: await on(dataOf<{ id: string }>((await createKey(newIdempotencyKey(), { name: 'to revoke', scopes: ['buyers:read'] })).body).id), body: undefined };
      case 'revokeOAuthClient':
        return { path: await on((await app.createClient({ scopes: ['buyers:read'] })).id), body: undefined };
      case 'deleteBuyerAlert':
        return { path: await on(await made('POST', '/api/v1/buyer-alerts', example('createBuyerAlert'))), body: undefined };
      case 'updateOrder':
        return { path: await on(await made('POST', '/api/v1/orders', { ...example('createOrder'), buyer_id: targets.buyer })), body: op.example };
      case 'updateQuote':
        return { path: await on(await made('POST', '/api/v1/quotes', { ...example('createQuote'), buyer_id: targets.usBuyer })), body: op.example };
      case 'updateWebhookEndpoint':
      case 'deleteWebhookEndpoint':
      case 'rotateWebhookEndpointSecret':
      case 'testWebhookEndpoint':
        return { path: await on(await endpoint()), body: op.example };
      case 'retryWebhookDelivery': {
        const id = await endpoint();
        await app.request('POST', `/api/v1/webhook-endpoints/${id}/test`);
        const delivery = dataOf<{ deliveries: Array<{ id: string }> }>((await app.request('GET', `/api/v1/webhook-endpoints/${id}/deliveries`)).body).deliveries[0]!.id;
        return { path: (await on(id)).replace('{delivery_id}', delivery), body: undefined };
      }
      default:
        return { path: `/api/v1${op.path}`, body: op.example };
    }
  }

  it.each(keyedOperations.map((op) => [op.operationId, op] as const))('%s: a failure before the answer is stored leaves no work; the retry does it once', async (_name, op) => {
    const { path, body } = await requestOf(op);
    const key = newIdempotencyKey();
    const before = await tableStates();
    await refuseAnswers(true);
    try {
      const failed = await app.request(op.method, path, { body, headers: { 'idempotency-key': key }, skipContract: true });
      expect(failed.status, failed.text).toBe(500);
    } finally {
      await refuseAnswers(false);
    }
    // A PUT's work stands without its answer (the retry puts the same again, as the read shows).
    if (op.method !== 'PUT') expect(await tableStates()).toEqual(before);

    const retried = await app.request(op.method, path, { body, headers: { 'idempotency-key': key } });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const after = await tableStates();
    if (op.method === 'PUT') expect(dataOf(retried.body)).toEqual(dataOf((await app.request('GET', path)).body));
    else if (!WORK_OUTSIDE_DATABASE.has(op.operationId)) expect(after, 'the retry did the work').not.toEqual(before);
    const replayed = await app.request(op.method, path, { body, headers: { 'idempotency-key': key } });
    expect(replayed.status, replayed.text).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(retried.body);
    expect(await tableStates()).toEqual(after);
  });
});
