import { createHash } from 'node:crypto';
import { ApiError } from './errors.js';
import type { Mode } from './modes.js';

// Safe retries of creating requests (Idempotency-Key). The first request with a key claims it
// (an insert that only one concurrent request can win), runs, and stores its response; a repeat
// with the same request replays that response; the same key with another request is refused; a
// repeat while the first still runs gets 409. Keys are per account and mode and live 24 hours.
// Stored bodies may hold a secret shown once (a new API key), so they are sealed at rest.

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export interface IdempotencyScope {
  accountId: string;
  mode: Mode;
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

export interface IdempotencyStore {
  /** Inserts an in-progress claim; also takes over an expired row. True when this call won. */
  claim(scope: IdempotencyScope, operationId: string, requestHash: string, now: Date, expiresAt: Date): Promise<boolean>;
  find(scope: IdempotencyScope): Promise<IdempotencyRecord | undefined>;
  complete(scope: IdempotencyScope, status: number, headers: Record<string, string>, sealedBody: string): Promise<void>;
  /** Forgets a claim whose request failed, so a retry runs again. */
  release(scope: IdempotencyScope): Promise<void>;
  purgeExpired(now: Date): Promise<number>;
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
  return `idempotency:${scope.accountId}:${scope.mode}:${scope.key}`;
}

export class IdempotencyService {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly sealer: Sealer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs `execute` at most once per key; see the top of this file. */
  async run(request: IdempotentRequest, execute: () => Promise<StoredResponse>): Promise<IdempotentOutcome> {
    const { scope } = request;
    const now = this.now();
    const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_SECONDS * 1000);
    if (!(await this.store.claim(scope, request.operationId, request.requestHash, now, expiresAt))) {
      return { response: await this.replay(request), replayed: true };
    }
    let response: StoredResponse;
    try {
      response = await execute();
    } catch (error) {
      await this.store.release(scope);
      throw error;
    }
    await this.store.complete(scope, response.status, response.headers, this.sealer.seal(JSON.stringify(response.body), idempotencySealContext(scope)));
    return { response, replayed: false };
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
