// Open stream connections follow their credential: a revoked API key, a key rotated past its
// overlap, an expired access token (also behind a ticket), a revoked OAuth client and an allowlist
// that no longer includes the client each close the connection with an `error` (validated against
// asyncapi.yaml by the stream client) and close code 4401 or 4403. Connections of other credentials
// stay open.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bumpCounter } from '../../src/db/change-counters.js';
import { operatorCaller } from '../../src/domain/access/key-admin.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { connect, type StreamClient, type StreamMessage } from '../helpers/stream-client.js';

let app: TestApp;
const open: StreamClient[] = [];
beforeAll(async () => {
  app = await startTestApp({ STREAM_RECHECK_SECONDS: '1', SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex') }, { streams: { rateTickMs: 100 } });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => (c.close(), c.closed)));
});
afterAll(async () => {
  await app?.close();
});

const admin = () => operatorCaller(app.accountId, 'test', { type: 'system', id: null });

async function subscribed(credential: string | null, path?: string): Promise<StreamClient> {
  const c = await connect(app.baseUrl, credential, path ? { path } : {});
  open.push(c);
  c.send({ type: 'subscribe', id: 's', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } });
  await c.next((m) => m.type === 'subscribed');
  return c;
}

const lastError = (c: StreamClient) => c.messages.filter((m): m is StreamMessage => m.type === 'error').at(-1);

describe('revocation of open connections', () => {
  it('a revoked API key: error invalid_api_key, then 4401; another key stays connected', async () => {
    const { key, secret } = await app.services.keyAdmin.createApiKey(admin(), { scopes: SCOPES });
    const doomed = await subscribed(secret);
    const bystander = await subscribed(app.testKey);
    await app.services.keyAdmin.revokeApiKey(admin(), key.id);
    expect(await doomed.closed).toMatchObject({ code: 4401 });
    expect(lastError(doomed)).toMatchObject({ code: 'invalid_api_key', message: 'The API key has been revoked.' });
    const before = bystander.messages.length;
    await bystander.next((m) => bystander.messages.indexOf(m) >= before && m.type === 'exchange_rate');
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);
  });

  it('a key rotated with an overlap stays until the overlap ends, then 4401', async () => {
    const { key, secret } = await app.services.keyAdmin.createApiKey(admin(), { scopes: SCOPES });
    const c = await subscribed(secret);
    const rotated = await app.services.keyAdmin.rotateApiKey(admin(), key.id, 2);
    const rotatedAt = Date.now();
    const successor = await subscribed(rotated.secret);
    expect((await c.closed).code).toBe(4401);
    // Not before the overlap's end; within one re-check interval after it.
    expect(Date.now() - rotatedAt).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - rotatedAt).toBeLessThan(5000);
    expect(lastError(c)).toMatchObject({ code: 'invalid_api_key' });
    expect(successor.ws.readyState).toBe(successor.ws.OPEN);
  });

  it('an access token that expires closes its connection with token_expired, 4401', async () => {
    const client = await app.createClient();
    const signed = await app.services.keyStore.signAccessToken({ accountId: app.accountId, mode: 'test', scopes: ['streams:read'], clientId: client.id, audience: app.services.config.oauthAudience, ttlSeconds: 2 });
    const c = await subscribed(signed.token);
    const expiresAt = JSON.parse(Buffer.from(signed.token.split('.')[1]!, 'base64url').toString('utf8')).exp * 1000;
    expect((await c.closed).code).toBe(4401);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(Date.now() - expiresAt).toBeLessThan(1500);
    expect(lastError(c)).toMatchObject({ code: 'token_expired' });
  });

  it('a ticket created with an access token ends with that token', async () => {
    const client = await app.createClient();
    const signed = await app.services.keyStore.signAccessToken({ accountId: app.accountId, mode: 'test', scopes: ['streams:read'], clientId: client.id, audience: app.services.config.oauthAudience, ttlSeconds: 2 });
    const res = await app.request('POST', '/api/v1/stream/tickets', { key: signed.token });
    expect(res.status).toBe(200);
    const { ticket } = (res.body as { data: { ticket: string } }).data;
    const c = await subscribed(null, `/api/v1/stream?ticket=${ticket}`);
    expect((await c.closed).code).toBe(4401);
    expect(lastError(c)).toMatchObject({ code: 'token_expired' });
  });

  it('a revoked OAuth client closes the connections of its tokens: invalid_token, 4401', async () => {
    const client = await app.createClient();
    const c = await subscribed(await app.token(client));
    await app.services.keyAdmin.revokeOAuthClient(admin(), client.id);
    expect((await c.closed).code).toBe(4401);
    expect(lastError(c)).toMatchObject({ code: 'invalid_token' });
  });

  it('an allowlist changed (by another process) to exclude the client: ip_not_allowed, 4403', async () => {
    const { key, secret } = await app.services.keyAdmin.createApiKey(admin(), { scopes: SCOPES, allowedCidrs: ['127.0.0.0/8'] });
    const c = await subscribed(secret);
    const db = app.services.database.db;
    await db.updateTable('api_keys').set({ allowed_cidrs: ['10.0.0.0/8'] }).where('id', '=', key.id).execute();
    await bumpCounter(db, 'credentials');
    // This process sees the counter move on its next poll (every second), as any other would.
    expect((await c.closed).code).toBe(4403);
    expect(lastError(c)).toMatchObject({ code: 'ip_not_allowed' });
  });
});
