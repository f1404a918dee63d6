import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/security/secrets.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The OAuth client operations: create (secret shown once, stored hashed), list, rotate the
// secret, revoke; scopes, allowlists and modes.

interface ClientJson {
  id: string;
  name: string;
  secret_prefix: string;
  mode: string;
  livemode: boolean;
  scopes: string[];
  allowed_cidrs: string[];
  revoked_at: string | null;
  previous_secret_expires_at: string | null;
  client_secret?: string;
}
const dataOf = <T>(body: unknown) => (body as { data: T }).data;
const errorOf = (body: unknown) => (body as { error: { code: string; details: Array<{ field: string; issue: string }> } }).error;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function create(body: Record<string, unknown>, key = app.testKey) {
  const res = await app.request('POST', '/api/v1/oauth-clients', { key, body });
  return { res, client: dataOf<ClientJson>(res.body) };
}

describe('createOAuthClient', () => {
  it('returns the client secret once and stores only its hash', async () => {
    const { res, client } = await create({ name: 'ERP', scopes: ['buyers:read', 'tariffs:read'], allowed_cidrs: ['127.0.0.1/32'] });
    expect(res.status).toBe(200);
    expect(client).toMatchObject({ name: 'ERP', mode: 'test', livemode: false, scopes: ['buyers:read', 'tariffs:read'], allowed_cidrs: ['127.0.0.1/32'], revoked_at: null });
    expect(client.client_secret).toMatch(/^etpcs_test_/);
    expect(client.client_secret!.startsWith(client.secret_prefix)).toBe(true);
    const row = await app.services.database.db.selectFrom('oauth_clients').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashSecret(client.client_secret!));
    expect(JSON.stringify(row)).not.toContain(client.client_secret!);
    const token = await app.token({ id: client.id, secret: client.client_secret! });
    expect((await app.request('GET', '/api/v1/buyers', { key: token, query: { limit: 1 } })).status).toBe(200);
  });

  it('refuses keys:manage (API keys only) and scopes the caller lacks', async () => {
    const manage = await create({ scopes: ['buyers:read', 'keys:manage'] });
    expect(manage.res.status).toBe(400);
    expect(errorOf(manage.res.body).details).toEqual([{ field: '/scopes/1', issue: 'is for API keys only' }]);
    const narrow = await app.request('POST', '/api/v1/api-keys', { body: { scopes: ['keys:manage', 'markets:read'] } });
    const narrowKey = dataOf<{ secret: string }>(narrow.body).secret;
    const escalate = await create({ scopes: ['buyers:read'] }, narrowKey);
    expect(escalate.res.status).toBe(403);
    expect(errorOf(escalate.res.body).code).toBe('insufficient_scope');
  });
});

describe('listOAuthClients, rotateOAuthClientSecret, revokeOAuthClient', () => {
  it('lists the caller mode only, without secrets', async () => {
    const { client } = await create({ scopes: ['buyers:read'] });
    const { client: live } = await create({ scopes: ['buyers:read'] }, app.liveKey);
    const res = await app.request('GET', '/api/v1/oauth-clients', { query: { limit: 100 } });
    const listed = dataOf<{ oauth_clients: ClientJson[] }>(res.body).oauth_clients;
    expect(listed.map((c) => c.id)).toContain(client.id);
    expect(listed.map((c) => c.id)).not.toContain(live.id);
    expect(res.text).not.toContain('client_secret');
  });

  it('rotates the secret, keeping the previous one until the given time', async () => {
    const { client } = await create({ scopes: ['buyers:read'] });
    const res = await app.request('POST', `/api/v1/oauth-clients/${client.id}/rotate-secret`);
    expect(res.status).toBe(200);
    const rotated = dataOf<ClientJson>(res.body);
    expect(rotated.client_secret).not.toBe(client.client_secret);
    expect(Date.parse(rotated.previous_secret_expires_at!) - Date.now()).toBeGreaterThan(23 * 3600_000);
    await app.token({ id: client.id, secret: client.client_secret! });
    await app.token({ id: client.id, secret: rotated.client_secret! });
  });

  it('revokes, idempotently; a revoked client cannot rotate; unknown ids are 404', async () => {
    const { client } = await create({ scopes: ['buyers:read'] });
    const first = await app.request('DELETE', `/api/v1/oauth-clients/${client.id}`);
    expect(first.status).toBe(200);
    expect(dataOf<ClientJson>(first.body).revoked_at).not.toBeNull();
    const again = await app.request('DELETE', `/api/v1/oauth-clients/${client.id}`);
    expect(dataOf<ClientJson>(again.body).revoked_at).toBe(dataOf<ClientJson>(first.body).revoked_at);
    const rotate = await app.request('POST', `/api/v1/oauth-clients/${client.id}/rotate-secret`);
    expect(rotate.status).toBe(409);
    expect((await app.request('DELETE', '/api/v1/oauth-clients/cli_00000000000000000000')).status).toBe(404);
    const audit = await app.services.audit.list({ accountId: app.accountId, limit: 200 });
    expect(audit.filter((r) => r.targetId === client.id).map((r) => r.action).sort()).toEqual(['oauth_client.created', 'oauth_client.revoked']);
  });
});
