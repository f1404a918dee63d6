import { createHash, randomUUID } from 'node:crypto';
import { ApiError } from './errors.js';
import type { AccountScope } from './modes.js';

// Safe retries of writes (Idempotency-Key). The first request with a key claims it
// (an insert that only one concurrent request can win), runs, and stores its response; a repeat
// with the same request replays that response; the same key with another request is refused; a
// repeat while the first still runs gets 409. Keys belong to the credential that used them (within
// its account and mode) and live 24 hours: the same key from another credential is another claim,
// evaluated afresh (authorized, validated and run), never a replay of an answer made for someone
// else, which may hold a secret shown once.
// Stored bodies may hold a secret shown once (a new API key), so they are sealed at rest.
// The work and its stored answer commit together (a UnitOfWork: src/db/unit-of-work.ts): a
// process that dies mid-request (killed, power cut) leaves neither, so the repeat that takes the
// key over runs the request once; it never finds the work done without its answer (issue 38: a
// retry after a kill -9 created an order twice). A claim names the process that made it and holds
// a lease that its request renews while it runs: a repeat takes the key over at once when that
// process is gone, or when the lease has run out (a process stalled that long, whose request then
// cannot store its answer: its work is rolled back and it answers 409), instead of getting 409
// until the key expires.

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** How long a claim outlives its last renewal. */
export const IDEMPOTENCY_LEASE_MS = 30_000;
/** How often a running request renews its claim: a third of the lease, so one failed renewal never lets it lapse. */
export const IDEMPOTENCY_RENEW_MS = 10_000;

/** An Idempotency-Key is unique per credential (API key or OAuth client id), account and mode. */
export interface IdempotencyScope extends AccountScope {
  credentialId: string;
  key: string;
}

export interface StoredResponse {
  status: number;
  /** Headers that belong to the result (Content-Language, Location), not per-request ones. */
  headers: Record<string, string>;
  body: unknown;
}

export interface IdempotencyRecord {
  operationId: string;
  requestHash: string;
  state: 'in_progress' | 'done';
  status: number | null;
  headers: Record<string, string> | null;
  sealedBody: string | null;
  expiresAt: Date;
}

export interface IdempotencyClaim {
  operationId: string;
  requestHash: string;
  /** Names this request's claim; complete, renew and release act only on a claim with it. */
  token: string;
  expiresAt: Date;
  leaseUntil: Date;
}

export interface IdempotencyStore {
  /** Inserts an in-progress claim; also takes over an expired row or an abandoned claim. True when this call won. */
  claim(scope: IdempotencyScope, claim: IdempotencyClaim, now: Date): Promise<boolean>;
  find(scope: IdempotencyScope): Promise<IdempotencyRecord | undefined>;
  /** Extends the lease of the claim named by `token`; false when it is no longer held. */
  renew(scope: IdempotencyScope, token: string, leaseUntil: Date): Promise<boolean>;
  /** Stores the answer on the claim named by `token`; false when another request took the key over. */
  complete(scope: IdempotencyScope, token: string, status: number, headers: Record<string, string>, sealedBody: string): Promise<boolean>;
  /** Forgets a claim whose request failed, so a retry runs again. */
  release(scope: IdempotencyScope, token: string): Promise<void>;
  purgeExpired(now: Date): Promise<number>;
}

/** Runs work so that every database write inside it commits together with the others, or none does. */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface IdempotencyLease {
  leaseMs: number;
  renewMs: number;
}

export interface Sealer {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export interface IdempotentRequest {
  scope: IdempotencyScope;
  operationId: string;
  /** requestFingerprint() of what the request asks for. */
  requestHash: string;
  /**
   * The work replaces a whole resource with what the request sends (PUT): run twice, it leaves what
   * it left once. It then runs on its own, not held in the answer's transaction (the exporter
   * profile's rescoring batches through the scores and vacuums them, which no transaction can
   * hold); a repeat after a crash between the two runs it again, to the same result.
   */
  replacesResource?: boolean;
}

export interface IdempotentOutcome {
  response: StoredResponse;
  replayed: boolean;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(parts: { operationId: string; params: unknown; query: unknown; body: unknown }): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

/** What a stored reply is sealed against (src/db/sealed-values.ts re-seals it). */
export function idempotencySealContext(scope: IdempotencyScope): string {
  return `idempotency:${scope.accountId}:${scope.mode}:${scope.credentialId}:${scope.key}`;
}

export class IdempotencyService {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly sealer: Sealer,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date = () => new Date(),
    private readonly lease: IdempotencyLease = { leaseMs: IDEMPOTENCY_LEASE_MS, renewMs: IDEMPOTENCY_RENEW_MS },
  ) {}

  /** Runs `execute` once per key, its writes committed with its stored answer; see the top of this file. */
  async run(request: IdempotentRequest, execute: () => Promise<StoredResponse>): Promise<IdempotentOutcome> {
    const { scope } = request;
    const now = this.now();
    const token = randomUUID();
    const claim = { operationId: request.operationId, requestHash: request.requestHash, token, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_SECONDS * 1000), leaseUntil: this.leaseFrom(now) };
    if (!(await this.store.claim(scope, claim, now))) {
      return { response: await this.replay(request), replayed: true };
    }
    // A renewal that fails (a database hiccup) is made again at the next tick.
    const renewal = setInterval(() => void this.store.renew(scope, token, this.leaseFrom(this.now())).catch(() => undefined), this.lease.renewMs);
    renewal.unref();
    const work = async () => {
      const answer = await execute();
      const sealed = this.sealer.seal(JSON.stringify(answer.body), idempotencySealContext(scope));
      // False only when a repeat took the key over (this process stalled past the lease, or its
      // instance lock was lost): the repeat's work is the one kept, this one is rolled back.
      if (!(await this.store.complete(scope, token, answer.status, answer.headers, sealed))) throw inProgress();
      return answer;
    };
    let response: StoredResponse;
    try {
      response = request.replacesResource ? await work() : await this.unitOfWork.run(work);
    } catch (error) {
      clearInterval(renewal);
      // Only a claim still held and in progress is forgotten: after a commit that failed to answer
      // (the connection lost), a stored answer stays.
      await this.store.release(scope, token);
      throw error;
    }
    clearInterval(renewal);
    return { response, replayed: false };
  }

  private leaseFrom(now: Date): Date {
    return new Date(now.getTime() + this.lease.leaseMs);
  }

  purgeExpired(): Promise<number> {
    return this.store.purgeExpired(this.now());
  }

  private async replay(request: IdempotentRequest): Promise<StoredResponse> {
    const found = await this.store.find(request.scope);
    // Released between our claim and this read: the first request failed; ask for a retry.
    if (!found) throw inProgress();
    if (found.operationId !== request.operationId || found.requestHash !== request.requestHash) {
      throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key for a new request.');
    }
    if (found.state !== 'done' || found.status === null || found.sealedBody === null) throw inProgress();
    const body = JSON.parse(this.sealer.open(found.sealedBody, idempotencySealContext(request.scope))) as unknown;
    return { status: found.status, headers: found.headers ?? {}, body };
  }
}

function inProgress(): ApiError {
  return new ApiError('conflict', 'A request with this Idempotency-Key is in progress; retry later.', [], { 'Retry-After': '1' });
}
