import type { Context } from 'openapi-backend';
import type { CredentialService, Identity } from '../domain/access/credentials.js';
import { ApiError } from '../domain/errors.js';

// Security handlers, bound to the contract's security scheme names. Both schemes arrive as
// `Authorization: Bearer <token>`: API keys are recognised by their `etp_` prefix, everything
// else is treated as an OAuth access token.

export type BearerToken = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'api_key' | 'access_token'; token: string };

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

export function readBearer(header: string | string[] | undefined): BearerToken {
  if (header === undefined || header === '') return { kind: 'missing' };
  if (Array.isArray(header)) return { kind: 'malformed' };
  const match = BEARER.exec(header.trim());
  if (!match) return { kind: 'malformed' };
  const token = match[1]!;
  return { kind: token.startsWith('etp_') ? 'api_key' : 'access_token', token };
}

export interface AccessTokenVerifier {
  verify(token: string): Promise<Identity>;
}

/** Until OAuth tokens are issued, no access token can be valid. */
export const noAccessTokens: AccessTokenVerifier = {
  async verify() {
    throw new ApiError('invalid_token', 'The access token is not valid.');
  },
};

export function securityHandlers(credentials: CredentialService, accessTokens: AccessTokenVerifier) {
  return {
    ApiKeyAuth: async (c: Context): Promise<Identity | false> => {
      const bearer = readBearer(c.request.headers.authorization);
      if (bearer.kind !== 'api_key') return false;
      return credentials.authenticateApiKey(bearer.token);
    },
    OAuth2: async (c: Context): Promise<Identity | false> => {
      const bearer = readBearer(c.request.headers.authorization);
      if (bearer.kind !== 'access_token') return false;
      return accessTokens.verify(bearer.token);
    },
  };
}

/** The identity a satisfied security handler returned, if any. */
export function identityOf(c: Context): Identity | undefined {
  for (const scheme of ['ApiKeyAuth', 'OAuth2']) {
    const result = c.security?.[scheme] as Identity | { error: unknown } | false | undefined;
    if (result && !('error' in result)) return result;
  }
  return undefined;
}

/** Why authentication failed, as precisely as the handlers found out. */
export function authenticationError(c: Context): ApiError {
  const bearer = readBearer(c.request.headers.authorization);
  if (bearer.kind === 'missing') {
    return new ApiError('unauthenticated', 'Send Authorization: Bearer <API key or access token>.', [], { 'WWW-Authenticate': 'Bearer' });
  }
  if (bearer.kind === 'malformed') {
    return new ApiError('unauthenticated', 'The Authorization header must be "Bearer <token>".', [], { 'WWW-Authenticate': 'Bearer error="invalid_request"' });
  }
  for (const scheme of ['ApiKeyAuth', 'OAuth2']) {
    const result = c.security?.[scheme] as { error?: unknown } | undefined;
    if (result && typeof result === 'object' && result.error instanceof ApiError) return result.error;
  }
  return new ApiError('invalid_api_key', 'The credential is not valid.');
}

/** Scopes the contract requires for the scheme the caller used. */
export function requiredScopes(c: Context, identity: Identity): string[] {
  const scheme = identity.credentialType === 'api_key' ? 'ApiKeyAuth' : 'OAuth2';
  const requirements = (c.operation?.security ?? []) as Array<Record<string, string[]>>;
  return requirements.find((r) => scheme in r)?.[scheme] ?? [];
}
