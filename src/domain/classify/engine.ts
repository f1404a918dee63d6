import { DOCUMENT_FIELDS } from './documents.js';
import type { NodeDocument } from './documents.js';
import type { ClassifierIndex } from './search-index.js';
import { measureFactor } from './measure-verdicts.js';
import { bitPositions, evidenceOf, termBits, type PreparedQuery } from './prepared-query.js';
import { RANKING, type RankingParams } from './ranking-params.js';
import { markedCode } from './trade-names.js';

// The ranking of subheadings for a description, on the search index (search-index.ts): a
// subheading scores its own match plus a share of its heading's, chapter's and section's, times the
// share of the description's evidence its whole path matched. The query's terms are prepared in
// prepared-query.ts, the weights are in ranking-params.ts.

/** One node's own match. */
export interface NodeMatch {
  document: NodeDocument;
  /** Its terms' evidence in its fields, summed (matchNodes). */
  score: number;
  /** The query terms it matched, as bits of their positions in PreparedQuery.terms (0-29, 30-59). */
  low: number;
  high: number;
}

export interface RankedSubheading {
  document: NodeDocument;
  score: number;
  /** Share (0 to 1) of the query's evidence that the subheading's path matched. */
  coverage: number;
  /** The path's own matches, subheading first; levels without a match are left out. */
  matches: NodeMatch[];
  /** Distinct query terms matched anywhere on the path. */
  matchedTerms: string[];
}

/**
 * Each document's own match of the query: the search library gives the documents holding each term
 * in each field; a match counts the term's weight times its rarity in that field (TF-IDF: a field
 * holds each term once) times the field's boost.
 */
export function matchNodes(index: ClassifierIndex, query: PreparedQuery, params: RankingParams = RANKING): Map<number, NodeMatch> {
  const own = new Map<number, NodeMatch>();
  const n = index.documents.length;
  for (const [term, weight] of query.weights) {
    if (markedCode(term) !== null) continue;
    const bit = termBits([query.position.get(term)!]);
    for (const field of DOCUMENT_FIELDS) {
      if (params.fieldBoost[field] === 0) continue;
      const ids = index.fields[field].search(term, { limit: n }) as number[];
      if (ids.length === 0) continue;
      const score = params.fieldBoost[field] * weight * Math.log(1 + (n - ids.length + 0.5) / (ids.length + 0.5));
      for (const id of ids) {
        const m = own.get(id);
        if (m) {
          m.score += score;
          m.low |= bit.low;
          m.high |= bit.high;
        } else own.set(id, { document: index.documents[id]!, score, low: bit.low, high: bit.high });
      }
    }
  }
  return own;
}

/**
 * Ranks subheadings from the documents' own matches: a subheading scores its own match plus a
 * share of its heading's, chapter's and section's, times the share of the query's evidence its
 * path matched (and a bonus when its text names the goods with the description's head noun).
 * Candidates are the matching subheadings and those under the best-matching headings, or only
 * `within` when given (each scored as it would be among all).
 */
export function combineMatches(
  index: ClassifierIndex,
  own: Map<number, NodeMatch>,
  query: PreparedQuery,
  heads: string[],
  limit: number,
  params: RankingParams = RANKING,
  within?: readonly NodeDocument[],
): RankedSubheading[] {
  const candidates = new Set<NodeDocument>(within);
  const headings: NodeMatch[] = [];
  let best = 0;
  for (const m of own.values()) {
    if (m.document.level === 'subheading' && !within) candidates.add(m.document);
    else if (m.document.level === 'heading' && !within) headings.push(m);
    best = Math.max(best, m.score);
  }
  headings.sort((a, b) => b.score - a.score || a.document.id - b.document.id);
  if (!within) for (const h of headings.slice(0, params.maxHeadings)) for (const s of index.subheadingsOf.get(h.document.code) ?? []) candidates.add(s);
  // Trade names: the nodes they point at, and what a hit on one is worth (the best document's score).
  const named = new Map<number, { weight: number; low: number; high: number }>();
  for (const [term, weight] of query.weights) {
    const code = markedCode(term);
    if (code === null) continue;
    const node = index.byCode.get(code)!;
    named.set(node.id, { weight, ...termBits([query.position.get(term)!]) });
    if (!within) for (const s of code.length === 6 ? [node] : (index.subheadingsOf.get(code) ?? [])) candidates.add(s);
  }
  const tradeNameScore = params.tradeNameBoost * (best || 1);
  const evidence = query.terms.map((t) => query.evidence.get(t)!);
  const bonus = 1 + params.headBonus;
  // A Korean head noun is its syllable pairs, space-separated: a line names it when it has them all.
  const headParts = heads.map((h) => h.split(' '));
  const top: RankedCandidate[] = [];
  let floor = -1;
  const measured = measureFactor(index, query.quantities, params, (id) => {
    const m = own.get(id);
    return m ? evidenceOf(m.low, m.high, evidence) : 0;
  });
  const most = bonus * (query.quantities.length > 0 ? 1 + params.measureFit : 1);
  for (const subheading of candidates) {
    let sum = 0;
    let low = 0;
    let high = 0;
    let isNamed = false;
    for (const id of subheading.pathIds) {
      const m = own.get(id);
      if (m) {
        sum += params.levelWeight[m.document.level] * m.score;
        low |= m.low;
        high |= m.high;
      }
      const name = named.get(id);
      if (name) {
        isNamed = true;
        // Scaled by how the name is used: the goods themselves, or what they are for.
        sum += tradeNameScore * (name.weight / 2);
        low |= name.low;
        high |= name.high;
      }
    }
    // Coverage (<= 1) and the head bonus bound the final score: skip what cannot reach the top.
    if (top.length >= limit && sum * most < floor) continue;
    const covered = evidenceOf(low, high, evidence);
    const coverage = query.totalEvidence > 0 ? covered / query.totalEvidence : 0;
    let score = sum * coverage ** params.coverageExponent;
    const heading = index.documents[subheading.pathIds[1]!]!;
    // A trade name names the goods outright, as the head noun does.
    const ownHeads = index.headSets[subheading.id]!;
    const headingHeads = index.headSets[heading.id]!;
    if (isNamed || headParts.some((h) => h.every((p) => ownHeads.has(p)) || h.every((p) => headingHeads.has(p)))) score *= bonus;
    // An excluded subheading gains nothing from a measure it holds ("other than personal scales, ... not exceeding 30kg").
    if (params.exclusionPenalty > 0 && contradicts(index, subheading, query.weights)) score *= (1 - params.exclusionPenalty) * Math.min(1, measured(subheading));
    else score *= measured(subheading);
    const entry = { subheading, score, coverage, low, high };
    if (top.length < limit) top.push(entry);
    else {
      const worst = lowest(top);
      if (before(entry, top[worst]!)) top[worst] = entry;
      else continue;
    }
    if (top.length >= limit) floor = top[lowest(top)]!.score;
  }
  top.sort((a, b) => (before(a, b) ? -1 : 1));
  return top.map(({ subheading, score, coverage, low, high }) => ({
    document: subheading,
    score,
    coverage,
    matches: subheading.pathIds.map((id) => own.get(id)).filter((m): m is NodeMatch => m !== undefined),
    matchedTerms: bitPositions(low, high).map((i) => query.terms[i]!),
  }));
}

/**
 * Query terms this strong say what the goods are: the leading phrase's (materials, 0.8, and the
 * other phrases did worse in eval:classify: a material or a purpose is often what a text excludes).
 */
const EXCLUDING_WEIGHT = 1;

/** Whether the subheading's path says its goods are not what the description says they are. */
function contradicts(index: ClassifierIndex, subheading: NodeDocument, weights: Map<string, number>): boolean {
  for (const id of subheading.pathIds) {
    for (const term of index.exclusionSets[id]!) if ((weights.get(term) ?? 0) >= EXCLUDING_WEIGHT) return true;
  }
  return false;
}

interface RankedCandidate {
  subheading: NodeDocument;
  score: number;
  coverage: number;
  low: number;
  high: number;
}

/** Ranking order: higher score first, then lower code (ids follow code order). */
function before(a: RankedCandidate, b: RankedCandidate): boolean {
  return a.score > b.score || (a.score === b.score && a.subheading.id < b.subheading.id);
}

function lowest(top: RankedCandidate[]): number {
  let worst = 0;
  for (let i = 1; i < top.length; i++) if (before(top[worst]!, top[i]!)) worst = i;
  return worst;
}

/** Subheadings for a prepared query, best first (ties in code order). */
export function rankSubheadings(index: ClassifierIndex, query: PreparedQuery, heads: string[], limit: number, params: RankingParams = RANKING): RankedSubheading[] {
  return combineMatches(index, matchNodes(index, query, params), query, heads, limit, params);
}
