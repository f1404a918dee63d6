import { sql } from 'kysely';
import type { StoredBuyerContact } from '../domain/buyers/contact.js';
import type { BuyerSearchQuery, BuyerStore } from '../domain/buyers/store.js';
import type { BuyerOrigin, BuyerRecord } from '../domain/buyers/types.js';
import type { Mode } from '../domain/modes.js';
import { prepareProfile, profileScore } from '../domain/buyers/score.js';
import { CHUNK, chunks, recordsOf, sourceName, sourceYear, storedContacts, toBuyer, toRecord } from './buyer-rows.js';
import { bumpCounter, readCounter } from './change-counters.js';
import type { Db } from './database.js';

// Buyers in storage: search, the scores of each account's profile, bulk inserts and the search
// index's batches. Rows and records convert in buyer-rows.ts.

export interface BuyerStoreOptions {
  /**
   * Called inside the transaction that adds or replaces buyers (after their scores are written),
   * with the replaced buyers' previous values: where `buyer.matched` events are recorded.
   */
  onInsert?: (trx: Db, mode: Mode, buyers: readonly BuyerRecord[], previous: ReadonlyMap<number, BuyerRecord>) => Promise<void>;
}

/**
 * Each account with a profile in the mode gets its profile score for the new or changed buyers, so
 * they show in its searches (ordered by profile score) right away.
 */
async function scoreForProfiles(trx: Db, mode: Mode, buyers: readonly BuyerRecord[]): Promise<void> {
  const profiles = await trx.selectFrom('exporter_profiles').where('mode', '=', mode).select(['account_id', 'profile', 'score_generation']).execute();
  // Into the generation searches read now; a rescoring under way reads these buyers too (they are in the table before it ends).
  for (const { account_id: accountId, profile, score_generation: generation } of profiles) {
    const prepared = prepareProfile(profile);
    for (const part of chunks([...buyers])) {
      await sql`
        INSERT INTO buyer_scores (account_id, mode, generation, buyer_number, score)
        SELECT ${accountId}, ${mode}, ${generation}, n, s
        FROM unnest(${part.map((b) => b.number)}::bigint[], ${part.map((b) => profileScore(b, prepared).score)}::smallint[]) AS t(n, s)
        ON CONFLICT (account_id, mode, generation, buyer_number) DO UPDATE SET score = EXCLUDED.score
      `.execute(trx);
    }
  }
}

export function createBuyerStore(db: Db, options_: BuyerStoreOptions = {}): BuyerStore {
  function scored(mode: Mode, scoreAccountId: string | null) {
    // With a profile the score comes from buyer_scores, in the generation the profile names as
    // active (read in the same statement, so one query never mixes two rescorings); without a
    // profile, from the generic score column.
    const base = db.selectFrom('buyers as b');
    return scoreAccountId
      ? base.innerJoin('buyer_scores as s', (join) =>
          join
            .onRef('s.buyer_number', '=', 'b.number')
            .onRef('s.mode', '=', 'b.mode')
            .on('s.account_id', '=', scoreAccountId)
            .on(sql<boolean>`s.generation = (SELECT p.score_generation FROM exporter_profiles p WHERE p.account_id = ${scoreAccountId} AND p.mode = ${mode})`),
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
    'b.source_kind',
    'b.source_name',
    'b.source_year',
    'b.has_contact',
  ] as const;

  return {
    async search(q: BuyerSearchQuery) {
      const score = scoreColumn(q.scoreAccountId);
      let query = scored(q.mode, q.scoreAccountId).where('b.mode', '=', q.mode);
      if (q.country) query = query.where('b.country', '=', q.country);
      if (q.sector) query = query.where('b.sector', '=', q.sector);
      if (q.hsPrefix) {
        const prefix = q.hsPrefix;
        if (prefix.length === 2) query = query.where(sql<boolean>`b.hs_chapters @> ARRAY[${prefix}]::text[]`);
        else if (prefix.length === 4) query = query.where(sql<boolean>`b.hs_headings @> ARRAY[${prefix}]::text[]`);
        else query = query.where(sql<boolean>`EXISTS (SELECT 1 FROM unnest(b.hs_headings) h WHERE h LIKE ${prefix + '%'})`);
      }
      if (q.minScore !== undefined) query = query.where(score, '>=', q.minScore);
      if (q.hasContact !== undefined) query = query.where('b.has_contact', '=', q.hasContact);
      if (q.nameContains) {
        const escaped = q.nameContains.replace(/[\\%_]/g, (c) => `\\${c}`);
        query = query.where('b.company_name_lower', 'like', `%${escaped}%`);
      }
      const rows = await query
        .select([...columns, score.as('score'), sql<number>`count(*) OVER ()`.as('total')])
        .orderBy(score, 'desc')
        .orderBy('b.number', 'asc')
        .limit(q.limit)
        .offset(q.offset)
        .execute();
      if (rows.length > 0) return { buyers: rows.map(toRecord), scores: rows.map((r) => Number(r.score)), total: Number(rows[0]!.total) };
      // A page past the end has no rows to carry the window count: count separately.
      const count = q.offset === 0 ? { total: 0 } : await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
      return { buyers: [], scores: [], total: Number(count.total) };
    },

    async get(mode, number, scoreAccountId) {
      const score = scoreColumn(scoreAccountId);
      const row = await scored(mode, scoreAccountId)
        .where('b.mode', '=', mode)
        .where('b.number', '=', number)
        .select([...columns, score.as('score')])
        .executeTakeFirst();
      return row ? toBuyer(row) : undefined;
    },

    async scoringBatch(mode, afterNumber, limit) {
      const rows = await db
        .selectFrom('buyers')
        .where('mode', '=', mode)
        .where('number', '>', afterNumber)
        .select(['number', 'country', 'sector', 'hs_headings', 'annual_import_usd', 'verified'])
        .orderBy('number')
        .limit(limit)
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

    async newScoreGeneration() {
      const { rows } = await sql<{ n: number }>`SELECT nextval('buyer_score_generations') AS n`.execute(db);
      return Number(rows[0]!.n);
    },

    async insertScores(accountId, mode, generation, numbers, scores) {
      await sql`
        INSERT INTO buyer_scores (account_id, mode, generation, buyer_number, score)
        SELECT ${accountId}, ${mode}, ${generation}, n, s
        FROM unnest(${numbers}::bigint[], ${scores}::smallint[]) AS t(n, s)
      `.execute(db);
    },

    async activateProfile(accountId, mode, profile, generation) {
      const json = JSON.stringify(profile);
      const activated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('exporter_profiles')
          .values({ account_id: accountId, mode, profile: json, updated_at: new Date(), score_generation: generation })
          .onConflict((oc) =>
            oc
              .columns(['account_id', 'mode'])
              .doUpdateSet({ profile: json, updated_at: new Date(), score_generation: generation })
              .where('exporter_profiles.score_generation', '<', generation),
          )
          .returning('score_generation')
          .executeTakeFirst();
        if (row) await bumpCounter(trx, 'buyers');
        return row !== undefined;
      });
      return activated;
    },

    async deleteScores(accountId, mode, which, limit) {
      const generation = 'generation' in which ? sql`generation = ${which.generation}` : sql`generation < ${which.olderThan}`;
      // ctid = ANY(ARRAY(...)) is a TID scan of the rows found by the index; ctid IN (subquery) would
      // be a semi-join over the whole table for every batch.
      const result = await sql`
        DELETE FROM buyer_scores WHERE ctid = ANY (ARRAY(
          SELECT ctid FROM buyer_scores WHERE account_id = ${accountId} AND mode = ${mode} AND ${generation} LIMIT ${limit}
        ))`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    async reclaimScoreSpace() {
      // Autovacuum (PostgreSQL) wakes once a minute and waits for a fifth of the table to be dead;
      // a rescoring deletes a whole generation at once, and the embedded database has no
      // autovacuum at all. SKIP_LOCKED: a VACUUM already running elsewhere does the work.
      await sql`VACUUM (SKIP_LOCKED) buyer_scores`.execute(db);
    },

    async getProfile(accountId, mode) {
      const row = await db
        .selectFrom('exporter_profiles')
        .where('account_id', '=', accountId)
        .where('mode', '=', mode)
        .select('profile')
        .executeTakeFirst();
      return row?.profile;
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

    async insert(mode, batches, options = {}) {
      const contactJson = (b: BuyerRecord) => {
        const contact = options.contacts?.get(b.number);
        return contact ? JSON.stringify(contact) : null;
      };
      // Replacing: a buyer of the file whose id exists takes the new values (an update).
      const onConflict = options.replace
        ? sql`ON CONFLICT (mode, number) DO UPDATE SET company_name = EXCLUDED.company_name, company_name_lower = EXCLUDED.company_name_lower,
            country = EXCLUDED.country, city = EXCLUDED.city, sector = EXCLUDED.sector, hs_headings = EXCLUDED.hs_headings,
            hs_chapters = EXCLUDED.hs_chapters, annual_import_usd = EXCLUDED.annual_import_usd, founded_year = EXCLUDED.founded_year,
            employees = EXCLUDED.employees, verified = EXCLUDED.verified, generic_score = EXCLUDED.generic_score,
            source_kind = EXCLUDED.source_kind, source_name = EXCLUDED.source_name, source_year = EXCLUDED.source_year,
            contact = EXCLUDED.contact, has_contact = EXCLUDED.has_contact`
        : sql``;
      await db.transaction().execute(async (trx) => {
        for await (const { buyers, genericScores } of batches) {
          const previous = options.replace ? await recordsOf(trx, mode, buyers.map((b) => b.number)) : new Map<number, BuyerRecord>();
          for (const [index, part] of chunks(buyers).entries()) {
            const scores = genericScores.slice(index * CHUNK, index * CHUNK + part.length);
            await sql`
              INSERT INTO buyers (mode, number, company_name, company_name_lower, country, city, sector,
                                  hs_headings, hs_chapters, annual_import_usd, founded_year, employees, verified, generic_score,
                                  source_kind, source_name, source_year, contact, has_contact)
              SELECT ${mode}, number, name, lower(name), country, city, sector,
                     string_to_array(headings, ','),
                     ARRAY(SELECT DISTINCT left(h, 2) FROM unnest(string_to_array(headings, ',')) h ORDER BY 1),
                     imports, founded, employees, verified, score, source_kind, source_name, source_year, contact::jsonb, has_contact
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
                ${scores}::smallint[],
                ${part.map((b) => b.source.kind)}::text[],
                ${part.map(sourceName)}::text[],
                ${part.map(sourceYear)}::integer[],
                ${part.map(contactJson)}::text[],
                ${part.map((b) => b.hasContact)}::boolean[]
              ) AS t(number, name, country, city, sector, headings, imports, founded, employees, verified, score, source_kind, source_name, source_year, contact, has_contact)
              ${onConflict}
            `.execute(trx);
          }
          await scoreForProfiles(trx, mode, buyers);
          await options_.onInsert?.(trx, mode, buyers, previous);
        }
        await bumpCounter(trx, 'buyer_records');
      });
      await sql`ANALYZE buyers`.execute(db);
    },

    contacts: (mode, numbers) => storedContacts(db, mode, numbers),

    async indexBatch(mode, afterNumber, limit) {
      // The batch as one JSON text of arrays (no key repeated per buyer), parsed natively: as rows,
      // the embedded database's protocol reader decoded 50,000 buyers' fields (and their HS arrays)
      // one by one in JavaScript, most of the first search's wait after a start.
      const page = db
        .selectFrom('buyers as b')
        .where('b.mode', '=', mode)
        .where('b.number', '>', afterNumber)
        .select([...columns, 'b.generic_score as score', 'b.company_name_lower'])
        .orderBy('b.number')
        .limit(limit);
      const { rows } = await sql<{ batch: string }>`
        SELECT coalesce(json_agg(json_build_array(t.number, t.company_name, t.country, t.city, t.sector, t.hs_headings,
          t.annual_import_usd, t.founded_year, t.employees, t.verified, t.score, t.company_name_lower,
          t.source_kind, t.source_name, t.source_year, t.has_contact) ORDER BY t.number), '[]')::text AS batch
        FROM (${page}) AS t`.execute(db);
      type Packed = [number, string, string, string, string, string[], number, number | null, number | null, boolean, number, string, BuyerOrigin['kind'], string | null, number | null, boolean];
      return (JSON.parse(rows[0]!.batch) as Packed[]).map((r) => ({
        buyer: toRecord({ number: r[0], company_name: r[1], country: r[2], city: r[3], sector: r[4], hs_headings: r[5], annual_import_usd: r[6], founded_year: r[7], employees: r[8], verified: r[9], source_kind: r[12], source_name: r[13], source_year: r[14], has_contact: r[15] }),
        genericScore: r[10],
        nameLower: r[11],
      }));
    },

    async activeScoreGenerations(keys) {
      const found = new Map<string, number>();
      if (keys.length === 0) return found;
      const rows = await db
        .selectFrom('exporter_profiles')
        .where(sql<boolean>`(account_id, mode) IN (SELECT * FROM unnest(${keys.map((k) => k.accountId)}::text[], ${keys.map((k) => k.mode)}::text[]))`)
        .select(['account_id', 'mode', 'score_generation'])
        .execute();
      for (const row of rows) found.set(`${row.mode}:${row.account_id}`, Number(row.score_generation));
      return found;
    },

    async scoreBatch(accountId, mode, generation, afterNumber, limit) {
      // Two JSON arrays parsed natively, as the buyers' batches are (see indexBatch).
      const page = db
        .selectFrom('buyer_scores')
        .where('account_id', '=', accountId)
        .where('mode', '=', mode)
        .where('generation', '=', generation)
        .where('buyer_number', '>', afterNumber)
        .select(['buyer_number', 'score'])
        .orderBy('buyer_number')
        .limit(limit);
      const { rows } = await sql<{ batch: string }>`
        SELECT json_build_object('numbers', coalesce(json_agg(t.buyer_number ORDER BY t.buyer_number), '[]'),
          'scores', coalesce(json_agg(t.score ORDER BY t.buyer_number), '[]'))::text AS batch
        FROM (${page}) AS t`.execute(db);
      return JSON.parse(rows[0]!.batch) as { numbers: number[]; scores: number[] };
    },

    recordsCounter: () => readCounter(db, 'buyer_records'),
    changeCounter: () => readCounter(db, 'buyers'),
    bumpChangeCounter: () => bumpCounter(db, 'buyers'),
  };
}
