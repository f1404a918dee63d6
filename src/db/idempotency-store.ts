import type { IdempotencyScope, IdempotencyStore } from '../domain/idempotency.js';
import type { Db } from './database.js';
import { ownerGone } from './instance-lock.js';

/**
 * Idempotency keys in the database: the primary key (account, mode, credential, key) makes the
 * claim atomic across processes. `owner` is this process's instance lock key (src/db/instance-lock.ts),
 * recorded on its claims: a claim whose owner is gone is taken over at once.
 */
export function createIdempotencyStore(db: Db, owner: () => string | null): IdempotencyStore {
  const scoped = (scope: IdempotencyScope) => ({ account_id: scope.accountId, mode: scope.mode, credential_id: scope.credentialId, idempotency_key: scope.key });
  /** The key's row while the request named by `token` holds its claim. */
  const heldClaim = (scope: IdempotencyScope, token: string) => ({ ...scoped(scope), state: 'in_progress' as const, claim_token: token });
  return {
    async claim(scope, claim, now) {
      const fields = {
        operation_id: claim.operationId,
        request_hash: claim.requestHash,
        state: 'in_progress' as const,
        expires_at: claim.expiresAt,
        lease_until: claim.leaseUntil,
        claim_token: claim.token,
        claim_owner: owner(),
      };
      const row = await db
        .insertInto('idempotency_keys')
        .values({ ...scoped(scope), ...fields })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'mode', 'credential_id', 'idempotency_key'])
            .doUpdateSet({ ...fields, response_status: null, response_headers: null, sealed_response_body: null })
            // Only an expired row, or an abandoned claim (its lease ran out, or the process that
            // made it is gone), may be taken over.
            .where((eb) =>
              eb.or([
                eb('idempotency_keys.expires_at', '<=', now),
                eb.and([
                  eb('idempotency_keys.state', '=', 'in_progress'),
                  eb.or([
                    eb('idempotency_keys.lease_until', 'is', null),
                    eb('idempotency_keys.lease_until', '<=', now),
                    eb.and([eb('idempotency_keys.claim_owner', 'is not', null), ownerGone('idempotency_keys.claim_owner')]),
                  ]),
                ]),
              ]),
            ),
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
        .where('credential_id', '=', key.credential_id)
        .where('idempotency_key', '=', key.idempotency_key)
        .selectAll()
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        operationId: row.operation_id,
        requestHash: row.request_hash,
        state: row.state,
        status: row.response_status,
        headers: row.response_headers ?? null,
        sealedBody: row.sealed_response_body,
        expiresAt: row.expires_at,
      };
    },
    async renew(scope, token, leaseUntil) {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ lease_until: leaseUntil })
        .where((eb) => eb.and(heldClaim(scope, token)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async complete(scope, token, status, headers, sealedBody) {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_headers: JSON.stringify(headers), sealed_response_body: sealedBody })
        .where((eb) => eb.and(heldClaim(scope, token)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async release(scope, token) {
      await db
        .deleteFrom('idempotency_keys')
        .where((eb) => eb.and(heldClaim(scope, token)))
        .execute();
    },
    async purgeExpired(now) {
      const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows ?? 0n);
    },
  };
}

