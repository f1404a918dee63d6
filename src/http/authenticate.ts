import type { Request } from 'express';
import type { Context } from 'openapi-backend';
import type { CredentialService, Identity } from '../domain/access/credentials.js';
import { ApiError } from '../domain/errors.js';
import type { VerifiedAccessToken } from '../security/access-token-claims.js';
import type { KeyStore } from '../security/jwt.js';
import { SCHEMES, type OperationFacts } from './operations.js';

// Security handlers, bound to the contract's security scheme names. Both schemes arrive as
// `Authorization: Bearer <token>`: API keys are recognised by their `etp_` prefix, everything
// else is treated as an OAuth access token.

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

/** The client address, set on the request by the client-address step of the pipeline. */
export type ClientIpOf = (req: Request) => string;

export function securityHandlers(credentials: CredentialService, accessTokens: AccessTokenVerifier, clientIpOf: ClientIpOf) {
  return {
    ApiKeyAuth: async (c: Context, req: Request): Promise<Identity | false> => {
      const bearer = readBearer(c.request.headers.authorization);
      if (bearer.kind !== 'api_key') return false;
      return credentials.authenticateApiKey(bearer.token, clientIpOf(req));
    },
    OAuth2: async (c: Context, req: Request): Promise<Identity | false> => {
      const bearer = readBearer(c.request.headers.authorization);
      if (bearer.kind !== 'access_token') return false;
      return accessTokens.verify(bearer.token, clientIpOf(req));
    },
  };
}

/** The identity a satisfied security handler returned, if any. */
export function identityOf(c: Context): Identity | undefined {
  for (const scheme of SCHEMES) {
    const result = c.security?.[scheme] as Identity | { error: unknown } | false | undefined;
    if (result && !('error' in result)) return result;
  }
  return undefined;
}

/** Why authentication failed, as precisely as the handlers found out. */
export function authenticationError(c: Context, operation: OperationFacts): ApiError {
  const bearer = readBearer(c.request.headers.authorization);
  if (bearer.kind === 'missing') {
    return new ApiError('unauthenticated', 'Send Authorization: Bearer <API key or access token>.', [], { 'WWW-Authenticate': 'Bearer' });
  }
  if (bearer.kind === 'malformed') {
    return new ApiError('unauthenticated', 'The Authorization header must be "Bearer <token>".', [], { 'WWW-Authenticate': 'Bearer error="invalid_request"' });
  }
  if (bearer.kind === 'access_token' && operation.scopes.OAuth2 === undefined) {
    return new ApiError('forbidden', 'This operation accepts API keys only; OAuth access tokens cannot use it.');
  }
  for (const scheme of SCHEMES) {
    const result = c.security?.[scheme] as { error?: unknown } | undefined;
    if (result && typeof result === 'object' && result.error instanceof ApiError) return withChallenge(result.error);
  }
  return withChallenge(new ApiError('invalid_api_key', 'The credential is not valid.'));
}

/** Every 401 names the scheme to use (RFC 6750 section 3). */
function withChallenge(error: ApiError): ApiError {
  if (error.status !== 401 || error.headers['WWW-Authenticate'] !== undefined) return error;
  return new ApiError(error.code, error.message, error.details, { ...error.headers, 'WWW-Authenticate': 'Bearer error="invalid_token"' });
}

/** Scopes the contract requires for the scheme the caller used. */
export function requiredScopes(operation: OperationFacts, credentialType: Identity['credentialType']): readonly string[] {
  return operation.scopes[credentialType === 'api_key' ? 'ApiKeyAuth' : 'OAuth2'] ?? [];
}

/** 403 with the RFC 6750 challenge naming the scopes the operation needs. */
export function insufficientScope(missing: readonly string[]): ApiError {
  const scopes = missing.join(' ');
  return new ApiError('insufficient_scope', `This operation needs the scope ${missing.join(', ')}.`, [], {
    'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scopes}"`,
  });
}
