import { SignJWT, UnsecuredJWT, base64url, decodeProtectedHeader, generateKeyPair } from 'jose';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../src/security/encryption.js';
import { createKeyStore } from '../../../src/security/jwt.js';
import { createMemoryKeyPersistence } from '../../../src/security/signing-keys.js';
import type { AccessTokenInput } from '../../../src/security/access-token-claims.js';
import type { KeyStore, KeyStoreOptions } from '../../../src/security/jwt.js';

const ISSUER = 'https://api.example.test';
const AUDIENCE = 'https://api.example.test/api/v1';
const START = Date.parse('2026-11-21T09:00:00Z');

const tokenInput: AccessTokenInput = {
  accountId: 'acct_1',
  mode: 'test',
  scopes: ['buyers:read', 'tariffs:read'],
  clientId: 'cli_1',
  audience: AUDIENCE,
};

function testClock() {
  let ms = START;
  return { now: () => new Date(ms), advance: (seconds: number) => (ms += seconds * 1000) };
}

describe('access tokens', () => {
  let clock: ReturnType<typeof testClock>;
  let persistence: ReturnType<typeof createMemoryKeyPersistence>;
  let secretBox: ReturnType<typeof createSecretBox>;
  let store: KeyStore;

  function options(overrides: Partial<KeyStoreOptions> = {}): KeyStoreOptions {
    return { persistence, secretBox, issuer: ISSUER, now: clock.now, ...overrides };
  }

  beforeEach(async () => {
    clock = testClock();
    persistence = createMemoryKeyPersistence();
    secretBox = createSecretBox(randomBytes(32));
    store = await createKeyStore(options());
  });

  it('signs an RFC 9068 token that verifies to its account, mode, scopes and client', async () => {
    const signed = await store.signAccessToken(tokenInput);
    expect(decodeProtectedHeader(signed.token)).toEqual({ alg: 'ES256', kid: store.currentKid(), typ: 'at+jwt' });
    expect(signed.expiresInSeconds).toBe(3600);
    expect(signed.expiresAt.toISOString()).toBe('2026-11-21T10:00:00.000Z');

    const result = await store.verifyAccessToken(signed.token, { audience: AUDIENCE });
    expect(result).toEqual({
      outcome: 'ok',
      token: {
        accountId: 'acct_1',
        mode: 'test',
        scopes: ['buyers:read', 'tariffs:read'],
        clientId: 'cli_1',
        audience: AUDIENCE,
        tokenId: signed.tokenId,
        kid: signed.kid,
        issuedAt: new Date(START),
        expiresAt: signed.expiresAt,
      },
    });
  });

  it('refuses a token signed by another store key (unknown kid)', async () => {
    const other = await createKeyStore({ ...options(), persistence: createMemoryKeyPersistence() });
    const foreign = await other.signAccessToken(tokenInput);
    expect(await store.verifyAccessToken(foreign.token, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'unknown_kid' });
  });

  it('refuses a token signed by another key that claims our kid (bad signature)', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ client_id: 'cli_1', scope: 'buyers:read', account_id: 'acct_1', mode: 'live' })
      .setProtectedHeader({ alg: 'ES256', kid: store.currentKid(), typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setSubject('cli_1')
      .setAudience(AUDIENCE)
      .setIssuedAt(START / 1000)
      .setExpirationTime(START / 1000 + 600)
      .setJti('forged')
      .sign(privateKey);
    expect(await store.verifyAccessToken(forged, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'bad_signature' });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const { token } = await store.signAccessToken(tokenInput);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
    const widened = base64url.encode(JSON.stringify({ ...claims, mode: 'live', scope: 'orders:write' }));
    const result = await store.verifyAccessToken(`${header}.${widened}.${signature}`, { audience: AUDIENCE });
    expect(result).toEqual({ outcome: 'invalid', reason: 'bad_signature' });
  });

  it('refuses alg none, with or without our kid', async () => {
    const claims = { client_id: 'cli_1', scope: 'buyers:read', account_id: 'acct_1', mode: 'live', sub: 'cli_1' };
    const unsecured = new UnsecuredJWT(claims).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('1h').encode();
    expect(await store.verifyAccessToken(unsecured, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'alg_not_allowed' });

    const header = base64url.encode(JSON.stringify({ alg: 'none', kid: store.currentKid(), typ: 'at+jwt' }));
    const body = base64url.encode(JSON.stringify({ ...claims, iss: ISSUER, aud: AUDIENCE, exp: START / 1000 + 600 }));
    expect(await store.verifyAccessToken(`${header}.${body}.`, { audience: AUDIENCE })).toEqual({
      outcome: 'invalid',
      reason: 'alg_not_allowed',
    });
  });

  it('refuses an HMAC token keyed with the published public key (algorithm confusion)', async () => {
    const published = JSON.stringify((await store.jwks()).keys[0]);
    const forged = await new SignJWT({ client_id: 'cli_1', scope: 'buyers:read', account_id: 'acct_1', mode: 'live' })
      .setProtectedHeader({ alg: 'HS256', kid: store.currentKid(), typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setSubject('cli_1')
      .setAudience(AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(published));
    expect(await store.verifyAccessToken(forged, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'alg_not_allowed' });
  });

  it('reports an expired token as expired once past exp and the clock tolerance', async () => {
    const { token } = await store.signAccessToken({ ...tokenInput, ttlSeconds: 60 });
    clock.advance(62);
    expect((await store.verifyAccessToken(token, { audience: AUDIENCE })).outcome).toBe('ok');
    clock.advance(4);
    expect(await store.verifyAccessToken(token, { audience: AUDIENCE })).toEqual({ outcome: 'expired' });
  });

  it('reports an expired forgery as invalid, not expired (signature first)', async () => {
    const { token } = await store.signAccessToken({ ...tokenInput, ttlSeconds: 60 });
    const [header, payload] = token.split('.') as [string, string, string];
    clock.advance(3600);
    const badSignature = base64url.encode(randomBytes(64));
    expect(await store.verifyAccessToken(`${header}.${payload}.${badSignature}`, { audience: AUDIENCE })).toEqual({
      outcome: 'invalid',
      reason: 'bad_signature',
    });
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const { token } = await store.signAccessToken(tokenInput);
    // Verified once for the right audience (and remembered), still refused for another.
    expect((await store.verifyAccessToken(token, { audience: AUDIENCE })).outcome).toBe('ok');
    expect(await store.verifyAccessToken(token, { audience: 'https://other.example.test' })).toEqual({
      outcome: 'invalid',
      reason: 'wrong_audience',
    });
    const otherIssuer = await createKeyStore({ ...options(), issuer: 'https://evil.example.test' });
    const foreign = await otherIssuer.signAccessToken(tokenInput);
    expect(await store.verifyAccessToken(foreign.token, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'wrong_issuer' });
  });

  it('refuses malformed tokens', async () => {
    for (const token of ['', 'etp_live_abc', 'a.b.c', 'a.b', `${'x'.repeat(9000)}.y.z`, 'eyJhbGciOiJFUzI1NiJ9.!!.??']) {
      const result = await store.verifyAccessToken(token, { audience: AUDIENCE });
      expect(result.outcome, token.slice(0, 20)).toBe('invalid');
    }
    expect(await store.verifyAccessToken('a.b.c', { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'malformed' });
  });

  it('refuses a token without the at+jwt type (for example an ID token signed by the same key)', async () => {
    const { token } = await store.signAccessToken(tokenInput);
    const [, payload, signature] = token.split('.') as [string, string, string];
    const header = base64url.encode(JSON.stringify({ alg: 'ES256', kid: store.currentKid() }));
    expect((await store.verifyAccessToken(`${header}.${payload}.${signature}`, { audience: AUDIENCE })).outcome).toBe('invalid');
  });

  it('refuses to sign tokens longer than the maximum life, or with scopes that are not scope tokens', async () => {
    await expect(store.signAccessToken({ ...tokenInput, ttlSeconds: 3601 })).rejects.toThrow(RangeError);
    await expect(store.signAccessToken({ ...tokenInput, ttlSeconds: 0 })).rejects.toThrow(RangeError);
    await expect(store.signAccessToken({ ...tokenInput, scopes: ['buyers:read orders:write'] })).rejects.toThrow(RangeError);
  });

  it('refuses a validly signed token whose lifetime exceeds the configured maximum, or issued in the future', async () => {
    // A store allowed ten-year tokens signs one; a store over the same keys with the usual maximum refuses it.
    const lenient = await createKeyStore(options({ maxTokenTtlSeconds: 10 * 365 * 86400 }));
    const longLived = await lenient.signAccessToken({ ...tokenInput, ttlSeconds: 10 * 365 * 86400 });
    expect(await lenient.verifyAccessToken(longLived.token, { audience: AUDIENCE })).toMatchObject({ outcome: 'ok' });
    const strict = await createKeyStore(options());
    expect(await strict.verifyAccessToken(longLived.token, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'bad_claims' });

    const later = testClock();
    later.advance(600);
    const ahead = await createKeyStore(options({ now: later.now }));
    const future = await ahead.signAccessToken(tokenInput);
    expect(await strict.verifyAccessToken(future.token, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'not_yet_valid' });
    later.advance(-597); // within the 5 s skew
    const skewed = await createKeyStore(options({ now: later.now }));
    expect(await strict.verifyAccessToken((await skewed.signAccessToken(tokenInput)).token, { audience: AUDIENCE })).toMatchObject({ outcome: 'ok' });
  });

  it('signs with EdDSA when asked', async () => {
    const ed = await createKeyStore({ ...options(), persistence: createMemoryKeyPersistence(), algorithm: 'EdDSA' });
    const { token } = await ed.signAccessToken(tokenInput);
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    expect((await ed.verifyAccessToken(token, { audience: AUDIENCE })).outcome).toBe('ok');
    expect((await ed.jwks()).keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  });

  describe('rotation', () => {
    it('keeps the old key verifying until its tokens have expired, then retires it', async () => {
      const oldKid = store.currentKid();
      const old = await store.signAccessToken(tokenInput);

      const rotation = await store.rotate();
      expect(rotation.retiringKid).toBe(oldKid);
      expect(rotation.kid).not.toBe(oldKid);
      expect(store.currentKid()).toBe(rotation.kid);
      // Longest token life + reload interval + clock tolerance.
      expect(rotation.retiresAt?.getTime()).toBe(START + (3600 + 60 + 5) * 1000);

      const fresh = await store.signAccessToken(tokenInput);
      expect(fresh.kid).toBe(rotation.kid);
      expect((await store.verifyAccessToken(old.token, { audience: AUDIENCE })).outcome).toBe('ok');
      expect((await store.jwks()).keys.map((key) => key.kid)).toEqual([rotation.kid, oldKid]);

      clock.advance(3600 + 60 + 5);
      expect((await store.jwks()).keys.map((key) => key.kid)).toEqual([rotation.kid]);
      // Past retirement the old kid is unknown, whatever the token's own expiry says.
      expect(await store.verifyAccessToken(old.token, { audience: AUDIENCE })).toEqual({ outcome: 'invalid', reason: 'unknown_kid' });
      expect((await store.verifyAccessToken(fresh.token, { audience: AUDIENCE })).outcome).toBe('expired');
    });

    it('lets another process verify tokens of a key it has not loaded yet', async () => {
      const otherProcess = await createKeyStore(options());
      expect(otherProcess.currentKid()).toBe(store.currentKid());
      await store.rotate();
      const fresh = await store.signAccessToken(tokenInput);
      expect((await otherProcess.verifyAccessToken(fresh.token, { audience: AUDIENCE })).outcome).toBe('ok');
    });

    it('throttles reloads caused by unknown kids', async () => {
      let loads = 0;
      const counting = { load: () => ((loads += 1), persistence.load()), save: persistence.save };
      const watched = await createKeyStore(options({ persistence: counting }));
      const before = loads;
      const stranger = await createKeyStore({ ...options(), persistence: createMemoryKeyPersistence() });
      const { token } = await stranger.signAccessToken(tokenInput);
      for (let i = 0; i < 5; i += 1) await watched.verifyAccessToken(token, { audience: AUDIENCE });
      expect(loads - before).toBe(1);
    });

    it('keeps verifying with the loaded keys when a reload fails, and says so', async () => {
      const failures: unknown[] = [];
      let failing = false;
      const flaky = { load: () => (failing ? Promise.reject(new Error('database down')) : persistence.load()), save: persistence.save };
      const resilient = await createKeyStore(options({ persistence: flaky, onReloadError: (error) => failures.push(error) }));
      const { token } = await resilient.signAccessToken(tokenInput);
      failing = true;
      clock.advance(61);
      expect((await resilient.verifyAccessToken(token, { audience: AUDIENCE })).outcome).toBe('ok');
      expect(failures).toEqual([new Error('database down')]);
      await expect(resilient.refresh()).rejects.toThrow('database down');
    });

    it('settles on one signing key when two processes start on an empty store at once', async () => {
      const [a, b] = await Promise.all([createKeyStore(options()), createKeyStore(options())]);
      clock.advance(61);
      await Promise.all([a.refresh(), b.refresh()]);
      expect(a.currentKid()).toBe(b.currentKid());
      const signing = persistence.rows().filter((row) => row.retiresAt === null);
      expect(signing.map((row) => row.kid)).toEqual([a.currentKid()]);
    });
  });

  describe('persistence', () => {
    it('stores the private key sealed, and publishes only public parts', async () => {
      const [row] = persistence.rows();
      expect(row?.publicJwk).not.toHaveProperty('d');
      expect(row?.sealedPrivateKey).toMatch(/^v2\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/);
      const opened = JSON.parse(secretBox.open(row?.sealedPrivateKey ?? '', `signing-key:${row?.kid}`));
      expect(opened).toHaveProperty('d');
      expect(row?.sealedPrivateKey).not.toContain(opened.d);
      for (const key of (await store.jwks()).keys) {
        expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
      }
    });

    it('reuses stored keys on restart, and stops with a clear error under another encryption key', async () => {
      const restarted = await createKeyStore(options());
      expect(restarted.currentKid()).toBe(store.currentKid());
      await expect(createKeyStore({ ...options(), secretBox: createSecretBox(randomBytes(32)) })).rejects.toThrow(
        /neither SECRETS_ENCRYPTION_KEY.*SECRETS_ENCRYPTION_PREVIOUS_KEYS/,
      );
    });
  });
});
