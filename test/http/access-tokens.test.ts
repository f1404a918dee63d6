import { randomUUID } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigningKeyPersistence } from '../../src/db/signing-key-store.js';
import { createKeyStore } from '../../src/security/jwt.js';
import { startTestApp, TEST_SANDBOX_BUYERS, type OAuthClientSecret, type TestApp } from '../helpers/app.js';

// OAuth 2.0: the client-credentials token endpoint (RFC 6749 section 4.4 and its errors), the
// key set, and every way an access token can be wrong.

interface TokenJson {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}
interface OAuthErrorJson {
  error: string;
  error_description: string;
}
const codeOf = (body: unknown) => (body as { error: { code: string } }).error.code;

let app: TestApp;
let client: OAuthClientSecret;
beforeAll(async () => {
  app = await startTestApp();
  client = await app.createClient({ scopes: ['buyers:read', 'markets:read'] });
});
afterAll(async () => {
  await app?.close();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function tokenRequest(body: string | Record<string, string>, headers: Record<string, string> = {}) {
  const form = typeof body === 'string' ? body : new URLSearchParams(body).toString();
  return app.request('POST', '/oauth/token', { key: null, headers: { ...FORM, ...headers }, body: form });
}

const search = (token: string) => app.request('GET', '/api/v1/buyers', { key: token, query: { limit: 1 } });

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Claims the service puts into its tokens, for forging look-alikes. */
function claims(extra: Record<string, unknown> = {}) {
  return { client_id: client.id, scope: 'buyers:read', account_id: app.accountId, mode: 'test', ...extra };
}

async function forgedToken(options: { kid: string; audience?: string }): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(claims())
    .setProtectedHeader({ alg: 'ES256', kid: options.kid, typ: 'at+jwt' })
    .setIssuer(app.services.config.publicBaseUrl)
    .setSubject(client.id)
    .setAudience(options.audience ?? app.services.config.oauthAudience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .setJti(randomUUID())
    .sign(privateKey);
}

describe('POST /oauth/token', () => {
  it('issues a one-hour bearer token for HTTP Basic client authentication, not to be cached', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: basic(client.id, client.secret) });
    expect(res.status).toBe(200);
    const body = res.body as TokenJson;
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.scope).toBe('buyers:read markets:read');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect((await search(body.access_token)).status).toBe(200);
  });

  it('takes the client in the body, and the parameters as JSON too', async () => {
    const form = await tokenRequest({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret, scope: 'markets:read' });
    expect(form.status).toBe(200);
    expect((form.body as TokenJson).scope).toBe('markets:read');
    const json = await app.request('POST', '/oauth/token', { key: null, body: { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret } });
    expect(json.status).toBe(200);
    expect((json.body as TokenJson).scope).toBe('buyers:read markets:read');
  });

  const errors: Array<[string, () => Promise<{ status: number; body: unknown; headers: Headers }>, number, string]> = [
    ['no client authentication', () => tokenRequest({ grant_type: 'client_credentials' }), 401, 'invalid_client'],
    ['a wrong secret over Basic', () => tokenRequest({ grant_type: 'client_credentials' }, { authorization: basic(client.id, 'etpcs_test_wrong') }), 401, 'invalid_client'],
    ['a wrong secret in the body', () => tokenRequest({ grant_type: 'client_credentials', client_id: client.id, client_secret: 'nope' }), 401, 'invalid_client'],
    ['an unknown client', () => tokenRequest({ grant_type: 'client_credentials' }, { authorization: basic('cli_00000000000000000000', client.secret) }), 401, 'invalid_client'],
    ['a Bearer header', () => tokenRequest({ grant_type: 'client_credentials' }, { authorization: `Bearer ${app.testKey}` }), 401, 'invalid_client'],
    [
      'Basic and body secret together',
      () => tokenRequest({ grant_type: 'client_credentials', client_secret: client.secret }, { authorization: basic(client.id, client.secret) }),
      400,
      'invalid_request',
    ],
    ['no grant_type', () => tokenRequest({ client_id: client.id, client_secret: client.secret }), 400, 'invalid_request'],
    ['a repeated parameter', () => tokenRequest('grant_type=client_credentials&grant_type=client_credentials', { authorization: basic(client.id, client.secret) }), 400, 'invalid_request'],
    ['a text body', () => tokenRequest('grant_type=client_credentials', { authorization: basic(client.id, client.secret), 'content-type': 'text/plain' }), 400, 'invalid_request'],
    ['another grant', () => tokenRequest({ grant_type: 'password', username: 'a', password: 'b' }, { authorization: basic(client.id, client.secret) }), 400, 'unsupported_grant_type'],
    ['a scope the client lacks', () => tokenRequest({ grant_type: 'client_credentials', scope: 'buyers:read orders:write' }, { authorization: basic(client.id, client.secret) }), 400, 'invalid_scope'],
  ];
  for (const [name, send, status, error] of errors) {
    it(`answers ${name} with ${status} ${error} (RFC 6749 section 5.2)`, async () => {
      const res = await send();
      expect(res.status).toBe(status);
      expect((res.body as OAuthErrorJson).error).toBe(error);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  }

  it('names the Basic scheme when Basic authentication failed', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: basic(client.id, 'etpcs_test_wrong') });
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  });

  it('answers a revoked client with invalid_client, and only POST is allowed', async () => {
    const revoked = await app.createClient({ scopes: ['buyers:read'] });
    await app.request('DELETE', `/api/v1/oauth-clients/${revoked.id}`);
    const res = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: basic(revoked.id, revoked.secret) });
    expect(res.status).toBe(401);
    expect((res.body as OAuthErrorJson).error).toBe('invalid_client');
    const get = await app.request('GET', '/oauth/token', { key: null });
    expect(get.status).toBe(405);
  });

  it('is served at the root only, not under /api/v1', async () => {
    const res = await app.request('POST', '/api/v1/oauth/token', { key: null, headers: { authorization: basic(client.id, client.secret) }, body: { grant_type: 'client_credentials' } });
    expect(res.status).toBe(404);
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the public key that signs the tokens, and nothing private', async () => {
    const token = await app.token(client);
    const res = await app.request('GET', '/.well-known/jwks.json', { key: null });
    expect(res.status).toBe(200);
    const keys = (res.body as { keys: Array<Record<string, unknown>> }).keys;
    expect(keys[0]!.kid).toBe(decodeProtectedHeader(token).kid);
    for (const key of keys) expect(key).not.toHaveProperty('d');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});

describe('access tokens on the API', () => {
  it('carry the client mode: a sandbox client sees sandbox data, a live client live data', async () => {
    const sandbox = await app.request('GET', '/api/v1/buyers', { key: await app.token(client), query: { limit: 2 } });
    const sandboxData = (sandbox.body as { data: { total: number; buyers: Array<{ livemode: boolean }> } }).data;
    expect(sandboxData.total).toBe(TEST_SANDBOX_BUYERS);
    expect(sandboxData.buyers.every((b) => b.livemode === false)).toBe(true);
    const live = await app.createClient({ mode: 'live', scopes: ['buyers:read'] });
    const liveRes = await app.request('GET', '/api/v1/buyers', { key: await app.token(live) });
    expect((liveRes.body as { data: { total: number } }).data.total).toBe(0);
  });

  it('carry only the scopes asked for: missing scope is 403 insufficient_scope with a challenge', async () => {
    const token = await app.token(client, 'markets:read');
    const res = await search(token);
    expect(res.status).toBe(403);
    expect(codeOf(res.body)).toBe('insufficient_scope');
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="buyers:read"');
  });

  it('cannot manage keys: 403 forbidden on operations for API keys only', async () => {
    const res = await app.request('GET', '/api/v1/api-keys', { key: await app.token(client) });
    expect(res.status).toBe(403);
    expect(codeOf(res.body)).toBe('forbidden');
  });

  it('refuses a token signed with another key, whatever kid it names', async () => {
    const kid = decodeProtectedHeader(await app.token(client)).kid as string;
    for (const token of [await forgedToken({ kid }), await forgedToken({ kid: 'no-such-key' })]) {
      const res = await search(token);
      expect(res.status).toBe(401);
      expect(codeOf(res.body)).toBe('invalid_token');
      expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
  });

  it('refuses alg none and a symmetric algorithm keyed with the public key', async () => {
    const kid = decodeProtectedHeader(await app.token(client)).kid as string;
    const payload = { ...claims(), iss: app.services.config.publicBaseUrl, sub: client.id, aud: app.services.config.oauthAudience, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, jti: randomUUID() };
    const none = `${b64url({ alg: 'none', typ: 'at+jwt', kid })}.${b64url(payload)}.`;
    const jwks = (await app.services.keyStore.jwks()).keys[0]!;
    const confused = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid }).sign(new TextEncoder().encode(JSON.stringify(jwks)));
    for (const token of [none, confused]) {
      const res = await search(token);
      expect(res.status).toBe(401);
      expect(codeOf(res.body)).toBe('invalid_token');
    }
  });

  it('refuses a token whose payload was changed', async () => {
    const [header, payload, signature] = (await app.token(client, 'markets:read')).split('.') as [string, string, string];
    const widened = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), scope: 'buyers:read markets:read' };
    const res = await search(`${header}.${b64url(widened)}.${signature}`);
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('invalid_token');
  });

  it('answers an expired token with 401 token_expired', async () => {
    // The service's own signing key, on a clock two hours behind.
    const past = await createKeyStore({
      persistence: createSigningKeyPersistence(app.services.database.db),
      secretBox: app.services.secretBox,
      issuer: app.services.config.publicBaseUrl,
      now: () => new Date(Date.now() - 2 * 3600 * 1000),
    });
    const signed = await past.signAccessToken({ accountId: app.accountId, mode: 'test', scopes: ['buyers:read'], clientId: client.id, audience: app.services.config.oauthAudience });
    const res = await search(signed.token);
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('token_expired');
  });

  it('refuses a token for another audience', async () => {
    const signed = await app.services.keyStore.signAccessToken({ accountId: app.accountId, mode: 'test', scopes: ['buyers:read'], clientId: client.id, audience: 'https://elsewhere.example' });
    const res = await search(signed.token);
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('invalid_token');
  });

  it('refuses a validly signed token naming an account its client does not belong to', async () => {
    const other = await app.services.accounts.createAccount({ name: 'Other exporter', plan: 'pro_max' });
    const signed = await app.services.keyStore.signAccessToken({ accountId: other, mode: 'test', scopes: ['buyers:read'], clientId: client.id, audience: app.services.config.oauthAudience });
    const res = await search(signed.token);
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('invalid_token');
  });

  it('stop working at once when their client is revoked', async () => {
    const doomed = await app.createClient({ scopes: ['buyers:read'] });
    const token = await app.token(doomed);
    expect((await search(token)).status).toBe(200);
    expect((await app.request('DELETE', `/api/v1/oauth-clients/${doomed.id}`)).status).toBe(200);
    const res = await search(token);
    expect(res.status).toBe(401);
    expect(codeOf(res.body)).toBe('invalid_token');
  });
});

describe('signing key rotation', () => {
  it('signs with the new key while tokens of the old one keep working; both are published', async () => {
    const before = await app.token(client);
    const oldKid = decodeProtectedHeader(before).kid;
    const rotation = await app.services.keyStore.rotate();
    expect(rotation.retiringKid).toBe(oldKid);
    const after = await app.token(client);
    expect(decodeProtectedHeader(after).kid).toBe(rotation.kid);
    expect((await search(before)).status).toBe(200);
    expect((await search(after)).status).toBe(200);
    const jwks = await app.request('GET', '/.well-known/jwks.json', { key: null });
    expect((jwks.body as { keys: Array<{ kid: string }> }).keys.map((k) => k.kid)).toEqual([rotation.kid, oldKid]);
  });

  it('stores private keys sealed, never as a JWK in the clear', async () => {
    const rows = await app.services.database.db.selectFrom('signing_keys').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const publicJwk = await exportJWK((await generateKeyPair('ES256')).publicKey);
    for (const row of rows) {
      expect(row.sealed_private_key).toMatch(/^v2\./);
      expect(row.sealed_private_key).not.toContain('"d"');
      expect(Object.keys(row.public_jwk as object).sort()).toEqual([...Object.keys(publicJwk), 'alg', 'kid', 'use'].sort());
    }
  });
});

describe('client secret rotation', () => {
  it('issues a new secret and keeps the old one working until its expiry; 0 ends it now', async () => {
    const rotating = await app.createClient({ scopes: ['buyers:read'] });
    const res = await app.request('POST', `/api/v1/oauth-clients/${rotating.id}/rotate-secret`, { body: { old_secret_expires_in: 3600 } });
    expect(res.status).toBe(200);
    const fresh = (res.body as { data: { client_secret: string } }).data.client_secret;
    expect(fresh).not.toBe(rotating.secret);
    await app.token({ id: rotating.id, secret: fresh });
    await app.token(rotating);

    const again = await app.request('POST', `/api/v1/oauth-clients/${rotating.id}/rotate-secret`, { body: { old_secret_expires_in: 0 } });
    const newest = (again.body as { data: { client_secret: string } }).data.client_secret;
    await app.token({ id: rotating.id, secret: newest });
    const stale = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: basic(rotating.id, fresh) });
    expect(stale.status).toBe(401);
    expect((stale.body as OAuthErrorJson).error).toBe('invalid_client');
  });
});
