// CredentialService.recheck: what an open stream connection is re-checked with. The identity
// established at connect time is checked against its credential as stored now, by id.
import { describe, expect, it } from 'vitest';
import { CredentialService, type CredentialStore, type Identity, type StoredApiKey, type StoredOAuthClient } from '../../../src/domain/access/credentials.js';
import { API_PLAN } from '../../../src/domain/access/scopes.js';
import { ApiError } from '../../../src/domain/errors.js';

const key: StoredApiKey = { id: 'key_1', accountId: 'acc_1', mode: 'test', keyHash: 'h', scopes: ['streams:read'], allowedCidrs: [], expiresAt: null, revokedAt: null, plan: API_PLAN };
const client: StoredOAuthClient = { id: 'cli_1', accountId: 'acc_1', mode: 'test', secretHash: 'h', previousSecretHash: null, previousSecretExpiresAt: null, scopes: ['streams:read'], allowedCidrs: [], revokedAt: null, plan: API_PLAN };

function service(stored: { key?: Partial<StoredApiKey>; client?: Partial<StoredOAuthClient> } = {}) {
  const state = { key: { ...key, ...stored.key }, client: { ...client, ...stored.client }, counter: 1, lookups: 0 };
  const store: CredentialStore = {
    findApiKeyByHash: async () => undefined,
    findApiKeyById: async (id) => (state.lookups++, id === state.key.id ? state.key : undefined),
    markUsed: async () => {},
    findOAuthClient: async (id) => (id === state.client.id ? state.client : undefined),
    markClientUsed: async () => {},
    changeCounter: async () => state.counter,
  };
  return { credentials: new CredentialService(store), state };
}

const keyIdentity: Identity = { accountId: 'acc_1', mode: 'test', plan: API_PLAN, scopes: ['streams:read'], allowedCidrs: [], credentialType: 'api_key', credentialId: 'key_1' };
const tokenIdentity: Identity = { ...keyIdentity, credentialType: 'oauth_token', credentialId: 'cli_1' };

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe('CredentialService.recheck', () => {
  it('admits a key and a client as they stand', async () => {
    const { credentials } = service();
    expect(await codeOf(credentials.recheck(keyIdentity, '127.0.0.1'))).toBe('ok');
    expect(await codeOf(credentials.recheck(tokenIdentity, '127.0.0.1'))).toBe('ok');
  });

  it('refuses a revoked, expired or unknown key with invalid_api_key', async () => {
    const past = new Date(Date.now() - 1000);
    expect(await codeOf(service({ key: { revokedAt: past } }).credentials.recheck(keyIdentity, '127.0.0.1'))).toBe('invalid_api_key');
    expect(await codeOf(service({ key: { expiresAt: past } }).credentials.recheck(keyIdentity, '127.0.0.1'))).toBe('invalid_api_key');
    expect(await codeOf(service().credentials.recheck({ ...keyIdentity, credentialId: 'key_2' }, '127.0.0.1'))).toBe('invalid_api_key');
    // A rotated key inside its overlap still stands.
    expect(await codeOf(service({ key: { expiresAt: new Date(Date.now() + 60_000) } }).credentials.recheck(keyIdentity, '127.0.0.1'))).toBe('ok');
  });

  it('refuses an address outside the allowlist and a plan that lost API access', async () => {
    expect(await codeOf(service({ key: { allowedCidrs: ['10.0.0.0/8'] } }).credentials.recheck(keyIdentity, '127.0.0.1'))).toBe('ip_not_allowed');
    expect(await codeOf(service({ key: { plan: 'pro' } }).credentials.recheck(keyIdentity, '127.0.0.1'))).toBe('plan_upgrade_required');
    expect(await codeOf(service({ client: { allowedCidrs: ['10.0.0.0/8'] } }).credentials.recheck(tokenIdentity, '127.0.0.1'))).toBe('ip_not_allowed');
  });

  it("refuses a revoked client's tokens with invalid_token and drops scopes the client lost", async () => {
    expect(await codeOf(service({ client: { revokedAt: new Date() } }).credentials.recheck(tokenIdentity, '127.0.0.1'))).toBe('invalid_token');
    const narrowed = await service({ client: { scopes: ['buyers:read'] } }).credentials.recheck(tokenIdentity, '127.0.0.1');
    expect(narrowed.scopes).toEqual([]);
  });

  it('caches by id until the change counter moves, and tells listeners when it does', async () => {
    const { credentials, state } = service();
    await credentials.refresh();
    let notified = 0;
    credentials.onChange(() => (notified += 1));
    await credentials.recheck(keyIdentity, '127.0.0.1');
    await credentials.recheck(keyIdentity, '127.0.0.1');
    expect(state.lookups).toBe(1);
    await credentials.refresh();
    expect(notified).toBe(0);
    state.key = { ...state.key, revokedAt: new Date(Date.now() - 1) };
    state.counter += 1;
    await credentials.refresh();
    expect(notified).toBe(1);
    expect(await codeOf(credentials.recheck(keyIdentity, '127.0.0.1'))).toBe('invalid_api_key');
  });
});
