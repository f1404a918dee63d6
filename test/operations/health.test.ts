import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { loadAll } from '../../src/domain/reference/load-all.js';
import { createReadiness } from '../../src/lifecycle/readiness.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The probes of load balancers and orchestrators: outside the API prefixes, open, never rate
// limited, and readiness tells the truth about the dependencies (503 in the envelope when not ready).

let app: TestApp;

beforeAll(async () => {
  // A tiny anonymous budget: probes must not spend it.
  // With the servers, Redis too (readiness checks it; budgets under a prefix of this run's own).
  const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, RATE_LIMIT_KEY_PREFIX: `health-${randomBytes(4).toString('hex')}` } : {};
  app = await startTestApp({ RATE_LIMIT_ANONYMOUS: '4', ...redis });
});
afterAll(async () => app?.close());

interface Envelope {
  data: { status: string; checks: Array<{ name: string; ok: boolean }> };
  error: { code: string; details: Array<{ field: string; issue: string }> };
}

describe('GET /healthz and GET /readyz', () => {
  it('readiness waits for the reference data, then answers 200 with every check', async () => {
    const before = await app.request('GET', '/readyz', { key: null });
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('5');
    const error = (before.body as Envelope).error;
    expect(error.code).toBe('service_unavailable');
    expect(error.details).toContainEqual({ field: '/checks/reference_data', issue: 'still loading' });

    loadAll();
    const after = await app.request('GET', '/readyz', { key: null });
    expect(after.status, after.text).toBe(200);
    const names = (after.body as Envelope).data.checks.map((c) => c.name);
    expect(names).toEqual(process.env.REDIS_URL ? ['database', 'migrations', 'reference_data', 'redis'] : ['database', 'migrations', 'reference_data']);
    expect(after.headers.get('cache-control')).toBe('no-store');
  });

  it('liveness answers 200 without a credential', async () => {
    const res = await app.request('GET', '/healthz', { key: null });
    expect(res.status).toBe(200);
    expect((res.body as Envelope).data.status).toBe('alive');
  });

  it('refuses what a probe does not take with 400, in the envelope', async () => {
    const res = await app.request('GET', '/healthz', { key: null, query: { verbose: 1 } });
    expect(res.status).toBe(400);
    expect((res.body as Envelope).error.code).toBe('validation_failed');
  });

  it('lives at the root of the host only (elsewhere: an unknown path, which spends the address budget)', async () => {
    expect((await app.request('GET', '/api/v1/healthz', { key: null, skipContract: true })).status).toBe(404);
    expect((await app.request('GET', '/v1/readyz', { key: null, skipContract: true })).status).toBe(404);
  });

  it('probes spend no rate-limit budget, with or without a credential', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await app.request('GET', i % 2 ? '/healthz' : '/readyz', { key: i % 3 === 0 ? app.testKey : null });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toBeNull();
    }
    // The 2 left of the anonymous budget of 4 are still there: the key set (an ordinary open operation) spends it.
    expect((await app.request('GET', '/.well-known/jwks.json', { key: null })).status).toBe(200);
    expect((await app.request('GET', '/.well-known/jwks.json', { key: null })).status).toBe(200);
    expect((await app.request('GET', '/.well-known/jwks.json', { key: null })).status).toBe(429);
  });

  it('turns unready at once when the shutdown begins', async () => {
    app.services.readiness.markShuttingDown();
    const res = await app.request('GET', '/readyz', { key: null });
    expect(res.status).toBe(503);
    expect((res.body as Envelope).error.details).toEqual([{ field: '/checks/shutdown', issue: 'the instance is shutting down' }]);
    // Liveness is not readiness: the process still runs.
    expect((await app.request('GET', '/healthz', { key: null })).status).toBe(200);
  });
});

describe('readiness checks against dependencies that do not answer', () => {
  it('names the database and Redis when they refuse connections, within the check timeout', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1000 });
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) }) as unknown as Db;
    const readiness = createReadiness({ db, redisUrl: 'redis://127.0.0.1:1' });
    const started = Date.now();
    const report = await readiness.check();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report.ready).toBe(false);
    const failing = report.issues.map((i) => i.field);
    expect(failing).toEqual(expect.arrayContaining(['/checks/database', '/checks/migrations', '/checks/redis']));
    await readiness.close();
    await db.destroy();
  });
});
