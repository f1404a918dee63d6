import type { Response } from 'express';
import { ApiError } from '../domain/errors.js';
import { policyForPlan, rateLimitHeaders, type PlanPolicies, type RateLimiter, type RateLimitPolicy } from '../security/rate-limit.js';

// Every response carries the RateLimit-Policy and RateLimit headers. An authenticated request
// spends its credential's budget (API key id, or OAuth client id for access tokens) under its
// plan's policy; anything else (the token endpoint, the key set, a request whose credential
// failed, an unknown path) spends the budget of its client address under the "anonymous" policy.
// Each request spends one budget once.

export interface RateLimitGate {
  /** Spends the credential's budget; throws 429 rate_limited when it is used up. */
  forCredential(res: Response, credential: { credentialId: string; plan: string }): Promise<void>;
  /** Spends the client address's anonymous budget; throws 429 rate_limited when it is used up. */
  forAddress(res: Response, clientIp: string): Promise<void>;
  /** True once this response has been charged to a budget. */
  charged(res: Response): boolean;
  /** Marks a response that spends no budget (the health probes, `x-rate-limited: false`). */
  exempt(res: Response): void;
}

export function anonymousPolicy(limit: number, windowSeconds: number): RateLimitPolicy {
  return Object.freeze({ name: 'anonymous', limit, windowSeconds });
}

export function createRateLimitGate(limiter: RateLimiter, plans: PlanPolicies, anonymous: RateLimitPolicy, onRefused: (policy: string) => void = () => {}): RateLimitGate {
  const charged = new WeakSet<Response>();

  async function spend(res: Response, key: string, policy: RateLimitPolicy): Promise<void> {
    if (charged.has(res)) return;
    charged.add(res);
    const decision = await limiter.consume(key, policy);
    const headers = rateLimitHeaders(decision);
    for (const name in headers) res.setHeader(name, headers[name]!);
    if (!decision.allowed) {
      onRefused(policy.name);
      throw new ApiError('rate_limited', `Rate limit exceeded; retry after ${decision.retryAfterSeconds} seconds.`, [], {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
  }

  return {
    forCredential(res, credential) {
      return spend(res, `cred:${credential.credentialId}`, policyForPlan(credential.plan, plans) ?? anonymous);
    },
    forAddress(res, clientIp) {
      return spend(res, `ip:${clientIp}`, anonymous);
    },
    charged: (res) => charged.has(res),
    exempt: (res) => void charged.add(res),
  };
}
