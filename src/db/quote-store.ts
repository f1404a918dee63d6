import { sql } from 'kysely';
import type { AccountScope } from '../domain/modes.js';
import type { QuoteChange, QuoteStore } from '../domain/quotes/store.js';
import type { Quote, StoredQuoteStatus } from '../domain/quotes/types.js';
import type { Db } from './database.js';

// Quotes (src/domain/quotes/store.ts). A change locks the quote row (SELECT ... FOR UPDATE) for
// the length of its transaction, so two answers recorded at once apply one after the other, and
// the quote.updated event commits with the change or not at all.

/** Runs in the change's transaction after the change is written (the outbox records the event here). */
export type QuoteChangeRecorder = (trx: Db, scope: AccountScope, change: QuoteChange) => Promise<void>;

/** The order made from a quote is its column's (set by the order's insert, src/db/order-store.ts), not the document's. */
function quoteOf(row: { doc: Quote; order_id: string | null }): Quote {
  return { ...row.doc, order_id: row.order_id };
}

/** A quote is stored with the status it was given; `expired` is only ever read. */
function storedStatus(quote: Quote): StoredQuoteStatus {
  if (quote.status === 'expired') throw new Error(`Quote ${quote.id}: expired is a status read, never stored.`);
  return quote.status;
}

export function createQuoteStore(db: Db, options: { onChange?: QuoteChangeRecorder } = {}): QuoteStore {
  return {
    async insert(scope, quote, createdAt) {
      // In a transaction, so that under an Idempotency-Key it commits with the stored answer
      // (src/db/unit-of-work.ts: a unit's transaction begins with the first transaction opened).
      await db.transaction().execute((trx) =>
        trx
          .insertInto('quotes')
          .values({
            id: quote.id,
            account_id: scope.accountId,
            mode: scope.mode,
            status: storedStatus(quote),
            valid_until: quote.valid_until,
            created_at: createdAt,
            updated_at: createdAt,
            doc: JSON.stringify(quote),
          })
          .execute(),
      );
    },

    async find(scope, id) {
      const row = await db.selectFrom('quotes').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select(['doc', 'order_id']).executeTakeFirst();
      return row && quoteOf(row);
    },

    async list(scope, query) {
      let base = db.selectFrom('quotes').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
      const today = sql`${query.today}::date`;
      if (query.status === 'expired') base = base.where('status', '=', 'open').where(sql<boolean>`valid_until < ${today}`);
      else if (query.status === 'open') base = base.where('status', '=', 'open').where(sql<boolean>`valid_until >= ${today}`);
      else if (query.status) base = base.where('status', '=', query.status);
      if (query.createdGte) base = base.where('created_at', '>=', query.createdGte);
      if (query.createdLt) base = base.where('created_at', '<', query.createdLt);
      const [rows, count] = await Promise.all([
        base.select(['doc', 'order_id']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { quotes: rows.map(quoteOf), total: Number(count.n) };
    },

    async change(scope, id, decide) {
      return db.transaction().execute(async (trx): Promise<Quote | undefined> => {
        const row = await trx
          .selectFrom('quotes')
          .where('id', '=', id)
          .where('account_id', '=', scope.accountId)
          .where('mode', '=', scope.mode)
          .select(['doc', 'order_id'])
          .forUpdate()
          .executeTakeFirst();
        if (!row) return undefined;
        const stored = quoteOf(row);
        const change = decide(stored);
        if (!change) return stored;
        const { quote } = change;
        await trx
          .updateTable('quotes')
          .set({ status: storedStatus(quote), updated_at: quote.updated_at, doc: JSON.stringify(quote) })
          .where('id', '=', id)
          .execute();
        await options.onChange?.(trx, scope, change);
        return quote;
      });
    },
  };
}
