import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  createRedisRateLimiterOnClient,
  planPolicies,
  policyForPlan,
  rateLimitHeaders,
} from '../../../src/security/rate-limit.js';
import type { RateLimitDecision, RateLimitPolicy, RateLimiter } from '../../../src/security/rate-limit.js';

const policy: RateLimitPolicy = { name: 'default', limit: 3, windowSeconds: 60 };

async function consumeTimes(limiter: RateLimiter, key: string, times: number, p = policy): Promise<RateLimitDecision[]> {
  const decisions: RateLimitDecision[] = [];
  for (let i = 0; i < times; i += 1) decisions.push(await limiter.consume(key, p));
  return decisions;
}

describe('plan policies', () => {
  const policies = planPolicies({ proMaxLimit: 600, windowSeconds: 60 });

  it('gives Pro Max its configured budget and other plans none', () => {
    expect(policyForPlan('pro_max', policies)).toEqual({ name: 'default', limit: 600, windowSeconds: 60 });
    expect(policyForPlan('free', policies)).toBeNull();
    expect(policyForPlan('__proto__', policies)).toBeNull();
    expect(policyForPlan('toString', policies)).toBeNull();
  });
});

describe('rateLimitHeaders', () => {
  it('formats the IETF draft fields, with Retry-After only when refused', () => {
    const allowed: RateLimitDecision = {
      allowed: true,
      policy: { name: 'default', limit: 600, windowSeconds: 60 },
      limit: 600,
      remaining: 599,
      resetSeconds: 58,
      retryAfterSeconds: null,
    };
    expect(rateLimitHeaders(allowed)).toEqual({
      'RateLimit-Policy': '"default";q=600;w=60',
      RateLimit: '"default";r=599;t=58',
    });
    expect(rateLimitHeaders({ ...allowed, allowed: false, remaining: 0, retryAfterSeconds: 58 })).toEqual({
      'RateLimit-Policy': '"default";q=600;w=60',
      RateLimit: '"default";r=0;t=58',
      'Retry-After': '58',
    });
  });
});

describe('memory rate limiter', () => {
  it('allows the budget, then refuses with a retry time', async () => {
    const limiter = createMemoryRateLimiter();
    const decisions = await consumeTimes(limiter, 'key_a', 4);
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    const first = decisions[0] as RateLimitDecision;
    expect(first.limit).toBe(3);
    expect(first.resetSeconds).toBeGreaterThanOrEqual(59);
    expect(first.resetSeconds).toBeLessThanOrEqual(60);
    expect(first.retryAfterSeconds).toBeNull();
    const refused = decisions[3] as RateLimitDecision;
    expect(refused.retryAfterSeconds).toBe(refused.resetSeconds);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('keeps one budget per credential and per policy', async () => {
    const limiter = createMemoryRateLimiter();
    await consumeTimes(limiter, 'key_a', 3);
    expect((await limiter.consume('key_a', policy)).allowed).toBe(false);
    expect((await limiter.consume('key_b', policy)).allowed).toBe(true);
    expect((await limiter.consume('key_a', { ...policy, limit: 10 })).allowed).toBe(true);
  });

  it('refuses nonsensical policies', async () => {
    const limiter = createMemoryRateLimiter();
    await expect(limiter.consume('key_a', { ...policy, limit: 0 })).rejects.toThrow(RangeError);
    await expect(limiter.consume('key_a', { ...policy, windowSeconds: 0.5 })).rejects.toThrow(RangeError);
  });

  it('is what createRateLimiter gives without a Redis URL', async () => {
    const limiter = await createRateLimiter({ redisUrl: null });
    expect((await limiter.consume('key_a', policy)).remaining).toBe(2);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('redis rate limiter (REDIS_URL)', () => {
  const url = redisUrl as string;
  const keyPrefix = `etp-test:${randomUUID()}`;
  let admin: Redis;

  beforeAll(() => {
    admin = new Redis(url);
  });

  afterAll(async () => {
    const keys = await admin.keys(`${keyPrefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('shares one budget between two limiter instances (two processes)', async () => {
    const shared: RateLimitPolicy = { name: 'default', limit: 10, windowSeconds: 60 };
    const [first, second] = await Promise.all([
      createRedisRateLimiter({ url, keyPrefix }),
      createRedisRateLimiter({ url, keyPrefix }),
    ]);
    try {
      const attempts = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? first : second).consume('key_shared', shared));
      const decisions = await Promise.all(attempts);
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      const remainders = decisions.filter((d) => d.allowed).map((d) => d.remaining).sort((a, b) => a - b);
      expect(remainders).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const refused = decisions.find((d) => !d.allowed);
      expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('is what createRateLimiter gives with a Redis URL', async () => {
    const limiter = await createRateLimiter({ redisUrl: url, keyPrefix });
    try {
      await limiter.consume('key_factory', policy);
      expect(await admin.keys(`${keyPrefix}:*key_factory`)).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });

  it('answers from memory and reports the error when Redis is gone', async () => {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
    client.on('error', () => {});
    await client.connect();
    const errors: unknown[] = [];
    const limiter = createRedisRateLimiterOnClient(client, { keyPrefix, onStoreError: (error) => errors.push(error) });
    expect((await limiter.consume('key_outage', policy)).remaining).toBe(2);
    await expect(limiter.consume('key_outage', { ...policy, limit: -1 })).rejects.toThrow(RangeError);
    expect(errors).toHaveLength(0);
    client.disconnect();
    const decision = await limiter.consume('key_outage', policy);
    expect(decision.allowed).toBe(true);
    expect(decision.remaining).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('fails at start with a clear message when Redis cannot be reached', async () => {
    await expect(createRedisRateLimiter({ url: 'redis://127.0.0.1:1', connectTimeoutMs: 1000 })).rejects.toThrow(
      /Cannot reach Redis for rate limits/,
    );
  });
});
