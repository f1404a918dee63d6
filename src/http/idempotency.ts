import { requestFingerprint, type IdempotencyService, type IdempotentOutcome, type StoredResponse } from '../domain/idempotency.js';
import type { RequestContext } from './handler-types.js';
import { IDEMPOTENCY_HEADER, type OperationFacts } from './operations.js';

// Idempotency-Key for the operations whose contract parameters declare it (every write: the
// operation table refuses a contract where a write does not): `execute` runs once per key and
// credential; every other request (a GET, a POST marked x-safe) runs as is. Both leave through one
// path. The request was authenticated, authorized and validated before it gets here.

export const REPLAYED_HEADER = 'Idempotent-Replayed';

export async function runIdempotently(
  service: IdempotencyService,
  operation: OperationFacts,
  ctx: RequestContext,
  execute: () => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  const key = ctx.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || !operation.idempotent || ctx.principal === null) return { response: await execute(), replayed: false };
  const requestHash = requestFingerprint({ operationId: ctx.operationId, params: ctx.params, query: ctx.query, body: ctx.body ?? null });
  return service.run(
    { scope: { accountId: ctx.principal.accountId, mode: ctx.principal.mode, credentialId: ctx.principal.credentialId, key }, operationId: ctx.operationId, requestHash, replacesResource: operation.method === 'put' },
    execute,
  );
}
