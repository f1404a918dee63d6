import type { VerifiedAccessToken } from '../../security/access-token-claims.js';
import type { KeyStore } from '../../security/jwt.js';
import { ApiError } from '../errors.js';
import type { CredentialService, Identity } from './credentials.js';

// Bearer credentials, as HTTP requests and stream upgrades both carry them: `Authorization: Bearer
// <token>`, API keys recognised by their `etp_` prefix, everything else treated as an OAuth access
// token. Failures are the API's errors with the RFC 6750 challenge.

export type BearerToken = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'api_key' | 'access_token'; token: string };

/** RFC 6750 section 2.1 (b64token); the scheme name is case-insensitive (RFC 7235 section 2.1). */
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i;

export function readBearer(header: string | string[] | undefined): BearerToken {
  if (header === undefined || header === '') return { kind: 'missing' };
  if (Array.isArray(header)) return { kind: 'malformed' };
  const match = BEARER.exec(header.trim());
  if (!match) return { kind: 'malformed' };
  const token = match[1]!;
  return { kind: token.startsWith('etp_') ? 'api_key' : 'access_token', token };
}

/** No credential at all: 401 with the bare challenge. */
export function bearerMissing(): ApiError {
  return new ApiError('unauthenticated', 'Send Authorization: Bearer <API key or access token>.', [], { 'WWW-Authenticate': 'Bearer' });
}

/** An Authorization header that is not `Bearer <token>`. */
export function bearerMalformed(): ApiError {
  return new ApiError('unauthenticated', 'The Authorization header must be "Bearer <token>".', [], { 'WWW-Authenticate': 'Bearer error="invalid_request"' });
}

/** Every 401 names the scheme to use (RFC 6750 section 3). */
export function withBearerChallenge(error: ApiError): ApiError {
  if (error.status !== 401 || error.headers['WWW-Authenticate'] !== undefined) return error;
  return new ApiError(error.code, error.message, error.details, { ...error.headers, 'WWW-Authenticate': 'Bearer error="invalid_token"' });
}

/**
 * The identity behind an `Authorization: Bearer` header, from the headers alone, for the surfaces
 * outside the contract's operations (the MCP endpoint, stream upgrades): the API key or access
 * token with revocation, expiry, the IP allowlist and the plan, exactly as the operations' security
 * handlers check it (src/http/authenticate.ts), or the same 401 and 403 errors.
 */
export async function authenticateBearer(
  header: string | string[] | undefined,
  clientIp: string,
  credentials: Pick<CredentialService, 'authenticateApiKey'>,
  accessTokens: AccessTokenVerifier,
): Promise<Identity> {
  const bearer = readBearer(header);
  if (bearer.kind === 'missing') throw bearerMissing();
  if (bearer.kind === 'malformed') throw bearerMalformed();
  try {
    return bearer.kind === 'api_key' ? await credentials.authenticateApiKey(bearer.token, clientIp) : await accessTokens.verify(bearer.token, clientIp);
  } catch (error) {
    throw error instanceof ApiError ? withBearerChallenge(error) : error;
  }
}

export interface AccessTokenVerifier {
  verify(token: string, clientIp: string): Promise<Identity>;
}

function invalidToken(code: 'invalid_token' | 'token_expired', message: string): ApiError {
  return new ApiError(code, message, [], { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` });
}

/** Tokens whose signature checked out, until they expire: a client reuses its token for an hour. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Access tokens: the signature and claims (KeyStore), then the client as it is now
 * (CredentialService: revocation, plan, allowlist, scopes), on every request. A signing key is
 * retired only after every token it signed has expired, so a verified token stays verified
 * until its own expiry.
 */
export function accessTokenVerifier(keyStore: KeyStore, credentials: CredentialService, audience: string): AccessTokenVerifier {
  const verifiedTokens = new Map<string, VerifiedAccessToken>();
  return {
    async verify(token, clientIp) {
      let verified = verifiedTokens.get(token);
      if (!verified || verified.expiresAt.getTime() <= Date.now()) {
        const outcome = await keyStore.verifyAccessToken(token, { audience });
        if (outcome.outcome === 'expired') throw invalidToken('token_expired', 'The access token has expired; request a new one.');
        if (outcome.outcome === 'invalid') throw invalidToken('invalid_token', 'The access token is not valid.');
        verified = outcome.token;
        if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
        verifiedTokens.set(token, verified);
      }
      return credentials.resolveAccessToken(verified, clientIp);
    },
  };
}

/** 403 with the RFC 6750 challenge naming the scopes the operation needs. */
export function insufficientScope(missing: readonly string[]): ApiError {
  const scopes = missing.join(' ');
  return new ApiError('insufficient_scope', `This operation needs the scope ${missing.join(', ')}.`, [], {
    'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scopes}"`,
  });
}
