import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCaller } from '../../src/domain/access/key-admin.js';
import { startTestApp, type OAuthClientSecret, type TestApp } from '../helpers/app.js';

// IP allowlists of API keys and OAuth clients (IPv4, IPv6, IPv4-mapped IPv6), and whose
// X-Forwarded-For is believed: only TRUSTED_PROXIES'.

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

async function keyWith(app: TestApp, allowedCidrs: string[]): Promise<string> {
  const caller = operatorCaller(app.accountId, 'test', { type: 'system', id: null });
  return (await app.services.keyAdmin.createApiKey(caller, { scopes: ['buyers:read', 'keys:manage'], allowedCidrs })).secret;
}

const search = (app: TestApp, key: string, forwardedFor?: string) =>
  app.request('GET', '/api/v1/buyers', { key, query: { limit: 1 }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

function tokenRequest(app: TestApp, client: OAuthClientSecret, forwardedFor?: string) {
  return app.request('POST', '/oauth/token', {
    key: null,
    headers: {
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: 'grant_type=client_credentials',
  });
}

describe('without trusted proxies (the socket address is the client)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('admits a key from an allowed IPv4 range, also written in its IPv4-mapped IPv6 form', async () => {
    expect((await search(app, await keyWith(app, ['127.0.0.0/8']))).status).toBe(200);
    expect((await search(app, await keyWith(app, ['::ffff:127.0.0.1/128']))).status).toBe(200);
    expect((await search(app, await keyWith(app, []))).status).toBe(200);
  });

  it('refuses a key from elsewhere with 403 ip_not_allowed, IPv6 ranges included', async () => {
    for (const cidrs of [['203.0.113.0/24'], ['2001:db8::/32'], ['::1/128']]) {
      const res = await search(app, await keyWith(app, cidrs));
      expect(res.status, cidrs.join()).toBe(403);
      expect(errorOf(res.body).code).toBe('ip_not_allowed');
      expect(errorOf(res.body).message).toContain('127.0.0.1');
    }
  });

  it('ignores a forged X-Forwarded-For from an untrusted peer', async () => {
    const key = await keyWith(app, ['203.0.113.0/24']);
    for (const forged of ['203.0.113.7', '203.0.113.7, 203.0.113.8', '::ffff:203.0.113.7']) {
      const res = await search(app, key, forged);
      expect(res.status, forged).toBe(403);
      expect(errorOf(res.body).message).toContain('127.0.0.1');
    }
    const client = await app.createClient({ scopes: ['buyers:read'], allowedCidrs: ['203.0.113.0/24'] });
    const token = await tokenRequest(app, client, '203.0.113.7');
    expect(token.status).toBe(400);
    expect((token.body as { error: string }).error).toBe('unauthorized_client');
  });
});

describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('believes X-Forwarded-For from the proxy: IPv4, mapped and IPv6 clients', async () => {
    const key = await keyWith(app, ['203.0.113.0/24', '2001:db8::/32']);
    expect((await search(app, key, '203.0.113.7')).status).toBe(200);
    expect((await search(app, key, '::ffff:203.0.113.9')).status).toBe(200);
    expect((await search(app, key, '2001:db8::5')).status).toBe(200);
    const outside = await search(app, key, '198.51.100.1');
    expect(outside.status).toBe(403);
    expect(errorOf(outside.body).message).toContain('198.51.100.1');
  });

  it('takes the address the proxy saw, not one the client prepended', async () => {
    const key = await keyWith(app, ['203.0.113.0/24']);
    const res = await search(app, key, '203.0.113.7, 198.51.100.1');
    expect(res.status).toBe(403);
    expect(errorOf(res.body).message).toContain('198.51.100.1');
  });

  it("applies an OAuth client's allowlist to its token requests and to every use of its tokens", async () => {
    const client = await app.createClient({ scopes: ['buyers:read'], allowedCidrs: ['203.0.113.0/24'] });
    const issued = await tokenRequest(app, client, '203.0.113.7');
    expect(issued.status).toBe(200);
    const token = (issued.body as { access_token: string }).access_token;
    expect((await search(app, token, '203.0.113.8')).status).toBe(200);
    const elsewhere = await search(app, token, '198.51.100.1');
    expect(elsewhere.status).toBe(403);
    expect(errorOf(elsewhere.body).code).toBe('ip_not_allowed');
    const refused = await tokenRequest(app, client, '198.51.100.1');
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toBe('unauthorized_client');
  });

  it('records the client address in the audit log', async () => {
    const key = await keyWith(app, []);
    const res = await app.request('POST', '/api/v1/api-keys', { key, body: { scopes: ['buyers:read'] }, headers: { 'x-forwarded-for': '192.0.2.44' } });
    expect(res.status).toBe(200);
    const id = (res.body as { data: { id: string } }).data.id;
    const [row] = (await app.services.audit.list({ accountId: app.accountId, limit: 50 })).filter((r) => r.targetId === id);
    expect(row?.actor.clientIp).toBe('192.0.2.44');
  });
});
