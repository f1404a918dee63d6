import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { exchangeRatesUpdatedEvent } from '../domain/events/raised.js';
import { sameDay } from '../domain/exchange-rates/reference-rates.js';
import type { ExchangeRateStore } from '../domain/exchange-rates/service.js';
import type { RatesDay } from '../domain/exchange-rates/types.js';
import { bumpCounter, readCounter } from './change-counters.js';
import type { Db } from './database.js';
import { recordEvent } from './event-store.js';

// Reference exchange rates, one row per day (src/domain/exchange-rates/service.ts).
//
// A save stages its days in exchange_rate_staging, STAGE_BATCH rows a statement outside any
// transaction, then moves them into exchange_rate_days with one statement in a short transaction
// that also moves the counter and records the event. On the embedded database a transaction holds
// the one session and every statement the event loop: a whole history saved in one transaction kept
// every other request's statements waiting until it ended; staged, they run between its statements.

/** Days per staging statement (a day is about 30 rates, 600 bytes of JSON). */
const STAGE_BATCH = 100;
/** Staged rows older than this belong to an import that died (an import stages its rows in seconds). */
const STALE_STAGING_MS = 3_600_000;

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
      const importId = randomUUID();
      const stagedAt = new Date();
      await db.deleteFrom('exchange_rate_staging').where('staged_at', '<', new Date(stagedAt.getTime() - STALE_STAGING_MS)).execute();
      try {
        for (let i = 0; i < days.length; i += STAGE_BATCH) {
          await db
            .insertInto('exchange_rate_staging')
            .values(days.slice(i, i + STAGE_BATCH).map((day) => ({ import_id: importId, date: day.date, base: day.base, rates: JSON.stringify(day.rates), source: day.source, staged_at: stagedAt })))
            .execute();
        }
        return await db.transaction().execute(async (trx) => {
          const previous = await trx.selectFrom('exchange_rate_days').select(DAY_COLUMNS).orderBy('date', 'desc').limit(1).executeTakeFirst();
          // jsonb equality ignores key order: an equal day from another layout is unchanged.
          const counted = await sql<{ added: string; replaced: string }>`
            SELECT count(*) FILTER (WHERE d.date IS NULL) AS added,
                   count(*) FILTER (WHERE d.date IS NOT NULL AND (d.base, d.rates, d.source) IS DISTINCT FROM (s.base, s.rates, s.source)) AS replaced
              FROM exchange_rate_staging s LEFT JOIN exchange_rate_days d ON d.date = s.date
             WHERE s.import_id = ${importId}`.execute(trx);
          const added = Number(counted.rows[0]!.added);
          const replaced = Number(counted.rows[0]!.replaced);
          if (added + replaced > 0) {
            await sql`
              INSERT INTO exchange_rate_days (date, base, rates, source, imported_from, imported_at)
              SELECT date, base, rates, source, ${importedFrom}, ${stagedAt} FROM exchange_rate_staging WHERE import_id = ${importId}
              ON CONFLICT (date) DO UPDATE SET base = excluded.base, rates = excluded.rates, source = excluded.source,
                imported_from = excluded.imported_from, imported_at = excluded.imported_at
              WHERE (exchange_rate_days.base, exchange_rate_days.rates, exchange_rate_days.source) IS DISTINCT FROM (excluded.base, excluded.rates, excluded.source)`.execute(trx);
            await bumpCounter(trx, 'exchange_rates');
          }
          await trx.deleteFrom('exchange_rate_staging').where('import_id', '=', importId).execute();
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
          return { added, replaced, unchanged: days.length - added - replaced, newest: newest?.date ?? null };
        });
      } catch (error) {
        await db.deleteFrom('exchange_rate_staging').where('import_id', '=', importId).execute().catch(() => undefined);
        throw error;
      }
    },
  };
}
