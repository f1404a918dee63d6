import { sql } from 'kysely';
import { exchangeRatesUpdatedEvent } from '../domain/events/raised.js';
import { sameDay } from '../domain/exchange-rates/reference-rates.js';
import type { ExchangeRateStore } from '../domain/exchange-rates/store.js';
import type { RatesDay } from '../domain/exchange-rates/types.js';
import { bumpCounter, readCounter } from './change-counters.js';
import type { Db } from './database.js';
import { recordEvent } from './event-store.js';

// Reference exchange rates, one row per day (src/domain/exchange-rates/service.ts).
//
// A save writes the days in small statements of about RATES_PER_STATEMENT rates each: on the
// embedded database every statement holds the event loop and a transaction holds the one session,
// so a whole history saved in one transaction (or moved in one statement: half a second for 10,000
// days) kept every other request waiting until it ended; in small autocommit statements the other
// requests' statements run between them. The days older than the newest stored day go first, each
// statement on its own: they are history that no answer converts with. The days from the newest
// stored day on go last, in one transaction with the counter and the event, so answers change at
// that commit and only then. An import killed in between has written some of its older days and
// nothing else; running it again writes the rest (an equal day is left alone).

/** Rates per statement: about 25 days of the ECB's 30 to 40 currencies (a few ms of the event loop each). */
const RATES_PER_STATEMENT = 1000;

type Row = { date: string; base: string; rates: Record<string, string>; source: RatesDay['source'] };

const toDay = (row: Row): RatesDay => ({ date: row.date, base: row.base, rates: row.rates, source: row.source });
const DAY_COLUMNS = ['date', 'base', 'rates', 'source'] as const;

/** The event's type, as the endpoints that subscribe to it list it. */
const RATES_EVENT = 'exchange_rates.updated';

export function createExchangeRateStore(db: Db): ExchangeRateStore {
  return {
    version: () => readCounter(db, 'exchange_rates'),

    async newest() {
      const row = await db.selectFrom('exchange_rate_days').select(DAY_COLUMNS).orderBy('date', 'desc').limit(1).executeTakeFirst();
      return row ? toDay(row) : undefined;
    },

    async around(first, last) {
      const [before, after] = await Promise.all([
        db.selectFrom('exchange_rate_days').select(DAY_COLUMNS).where('date', '<', first).orderBy('date', 'desc').limit(1).executeTakeFirst(),
        db.selectFrom('exchange_rate_days').select(DAY_COLUMNS).where('date', '>', last).orderBy('date', 'asc').limit(1).executeTakeFirst(),
      ]);
      return { before: before && toDay(before), after: after && toDay(after) };
    },

    async save(days, importedFrom, loadedFrom) {
      const importedAt = new Date();
      const counts = { added: 0, replaced: 0 };
      /** Adds the days not stored, replaces those stored with other rates, leaves equal ones; counts each. */
      const upsert = async (conn: Db, batch: readonly RatesDay[]) => {
        if (batch.length === 0) return;
        const rows = await conn
          .insertInto('exchange_rate_days')
          .values(batch.map((day) => ({ date: day.date, base: day.base, rates: JSON.stringify(day.rates), source: day.source, imported_from: importedFrom, imported_at: importedAt })))
          .onConflict((oc) =>
            oc
              .column('date')
              .doUpdateSet({
                base: sql.ref('excluded.base'),
                rates: sql.ref('excluded.rates'),
                source: sql.ref('excluded.source'),
                imported_from: sql.ref('excluded.imported_from'),
                imported_at: sql.ref('excluded.imported_at'),
              })
              // jsonb equality ignores key order: an equal day from another layout is left alone.
              .where(sql<boolean>`(exchange_rate_days.base, exchange_rate_days.rates, exchange_rate_days.source) IS DISTINCT FROM (excluded.base, excluded.rates, excluded.source)`),
          )
          // xmax is 0 on a row this statement inserted, its own transaction id on one it updated.
          .returning(sql<boolean>`xmax = 0`.as('inserted'))
          .execute();
        for (const row of rows) counts[row.inserted ? 'added' : 'replaced']++;
      };
      const batches = (list: readonly RatesDay[]): RatesDay[][] => {
        const out: RatesDay[][] = [];
        let batch: RatesDay[] = [];
        let rates = 0;
        for (const day of list) {
          batch.push(day);
          rates += Object.keys(day.rates).length;
          if (rates >= RATES_PER_STATEMENT) {
            out.push(batch);
            batch = [];
            rates = 0;
          }
        }
        if (batch.length > 0) out.push(batch);
        return out;
      };
      const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : 1));
      const newestBefore = await db.selectFrom('exchange_rate_days').select('date').orderBy('date', 'desc').limit(1).executeTakeFirst();
      const split = newestBefore ? sorted.findIndex((day) => day.date >= newestBefore.date) : 0;
      const history = split === -1 ? sorted : sorted.slice(0, split);
      const current = split === -1 ? [] : sorted.slice(split);
      for (const batch of batches(history)) await upsert(db, batch);
      return db.transaction().execute(async (trx) => {
        const previous = await trx.selectFrom('exchange_rate_days').select(DAY_COLUMNS).orderBy('date', 'desc').limit(1).executeTakeFirst();
        for (const batch of batches(current)) await upsert(trx, batch);
        if (counts.added + counts.replaced > 0) await bumpCounter(trx, 'exchange_rates');
        const newest = await trx.selectFrom('exchange_rate_days').select(DAY_COLUMNS).orderBy('date', 'desc').limit(1).executeTakeFirst();
        if (newest && (!previous || !sameDay(toDay(previous), toDay(newest)))) {
          // The rates are everyone's: one event per account and mode that subscribes to it.
          const raised = exchangeRatesUpdatedEvent(toDay(newest), previous?.date ?? null, loadedFrom);
          const subscribers = await trx
            .selectFrom('webhook_endpoints')
            .where('enabled', '=', true)
            .where(sql<boolean>`(${RATES_EVENT} = ANY(event_types) OR '*' = ANY(event_types))`)
            .select(['account_id', 'mode'])
            .distinct()
            .orderBy('account_id')
            .orderBy('mode')
            .execute();
          for (const { account_id, mode } of subscribers) await recordEvent(trx, { accountId: account_id, mode }, raised.type, raised.body);
        }
        return { added: counts.added, replaced: counts.replaced, unchanged: days.length - counts.added - counts.replaced, newest: newest?.date ?? null };
      });
    },
  };
}
