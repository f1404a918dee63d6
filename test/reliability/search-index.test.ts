// The in-memory buyer search answers exactly what the SQL search answers (rows, order, scores and
// the exact total) for every kind of filter, with and without a profile, and follows changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyerStore } from '../../src/db/buyer-store.js';
import { insertBuyers } from '../../src/db/seed.js';
import { BuyerSearchIndex } from '../../src/domain/buyers/search-index.js';
import type { BuyerSearchPage, BuyerSearchQuery, BuyerStore } from '../../src/domain/buyers/store.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let store: BuyerStore;
beforeAll(async () => {
  app = await startTestApp();
  store = createBuyerStore(app.services.database.db);
});
afterAll(async () => {
  await app?.close();
});

/** A small deterministic generator, so that a failure names a reproducible query. */
function random(seed: number): () => number {
  // mulberry32: 32-bit integer arithmetic throughout.
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function queries(count: number, scoreAccountId: string | null, seed: number): Promise<BuyerSearchQuery[]> {
  const sample = (await store.indexBatch('test', 0, 500)).map((r) => r);
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const maybe = <T>(value: () => T): T | undefined => (next() < 0.4 ? value() : undefined);
  return Array.from({ length: count }, () => {
    const heading = pick(pick(sample).buyer.hsHeadings);
    const name = pick(sample).nameLower;
    const start = Math.floor(next() * Math.max(1, name.length - 3));
    const limit = pick([1, 5, 20, 100]);
    return {
      mode: 'test',
      scoreAccountId,
      country: maybe(() => pick([pick(sample).buyer.country, 'US', 'ZZ'])),
      sector: maybe(() => pick(sample).buyer.sector),
      hsPrefix: maybe(() => heading.slice(0, pick([2, 3, 4]))),
      minScore: maybe(() => Math.floor(next() * 100)),
      nameContains: maybe(() => name.slice(start, start + pick([1, 2, 3, 4, 6]))),
      hasContact: maybe(() => next() < 0.5),
      limit,
      offset: limit * pick([0, 0, 1, 3, 40, 2999]),
    } as BuyerSearchQuery;
  }).map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as unknown as BuyerSearchQuery);
}

const shape = (r: BuyerSearchPage) => ({
  total: r.total,
  rows: r.buyers.map((b, k) => `${b.number}:${r.scores[k]}:${b.companyName}:${b.hasContact}`),
});

async function expectSameAsSql(index: BuyerSearchIndex, list: BuyerSearchQuery[]): Promise<void> {
  let nonEmpty = 0;
  for (const query of list) {
    const fromSql = await store.search(query);
    // Asked twice: the second answer comes from the matches the first one kept in score order.
    for (const asking of ['first', 'second']) {
      const fromMemory = await index.search(query);
      expect(fromMemory, JSON.stringify(query)).toBeDefined();
      expect(shape(fromMemory!), `${asking} asking of ${JSON.stringify(query)}`).toEqual(shape(fromSql));
    }
    if (fromSql.total > 0) nonEmpty++;
  }
  // The generated filters find buyers often enough for the comparison to mean something.
  expect(nonEmpty).toBeGreaterThan(list.length / 4);
}

// Hundreds of SQL searches to compare with: more time than the default per test.
describe('in-memory buyer search', { timeout: 120_000 }, () => {
  it('answers what SQL answers without a profile (generic scores)', async () => {
    const index = new BuyerSearchIndex(store);
    await index.refresh();
    await expectSameAsSql(index, await queries(200, null, 7));
  });

  it('answers what SQL answers with a profile (its active score generation)', async () => {
    const profile = { company_name: 'Hanbit', origin_country: 'KR', products: [{ name: 'Mask', hs_code: '330499' }, { name: 'Drill', hs_code: '846721' }], sectors: ['cosmetics'], target_countries: ['US', 'DE'] };
    await app.services.buyers.putProfile(app.accountId, 'test', profile);
    const index = new BuyerSearchIndex(store);
    await index.refresh();
    index.warm(['test']);
    await index.settled();
    // The account's scores are read on its first search, which waits for them.
    await expectSameAsSql(index, await queries(200, app.accountId, 11));

    // A new profile: the old scores are dropped at the next refresh and the new ones read.
    await app.services.buyers.putProfile(app.accountId, 'test', { ...profile, sectors: ['electronics'], target_countries: [] });
    await index.refresh();
    await expectSameAsSql(index, await queries(60, app.accountId, 13));
  });

  it('answers what SQL answers for one filter at a time, on any page and minimum score', async () => {
    // Pages and minimum scores of one filter are slices of the same kept ranking (snapshot-search.ts).
    const index = new BuyerSearchIndex(store);
    await index.refresh();
    const [sample] = await store.indexBatch('test', 0, 1);
    const filters: Array<Partial<BuyerSearchQuery>> = [
      { country: 'US' },
      { country: sample!.buyer.country },
      { sector: sample!.buyer.sector },
      { hsPrefix: sample!.buyer.hsHeadings[0]! },
      { hsPrefix: sample!.buyer.hsHeadings[0]!.slice(0, 2) },
      { nameContains: 'a' },
      { nameContains: sample!.nameLower.slice(0, 3) },
      { hasContact: true },
      { hasContact: false },
    ];
    const list: BuyerSearchQuery[] = [];
    for (const scoreAccountId of [null, app.accountId]) {
      for (const filter of filters) {
        for (const minScore of [undefined, 1, 40, 75, 100]) {
          for (const [limit, offset] of [[20, 0], [5, 5], [100, 4000]] as const) {
            const query = { mode: 'test', scoreAccountId, ...filter, ...(minScore === undefined ? {} : { minScore }), limit, offset } as BuyerSearchQuery;
            list.push(query);
          }
        }
      }
    }
    await expectSameAsSql(index, list);
  });

  it('reloads the buyers when records are added', async () => {
    const index = new BuyerSearchIndex(store);
    await index.refresh();
    index.warm(['live']);
    await index.settled();
    const live = { mode: 'live', scoreAccountId: null, limit: 20, offset: 0 } as const;
    expect(await index.search(live)).toEqual({ buyers: [], scores: [], total: 0 });
    const [buyer] = await store.indexBatch('test', 0, 1);
    await insertBuyers(app.services.database.db, 'live', [{ ...buyer!.buyer, number: 1 }]);
    await index.refresh();
    expect(await index.search(live)).toEqual(await store.search(live));
    expect((await index.search(live))!.total).toBe(1);
  });
});
