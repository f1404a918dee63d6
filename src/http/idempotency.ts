import type { Context } from 'openapi-backend';
import { requestFingerprint, type IdempotencyService, type IdempotentOutcome, type StoredResponse } from '../domain/idempotency.js';
import type { RequestContext } from './handler-types.js';

// Idempotency-Key for the operations whose contract parameters declare it (the creating POSTs):
// the pipeline runs them through the IdempotencyService; every other operation runs as is.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const declared = new WeakMap<object, boolean>();

/** True when the operation's contract parameters include the Idempotency-Key header (memoised). */
export function takesIdempotencyKey(operation: Context['operation']): boolean {
  let known = declared.get(operation);
  if (known === undefined) {
    const parameters = (operation.parameters ?? []) as Array<{ in?: string; name?: string }>;
    known = parameters.some((p) => p.in === 'header' && p.name?.toLowerCase() === IDEMPOTENCY_HEADER);
    declared.set(operation, known);
  }
  return known;
}

/** Runs `execute` once per Idempotency-Key when the operation takes one and the client sent one. */
export async function runIdempotently(
  service: IdempotencyService,
  c: Context,
  ctx: RequestContext,
  execute: () => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  const key = ctx.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || !takesIdempotencyKey(c.operation)) return { response: await execute(), replayed: false };
  const requestHash = requestFingerprint({ operationId: ctx.operationId, params: ctx.params, query: ctx.query, body: ctx.body ?? null });
  return service.run({ scope: { accountId: ctx.principal.accountId, mode: ctx.principal.mode, key }, operationId: ctx.operationId, requestHash }, execute);
}
