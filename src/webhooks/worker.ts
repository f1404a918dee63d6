import { AsyncResource } from 'node:async_hooks';
import type { Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { WebhookConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { EVENT_COLUMNS, setEventRecordedListener, toStoredEvent, type EventRow } from '../db/event-store.js';
import type { WebhookEndpointsTable } from '../db/schema.js';
import { webhookPayload, type StoredEvent } from '../domain/events/types.js';
import type { AttemptOutcome } from '../domain/webhooks/types.js';
import type { SecretBox } from '../security/encryption.js';
import { localTargetsFor, resolveTarget, TargetRefused } from '../security/ssrf.js';
import { signedHeaders, webhookSecretSealContext } from '../security/webhook-signing.js';
import { claimDue, releaseClaims, type Claim, type Success } from './claims.js';
import { closeIdleConnections, postSigned, type SendResult } from './sender.js';
import { SuccessBatch } from './success-batch.js';

// The delivery worker. Due deliveries are claimed with a lease (./claims.ts); the HTTP attempts run
// outside any transaction; an outcome is recorded only if the lease is still ours. Another worker
// (in this process or another instance on the same database) skips locked rows and leased ones,
// so no attempt is sent twice at once; a worker killed mid-attempt leaves a lease that expires,
// and the delivery is claimed again (at least once). An ordered endpoint's deliveries are claimed
// as a run and sent one after the other; a failure stops the run and the head waits for its retry
// (for at most the ordering hold) while the rest wait behind it.

/** A Retry-After longer than this is taken as this. */
const MAX_RETRY_AFTER_MS = 86_400_000;

/** A lease outlives the send timeout this many times over (plus a second) before it counts as abandoned. */
const LEASE_FACTOR = 2;

/** Deliveries of one ordered endpoint claimed and sent in one go. */
const RUN_LENGTH = 16;
/** How long the worker waits to claim after an event is recorded or a run ends, so that those close together share a claim. */
const WAKE_COALESCE_MS = 10;
/**
 * Claims woken by recorded events and ended runs start at least this far apart. A claim is one
 * statement of 2-3 ms on the embedded database, in the event loop the API serves from: at 40 changes
 * a second, one claim per change and per ended run took a fifth of it. A full batch claims again at once.
 */
const MIN_CLAIM_INTERVAL_MS = 50;

const ENDPOINT_COLUMNS = ['id', 'url', 'mode', 'ordered', 'secret_sealed', 'previous_secret_sealed', 'previous_secret_expires_at'] as const;
type EndpointRow = Pick<Selectable<WebhookEndpointsTable>, (typeof ENDPOINT_COLUMNS)[number]>;

function outcomeOf(result: SendResult): AttemptOutcome {
  if (result.status !== null && result.status >= 200 && result.status < 300) return 'succeeded';
  if (result.status !== null) return 'http_error';
  return result.error?.startsWith('timed out') ? 'timeout' : 'network_error';
}

/** ±10 % so that endpoints failing together do not retry in lockstep. */
function jitter(ms: number): number {
  return Math.round(ms * (0.9 + Math.random() * 0.2));
}

export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private running = false;
  private ticking = false;
  private again = false;
  private readonly idle = new Set<() => void>();
  /** Claims whose attempt is running, by delivery id (released when a shutdown cannot wait for them). */
  private readonly claimed = new Map<string, Claim>();
  private released = false;
  private lastClaimAt = -Infinity;
  private readonly successes: SuccessBatch;
  /**
   * The context the worker was made in. It is woken from inside requests (an event recorded in a
   * keyed write's unit of work, src/db/unit-of-work.ts), and a timer or promise chain started there
   * would carry that request's unit: its claims would run inside the request's transaction (and
   * send deliveries of changes not yet committed, or later rolled back). Its claims, sends and
   * records run here instead, in no request's unit.
   */
  private readonly ownContext = new AsyncResource('DeliveryWorker');

  constructor(
    private readonly db: Db,
    private readonly secretBox: SecretBox,
    private readonly config: WebhookConfig,
    private readonly logger: Logger,
    /** Told the outcome of every attempt (metrics); the worker's clock (tests move it to cover days of retries in seconds). */
    private readonly options: { onAttempt?: (outcome: AttemptOutcome) => void; clock?: () => Date } = {},
  ) {
    this.successes = new SuccessBatch(db, () => this.now());
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    setEventRecordedListener(() => this.wakeSoon());
    this.timer = setInterval(() => this.wake(), this.config.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Stops claiming and waits for the attempts in flight, for at most `withinMs`. Attempts still
   * running then have their leases released, so that another instance claims those deliveries at
   * once instead of after the lease (their outcome is then not recorded here: at least once).
   * Returns how many were released.
   */
  async stop(options: { withinMs?: number } = {}): Promise<number> {
    this.running = false;
    setEventRecordedListener(undefined);
    clearInterval(this.timer);
    clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    if (this.released) return 0;
    const drained = (async () => {
      while (this.inFlight > 0 || this.ticking) await new Promise<void>((resolve) => this.idle.add(resolve));
      return true;
    })();
    void drained.then(closeIdleConnections);
    if (options.withinMs === undefined) {
      await drained;
      return 0;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), options.withinMs)));
    const finished = await Promise.race([drained, late]).finally(() => clearTimeout(timer));
    if (finished) return 0;
    this.released = true;
    return this.release();
  }

  /** Gives the running claims back: clears each lease that is still ours. */
  private async release(): Promise<number> {
    let count = 0;
    for (const claim of this.claimed.values()) {
      const result = await this.db
        .updateTable('webhook_deliveries')
        .set({ lease_until: null })
        .where('id', '=', claim.id)
        .where('status', '=', 'pending')
        .where('lease_until', '=', claim.lease_until)
        .executeTakeFirst();
      count += Number(result.numUpdatedRows);
    }
    return count;
  }

  /**
   * Claims again shortly: after an event was recorded (its transaction may not have committed yet)
   * or a run ended. What happens within the same few milliseconds shares one claim (each claim is
   * one statement of a few milliseconds on the embedded database).
   */
  private wakeSoon(): void {
    if (this.wakeTimer) return;
    this.wakeTimer = setTimeout(
      () => {
        this.wakeTimer = undefined;
        this.wake();
      },
      Math.max(WAKE_COALESCE_MS, this.lastClaimAt + MIN_CLAIM_INTERVAL_MS - performance.now()),
    );
    this.wakeTimer.unref();
  }

  wake(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    void this.ownContext.runInAsyncScope(() => this.tick()).finally(() => {
      this.ticking = false;
      this.settle();
      if (this.again && this.running) {
        this.again = false;
        this.wake();
      }
    });
  }

  private settle(): void {
    if (this.inFlight > 0 || this.ticking) return;
    for (const resolve of this.idle) resolve();
    this.idle.clear();
  }

  private async tick(): Promise<void> {
    const room = this.config.concurrency - this.inFlight;
    if (room <= 0) return;
    let claims: Claim[];
    try {
      claims = await this.claim(room);
    } catch (error) {
      this.logger.warn({ err: error }, 'webhook claim failed');
      return;
    }
    if (claims.length === 0) return;
    // One run per endpoint: its claims in order, sent one after the other. The endpoints and
    // events of all the runs are read together: two statements per claim, not two per run.
    const runs = new Map<string, Claim[]>();
    for (const claim of claims) runs.set(claim.endpoint_id, [...(runs.get(claim.endpoint_id) ?? []), claim]);
    let endpoints: Map<string, EndpointRow>;
    let events: Map<string, EventRow>;
    try {
      [endpoints, events] = await this.runInputs(claims);
    } catch (error) {
      this.logger.warn({ err: error }, 'webhook run inputs could not be read');
      await releaseClaims(this.db, claims).catch(() => undefined);
      return;
    }
    for (const run of runs.values()) {
      this.inFlight += run.length;
      for (const claim of run) this.claimed.set(claim.id, claim);
      void this.send(run, endpoints.get(run[0]!.endpoint_id), events)
        .catch((error: unknown) => this.logger.warn({ err: error, endpoint: run[0]!.endpoint_id }, 'webhook attempt failed to record'))
        .finally(() => {
          for (const claim of run) this.claimed.delete(claim.id);
          this.inFlight -= run.length;
          this.settle();
          this.wakeSoon();
        });
    }
    // A full batch: more may be due at once.
    if (claims.length === room) this.again = true;
  }

  async claim(limit: number): Promise<Claim[]> {
    this.lastClaimAt = performance.now();
    const now = this.now();
    return claimDue(this.db, {
      now,
      lease: new Date(now.getTime() + LEASE_FACTOR * this.config.timeoutMs + 1000),
      holdCutoff: new Date(now.getTime() - this.config.orderingHoldMs),
      limit,
      runLength: RUN_LENGTH,
    });
  }

  private async runInputs(claims: readonly Claim[]): Promise<[Map<string, EndpointRow>, Map<string, EventRow>]> {
    const [endpoints, events] = await Promise.all([
      this.db
        .selectFrom('webhook_endpoints')
        .where('id', 'in', [...new Set(claims.map((c) => c.endpoint_id))])
        .select(ENDPOINT_COLUMNS)
        .execute(),
      this.db.selectFrom('events').where('id', 'in', [...new Set(claims.map((c) => c.event_id))]).select(EVENT_COLUMNS).execute(),
    ]);
    return [new Map(endpoints.map((e) => [e.id, e])), new Map(events.map((e) => [e.id, e]))];
  }

  /** Sends a run of one endpoint's deliveries in order; the first that fails ends it and gives back the rest. */
  private async send(run: Claim[], endpoint: EndpointRow | undefined, byId: Map<string, EventRow>): Promise<void> {
    if (!endpoint) return;
    const context = webhookSecretSealContext(endpoint.id);
    const secrets = [this.secretBox.open(endpoint.secret_sealed, context)];
    if (endpoint.previous_secret_sealed && endpoint.previous_secret_expires_at && new Date(endpoint.previous_secret_expires_at).getTime() > this.now().getTime()) {
      secrets.push(this.secretBox.open(endpoint.previous_secret_sealed, context));
    }
    // Successes are recorded at the end of the run (or before a failure is), in one statement with
    // those of the runs ending at the same time (./success-batch.ts).
    const successes: Success[] = [];
    try {
      for (const [index, claim] of run.entries()) {
        const event = byId.get(claim.event_id);
        if (!event) continue;
        const failure = await this.attempt(claim, endpoint, secrets, toStoredEvent(event), successes);
        if (failure) {
          await this.successes.record(successes.splice(0));
          await this.recordFailure(claim, failure.started, failure.result, failure.outcome);
          if (endpoint.ordered) {
            await releaseClaims(this.db, run.slice(index + 1));
            return;
          }
        }
      }
    } finally {
      await this.successes.record(successes);
    }
  }

  /** One attempt; a success joins `successes`, a failure is returned for recording. */
  private async attempt(claim: Claim, endpoint: { url: string; mode: string }, secrets: string[], event: StoredEvent, successes: Success[]): Promise<{ started: Date; result: SendResult; outcome: AttemptOutcome } | null> {
    const body = webhookPayload(event);
    const started = this.now();
    let result: SendResult;
    let outcome: AttemptOutcome;
    try {
      const target = await resolveTarget(endpoint.url, localTargetsFor(endpoint.mode, this.config.sandboxLocalTargets));
      result = await postSigned(target, signedHeaders(secrets, event.id, started, body), body, this.config.timeoutMs);
      outcome = outcomeOf(result);
    } catch (error) {
      if (!(error instanceof TargetRefused)) throw error;
      result = { status: null, retryAfterMs: null, body: '', latencyMs: 0, error: error.message };
      outcome = error.reason === 'private_address' ? 'blocked_address' : 'network_error';
    }
    this.options.onAttempt?.(outcome);
    if (outcome === 'succeeded') {
      successes.push({ claim, started, status: result.status!, latencyMs: result.latencyMs, body: result.body });
      return null;
    }
    return { started, result, outcome };
  }

  private async recordFailure(claim: Claim, started: Date, result: SendResult, outcome: AttemptOutcome): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('webhook_deliveries').where('id', '=', claim.id).select(['attempts', 'lease_until']).forUpdate().executeTakeFirst();
      // Deleted with its endpoint, or the lease ran out and another worker owns the delivery now.
      if (!current || current.lease_until === null || new Date(current.lease_until).getTime() !== claim.lease_until.getTime()) return;
      const attempt = Number(current.attempts) + 1;
      const now = this.now();
      const redirect = result.status !== null && result.status >= 300 && result.status < 400;
      await trx
        .insertInto('webhook_attempts')
        .values({
          delivery_id: claim.id,
          attempt,
          started_at: started,
          outcome,
          response_status: result.status,
          latency_ms: result.latencyMs,
          error: result.error ?? (redirect ? 'redirects are not followed' : null),
          response_body: result.body === '' ? null : result.body,
        })
        .execute();
      const endpoint = await trx.selectFrom('webhook_endpoints').where('id', '=', claim.endpoint_id).select(['failing_since', 'enabled']).forUpdate().executeTakeFirst();
      const gone = result.status === 410;
      const schedule = this.config.retrySchedule;
      const exhausted = gone || attempt > schedule.length;
      const delay = exhausted ? 0 : Math.max(jitter(schedule[attempt - 1]!), result.retryAfterMs === null ? 0 : Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS));
      await trx
        .updateTable('webhook_deliveries')
        .set({ status: exhausted ? 'failed' : 'pending', attempts: attempt, next_attempt_at: exhausted ? null : new Date(now.getTime() + delay), lease_until: null, updated_at: now })
        .where('id', '=', claim.id)
        .execute();
      if (!endpoint) return;
      // The streak starts at the first failed attempt since the last success; five days of nothing but failures disables.
      const failingSince = endpoint.failing_since ? new Date(endpoint.failing_since) : started;
      const failedTooLong = now.getTime() - failingSince.getTime() >= this.config.disableAfterMs;
      if (endpoint.enabled && (gone || failedTooLong)) {
        await trx
          .updateTable('webhook_endpoints')
          .set({ enabled: false, disabled_reason: gone ? 'gone' : 'failing', disabled_at: now, failing_since: failingSince, updated_at: now })
          .where('id', '=', claim.endpoint_id)
          .execute();
        this.logger.warn({ endpoint: claim.endpoint_id, reason: gone ? 'gone' : 'failing', failing_since: failingSince }, 'webhook endpoint disabled');
      } else if (!endpoint.failing_since) {
        await trx.updateTable('webhook_endpoints').set({ failing_since: started }).where('id', '=', claim.endpoint_id).execute();
      }
    });
  }
}
