import type { Mode } from '../modes.js';
import { type BuyerSnapshot, newPostingsCache, NO_SCORE, orderByScore, searchSnapshot } from './snapshot-search.js';
import type { BuyerSearchPage, BuyerSearchQuery, BuyerStore } from './store.js';
import type { BuyerRecord } from './types.js';
import { yieldToEventLoop } from '../event-loop.js';

// Buyer search in memory. A search filters and orders every buyer of a mode and counts them all
// (the answer's `total` is exact): in SQL that is a scan of tens of thousands of rows per new
// filter combination, and embedded PGlite runs each query on the main thread, one at a time. Here
// the buyers of a mode are held in arrays read from the database in batches, each order is an
// array of positions, and a search walks posting lists of its filters (snapshot-search.ts).
//
// Exactness: a snapshot is what the database held when it was read. Buyer records are reloaded
// when the `buyer_records` counter moves (imports, seeding), an account's profile scores when its
// active score generation changes; a snapshot whose source changed while it was being read is
// thrown away and read again. A search that finds its snapshot being read waits for it (a few dozen
// short queries) rather than adding SQL scans to the one database queue; it falls back to SQL only
// when no snapshot could be made (a mode too large, a failed read, a change during the read).

/** Modes with more buyers than this are searched with SQL only (the arrays take about 400 bytes a buyer, and a shown buyer's kept JSON about 1 KB per language: present.ts). */
export const MAX_INDEXED_BUYERS = 250_000;
/** Rows read per query while loading, so that one read never holds PGlite (or the event loop) long. */
const LOAD_BATCH = 1000;

interface ScoreSnapshot {
  generation: number;
  /** Per buyer position; NO_SCORE where the generation has no row for the buyer (SQL's inner join drops it). */
  score: Uint8Array;
  order: Int32Array;
}

/**
 * A record whose country, city, sector and HS headings are the same string and array objects as
 * every other record's with those values. Each batch is parsed from JSON text, which gives every
 * buyer its own copies: 50,000 buyers held about 8 MB of copies of a few thousand distinct values
 * (docs/design/performance.md, "Memory after start, round 2"). The heading lists are frozen, as
 * records share them.
 */
function sharedValues(): (buyer: BuyerRecord) => BuyerRecord {
  const strings = new Map<string, string>();
  const lists = new Map<string, readonly string[]>();
  const one = (value: string) => strings.get(value) ?? (strings.set(value, value), value);
  return (buyer) => {
    const key = buyer.hsHeadings.join(',');
    let headings = lists.get(key);
    if (!headings) lists.set(key, (headings = Object.freeze(buyer.hsHeadings.map(one))));
    return { ...buyer, country: one(buyer.country), city: one(buyer.city), sector: one(buyer.sector), hsHeadings: headings as string[] };
  };
}

export class BuyerSearchIndex {
  private readonly snapshots = new Map<Mode, BuyerSnapshot>();
  private readonly scores = new Map<string, ScoreSnapshot>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Modes with more buyers than MAX_INDEXED_BUYERS, until buyer records change. */
  private readonly sqlOnly = new Set<Mode>();
  private recordsCounter = -1;

  constructor(
    private readonly store: BuyerStore,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * Drops what changed: every snapshot when buyer records changed, the score snapshots whose
   * account activated another generation. Called when the store's change counter moved.
   */
  async refresh(): Promise<void> {
    const records = await this.store.recordsCounter();
    if (records !== this.recordsCounter) {
      this.recordsCounter = records;
      this.snapshots.clear();
      this.scores.clear();
      this.sqlOnly.clear();
      return;
    }
    if (this.scores.size === 0) return;
    const keys = [...this.scores.keys()].map((key) => {
      const [mode, accountId] = key.split(':', 2) as [Mode, string];
      return { mode, accountId };
    });
    const active = await this.store.activeScoreGenerations(keys);
    for (const [key, snapshot] of this.scores) if (active.get(key) !== snapshot.generation) this.scores.delete(key);
  }

  /** The exact page from memory, reading the snapshot first if needed; undefined when there is none (search in SQL). */
  async search(query: BuyerSearchQuery): Promise<BuyerSearchPage | undefined> {
    if (this.sqlOnly.has(query.mode)) return undefined;
    let snapshot = this.snapshots.get(query.mode);
    if (!snapshot) {
      await this.load(query.mode, () => this.loadBuyers(query.mode));
      snapshot = this.snapshots.get(query.mode);
      if (!snapshot) return undefined;
    }
    let order = snapshot.genericOrder;
    let scoreOf = snapshot.genericScore;
    if (query.scoreAccountId) {
      const key = `${query.mode}:${query.scoreAccountId}`;
      let scores = this.scores.get(key);
      if (!scores) {
        const buyers = snapshot;
        await this.load(key, () => this.loadScores(query.mode, query.scoreAccountId!, buyers));
        scores = this.scores.get(key);
        if (!scores || this.snapshots.get(query.mode) !== snapshot) return undefined;
      }
      order = scores.order;
      scoreOf = scores.score;
    }
    return searchSnapshot(snapshot, order, scoreOf, query);
  }

  /** Starts reading the buyers of each mode (at start, so that the first searches find them). */
  warm(modes: readonly Mode[] = ['test', 'live']): void {
    for (const mode of modes) if (!this.snapshots.has(mode)) void this.load(mode, () => this.loadBuyers(mode));
  }

  /** The read of `key` in progress, or a new one; never rejects (failures go to onError). */
  private load(key: string, run: () => Promise<void>): Promise<void> {
    const current = this.loading.get(key);
    if (current) return current;
    const loading = run()
      .catch(this.onError)
      .finally(() => this.loading.delete(key));
    this.loading.set(key, loading);
    return loading;
  }

  /** Waits for loads in progress (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all(this.loading.values());
  }

  private async loadBuyers(mode: Mode): Promise<void> {
    const counter = await this.store.recordsCounter();
    if ((await this.store.count(mode)) > MAX_INDEXED_BUYERS) {
      this.sqlOnly.add(mode);
      return;
    }
    const buyers: BuyerRecord[] = [];
    const genericScores: number[] = [];
    const names: string[] = [];
    const shared = sharedValues();
    for (let after = 0; ; ) {
      const batch = await this.store.indexBatch(mode, after, LOAD_BATCH);
      if (batch.length === 0) break;
      for (const row of batch) {
        buyers.push(shared(row.buyer));
        genericScores.push(row.genericScore);
        names.push(row.nameLower);
      }
      after = batch.at(-1)!.buyer.number;
      await yieldToEventLoop();
    }
    // Records changed while they were read: this snapshot may mix two states.
    if ((await this.store.recordsCounter()) !== counter || counter !== this.recordsCounter) return;
    const countryIds = new Map<string, number>();
    const sectorIds = new Map<string, number>();
    const idOf = (ids: Map<string, number>, value: string) => ids.get(value) ?? ids.set(value, ids.size).get(value)!;
    const countryOf = new Uint16Array(buyers.length);
    const sectorOf = new Uint16Array(buyers.length);
    const genericScore = Uint8Array.from(genericScores);
    buyers.forEach((b, i) => {
      countryOf[i] = idOf(countryIds, b.country);
      sectorOf[i] = idOf(sectorIds, b.sector);
    });
    this.snapshots.set(mode, { buyers, names, countryOf, sectorOf, countryIds, sectorIds, genericScore, genericOrder: orderByScore(genericScore), postings: newPostingsCache() });
  }

  private async loadScores(mode: Mode, accountId: string, snapshot: BuyerSnapshot): Promise<void> {
    const key = `${mode}:${accountId}`;
    const generation = (await this.store.activeScoreGenerations([{ mode, accountId }])).get(key);
    if (generation === undefined) return;
    const score = new Uint8Array(snapshot.buyers.length).fill(NO_SCORE);
    const { buyers } = snapshot;
    // Both in number order: one walk matches scores to positions.
    let position = 0;
    for (let after = 0; ; ) {
      const batch = await this.store.scoreBatch(accountId, mode, generation, after, LOAD_BATCH);
      if (batch.numbers.length === 0) break;
      batch.numbers.forEach((number, i) => {
        while (position < buyers.length && buyers[position]!.number < number) position++;
        if (position < buyers.length && buyers[position]!.number === number) score[position] = batch.scores[i]!;
      });
      after = batch.numbers.at(-1)!;
      await yieldToEventLoop();
    }
    // Another generation became active meanwhile (its predecessor's rows may be half deleted), or
    // the buyer records this was matched against were replaced: not kept.
    const still = (await this.store.activeScoreGenerations([{ mode, accountId }])).get(key);
    if (still !== generation || this.snapshots.get(mode) !== snapshot) return;
    this.scores.set(key, { generation, score, order: orderByScore(score) });
  }
}
