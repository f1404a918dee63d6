import { sql } from 'kysely';
import type { RatesDay } from '../domain/exchange-rates/types.js';
import { sameDay } from '../domain/exchange-rates/reference-rates.js';
import type { ExchangeRateStore } from '../domain/exchange-rates/service.js';
import { bumpCounter, readCounter } from './change-counters.js';
import type { Db } from './database.js';

// Reference exchange rates, one row per day (src/domain/exchange-rates/service.ts).

/** Rows per INSERT statement (a day is about 30 rates: well under the parameter limit). */
const BATCH = 500;

type Row = { date: string; base: string; rates: Record<string, string>; source: RatesDay['source'] };

const toDay = (row: Row): RatesDay => ({ date: row.date, base: row.base, rates: row.rates, source: row.source });

export function createExchangeRateStore(db: Db): ExchangeRateStore {
  return {
    version: () => readCounter(db, 'exchange_rates'),

    async newest() {
      const row = await db.selectFrom('exchange_rate_days').select(['date', 'base', 'rates', 'source']).orderBy('date', 'desc').limit(1).executeTakeFirst();
      return row ? toDay(row) : undefined;
    },

    async save(days, importedFrom) {
      return db.transaction().execute(async (trx) => {
        const dates = days.map((d) => d.date).sort();
        const stored = new Map<string, RatesDay>();
        if (dates.length > 0) {
          const rows = await trx
            .selectFrom('exchange_rate_days')
            .select(['date', 'base', 'rates', 'source'])
            .where('date', '>=', dates[0]!)
            .where('date', '<=', dates[dates.length - 1]!)
            .execute();
          for (const row of rows) stored.set(row.date, toDay(row));
        }
        const changed = days.filter((day) => {
          const current = stored.get(day.date);
          return !current || !sameDay(current, day);
        });
        const replaced = changed.filter((day) => stored.has(day.date)).length;
        const importedAt = new Date();
        for (let i = 0; i < changed.length; i += BATCH) {
          await trx
            .insertInto('exchange_rate_days')
            .values(changed.slice(i, i + BATCH).map((day) => ({ date: day.date, base: day.base, rates: JSON.stringify(day.rates), source: day.source, imported_from: importedFrom, imported_at: importedAt })))
            .onConflict((oc) =>
              oc.column('date').doUpdateSet({
                base: sql.ref('excluded.base'),
                rates: sql.ref('excluded.rates'),
                source: sql.ref('excluded.source'),
                imported_from: sql.ref('excluded.imported_from'),
                imported_at: sql.ref('excluded.imported_at'),
              }),
            )
            .execute();
        }
        if (changed.length > 0) await bumpCounter(trx, 'exchange_rates');
        const newest = await trx.selectFrom('exchange_rate_days').select('date').orderBy('date', 'desc').limit(1).executeTakeFirst();
        return { added: changed.length - replaced, replaced, unchanged: days.length - changed.length, newest: newest?.date ?? null };
      });
    },
  };
}
