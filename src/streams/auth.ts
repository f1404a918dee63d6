import type { IncomingMessage } from 'node:http';
import type { Identity } from '../domain/access/credentials.js';
import { ApiError } from '../domain/errors.js';
import { insufficientScope, readBearer, type AccessTokenVerifier } from '../http/authenticate.js';
import { clientAddress } from '../security/ip-allowlist.js';
import { policyForPlan } from '../security/rate-limit.js';
import type { Services } from '../services.js';

// The upgrade request goes through the checks of an HTTP request, with the same functions:
// bearer parsing, API key or access token (plan, IP allowlist, revocation, expiry inside them),
// the scope, and one unit of the credential's rate-limit budget.

export const STREAM_SCOPE = 'streams:read';

/** The bearer credential: the Authorization header, else `?access_token=` (browsers). */
function bearerHeader(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.authorization;
  if (header !== undefined && header !== '') return header;
  const query = url.searchParams.get('access_token');
  return query === null ? undefined : `Bearer ${query}`;
}

export async function authenticateUpgrade(req: IncomingMessage, url: URL, services: Services, accessTokens: AccessTokenVerifier): Promise<Identity> {
  const clientIp = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], services.trustedProxies);
  const bearer = readBearer(bearerHeader(req, url));
  if (bearer.kind === 'missing') {
    throw new ApiError('unauthenticated', 'Send Authorization: Bearer <API key or access token>.', [], { 'WWW-Authenticate': 'Bearer' });
  }
  if (bearer.kind === 'malformed') {
    throw new ApiError('unauthenticated', 'The Authorization header must be "Bearer <token>".', [], { 'WWW-Authenticate': 'Bearer error="invalid_request"' });
  }
  const identity =
    bearer.kind === 'api_key' ? await services.credentials.authenticateApiKey(bearer.token, clientIp) : await accessTokens.verify(bearer.token, clientIp);
  if (!identity.scopes.includes(STREAM_SCOPE)) throw insufficientScope([STREAM_SCOPE]);
  const policy = policyForPlan(identity.plan, services.ratePolicies);
  if (policy) {
    const decision = await services.rateLimiter.consume(`cred:${identity.credentialId}`, policy);
    if (!decision.allowed) {
      throw new ApiError('rate_limited', `Rate limit exceeded; retry after ${decision.retryAfterSeconds} seconds.`, [], {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
  }
  return identity;
}
