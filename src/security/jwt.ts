import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { SIGNING_ALGORITHMS, checkTokenInput, readClaims, readHeader, verificationFailure } from './access-token-claims.js';
import type { AccessTokenInput, AccessTokenVerification, SignedAccessToken, SigningAlgorithm, VerifiedAccessToken } from './access-token-claims.js';
import type { SecretBox } from './encryption.js';
import { newestFirst, publicJwk, signingKeySealContext } from './signing-keys.js';
import type { JsonWebKeySet, KeyPersistence, StoredSigningKey } from './signing-keys.js';

// OAuth 2.0 access tokens: JWTs in the RFC 9068 profile (`typ: at+jwt`, `iss`, `sub`, `aud`,
// `exp`, `iat`, `jti`, `client_id`, `scope`) plus `account_id` and `mode`, signed with an
// asymmetric key whose `kid` is its RFC 7638 thumbprint. Verification returns typed outcomes
// instead of throwing, so the HTTP layer maps each to its error code in one place.
//
// Key life cycle: the newest key without `retiresAt` signs; `rotate()` makes a new one and gives
// the old one `retiresAt = now + longest token life + reload interval + clock tolerance`, so every
// token it signed (in this process or in another that has not reloaded yet) expires before the key
// stops verifying. Retired keys leave the JWKS and are refused. Several processes share keys
// through the persistence: each reloads every `reloadIntervalSeconds`, and at once (throttled)
// when it meets an unknown `kid`.

const TOKEN_TYPE = 'at+jwt';
const DEFAULT_TTL_SECONDS = 3600;

export interface RotationResult {
  kid: string;
  retiringKid: string | null;
  retiresAt: Date | null;
}

export interface KeyStore {
  signAccessToken(input: AccessTokenInput): Promise<SignedAccessToken>;
  verifyAccessToken(token: string, options: { audience: string }): Promise<AccessTokenVerification>;
  /** The keys that still verify, for `/.well-known/jwks.json`; the signing key first. */
  jwks(): Promise<JsonWebKeySet>;
  rotate(): Promise<RotationResult>;
  /** Reloads keys from the persistence now (normally done on a timer and on unknown kids). */
  refresh(): Promise<void>;
  currentKid(): string;
}

export interface KeyStoreOptions {
  persistence: KeyPersistence;
  /** Seals and opens private keys (createSecretBox(resolveEncryptionKey(...).key)). */
  secretBox: SecretBox;
  /** `iss` of every token, and required on verification (the public base URL). */
  issuer: string;
  algorithm?: SigningAlgorithm;
  /** Longest token life signAccessToken accepts; sets how long a rotated key keeps verifying. */
  maxTokenTtlSeconds?: number;
  clockToleranceSeconds?: number;
  reloadIntervalSeconds?: number;
  /** Least time between reloads caused by unknown kids (they could be sent on purpose). */
  unknownKidReloadSeconds?: number;
  /** Verified tokens remembered so a client reusing its token skips the signature check. */
  verifiedTokenCacheSize?: number;
  /** A background reload failed; the keys already loaded stay in use until the next attempt. */
  onReloadError?: (error: unknown) => void;
  now?: () => Date;
}

interface LoadedKey {
  stored: StoredSigningKey;
  publicKey: CryptoKey;
  retiresAt: Date | null;
}

interface CachedVerification {
  token: VerifiedAccessToken;
}

/** Loads the keys (making the first one when there is none) and returns the store. */
export async function createKeyStore(options: KeyStoreOptions): Promise<KeyStore> {
  const settings = {
    algorithm: options.algorithm ?? 'ES256',
    maxTokenTtlSeconds: options.maxTokenTtlSeconds ?? DEFAULT_TTL_SECONDS,
    clockToleranceSeconds: options.clockToleranceSeconds ?? 5,
    reloadIntervalSeconds: options.reloadIntervalSeconds ?? 60,
    unknownKidReloadSeconds: options.unknownKidReloadSeconds ?? 10,
    verifiedTokenCacheSize: options.verifiedTokenCacheSize ?? 10_000,
    now: options.now ?? (() => new Date()),
  };
  const { persistence, secretBox, issuer } = options;
  const retireAfterSeconds = settings.maxTokenTtlSeconds + settings.reloadIntervalSeconds + settings.clockToleranceSeconds;

  let keys = new Map<string, LoadedKey>();
  let current: { kid: string; privateKey: CryptoKey } | null = null;
  let loadedAt = 0;
  let lastUnknownKidReload = Number.NEGATIVE_INFINITY;
  let reloading: Promise<void> | null = null;
  const verified = new Map<string, CachedVerification>();

  const nowMs = () => settings.now().getTime();

  async function generateKey(): Promise<StoredSigningKey> {
    const pair = await generateKeyPair(settings.algorithm, { extractable: true });
    const publicParts = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicParts);
    const privateJwk = await exportJWK(pair.privateKey);
    return {
      kid,
      alg: settings.algorithm,
      publicJwk: { ...publicParts, kid, alg: settings.algorithm, use: 'sig' },
      sealedPrivateKey: secretBox.seal(JSON.stringify(privateJwk), signingKeySealContext(kid)),
      createdAt: settings.now().toISOString(),
      retiresAt: null,
    };
  }

  async function importPublic(stored: StoredSigningKey): Promise<LoadedKey> {
    const known = keys.get(stored.kid);
    const publicKey = known ? known.publicKey : ((await importJWK(stored.publicJwk, stored.alg)) as CryptoKey);
    return {
      stored,
      publicKey,
      retiresAt: stored.retiresAt === null ? null : new Date(stored.retiresAt),
    };
  }

  async function importPrivate(stored: StoredSigningKey): Promise<CryptoKey> {
    const privateJwk = JSON.parse(secretBox.open(stored.sealedPrivateKey, signingKeySealContext(stored.kid))) as JWK;
    return (await importJWK(privateJwk, stored.alg)) as CryptoKey;
  }

  /** Of several keys without retiresAt (two processes started at once), the newest signs; the others retire. */
  async function retireSuperseded(candidates: StoredSigningKey[], newest: StoredSigningKey): Promise<void> {
    for (const key of candidates) {
      if (key.kid === newest.kid) continue;
      const retiring = { ...key, retiresAt: new Date(nowMs() + retireAfterSeconds * 1000).toISOString() };
      await persistence.save(retiring);
      Object.assign(key, retiring);
    }
  }

  async function reload(): Promise<void> {
    const now = nowMs();
    const stored = (await persistence.load()).filter((key) => key.retiresAt === null || Date.parse(key.retiresAt) > now);
    let candidates = stored.filter((key) => key.retiresAt === null).sort(newestFirst);
    if (candidates.length === 0) {
      const fresh = await generateKey();
      await persistence.save(fresh);
      stored.push(fresh);
      candidates = [fresh];
    }
    const newest = candidates[0] as StoredSigningKey;
    await retireSuperseded(candidates, newest);

    const next = new Map<string, LoadedKey>();
    for (const key of stored) next.set(key.kid, await importPublic(key));
    const privateKey = current?.kid === newest.kid ? current.privateKey : await importPrivate(newest);
    keys = next;
    current = { kid: newest.kid, privateKey };
    loadedAt = now;
    forgetTokensOfDroppedKeys();
  }

  function forgetTokensOfDroppedKeys(): void {
    for (const [token, entry] of verified) if (!keys.has(entry.token.kid)) verified.delete(token);
  }

  /** Coalesces concurrent reloads into one. */
  function reloadOnce(): Promise<void> {
    reloading ??= reload().finally(() => {
      reloading = null;
    });
    return reloading;
  }

  async function ensureFresh(): Promise<void> {
    if (nowMs() - loadedAt >= settings.reloadIntervalSeconds * 1000) await reloadInBackground();
  }

  /** A database hiccup must not fail requests while the loaded keys are still good. */
  async function reloadInBackground(): Promise<void> {
    try {
      await reloadOnce();
    } catch (error) {
      loadedAt = nowMs();
      options.onReloadError?.(error);
    }
  }

  async function activeKey(kid: string): Promise<LoadedKey | null> {
    await ensureFresh();
    const key = keys.get(kid) ?? (await reloadForUnknownKid(kid));
    if (!key) return null;
    return key.retiresAt === null || key.retiresAt.getTime() > nowMs() ? key : null;
  }

  async function reloadForUnknownKid(kid: string): Promise<LoadedKey | null> {
    if (nowMs() - lastUnknownKidReload < settings.unknownKidReloadSeconds * 1000) return null;
    lastUnknownKidReload = nowMs();
    await reloadInBackground();
    return keys.get(kid) ?? null;
  }

  function remember(token: string, entry: CachedVerification): void {
    if (settings.verifiedTokenCacheSize <= 0) return;
    if (verified.size >= settings.verifiedTokenCacheSize) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, entry);
  }

  function fromCache(token: string, audience: string): AccessTokenVerification | null {
    const entry = verified.get(token);
    if (!entry || entry.token.audience !== audience) return null;
    if (entry.token.expiresAt.getTime() <= nowMs() - settings.clockToleranceSeconds * 1000) {
      verified.delete(token);
      return { outcome: 'expired' };
    }
    return { outcome: 'ok', token: entry.token };
  }

  async function signAccessToken(input: AccessTokenInput): Promise<SignedAccessToken> {
    const ttlSeconds = input.ttlSeconds ?? DEFAULT_TTL_SECONDS;
    checkTokenInput(input, ttlSeconds, settings.maxTokenTtlSeconds);
    await ensureFresh();
    const signer = current as { kid: string; privateKey: CryptoKey };
    const issuedAtSeconds = Math.floor(nowMs() / 1000);
    const expiresAtSeconds = issuedAtSeconds + ttlSeconds;
    const tokenId = randomUUID();
    const token = await new SignJWT({
      client_id: input.clientId,
      scope: input.scopes.join(' '),
      account_id: input.accountId,
      mode: input.mode,
    })
      .setProtectedHeader({ alg: (keys.get(signer.kid) as LoadedKey).stored.alg, kid: signer.kid, typ: TOKEN_TYPE })
      .setIssuer(issuer)
      .setSubject(input.clientId)
      .setAudience(input.audience)
      .setIssuedAt(issuedAtSeconds)
      .setExpirationTime(expiresAtSeconds)
      .setJti(tokenId)
      .sign(signer.privateKey);
    return { token, kid: signer.kid, tokenId, expiresInSeconds: ttlSeconds, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  async function verifyAccessToken(token: string, { audience }: { audience: string }): Promise<AccessTokenVerification> {
    const header = readHeader(token);
    if ('reason' in header) return { outcome: 'invalid', reason: header.reason };
    const key = await activeKey(header.kid);
    if (!key) return { outcome: 'invalid', reason: 'unknown_kid' };
    if (key.stored.alg !== header.alg) return { outcome: 'invalid', reason: 'alg_not_allowed' };
    const cached = fromCache(token, audience);
    if (cached) return cached;

    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key.publicKey, {
        algorithms: [key.stored.alg],
        typ: TOKEN_TYPE,
        issuer,
        audience,
        requiredClaims: ['exp', 'iat', 'jti', 'sub'],
        clockTolerance: settings.clockToleranceSeconds,
        currentDate: settings.now(),
      }));
    } catch (error) {
      return verificationFailure(error);
    }
    // A signature alone does not bound a token's life: one issued for ten years, or dated ahead, is refused.
    const issuedAt = payload.iat as number;
    if (issuedAt > nowMs() / 1000 + settings.clockToleranceSeconds) return { outcome: 'invalid', reason: 'not_yet_valid' };
    if ((payload.exp as number) - issuedAt > settings.maxTokenTtlSeconds) return { outcome: 'invalid', reason: 'bad_claims' };
    const verifiedToken = readClaims(payload, header.kid, audience);
    if (!verifiedToken) return { outcome: 'invalid', reason: 'bad_claims' };
    remember(token, { token: verifiedToken });
    return { outcome: 'ok', token: verifiedToken };
  }

  async function jwks(): Promise<JsonWebKeySet> {
    await ensureFresh();
    const now = nowMs();
    const live = [...keys.values()].filter((key) => key.retiresAt === null || key.retiresAt.getTime() > now);
    const signingFirst = (a: LoadedKey, b: LoadedKey) =>
      Number(a.stored.kid !== current?.kid) - Number(b.stored.kid !== current?.kid) || newestFirst(a.stored, b.stored);
    return { keys: live.sort(signingFirst).map((key) => publicJwk(key.stored)) };
  }

  async function rotate(): Promise<RotationResult> {
    await reloadOnce();
    const previous = current ? keys.get(current.kid) : undefined;
    const fresh = await generateKey();
    await persistence.save(fresh);
    let retiresAt: Date | null = null;
    if (previous) {
      retiresAt = new Date(nowMs() + retireAfterSeconds * 1000);
      await persistence.save({ ...previous.stored, retiresAt: retiresAt.toISOString() });
    }
    await reloadOnce();
    return { kid: fresh.kid, retiringKid: previous?.stored.kid ?? null, retiresAt };
  }

  await reload();
  return {
    signAccessToken,
    verifyAccessToken,
    jwks,
    rotate,
    refresh: reloadOnce,
    currentKid: () => (current as { kid: string }).kid,
  };
}

