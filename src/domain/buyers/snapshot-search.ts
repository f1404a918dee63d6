import { LRUCache } from 'lru-cache';
import type { BuyerSearchPage, BuyerSearchQuery } from './store.js';
import type { BuyerRecord } from './types.js';

// One search over a snapshot of a mode's buyers (search-index.ts reads and keeps the snapshots).
// A filter is answered from a posting list: the positions (ascending) of the buyers it matches,
// made on first use by one pass over the snapshot and kept. A search walks the shortest list of
// its filters and looks the others up (a long list also as bits, one per buyer), so its cost
// follows the number of candidates, not of buyers; the matches are then ranked by score with a
// counting sort (scores are 0-100) and kept in that order per set of filters and score array (the
// generic scores, or an account's), so the exact total and any page and minimum score of them is a
// slice. Without filters the page is a slice of the score order.

/** A position with no score in the account's generation (SQL's inner join leaves the buyer out). */
export const NO_SCORE = 255;
/** Most positions kept in posting lists per snapshot (4 bytes each). */
const POSTINGS_MAX_ENTRIES = 4_000_000;

export interface BuyerSnapshot {
  /** Sorted by number. */
  buyers: BuyerRecord[];
  /** Lower-cased names as the database lower-cased them (the SQL search matches on those). */
  names: string[];
  countryOf: Uint16Array;
  sectorOf: Uint16Array;
  countryIds: Map<string, number>;
  sectorIds: Map<string, number>;
  genericScore: Uint8Array;
  genericOrder: Int32Array;
  /** Posting lists by filter (`c:`, `s:`, `h:` HS prefix, `n:` name fragment of up to 3 characters, `k:` has a contact or not). */
  postings: LRUCache<string, Int32Array>;
}

export function newPostingsCache(): LRUCache<string, Int32Array> {
  return new LRUCache<string, Int32Array>({ maxSize: POSTINGS_MAX_ENTRIES, sizeCalculation: (list) => list.length + 1 });
}

/**
 * Positions ordered by score (0-100) descending, then by number ascending: every position of the
 * score array, or those of an ascending posting list. Positions without a score are left out.
 */
export function orderByScore(score: Uint8Array, positions?: Int32Array): Int32Array {
  const n = positions ? positions.length : score.length;
  const counts = new Int32Array(102);
  for (let k = 0; k < n; k++) {
    const s = score[positions ? positions[k]! : k]!;
    if (s !== NO_SCORE) counts[100 - s + 1]!++;
  }
  for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
  const order = new Int32Array(counts[101]!);
  for (let k = 0; k < n; k++) {
    const i = positions ? positions[k]! : k;
    const s = score[i]!;
    if (s !== NO_SCORE) order[counts[100 - s]!++] = i;
  }
  return order;
}

/** How many positions of a score order have a score of at least `min` (they come first). */
function countAtLeast(order: Int32Array, score: Uint8Array, min: number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (score[order[mid]!]! >= min) low = mid + 1;
    else high = mid;
  }
  return low;
}

function postings(snapshot: BuyerSnapshot, key: string, matches: (i: number) => boolean): Int32Array {
  let list = snapshot.postings.get(key);
  if (!list) {
    const found: number[] = [];
    for (let i = 0; i < snapshot.buyers.length; i++) if (matches(i)) found.push(i);
    list = Int32Array.from(found);
    snapshot.postings.set(key, list);
  }
  return list;
}

/**
 * The positions in both ascending lists, `b` being the longer: a look-up in `b`'s membership bits
 * when it holds at least 1 in 32 positions (the bits then take less memory than the list itself),
 * else a merge.
 */
function intersect(a: Int32Array, b: Int32Array, size: number): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  if (b.length * 32 >= size) {
    const bits = membership(b, size);
    for (const x of a) if ((bits[x >>> 5]! >>> (x & 31)) & 1) out[n++] = x;
  } else {
    for (let i = 0, j = 0; i < a.length && j < b.length; ) {
      const x = a[i]!;
      const y = b[j]!;
      if (x === y) {
        out[n++] = x;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return out.subarray(0, n);
}

/** A posting list's positions as bits (made once, kept while the list is). */
const bitsOf = new WeakMap<Int32Array, Uint32Array>();

function membership(list: Int32Array, size: number): Uint32Array {
  let bits = bitsOf.get(list);
  if (!bits) {
    bits = new Uint32Array((size + 31) >>> 5);
    for (const i of list) bits[i >>> 5]! |= 1 << (i & 31);
    bitsOf.set(list, bits);
  }
  return bits;
}

/**
 * Ranked matches by score array and set of filters (the generic scores of a snapshot, or an
 * account's score generation), at most this many positions in all (4 bytes each): what a new
 * snapshot or generation leaves behind is the first to go.
 */
const RANKED_MAX_ENTRIES = 4_000_000;
const rankedLists = new LRUCache<string, Int32Array>({ maxSize: RANKED_MAX_ENTRIES, sizeCalculation: (list) => list.length + 1 });

/** A number for each array, for the cache key (the arrays are never compared by content). */
const arrayIds = new WeakMap<object, number>();
let nextArrayId = 0;
function arrayId(array: object): number {
  let id = arrayIds.get(array);
  if (id === undefined) arrayIds.set(array, (id = nextArrayId++));
  return id;
}

/**
 * The positions every list holds (whose names contain `checkName`, when given) in score order
 * (orderByScore): made once per set of lists, name and score array. The shortest list is walked
 * and the others looked up.
 */
function rankedMatches(snapshot: BuyerSnapshot, lists: Int32Array[], scoreOf: Uint8Array, checkName: string | undefined): Int32Array {
  const key = `${arrayId(scoreOf)}:${lists.map(arrayId).sort((a, b) => a - b).join(',')}:${checkName ?? ''}`;
  let ranked = rankedLists.get(key);
  if (!ranked) {
    const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
    let candidates = shortest!;
    for (const list of others) candidates = intersect(candidates, list, snapshot.buyers.length);
    if (checkName !== undefined) candidates = candidates.filter((i) => snapshot.names[i]!.includes(checkName));
    rankedLists.set(key, (ranked = orderByScore(scoreOf, candidates)));
  }
  return ranked;
}

/**
 * Fragments of at most 3 characters that every name containing `name` contains: the name itself,
 * or its first, middle and last trigrams (the candidates they leave are then checked whole).
 */
function nameGrams(name: string): string[] {
  if (name.length <= 3) return [name];
  const last = name.length - 3;
  return [...new Set([0, last >> 1, last].map((k) => name.slice(k, k + 3)))];
}

/** The page of these positions: the snapshot's own records (never copies) and their scores. */
function pageOf(snapshot: BuyerSnapshot, scoreOf: Uint8Array, positions: ArrayLike<number>, total: number): BuyerSearchPage {
  const buyers = new Array<BuyerRecord>(positions.length);
  const scores = new Array<number>(positions.length);
  for (let k = 0; k < positions.length; k++) {
    buyers[k] = snapshot.buyers[positions[k]!]!;
    scores[k] = scoreOf[positions[k]!]!;
  }
  return { buyers, scores, total };
}

export function searchSnapshot(snapshot: BuyerSnapshot, order: Int32Array, scoreOf: Uint8Array, q: BuyerSearchQuery): BuyerSearchPage {
  const country = q.country === undefined ? -1 : (snapshot.countryIds.get(q.country) ?? -2);
  const sector = q.sector === undefined ? -1 : (snapshot.sectorIds.get(q.sector) ?? -2);
  if (country === -2 || sector === -2) return { buyers: [], scores: [], total: 0 };
  const { buyers, names } = snapshot;
  const minScore = q.minScore ?? 0;
  const prefix = q.hsPrefix;
  const name = q.nameContains || undefined;

  const lists: Int32Array[] = [];
  if (country >= 0) lists.push(postings(snapshot, `c:${country}`, (i) => snapshot.countryOf[i] === country));
  if (sector >= 0) lists.push(postings(snapshot, `s:${sector}`, (i) => snapshot.sectorOf[i] === sector));
  if (prefix !== undefined) {
    const matches = prefix.length === 4 ? (i: number) => buyers[i]!.hsHeadings.includes(prefix) : (i: number) => buyers[i]!.hsHeadings.some((h) => h.startsWith(prefix));
    lists.push(postings(snapshot, `h:${prefix}`, matches));
  }
  if (name !== undefined) for (const gram of nameGrams(name)) lists.push(postings(snapshot, `n:${gram}`, (i) => names[i]!.includes(gram)));
  const hasContact = q.hasContact;
  if (hasContact !== undefined) lists.push(postings(snapshot, `k:${hasContact}`, (i) => buyers[i]!.hasContact === hasContact));
  // A fragment longer than its grams is checked whole on the candidates they leave.
  const checkName = name !== undefined && name.length > 3 ? name : undefined;

  if (lists.length === 0) {
    // Every scored buyer qualifies down to the minimum score: the page is a slice of the order.
    const total = minScore > 0 ? countAtLeast(order, scoreOf, minScore) : order.length;
    return pageOf(snapshot, scoreOf, order.subarray(Math.min(q.offset, total), Math.min(q.offset + q.limit, total)), total);
  }

  // The filters' matches in score order are kept, so any page and minimum score of them is a slice
  // (a binary search finds where the minimum score ends): a client paging through a search, or
  // raising its minimum score, pays for the filters once.
  const ranked = rankedMatches(snapshot, lists, scoreOf, checkName);
  const total = minScore > 0 ? countAtLeast(ranked, scoreOf, minScore) : ranked.length;
  return pageOf(snapshot, scoreOf, ranked.subarray(Math.min(q.offset, total), Math.min(q.offset + q.limit, total)), total);
}
