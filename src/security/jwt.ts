import type { components } from '../../generated/openapi.js';
import {
  SignJWT,
  calculateJwkThumbprint,
  decodeProtectedHeader,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
} from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import type { SecretBox } from './encryption.js';
import type { KeyMode } from './secrets.js';

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

export type SigningAlgorithm = 'ES256' | 'EdDSA';
const SIGNING_ALGORITHMS: readonly string[] = ['ES256', 'EdDSA'] satisfies SigningAlgorithm[];

const TOKEN_TYPE = 'at+jwt';
const MAX_TOKEN_LENGTH = 8192;
const DEFAULT_TTL_SECONDS = 3600;
/** RFC 6749 scope-token: printable ASCII except space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

/** One signing key as the database keeps it. The private half is sealed (see encryption.ts). */
export interface StoredSigningKey {
  kid: string;
  alg: SigningAlgorithm;
  /** Public JWK including kid, alg and `use: sig`: what `/.well-known/jwks.json` publishes. */
  publicJwk: JWK;
  /** Private JWK as JSON, sealed with AES-256-GCM under the context `signing-key:<kid>`. */
  sealedPrivateKey: string;
  /** RFC 3339. */
  createdAt: string;
  /** RFC 3339; null while the key may still become or stay current. */
  retiresAt: string | null;
}

/** Implemented over the database by the pipeline; `save` inserts or replaces by `kid`. */
export interface KeyPersistence {
  load(): Promise<StoredSigningKey[]>;
  save(key: StoredSigningKey): Promise<void>;
}

export interface AccessTokenInput {
  accountId: string;
  mode: KeyMode;
  scopes: readonly string[];
  clientId: string;
  audience: string;
  ttlSeconds?: number;
}

export interface SignedAccessToken {
  token: string;
  kid: string;
  tokenId: string;
  expiresInSeconds: number;
  expiresAt: Date;
}

/** What a verified token says, in the service's own terms. */
export interface VerifiedAccessToken {
  accountId: string;
  mode: KeyMode;
  scopes: string[];
  clientId: string;
  audience: string;
  tokenId: string;
  kid: string;
  issuedAt: Date;
  expiresAt: Date;
}

export type InvalidTokenReason =
  | 'malformed'
  | 'alg_not_allowed'
  | 'unknown_kid'
  | 'bad_signature'
  | 'wrong_type'
  | 'wrong_audience'
  | 'wrong_issuer'
  | 'not_yet_valid'
  | 'bad_claims';

export type AccessTokenVerification =
  | { outcome: 'ok'; token: VerifiedAccessToken }
  | { outcome: 'expired' }
  | { outcome: 'invalid'; reason: InvalidTokenReason };

/** The key set as the contract publishes it. */
export type JsonWebKeySet = components['schemas']['JsonWebKeySet'];
type PublicJwk = JsonWebKeySet['keys'][number];

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

/** What a signing key's sealed private half is bound to (src/db/sealed-values.ts re-seals it). */
export function signingKeySealContext(kid: string): string {
  return `signing-key:${kid}`;
}

function newestFirst(a: StoredSigningKey, b: StoredSigningKey): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 ? byTime : a.kid < b.kid ? 1 : -1;
}

function publicJwk(stored: StoredSigningKey): PublicJwk {
  const { kty: type, crv, x, y } = stored.publicJwk;
  const kty = type === 'EC' ? 'EC' : type === 'OKP' ? 'OKP' : undefined;
  if (!kty) throw new Error(`signing key ${stored.kid} has key type ${String(type)}`);
  return { kty, crv, x, ...(y === undefined ? {} : { y }), kid: stored.kid, alg: stored.alg, use: 'sig' };
}

function checkTokenInput(input: AccessTokenInput, ttlSeconds: number, maxTtlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > maxTtlSeconds) {
    throw new RangeError(`ttlSeconds must be a whole number from 1 to ${maxTtlSeconds}, got ${ttlSeconds}.`);
  }
  for (const scope of input.scopes) {
    if (!SCOPE_TOKEN.test(scope)) throw new RangeError(`"${scope}" is not a valid OAuth scope token.`);
  }
  if (input.mode !== 'live' && input.mode !== 'test') throw new RangeError(`mode must be live or test.`);
}

/** Looks at the header only: the cheap checks that need no key. */
function readHeader(token: string): { alg: string; kid: string } | { reason: InvalidTokenReason } {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || token.split('.').length !== 3) {
    return { reason: 'malformed' };
  }
  let header: { alg?: unknown; kid?: unknown };
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return { reason: 'malformed' };
  }
  if (typeof header.alg !== 'string' || !SIGNING_ALGORITHMS.includes(header.alg)) return { reason: 'alg_not_allowed' };
  if (typeof header.kid !== 'string' || header.kid === '') return { reason: 'unknown_kid' };
  return { alg: header.alg, kid: header.kid };
}

function verificationFailure(error: unknown): AccessTokenVerification {
  if (error instanceof joseErrors.JWTExpired) return { outcome: 'expired' };
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return { outcome: 'invalid', reason: 'bad_signature' };
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return { outcome: 'invalid', reason: 'alg_not_allowed' };
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    const byClaim: Record<string, InvalidTokenReason> = {
      typ: 'wrong_type',
      aud: 'wrong_audience',
      iss: 'wrong_issuer',
      nbf: 'not_yet_valid',
    };
    return { outcome: 'invalid', reason: byClaim[error.claim] ?? 'bad_claims' };
  }
  if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return { outcome: 'invalid', reason: 'malformed' };
  throw error;
}

/** Checks the service's own claims; null when any is missing or of the wrong shape. */
function readClaims(payload: JWTPayload, kid: string, audience: string): VerifiedAccessToken | null {
  const { account_id: accountId, mode, scope, client_id: clientId, jti, iat, exp } = payload;
  if (typeof accountId !== 'string' || accountId === '') return null;
  if (mode !== 'live' && mode !== 'test') return null;
  if (typeof scope !== 'string' || typeof clientId !== 'string' || clientId !== payload.sub) return null;
  if (typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null;
  return {
    accountId,
    mode,
    scopes: scope === '' ? [] : scope.split(' '),
    clientId,
    audience,
    tokenId: jti,
    kid,
    issuedAt: new Date(iat * 1000),
    expiresAt: new Date(exp * 1000),
  };
}

/** Keeps copies, as a database would, so tests see exactly what gets stored. */
export function createMemoryKeyPersistence(initial: StoredSigningKey[] = []): KeyPersistence & { rows(): StoredSigningKey[] } {
  const rows = new Map(initial.map((key) => [key.kid, structuredClone(key)]));
  return {
    async load() {
      return [...rows.values()].map((key) => structuredClone(key));
    },
    async save(key) {
      rows.set(key.kid, structuredClone(key));
    },
    rows: () => [...rows.values()].map((key) => structuredClone(key)),
  };
}
