import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Idempotency-Key on creating POSTs: a repeat replays the first response, another body with the
// same key is 422, and concurrent requests with one key never both execute.

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

  it('gives the key to a repeat once the claim of a request whose process died has lapsed', async () => {
    const key = newIdempotencyKey();
    const body = { name: 'after-crash', scopes: ['buyers:read'] };
    expect((await createKey(key, body)).status).toBe(200);
    // As if the process had died after creating the key and before storing its answer: the claim
    // is still in progress and its lease, no longer renewed, has run out.
    await app.services.database.db
      .updateTable('idempotency_keys')
      .set({ state: 'in_progress', lease_until: new Date(Date.now() - 1000) })
      .where('idempotency_key', '=', key)
      .execute();
    const repeat = await createKey(key, body);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBeNull();
    // The documented risk of that case: the work had been done, so it is done twice.
    expect(await keysNamed('after-crash')).toBe(2);
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
