import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/security/secrets.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The API key operations: create (secret shown once, stored hashed), list, rotate, revoke; the
// limits on what a key may grant; the audit log.

interface ApiKeyJson {
  id: string;
  name: string;
  prefix: string;
  mode: string;
  livemode: boolean;
  scopes: string[];
  allowed_cidrs: string[];
  expires_at: string | null;
  revoked_at: string | null;
  replaced_by: string | null;
  secret?: string;
}
interface ErrorJson {
  error: { code: string; details: Array<{ field: string; issue: string }> };
}
const dataOf = <T>(body: unknown) => (body as { data: T }).data;
const errorOf = (body: unknown) => (body as ErrorJson).error;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function create(body: Record<string, unknown>, key = app.testKey) {
  const res = await app.request('POST', '/api/v1/api-keys', { key, body });
  return { res, key: dataOf<ApiKeyJson>(res.body) };
}

const search = (key: string) => app.request('GET', '/api/v1/buyers', { key, query: { limit: 1 } });

describe('createApiKey', () => {
  it('returns the secret once, with its prefix, in the caller mode; stores only its hash', async () => {
    const { res, key } = await create({ name: 'CI', scopes: ['buyers:read', 'markets:read'], allowed_cidrs: ['127.0.0.1', '::ffff:10.0.0.0/104'] });
    expect(res.status).toBe(200);
    expect(key.secret).toMatch(/^etp_test_/);
    expect(key.secret!.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({ name: 'CI', mode: 'test', livemode: false, scopes: ['buyers:read', 'markets:read'], allowed_cidrs: ['127.0.0.1/32', '10.0.0.0/8'] });
    expect((await search(key.secret!)).status).toBe(200);

    const row = await app.services.database.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashSecret(key.secret!));
    expect(JSON.stringify(row)).not.toContain(key.secret!);

    const list = await app.request('GET', '/api/v1/api-keys', { query: { limit: 100 } });
    const listed = dataOf<{ api_keys: ApiKeyJson[] }>(list.body).api_keys.find((k) => k.id === key.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');
    expect(list.text).not.toContain(key.secret!);
  });

  it('a live key makes live keys', async () => {
    const { key } = await create({ scopes: ['buyers:read'] }, app.liveKey);
    expect(key.secret).toMatch(/^etp_live_/);
    expect(key.livemode).toBe(true);
  });

  it('cannot grant a scope the calling key does not hold', async () => {
    const { key: limited } = await create({ scopes: ['buyers:read', 'keys:manage'] });
    const res = await app.request('POST', '/api/v1/api-keys', { key: limited.secret!, body: { scopes: ['buyers:read', 'orders:write'] } });
    expect(res.status).toBe(403);
    expect(errorOf(res.body).code).toBe('insufficient_scope');
    expect(errorOf(res.body).details).toEqual([{ field: '/scopes/1', issue: 'the calling credential does not hold this scope' }]);
  });

  it('names each bad allowlist entry, unknown scopes and unknown fields', async () => {
    const cidrs = await create({ scopes: ['buyers:read'], allowed_cidrs: ['10.0.0.0/8', '10.1.2.3/8', 'localhost'] });
    expect(cidrs.res.status).toBe(400);
    expect(errorOf(cidrs.res.body).details.map((d) => d.field)).toEqual(['/allowed_cidrs/1', '/allowed_cidrs/2']);
    const scope = await create({ scopes: ['buyers:write'] });
    expect(scope.res.status).toBe(400);
    expect(errorOf(scope.res.body).code).toBe('validation_failed');
    const unknown = await create({ scopes: ['buyers:read'], livemode: true });
    expect(unknown.res.status).toBe(400);
    expect(errorOf(unknown.res.body).details).toContainEqual({ field: '/livemode', issue: 'is not a known field' });
    const past = await create({ scopes: ['buyers:read'], expires_at: '2001-01-01T00:00:00Z' });
    expect(past.res.status).toBe(400);
    expect(errorOf(past.res.body).details[0]!.field).toBe('/expires_at');
  });
});

describe('listApiKeys', () => {
  it('pages in creation order and shows only the caller mode', async () => {
    const first = await app.request('GET', '/api/v1/api-keys', { query: { limit: 2, page: 1 } });
    const page = dataOf<{ api_keys: ApiKeyJson[]; total: number; has_more: boolean }>(first.body);
    expect(page.total).toBeGreaterThan(2);
    expect(page.has_more).toBe(true);
    const all = dataOf<{ api_keys: ApiKeyJson[] }>((await app.request('GET', '/api/v1/api-keys', { query: { limit: 100 } })).body).api_keys;
    expect(all.slice(0, 2).map((k) => k.id)).toEqual(page.api_keys.map((k) => k.id));
    expect(all.every((k) => k.mode === 'test')).toBe(true);
    const live = dataOf<{ api_keys: ApiKeyJson[] }>((await app.request('GET', '/api/v1/api-keys', { key: app.liveKey, query: { limit: 100 } })).body).api_keys;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((k) => k.livemode)).toBe(true);
  });
});

describe('rotateApiKey', () => {
  it('issues a successor with the same settings; the old key lives until the chosen expiry', async () => {
    const { key } = await create({ name: 'rotating', scopes: ['buyers:read'], allowed_cidrs: ['127.0.0.0/8'] });
    const res = await app.request('POST', `/api/v1/api-keys/${key.id}/rotate`, { body: { old_key_expires_in: 3600 } });
    expect(res.status).toBe(200);
    const { api_key: successor, replaced_key: replaced } = dataOf<{ api_key: ApiKeyJson; replaced_key: ApiKeyJson }>(res.body);
    expect(successor).toMatchObject({ name: 'rotating', scopes: ['buyers:read'], allowed_cidrs: ['127.0.0.0/8'], replaced_by: null, expires_at: null });
    expect(successor.secret).not.toBe(key.secret);
    expect(replaced.replaced_by).toBe(successor.id);
    const expiresIn = Date.parse(replaced.expires_at!) - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    expect((await search(key.secret!)).status).toBe(200);
    expect((await search(successor.secret!)).status).toBe(200);
  });

  it('defaults to 24 hours and refuses a revoked or already rotated key with 422', async () => {
    const { key } = await create({ scopes: ['buyers:read'] });
    const res = await app.request('POST', `/api/v1/api-keys/${key.id}/rotate`);
    expect(res.status).toBe(200);
    const replaced = dataOf<{ replaced_key: ApiKeyJson }>(res.body).replaced_key;
    expect(Date.parse(replaced.expires_at!) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const twice = await app.request('POST', `/api/v1/api-keys/${key.id}/rotate`);
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body).code).toBe('invalid_state_transition');

    const { key: other } = await create({ scopes: ['buyers:read'] });
    await app.request('DELETE', `/api/v1/api-keys/${other.id}`);
    const revoked = await app.request('POST', `/api/v1/api-keys/${other.id}/rotate`);
    expect(revoked.status).toBe(409);
  });

  it('bounds the old key life to 30 days', async () => {
    const { key } = await create({ scopes: ['buyers:read'] });
    const res = await app.request('POST', `/api/v1/api-keys/${key.id}/rotate`, { body: { old_key_expires_in: 31 * 86400 } });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).details[0]!.field).toBe('/old_key_expires_in');
  });
});

describe('revokeApiKey', () => {
  it('revokes at once, idempotently, and 404s on unknown ids', async () => {
    const { key } = await create({ scopes: ['buyers:read'] });
    const res = await app.request('DELETE', `/api/v1/api-keys/${key.id}`);
    expect(res.status).toBe(200);
    const revokedAt = dataOf<ApiKeyJson>(res.body).revoked_at;
    expect(revokedAt).not.toBeNull();
    expect((await search(key.secret!)).status).toBe(401);
    const again = await app.request('DELETE', `/api/v1/api-keys/${key.id}`);
    expect(dataOf<ApiKeyJson>(again.body).revoked_at).toBe(revokedAt);
    expect((await app.request('DELETE', '/api/v1/api-keys/key_00000000000000000000')).status).toBe(404);
    expect((await app.request('DELETE', '/api/v1/api-keys/not-an-id')).status).toBe(400);
  });
});

describe('audit log', () => {
  it('records each change with its actor, request and address, and never a secret', async () => {
    const { res, key } = await create({ name: 'audited', scopes: ['buyers:read'] });
    const rotated = await app.request('POST', `/api/v1/api-keys/${key.id}/rotate`, { body: { old_key_expires_in: 60 } });
    const successor = dataOf<{ api_key: ApiKeyJson }>(rotated.body).api_key;
    await app.request('DELETE', `/api/v1/api-keys/${successor.id}`);

    const rows = await app.services.audit.list({ accountId: app.accountId, limit: 100 });
    const mine = rows.filter((r) => r.targetId === key.id || r.targetId === successor.id);
    expect(mine.map((r) => r.action).sort()).toEqual(['api_key.created', 'api_key.revoked', 'api_key.rotated']);
    const created = mine.find((r) => r.action === 'api_key.created')!;
    expect(created.actor.type).toBe('api_key');
    expect(created.actor.requestId).toBe(res.headers.get('x-request-id'));
    expect(created.actor.clientIp).toBe('127.0.0.1');
    expect(created.details).toMatchObject({ name: 'audited', scopes: ['buyers:read'], prefix: key.prefix });

    const everything = JSON.stringify(await app.services.database.db.selectFrom('audit_log').selectAll().execute());
    for (const secret of [key.secret!, successor.secret!, app.testKey]) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(hashSecret(secret));
    }
  });
});
