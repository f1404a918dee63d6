import type { Request } from 'express';
import type { Context } from 'openapi-backend';
import { bearerMalformed, bearerMissing, readBearer, withBearerChallenge, type AccessTokenVerifier } from '../domain/access/bearer.js';
import type { CredentialService, Identity } from '../domain/access/credentials.js';
import { ApiError } from '../domain/errors.js';
import { SCHEMES, type OperationFacts } from './operations.js';

// Security handlers, bound to the contract's security scheme names. Both schemes arrive as
// `Authorization: Bearer <token>` (src/domain/access/bearer.ts reads it).

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
  if (bearer.kind === 'missing') return bearerMissing();
  if (bearer.kind === 'malformed') return bearerMalformed();
  if (bearer.kind === 'access_token' && operation.scopes.OAuth2 === undefined) {
    return new ApiError('forbidden', 'This operation accepts API keys only; OAuth access tokens cannot use it.');
  }
  for (const scheme of SCHEMES) {
    const result = c.security?.[scheme] as { error?: unknown } | undefined;
    if (result && typeof result === 'object' && result.error instanceof ApiError) return withBearerChallenge(result.error);
  }
  return withBearerChallenge(new ApiError('invalid_api_key', 'The credential is not valid.'));
}

/** Scopes the contract requires for the scheme the caller used. */
export function requiredScopes(operation: OperationFacts, credentialType: Identity['credentialType']): readonly string[] {
  return operation.scopes[credentialType === 'api_key' ? 'ApiKeyAuth' : 'OAuth2'] ?? [];
}
