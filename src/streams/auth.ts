import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import { authenticateBearer, insufficientScope, readBearer, type AccessTokenVerifier } from '../domain/access/bearer.js';
import type { CredentialService, Identity } from '../domain/access/credentials.js';
import { ApiError } from '../domain/errors.js';
import { clientAddress, type CidrRange } from '../security/ip-allowlist.js';
import { policyForPlan, type PlanPolicies, type RateLimiter } from '../security/rate-limit.js';
import type { TicketStore } from './tickets.js';

// The upgrade request goes through the checks of an HTTP request, with the same functions:
// bearer parsing, API key or access token (plan, IP allowlist, revocation, expiry inside them),
// the scope, and one unit of the credential's rate-limit budget.

export const STREAM_SCOPE = 'streams:read';

/** What the upgrade checks use of the services (src/services.ts). */
export interface UpgradeServices {
  credentials: CredentialService;
  streamTickets: TicketStore;
  rateLimiter: RateLimiter;
  ratePolicies: PlanPolicies;
  /** TRUSTED_PROXIES, compiled. */
  trustedProxies: readonly CidrRange[];
}

/** The bearer credential: the Authorization header, else `?access_token=` (browsers). */
function bearerHeader(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.authorization;
  if (header !== undefined && header !== '') return header;
  const query = url.searchParams.get('access_token');
  return query === null ? undefined : `Bearer ${query}`;
}

/** Who opened a connection, from where, and until when their credential holds at the latest. */
export interface UpgradeGrant {
  identity: Identity;
  clientIp: string;
  /** The access token's expiry (also for a ticket created with one); null for an API key. */
  expiresAt: Date | null;
}

/** The `exp` of a bearer access token already verified; null for API keys and anything else. */
export function bearerExpiry(header: string | undefined): Date | null {
  const bearer = readBearer(header);
  if (bearer.kind !== 'access_token') return null;
  try {
    const { exp } = decodeJwt(bearer.token);
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

export async function authenticateUpgrade(req: IncomingMessage, url: URL, services: UpgradeServices, accessTokens: AccessTokenVerifier): Promise<UpgradeGrant> {
  const clientIp = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], services.trustedProxies);
  const header = bearerHeader(req, url);
  const ticket = url.searchParams.get('ticket');
  if (header === undefined && ticket !== null) return redeemTicket(ticket, clientIp, services);
  const identity = await authenticateBearer(header, clientIp, services.credentials, accessTokens);
  return { identity: await authorize(identity, services), clientIp, expiresAt: bearerExpiry(header) };
}

/** A ticket carries the identity checked when it was issued; it opens one connection from the same address. */
async function redeemTicket(ticket: string, clientIp: string, services: UpgradeServices): Promise<UpgradeGrant> {
  const grant = await services.streamTickets.redeem(ticket);
  if (!grant) throw new ApiError('unauthenticated', 'The stream ticket is unknown, already used or expired; create a new one.', [], { 'WWW-Authenticate': 'Bearer' });
  if (grant.clientIp !== clientIp) throw new ApiError('ip_not_allowed', 'A stream ticket opens a connection only from the address that created it.');
  // The credential as it is now, not as it was when the ticket was issued.
  const identity = await services.credentials.recheck(grant.identity, clientIp);
  const expiresAt = grant.credentialExpiresAt ? new Date(grant.credentialExpiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw new ApiError('token_expired', 'The access token that created the ticket has expired; request a new one.');
  return { identity: await authorize(identity, services), clientIp, expiresAt };
}

async function authorize(identity: Identity, services: UpgradeServices): Promise<Identity> {
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
