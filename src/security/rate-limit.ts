import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract, RateLimiterStoreAbstract } from 'rate-limiter-flexible';

// Fixed-window request budgets per credential (API key id or OAuth client id), one policy per
// plan. In memory by default; in Redis when several processes must share one budget. The
// decision carries what the IETF RateLimit headers announce (draft-ietf-httpapi-ratelimit-headers:
// `RateLimit-Policy: "default";q=600;w=60`, `RateLimit: "default";r=599;t=58`).

export interface RateLimitPolicy {
  /** Policy name in the headers. */
  name: string;
  /** Requests allowed per window (`q`). */
  limit: number;
  /** Window length in seconds (`w`). */
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  policy: RateLimitPolicy;
  limit: number;
  /** Requests left in this window after this one (`r`). */
  remaining: number;
  /** Seconds until the window resets (`t`). */
  resetSeconds: number;
  /** For `Retry-After` on 429; null when allowed. */
  retryAfterSeconds: number | null;
}

export interface RateLimiter {
  consume(credentialKey: string, policy: RateLimitPolicy): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

/** Plan name -> its policy. A plan without an entry has no API access. */
export type PlanPolicies = Readonly<Record<string, RateLimitPolicy>>;

/** The plans with API access. Each credential has one policy, so every policy is named "default". */
export function planPolicies(settings: { proMaxLimit: number; windowSeconds: number }): PlanPolicies {
  return Object.freeze({
    pro_max: Object.freeze({ name: 'default', limit: settings.proMaxLimit, windowSeconds: settings.windowSeconds }),
  });
}

export function policyForPlan(plan: string, policies: PlanPolicies): RateLimitPolicy | null {
  return Object.hasOwn(policies, plan) ? (policies[plan] as RateLimitPolicy) : null;
}

/** Headers for every response; `Retry-After` only when refused. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const name = JSON.stringify(decision.policy.name);
  const headers: Record<string, string> = {
    'RateLimit-Policy': `${name};q=${decision.limit};w=${decision.policy.windowSeconds}`,
    RateLimit: `${name};r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (decision.retryAfterSeconds !== null) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return headers;
}

/** One rate-limiter-flexible instance per distinct policy, made on first use. */
function limiterPerPolicy<T extends RateLimiterAbstract>(make: (policy: RateLimitPolicy, prefix: string) => T) {
  const limiters = new Map<string, T>();
  return (policy: RateLimitPolicy): T => {
    checkPolicy(policy);
    const prefix = `${policy.name}:${policy.limit}:${policy.windowSeconds}`;
    let limiter = limiters.get(prefix);
    if (!limiter) {
      limiter = make(policy, prefix);
      limiters.set(prefix, limiter);
    }
    return limiter;
  };
}

function checkPolicy(policy: RateLimitPolicy): void {
  if (!Number.isInteger(policy.limit) || policy.limit < 1 || !Number.isInteger(policy.windowSeconds) || policy.windowSeconds < 1) {
    throw new RangeError(`Rate-limit policy "${policy.name}" needs a whole limit and window of at least 1.`);
  }
}

async function decide(limiter: RateLimiterAbstract, credentialKey: string, policy: RateLimitPolicy): Promise<RateLimitDecision> {
  try {
    return toDecision(await limiter.consume(credentialKey, 1), policy, true);
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return toDecision(outcome, policy, false);
    throw outcome;
  }
}

function toDecision(res: RateLimiterRes, policy: RateLimitPolicy, allowed: boolean): RateLimitDecision {
  // At least 1 s: a reset "now" would invite a retry storm at the window edge.
  const resetSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return {
    allowed,
    policy,
    limit: policy.limit,
    remaining: allowed ? Math.max(0, res.remainingPoints) : 0,
    resetSeconds,
    retryAfterSeconds: allowed ? null : resetSeconds,
  };
}

/** Budgets held in this process. */
export function createMemoryRateLimiter(): RateLimiter {
  const limiterFor = limiterPerPolicy(
    (policy, prefix) => new RateLimiterMemory({ points: policy.limit, duration: policy.windowSeconds, keyPrefix: prefix }),
  );
  return {
    consume: async (credentialKey, policy) => decide(limiterFor(policy), credentialKey, policy),
    close: async () => {},
  };
}

export interface RedisRateLimiterOptions {
  /** Prefix of every key in Redis, so test runs and deployments sharing a server keep apart. */
  keyPrefix?: string;
  /** Called when Redis fails and the in-memory fallback answered instead. */
  onStoreError?: (error: unknown) => void;
}

/**
 * Budgets in Redis, shared by every process using the same server and prefix. Connects before
 * returning, so a wrong REDIS_URL stops the start with a clear error. When Redis fails later, the
 * decision comes from an in-memory budget (each process then counts alone) and onStoreError is
 * told: a Redis outage degrades the limit instead of failing every request.
 */
export async function createRedisRateLimiter(
  options: RedisRateLimiterOptions & { url: string; connectTimeoutMs?: number },
): Promise<RateLimiter> {
  const redis = new Redis(options.url, {
    lazyConnect: true,
    // Fail at once while disconnected (the fallback answers) instead of queueing requests.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 5000,
  });
  redis.on('error', () => {
    // Reported per request through onStoreError; without a listener ioredis would print each retry.
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis for rate limits: ${(error as Error).message}`);
  }
  return redisBackedLimiter(redis, options, async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

/** The same over a client the caller owns (and closes), for sharing one connection. */
export function createRedisRateLimiterOnClient(redis: Redis, options: RedisRateLimiterOptions = {}): RateLimiter {
  return redisBackedLimiter(redis, options, async () => {});
}

function redisBackedLimiter(redis: Redis, options: RedisRateLimiterOptions, close: () => Promise<void>): RateLimiter {
  const keyPrefix = options.keyPrefix ?? 'etp:rl';
  const inRedis = limiterPerPolicy<RateLimiterStoreAbstract>(
    (policy, prefix) =>
      new RateLimiterRedis({
        storeClient: redis,
        points: policy.limit,
        duration: policy.windowSeconds,
        keyPrefix: `${keyPrefix}:${prefix}`,
        rejectIfRedisNotReady: true,
      }),
  );
  const fallback = createMemoryRateLimiter();
  return {
    async consume(credentialKey, policy) {
      const limiter = inRedis(policy);
      try {
        return await decide(limiter, credentialKey, policy);
      } catch (error) {
        options.onStoreError?.(error);
        return fallback.consume(credentialKey, policy);
      }
    },
    close,
  };
}

/** Redis when a URL is configured, memory otherwise. */
export async function createRateLimiter(options: {
  redisUrl: string | null;
  keyPrefix?: string;
  onStoreError?: (error: unknown) => void;
}): Promise<RateLimiter> {
  if (options.redisUrl === null) return createMemoryRateLimiter();
  return createRedisRateLimiter({
    url: options.redisUrl,
    ...(options.keyPrefix === undefined ? {} : { keyPrefix: options.keyPrefix }),
    ...(options.onStoreError === undefined ? {} : { onStoreError: options.onStoreError }),
  });
}
