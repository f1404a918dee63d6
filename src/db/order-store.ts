import { sql } from 'kysely';
import type { SandboxShipmentSource } from '../domain/orders/sandbox-simulator.js';
import type { AccountScope } from '../domain/modes.js';
import type { NewHistoryEntry, OrderChange, OrderStore, QuoteClaimRefusal } from '../domain/orders/store.js';
import type { Order, OrderHistoryEntry, Shipment } from '../domain/orders/types.js';
import { timestamp } from '../domain/time.js';
import type { Db } from './database.js';

// Orders, their history and their shipments (src/domain/orders/store.ts). A change locks the order
// row (SELECT ... FOR UPDATE) for the length of its transaction: concurrent changes of one order
// apply one after the other, each on the state the previous one left.

/**
 * Appends history entries numbered after the order's last one, and writes the order's new state
 * when given, in one statement. The caller holds the order's row lock, so no other change of this
 * order numbers entries meanwhile.
 */
async function appendHistory(trx: Db, orderId: string, entries: readonly NewHistoryEntry[], updated?: Order): Promise<void> {
  const update = updated && sql`UPDATE orders SET status = ${updated.status}, updated_at = ${updated.updated_at}, doc = ${JSON.stringify(updated)} WHERE id = ${orderId}`;
  if (entries.length === 0) {
    if (update) await update.execute(trx);
    return;
  }
  const rows = entries.map(
    (entry, i) => sql`(${i + 1}::integer, ${entry.at}::timestamptz, ${entry.from_status}::text, ${entry.to_status}::text, ${[...entry.changes]}::text[], ${entry.source}::text, ${entry.actor}::text)`,
  );
  await sql`
    ${update ? sql`WITH updated AS (${update})` : sql``}
    INSERT INTO order_history (order_id, seq, at, from_status, to_status, changes, source, actor)
    SELECT ${orderId}, last.seq + v.n, v.at, v.from_status, v.to_status, v.changes, v.source, v.actor
    FROM (SELECT coalesce(max(seq), 0) AS seq FROM order_history WHERE order_id = ${orderId}) last
    CROSS JOIN (VALUES ${sql.join(rows)}) AS v(n, at, from_status, to_status, changes, source, actor)`.execute(trx);
}

/** Ends the order's transaction (rolled back) when its quote cannot be claimed. */
class QuoteClaimRefused extends Error {
  constructor(readonly refusal: QuoteClaimRefusal) {
    super('quote claim refused');
  }
}

/**
 * Records the order on its quote: one conditional UPDATE, so of two orders made from one quote at
 * once, the second waits for the first's row lock and then finds order_id set (PostgreSQL
 * re-checks the WHERE on the row the first committed), never both.
 */
async function claimQuote(trx: Db, scope: AccountScope, order: Order, quoteId: string): Promise<void> {
  const claimed = await trx
    .updateTable('quotes')
    .set({ order_id: order.id, updated_at: order.created_at, doc: sql`jsonb_set(doc, '{updated_at}', to_jsonb(${order.created_at}::text))` })
    .where('id', '=', quoteId)
    .where('account_id', '=', scope.accountId)
    .where('mode', '=', scope.mode)
    .where('status', '=', 'accepted')
    .where('order_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (claimed) return;
  const quote = await trx.selectFrom('quotes').where('id', '=', quoteId).select(['order_id', 'status']).executeTakeFirstOrThrow();
  throw new QuoteClaimRefused(quote.order_id !== null ? { orderId: quote.order_id } : { status: quote.status });
}

/** Runs in the change's transaction after the change is written (the outbox records events here). */
export type OrderChangeRecorder = (trx: Db, scope: AccountScope, previous: Order, change: OrderChange) => Promise<void>;

export function createOrderStore(db: Db, options: { onChange?: OrderChangeRecorder } = {}): OrderStore {
  return {
    async insert(scope, order, history, createdAt) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('orders')
            .values({
              id: order.id,
              account_id: scope.accountId,
              mode: scope.mode,
              status: order.status,
              buyer_id: order.buyer.id,
              created_at: createdAt,
              updated_at: createdAt,
              doc: JSON.stringify(order),
            })
            .execute();
          await appendHistory(trx, order.id, [history]);
          if (order.quote_id !== null) await claimQuote(trx, scope, order, order.quote_id);
        });
      } catch (error) {
        if (error instanceof QuoteClaimRefused) return error.refusal;
        throw error;
      }
      return undefined;
    },

    async find(scope, id) {
      const row = await db.selectFrom('orders').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select('doc').executeTakeFirst();
      return row?.doc;
    },

    async list(scope, query) {
      let base = db.selectFrom('orders').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
      if (query.status) base = base.where('status', '=', query.status);
      if (query.buyerId) base = base.where('buyer_id', '=', query.buyerId);
      if (query.createdGte) base = base.where('created_at', '>=', query.createdGte);
      if (query.createdLt) base = base.where('created_at', '<', query.createdLt);
      const [rows, count] = await Promise.all([
        base.select('doc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { orders: rows.map((r) => r.doc), total: Number(count.n) };
    },

    async change(scope, id, shipmentId, decide) {
      return db.transaction().execute(async (trx): Promise<OrderChange | undefined> => {
        const row = await trx
          .selectFrom('orders')
          .where('id', '=', id)
          .where('account_id', '=', scope.accountId)
          .where('mode', '=', scope.mode)
          .select('doc')
          .forUpdate()
          .executeTakeFirst();
        if (!row) return undefined;
        let shipment: Shipment | undefined;
        if (shipmentId !== null) {
          const found = await trx.selectFrom('shipments').where('id', '=', shipmentId).where('order_id', '=', id).select('doc').executeTakeFirst();
          if (!found) return undefined;
          shipment = found.doc;
        }
        const current = row.doc;
        const change = decide(current, shipment);
        await appendHistory(trx, id, change.history, change.order !== current ? change.order : undefined);
        if (change.shipment) {
          const doc = JSON.stringify(change.shipment);
          await trx
            .insertInto('shipments')
            .values({ id: change.shipment.id, order_id: id, created_at: change.shipment.created_at, doc })
            .onConflict((oc) => oc.column('id').doUpdateSet({ doc }))
            .execute();
        }
        await options.onChange?.(trx, scope, current, change);
        return change;
      });
    },

    async history(scope, id, limit, offset) {
      const owned = db.selectFrom('orders').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select('id');
      const base = db.selectFrom('order_history').where('order_id', 'in', owned);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('seq').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const entries = rows.map(
        (r): OrderHistoryEntry => ({
          id: r.seq,
          at: timestamp(new Date(r.at)),
          from_status: r.from_status,
          to_status: r.to_status,
          changes: r.changes,
          source: r.source,
          actor: r.actor,
        }),
      );
      return { entries, total: Number(count.n) };
    },

    async shipments(scope, orderId, limit, offset) {
      const owned = db.selectFrom('orders').where('id', '=', orderId).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select('id');
      const base = db.selectFrom('shipments').where('order_id', 'in', owned);
      const [rows, count] = await Promise.all([
        base.select('doc').orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { shipments: rows.map((r) => r.doc), total: Number(count.n) };
    },

    async findShipment(scope, orderId, shipmentId) {
      let query = db.selectFrom('shipments as s').innerJoin('orders as o', 'o.id', 's.order_id').where('s.id', '=', shipmentId);
      if (orderId !== null) query = query.where('s.order_id', '=', orderId);
      const row = await query
        .where('o.account_id', '=', scope.accountId)
        .where('o.mode', '=', scope.mode)
        .select('s.doc')
        .executeTakeFirst();
      return row?.doc;
    },
  };
}

/** What the sandbox shipment simulator moves (src/domain/orders/sandbox-simulator.ts). */
export function createSandboxShipmentSource(db: Db): SandboxShipmentSource {
  return {
    async openSandboxShipments(untouchedSince, limit) {
      const updatedAt = sql<string>`s.doc->>'updated_at'`;
      const rows = await db
        .selectFrom('shipments as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .where('o.mode', '=', 'test')
        .where('o.status', 'not in', ['draft', 'delivered', 'cancelled'])
        .where(sql<string>`s.doc->>'status'`, '<>', 'delivered')
        .where(updatedAt, '<=', untouchedSince)
        .orderBy(updatedAt)
        .orderBy('s.id')
        .limit(limit)
        .select(['s.doc', 'o.account_id'])
        .execute();
      return rows.map((r) => ({ accountId: r.account_id, shipment: r.doc }));
    },
  };
}
