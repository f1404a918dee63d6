import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { missingMigrations } from '../db/migrate.js';
import type { FieldIssue } from '../domain/errors.js';
import { referenceDataLoaded } from '../domain/reference/load-all.js';

// What GET /readyz reports: whether this instance can serve. Each check is bounded in time, so a
// probe never hangs on a dependency that does not answer; a shutdown makes the instance unready at
// once, so that load balancers move traffic away before it stops accepting.

export type CheckName = 'database' | 'migrations' | 'reference_data' | 'redis';

export interface CheckResult {
  name: CheckName;
  ok: boolean;
  ms: number;
  /** Why it failed (readiness details); absent when ok. */
  issue?: string;
}

export interface ReadinessReport {
  ready: boolean;
  checks: CheckResult[];
  /** The failing checks (and the shutdown) as `/checks/<name>` field issues. */
  issues: FieldIssue[];
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on every check answers not ready (the shutdown's first step). */
  markShuttingDown(): void;
  readonly shuttingDown: boolean;
  close(): Promise<void>;
}

/** A probe waits at most this long for each dependency. */
export const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function timed(name: CheckName, run: () => Promise<string | null>): Promise<CheckResult> {
  const started = process.hrtime.bigint();
  let issue: string | null;
  try {
    issue = await within(run(), CHECK_TIMEOUT_MS);
  } catch (error) {
    issue = error instanceof Error ? error.message : String(error);
  }
  const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
  return issue === null ? { name, ok: true, ms } : { name, ok: false, ms, issue };
}

export function createReadiness(options: { db: Db; redisUrl: string | null }): Readiness {
  let shuttingDown = false;
  // Its own connection: the rate limiter's and the stream bus's hide their failures behind fallbacks.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS })
    : null;
  redis?.on('error', () => {
    // Reported by the check; ioredis would otherwise print every reconnection attempt.
  });
  // Once current, the schema stays current for the life of the process (migrations only add).
  let migrationsCurrent = false;

  const checks: Array<() => Promise<CheckResult>> = [
    () =>
      timed('database', async () => {
        await sql`SELECT 1`.execute(options.db);
        return null;
      }),
    () =>
      timed('migrations', async () => {
        if (migrationsCurrent) return null;
        const missing = await missingMigrations(options.db as Kysely<unknown>);
        migrationsCurrent = missing.length === 0;
        return migrationsCurrent ? null : `not applied: ${missing.join(', ')}`;
      }),
    () => timed('reference_data', async () => (referenceDataLoaded() ? null : 'still loading')),
  ];
  if (redis) {
    checks.push(() =>
      timed('redis', async () => {
        if (redis.status === 'wait' || redis.status === 'end') await redis.connect().catch(() => {});
        const answer = await redis.ping();
        return answer === 'PONG' ? null : `answered ${answer}`;
      }),
    );
  }

  return {
    async check() {
      // Nothing is asked of the dependencies any more: they are being closed.
      if (shuttingDown) return { ready: false, checks: [], issues: [{ field: '/checks/shutdown', issue: 'the instance is shutting down' }] };
      const results = await Promise.all(checks.map((run) => run()));
      const issues: FieldIssue[] = results.filter((r) => !r.ok).map((r) => ({ field: `/checks/${r.name}`, issue: r.issue ?? 'failed' }));
      return { ready: issues.length === 0, checks: results, issues };
    },
    markShuttingDown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
