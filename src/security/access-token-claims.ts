import { decodeProtectedHeader, errors as joseErrors } from 'jose';
import type { JWTPayload } from 'jose';
import { jsonWebKeySetKeysAlgValues, type components } from '../../generated/openapi.js';
import type { KeyMode } from './secrets.js';

// What an access token carries and how its parts are checked: the input a token is signed from,
// the header and claims a verification reads, and the typed outcome it returns (jwt.ts signs and
// verifies with the keys).

/** The algorithms the JWKS publishes (the contract's JsonWebKeySet). */
export type SigningAlgorithm = components['schemas']['JsonWebKeySet']['keys'][number]['alg'];
export const SIGNING_ALGORITHMS: readonly string[] = jsonWebKeySetKeysAlgValues;
const MAX_TOKEN_LENGTH = 8192;
/** RFC 6749 scope-token: printable ASCII except space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

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

export function checkTokenInput(input: AccessTokenInput, ttlSeconds: number, maxTtlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > maxTtlSeconds) {
    throw new RangeError(`ttlSeconds must be a whole number from 1 to ${maxTtlSeconds}, got ${ttlSeconds}.`);
  }
  for (const scope of input.scopes) {
    if (!SCOPE_TOKEN.test(scope)) throw new RangeError(`"${scope}" is not a valid OAuth scope token.`);
  }
  if (input.mode !== 'live' && input.mode !== 'test') throw new RangeError(`mode must be live or test.`);
}

/** Looks at the header only: the cheap checks that need no key. */
export function readHeader(token: string): { alg: string; kid: string } | { reason: InvalidTokenReason } {
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

export function verificationFailure(error: unknown): AccessTokenVerification {
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
export function readClaims(payload: JWTPayload, kid: string, audience: string): VerifiedAccessToken | null {
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
