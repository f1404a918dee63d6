// Saving the exporter profile is a write with its own scope: a read-only buyers key cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const profile = { company_name: 'Hanbit Cosmetics', origin_country: 'KR', products: [{ name: 'Face cream', hs_code: '330499' }] };

describe('PUT /account/profile', () => {
  it('needs profile:write; buyers:read alone reads the profile but cannot save it', async () => {
    const readOnly = (await app.services.accounts.createApiKey(app.accountId, 'test', ['buyers:read'])).secret;
    const refused = await app.request('PUT', '/api/v1/account/profile', { key: readOnly, body: profile });
    expect(refused.status).toBe(403);
    expect((refused.body as { error: { code: string } }).error.code).toBe('insufficient_scope');
    expect(refused.headers.get('www-authenticate')).toContain('profile:write');
    const writer = (await app.services.accounts.createApiKey(app.accountId, 'test', ['profile:write'])).secret;
    expect((await app.request('PUT', '/api/v1/account/profile', { key: writer, body: profile })).status).toBe(200);
    expect((await app.request('GET', '/api/v1/account/profile', { key: readOnly })).status).toBe(200);
  });
});
