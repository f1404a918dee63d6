import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';

// An Idempotency-Key belongs to the credential that used it (issue 32, item 2): a weak key that
// repeated another credential's `POST /api-keys` with the same body and Idempotency-Key used to
// receive that credential's stored answer, the new key's secret included. A replay is served only
// to the same credential, account and mode; any other caller is evaluated afresh.

let app: TestApp;
let weakKey: string;
let twinKey: string;
beforeAll(async () => {
  app = await startTestApp();
  weakKey = (await app.services.accounts.createApiKey(app.accountId, 'test', ['keys:manage', 'buyers:read'])).secret;
  twinKey = (await app.services.accounts.createApiKey(app.accountId, 'test', ['keys:manage', 'orders:write', 'webhooks:manage'])).secret;
});
afterAll(async () => {
  await app?.close();
});

let sequence = 0;
const newIdempotencyKey = () => `cred-${process.pid}-${++sequence}`;
const codeOf = (res: ReceivedResponse) => (res.body as { error?: { code: string } }).error?.code;
const secretOf = (res: ReceivedResponse) => (res.body as { data?: { secret?: string } }).data?.secret;
const createKey = (key: string, idempotencyKey: string, body: unknown) => app.request('POST', '/api/v1/api-keys', { key, body, headers: { 'idempotency-key': idempotencyKey } });

describe('Idempotency-Key per credential', () => {
  it("a weak key repeating a stronger credential's request gets 403, not the stored secret", async () => {
    const key = newIdempotencyKey();
    const body = { name: 'deploy', scopes: ['orders:write', 'webhooks:manage'] };
    const first = await createKey(app.testKey, key, body);
    expect(first.status).toBe(200);
    const stolen = await createKey(weakKey, key, body);
    expect([stolen.status, codeOf(stolen)]).toEqual([403, 'insufficient_scope']);
    expect(stolen.headers.get('idempotent-replayed')).toBeNull();
    expect(stolen.text).not.toContain(secretOf(first)!);
  });

  it('another credential allowed to make the request runs it afresh; the first still gets its replay', async () => {
    const key = newIdempotencyKey();
    const body = { name: 'twin', scopes: ['orders:write'] };
    const first = await createKey(app.testKey, key, body);
    const other = await createKey(twinKey, key, body);
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(secretOf(other)).not.toBe(secretOf(first));
    const replay = await createKey(app.testKey, key, body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(secretOf(replay)).toBe(secretOf(first));
    const otherReplay = await createKey(twinKey, key, body);
    expect(secretOf(otherReplay)).toBe(secretOf(other));
  });

  it('stores the key under the credential that used it', async () => {
    const key = newIdempotencyKey();
    await createKey(app.testKey, key, { scopes: ['buyers:read'] });
    await createKey(twinKey, key, { scopes: ['orders:write'] });
    const rows = await app.services.database.db.selectFrom('idempotency_keys').selectAll().where('idempotency_key', '=', key).execute();
    const ids = rows.map((row) => (row as Record<string, unknown>).credential_id);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => typeof id === 'string' && id.startsWith('key_'))).toBe(true);
  });
});
