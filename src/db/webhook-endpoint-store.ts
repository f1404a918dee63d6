import { sql, type Selectable } from 'kysely';
import type { AccountScope } from '../domain/modes.js';
import type { WebhookEndpointStore } from '../domain/webhooks/store.js';
import type { WebhookEndpoint } from '../domain/webhooks/types.js';
import { nullableTimestamp, timestamp } from '../domain/time.js';
import type { Db } from './database.js';
import { recordEvent } from './event-store.js';
import type { WebhookEndpointsTable } from './schema.js';

// Webhook endpoints (src/domain/webhooks/store.ts). The signing secrets stay sealed here; the
// delivery worker opens them (src/webhooks/worker.ts).

const COLUMNS = ['id', 'mode', 'url', 'event_types', 'description', 'enabled', 'ordered', 'disabled_reason', 'disabled_at', 'previous_secret_expires_at', 'created_at', 'updated_at'] as const;
type EndpointRow = Pick<Selectable<WebhookEndpointsTable>, (typeof COLUMNS)[number]>;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    event_types: row.event_types,
    description: row.description,
    enabled: row.enabled,
    ordered: row.ordered,
    disabled_reason: row.disabled_reason,
    disabled_at: nullableTimestamp(row.disabled_at === null ? null : new Date(row.disabled_at)),
    previous_secret_expires_at: nullableTimestamp(row.previous_secret_expires_at === null ? null : new Date(row.previous_secret_expires_at)),
    created_at: timestamp(new Date(row.created_at)),
    updated_at: timestamp(new Date(row.updated_at)),
    livemode: row.mode === 'live',
  };
}

export function createWebhookEndpointStore(db: Db): WebhookEndpointStore {
  const owned = (scope: AccountScope) =>
    db.selectFrom('webhook_endpoints').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);

  return {
    async insert(scope, endpoint, limit) {
      return db.transaction().execute(async (trx) => {
        // Creations for one account queue on its row. Under READ COMMITTED a statement sees what
        // committed before it started, so the count runs in a statement of its own after the lock:
        // a lock taken inside the counting statement would leave it counting from an older snapshot.
        await trx.selectFrom('accounts').where('id', '=', scope.accountId).select('id').forUpdate().executeTakeFirst();
        const result = await sql`
          INSERT INTO webhook_endpoints (id, account_id, mode, url, event_types, description, enabled, ordered, secret_sealed, created_at, updated_at)
          SELECT ${endpoint.id}, ${scope.accountId}, ${scope.mode}, ${endpoint.url}, ${[...endpoint.eventTypes]}::text[], ${endpoint.description},
            ${endpoint.enabled}, ${endpoint.ordered}, ${endpoint.secretSealed}, ${endpoint.createdAt}, ${endpoint.createdAt}
          WHERE (SELECT count(*) FROM webhook_endpoints WHERE account_id = ${scope.accountId} AND mode = ${scope.mode}) < ${limit}`.execute(trx);
        return Number(result.numAffectedRows ?? 0n) === 1;
      });
    },

    async find(scope, id) {
      const row = await owned(scope).where('id', '=', id).select(COLUMNS).executeTakeFirst();
      return row ? toEndpoint(row) : undefined;
    },

    async list(scope, limit, offset) {
      const [rows, count] = await Promise.all([
        owned(scope).select(COLUMNS).orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute(),
        owned(scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { endpoints: rows.map(toEndpoint), total: Number(count.n) };
    },

    async update(scope, id, change) {
      const disabled =
        change.disabled === null
          ? { disabled_reason: null, disabled_at: null, failing_since: null }
          : change.disabled !== undefined
            ? { disabled_reason: change.disabled.reason, disabled_at: change.disabled.at }
            : {};
      // In a transaction, so that under an Idempotency-Key it commits with the stored answer
      // (src/db/unit-of-work.ts: a unit's transaction begins with the first transaction opened).
      await db.transaction().execute((trx) =>
        trx
          .updateTable('webhook_endpoints')
          .set({
            ...(change.url !== undefined ? { url: change.url } : {}),
            ...(change.eventTypes !== undefined ? { event_types: change.eventTypes } : {}),
            ...(change.description !== undefined ? { description: change.description } : {}),
            ...(change.ordered !== undefined ? { ordered: change.ordered } : {}),
            ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
            ...disabled,
            updated_at: change.updatedAt,
          })
          .where('id', '=', id)
          .where('account_id', '=', scope.accountId)
          .where('mode', '=', scope.mode)
          .execute(),
      );
    },

    async remove(scope, id) {
      const result = await db.transaction().execute((trx) => trx.deleteFrom('webhook_endpoints').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).executeTakeFirst());
      return Number(result.numDeletedRows) > 0;
    },

    async rotateSecret(scope, id, secretSealed, previousExpiresAt, at) {
      // One statement: the row's current secret becomes the previous one as the new one is written.
      const result = await db.transaction().execute((trx) =>
        trx
          .updateTable('webhook_endpoints')
          .set((eb) => ({ previous_secret_sealed: eb.ref('secret_sealed'), secret_sealed: secretSealed, previous_secret_expires_at: previousExpiresAt, updated_at: at }))
          .where('id', '=', id)
          .where('account_id', '=', scope.accountId)
          .where('mode', '=', scope.mode)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) > 0;
    },

    recordTestEvent(scope, id) {
      return db.transaction().execute((trx) => recordEvent(trx, scope, 'webhook_endpoint.test', { endpoint_id: id }, { only: id }));
    },
  };
}
