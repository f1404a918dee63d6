import { sql } from 'kysely';
import type { BuyerSearchQuery, BuyerStore, StoredBuyer } from '../domain/buyers/store.js';
import type { BuyerRecord } from '../domain/buyers/types.js';
import type { ExporterProfile } from '../domain/buyers/profile.js';
import type { Mode } from '../domain/modes.js';
import { prepareProfile, profileScore } from '../domain/buyers/score.js';
import { bumpCounter, readCounter } from './change-counters.js';
import type { Db } from './database.js';

// Bulk writes pass whole columns as arrays and UNNEST them: one statement per chunk instead of
// one parameter per value, which keeps 50,000-row seeds and rescoring fast on PGlite.
const CHUNK = 10_000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface BuyerRow {
  number: number;
  company_name: string;
  country: string;
  city: string;
  sector: string;
  hs_headings: string[];
  annual_import_usd: number;
  founded_year: number | null;
  employees: number | null;
  verified: boolean;
  score: number;
}

function toBuyer(row: BuyerRow): StoredBuyer {
  return {
    number: Number(row.number),
    companyName: row.company_name,
    country: row.country,
    city: row.city,
    sector: row.sector,
    hsHeadings: row.hs_headings,
    annualImportUsd: Number(row.annual_import_usd),
    foundedYear: row.founded_year,
    employees: row.employees,
    verified: row.verified,
    score: Number(row.score),
  };
}

export interface BuyerStoreOptions {
  /**
   * Called inside the transaction that adds or replaces buyers (after their scores are written),
   * with the replaced buyers' previous values: where `buyer.matched` events are recorded.
   */
  onInsert?: (trx: Db, mode: Mode, buyers: readonly BuyerRecord[], previous: ReadonlyMap<number, BuyerRecord>) => Promise<void>;
}

/** The buyers of these numbers as stored, locked for the replacing transaction. */
async function recordsOf(trx: Db, mode: Mode, numbers: number[]): Promise<Map<number, BuyerRecord>> {
  const rows = numbers.length === 0 ? [] : await trx.selectFrom('buyers').where('mode', '=', mode).where(sql<boolean>`number = ANY(${numbers}::bigint[])`).selectAll().forUpdate().execute();
  return new Map(rows.map((r) => [Number(r.number), { ...toBuyer({ ...r, score: 0 }) }]));
}

/**
 * Each account with a profile in the mode gets its profile score for the new or changed buyers, so
 * they show in its searches (ordered by profile score) right away.
 */
async function scoreForProfiles(trx: Db, mode: Mode, buyers: readonly BuyerRecord[]): Promise<void> {
  const profiles = await trx.selectFrom('exporter_profiles').where('mode', '=', mode).select(['account_id', 'profile']).execute();
  for (const { account_id: accountId, profile } of profiles) {
    const prepared = prepareProfile(profile as ExporterProfile);
    for (const part of chunks([...buyers])) {
      await sql`
        INSERT INTO buyer_scores (account_id, mode, buyer_number, score)
        SELECT ${accountId}, ${mode}, n, s
        FROM unnest(${part.map((b) => b.number)}::bigint[], ${part.map((b) => profileScore(b, prepared).score)}::smallint[]) AS t(n, s)
        ON CONFLICT (account_id, mode, buyer_number) DO UPDATE SET score = EXCLUDED.score
      `.execute(trx);
    }
  }
}

export function createBuyerStore(db: Db, options_: BuyerStoreOptions = {}): BuyerStore {
  function scored(scoreAccountId: string | null) {
    // With a profile the score comes from buyer_scores; without, from the generic score column.
    const base = db.selectFrom('buyers as b');
    return scoreAccountId
      ? base.innerJoin('buyer_scores as s', (join) =>
          join.onRef('s.buyer_number', '=', 'b.number').onRef('s.mode', '=', 'b.mode').on('s.account_id', '=', scoreAccountId),
        )
      : base;
  }
  const scoreColumn = (scoreAccountId: string | null) => sql.ref<number>(scoreAccountId ? 's.score' : 'b.generic_score');
  const columns = [
    'b.number',
    'b.company_name',
    'b.country',
    'b.city',
    'b.sector',
    'b.hs_headings',
    'b.annual_import_usd',
    'b.founded_year',
    'b.employees',
    'b.verified',
  ] as const;

  return {
    async search(q: BuyerSearchQuery) {
      const score = scoreColumn(q.scoreAccountId);
      let query = scored(q.scoreAccountId).where('b.mode', '=', q.mode);
      if (q.country) query = query.where('b.country', '=', q.country);
      if (q.sector) query = query.where('b.sector', '=', q.sector);
      if (q.hsPrefix) {
        const prefix = q.hsPrefix;
        if (prefix.length === 2) query = query.where(sql<boolean>`b.hs_chapters @> ARRAY[${prefix}]::text[]`);
        else if (prefix.length === 4) query = query.where(sql<boolean>`b.hs_headings @> ARRAY[${prefix}]::text[]`);
        else query = query.where(sql<boolean>`EXISTS (SELECT 1 FROM unnest(b.hs_headings) h WHERE h LIKE ${prefix + '%'})`);
      }
      if (q.minScore !== undefined) query = query.where(score, '>=', q.minScore);
      if (q.nameContains) {
        const escaped = q.nameContains.replace(/[\\%_]/g, (c) => `\\${c}`);
        query = query.where('b.company_name_lower', 'like', `%${escaped}%`);
      }
      const rows = (await query
        .select([...columns, score.as('score'), sql<number>`count(*) OVER ()`.as('total')])
        .orderBy(score, 'desc')
        .orderBy('b.number', 'asc')
        .limit(q.limit)
        .offset(q.offset)
        .execute()) as Array<BuyerRow & { total: number }>;
      if (rows.length > 0) return { rows: rows.map(toBuyer), total: Number(rows[0]!.total) };
      // A page past the end has no rows to carry the window count: count separately.
      const count = q.offset === 0 ? { total: 0 } : await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
      return { rows: [], total: Number(count.total) };
    },

    async get(mode, number, scoreAccountId) {
      const score = scoreColumn(scoreAccountId);
      const row = (await scored(scoreAccountId)
        .where('b.mode', '=', mode)
        .where('b.number', '=', number)
        .select([...columns, score.as('score')])
        .executeTakeFirst()) as BuyerRow | undefined;
      return row ? toBuyer(row) : undefined;
    },

    async allForScoring(mode) {
      const rows = await db
        .selectFrom('buyers')
        .where('mode', '=', mode)
        .select(['number', 'country', 'sector', 'hs_headings', 'annual_import_usd', 'verified'])
        .execute();
      return rows.map((r) => ({
        number: Number(r.number),
        country: r.country,
        sector: r.sector,
        hsHeadings: r.hs_headings,
        annualImportUsd: Number(r.annual_import_usd),
        verified: r.verified,
      }));
    },

    async getProfile(accountId, mode) {
      const row = await db
        .selectFrom('exporter_profiles')
        .where('account_id', '=', accountId)
        .where('mode', '=', mode)
        .select('profile')
        .executeTakeFirst();
      return row ? (row.profile as ExporterProfile) : undefined;
    },

    async saveProfile(accountId, mode, profile, numbers, scores) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('exporter_profiles')
          .values({ account_id: accountId, mode, profile: JSON.stringify(profile), updated_at: new Date() })
          .onConflict((oc) => oc.columns(['account_id', 'mode']).doUpdateSet({ profile: JSON.stringify(profile), updated_at: new Date() }))
          .execute();
        await trx.deleteFrom('buyer_scores').where('account_id', '=', accountId).where('mode', '=', mode).execute();
        for (let i = 0; i < numbers.length; i += CHUNK) {
          await sql`
            INSERT INTO buyer_scores (account_id, mode, buyer_number, score)
            SELECT ${accountId}, ${mode}, n, s
            FROM unnest(${numbers.slice(i, i + CHUNK)}::bigint[], ${scores.slice(i, i + CHUNK)}::smallint[]) AS t(n, s)
          `.execute(trx);
        }
      });
      // Fresh statistics keep the planner off nested loops over 50,000 new rows.
      await sql`ANALYZE buyer_scores`.execute(db);
    },

    async count(mode: Mode) {
      const row = await db.selectFrom('buyers').where('mode', '=', mode).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async maxNumber(mode: Mode) {
      const row = await db.selectFrom('buyers').where('mode', '=', mode).select(sql<number | null>`max(number)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n ?? 0);
    },

    async existingNumbers(mode: Mode, numbers: number[]) {
      if (numbers.length === 0) return [];
      const rows = await db
        .selectFrom('buyers')
        .where('mode', '=', mode)
        .where(sql<boolean>`number = ANY(${numbers}::bigint[])`)
        .select('number')
        .orderBy('number')
        .execute();
      return rows.map((r) => Number(r.number));
    },

    async insert(mode: Mode, buyers: BuyerRecord[], genericScores: number[], options: { replace?: boolean } = {}) {
      await db.transaction().execute(async (trx) => {
        const previous = options.replace ? await recordsOf(trx, mode, buyers.map((b) => b.number)) : new Map<number, BuyerRecord>();
        // Replacing: a buyer of the file whose id exists takes the new values (an update).
        const onConflict = options.replace
          ? sql`ON CONFLICT (mode, number) DO UPDATE SET company_name = EXCLUDED.company_name, company_name_lower = EXCLUDED.company_name_lower,
              country = EXCLUDED.country, city = EXCLUDED.city, sector = EXCLUDED.sector, hs_headings = EXCLUDED.hs_headings,
              hs_chapters = EXCLUDED.hs_chapters, annual_import_usd = EXCLUDED.annual_import_usd, founded_year = EXCLUDED.founded_year,
              employees = EXCLUDED.employees, verified = EXCLUDED.verified, generic_score = EXCLUDED.generic_score`
          : sql``;
        for (const [index, part] of chunks(buyers).entries()) {
          const scores = genericScores.slice(index * CHUNK, index * CHUNK + part.length);
          await sql`
            INSERT INTO buyers (mode, number, company_name, company_name_lower, country, city, sector,
                                hs_headings, hs_chapters, annual_import_usd, founded_year, employees, verified, generic_score)
            SELECT ${mode}, number, name, lower(name), country, city, sector,
                   string_to_array(headings, ','),
                   ARRAY(SELECT DISTINCT left(h, 2) FROM unnest(string_to_array(headings, ',')) h ORDER BY 1),
                   imports, founded, employees, verified, score
            FROM unnest(
              ${part.map((b) => b.number)}::bigint[],
              ${part.map((b) => b.companyName)}::text[],
              ${part.map((b) => b.country)}::text[],
              ${part.map((b) => b.city)}::text[],
              ${part.map((b) => b.sector)}::text[],
              ${part.map((b) => b.hsHeadings.join(','))}::text[],
              ${part.map((b) => b.annualImportUsd)}::bigint[],
              ${part.map((b) => b.foundedYear)}::integer[],
              ${part.map((b) => b.employees)}::integer[],
              ${part.map((b) => b.verified)}::boolean[],
              ${scores}::smallint[]
            ) AS t(number, name, country, city, sector, headings, imports, founded, employees, verified, score)
            ${onConflict}
          `.execute(trx);
        }
        await scoreForProfiles(trx, mode, buyers);
        await options_.onInsert?.(trx, mode, buyers, previous);
      });
      await sql`ANALYZE buyers`.execute(db);
    },

    changeCounter: () => readCounter(db, 'buyers'),
    bumpChangeCounter: () => bumpCounter(db, 'buyers'),
  };
}
