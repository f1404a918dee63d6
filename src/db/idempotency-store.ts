import type { IdempotencyScope, IdempotencyStore } from '../domain/idempotency.js';
import type { Db } from './database.js';

/** Idempotency keys in the database: the primary key makes the claim atomic across processes. */
export function createIdempotencyStore(db: Db): IdempotencyStore {
  const scoped = (scope: IdempotencyScope) => ({ account_id: scope.accountId, mode: scope.mode, idempotency_key: scope.key });
  return {
    async claim(scope, operationId, requestHash, now, expiresAt) {
      const row = await db
        .insertInto('idempotency_keys')
        .values({ ...scoped(scope), operation_id: operationId, request_hash: requestHash, state: 'in_progress', expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'mode', 'idempotency_key'])
            .doUpdateSet({
              operation_id: operationId,
              request_hash: requestHash,
              state: 'in_progress',
              response_status: null,
              response_headers: null,
              sealed_response_body: null,
              expires_at: expiresAt,
            })
            // Only an expired row may be taken over.
            .where('idempotency_keys.expires_at', '<=', now),
        )
        .returning('idempotency_key')
        .executeTakeFirst();
      return row !== undefined;
    },
    async find(scope) {
      const key = scoped(scope);
      const row = await db
        .selectFrom('idempotency_keys')
        .where('account_id', '=', key.account_id)
        .where('mode', '=', key.mode)
        .where('idempotency_key', '=', key.idempotency_key)
        .selectAll()
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        operationId: row.operation_id,
        requestHash: row.request_hash,
        state: row.state,
        status: row.response_status,
        headers: (row.response_headers ?? null) as Record<string, string> | null,
        sealedBody: row.sealed_response_body,
        expiresAt: row.expires_at,
      };
    },
    async complete(scope, status, headers, sealedBody) {
      const key = scoped(scope);
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_headers: JSON.stringify(headers), sealed_response_body: sealedBody })
        .where('account_id', '=', key.account_id)
        .where('mode', '=', key.mode)
        .where('idempotency_key', '=', key.idempotency_key)
        .execute();
    },
    async release(scope) {
      const key = scoped(scope);
      await db
        .deleteFrom('idempotency_keys')
        .where('account_id', '=', key.account_id)
        .where('mode', '=', key.mode)
        .where('idempotency_key', '=', key.idempotency_key)
        .where('state', '=', 'in_progress')
        .execute();
    },
    async purgeExpired(now) {
      const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows ?? 0n);
    },
  };
}

