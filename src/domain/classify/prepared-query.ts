import type { Quantity } from './measures.js';
import { RANKING, type RankingParams } from './ranking-params.js';
import type { ClassifierIndex } from './search-index.js';
import type { WeightedTerm } from './types.js';

// A description's terms as the ranking (engine.ts) searches them: the usable terms by evidence, and
// a set of them as two 30-bit masks, so that a candidate's matched terms are combined and weighed
// without allocating.

/** At most this many query terms: their set fits two 30-bit masks. */
const MASK_TERMS = 60;

export function termBits(positions: Iterable<number>): { low: number; high: number } {
  let low = 0;
  let high = 0;
  for (const i of positions) {
    if (i < 30) low |= 1 << i;
    else high |= 1 << (i - 30);
  }
  return { low, high };
}

export function bitPositions(low: number, high: number): number[] {
  const positions: number[] = [];
  for (const [mask, offset] of [[low, 0], [high, 30]] as const) {
    let rest = mask;
    while (rest !== 0) {
      const bit = rest & -rest;
      positions.push(offset + 31 - Math.clz32(bit));
      rest ^= bit;
    }
  }
  return positions;
}

/** The evidence of the terms whose bits are set (no allocation: it runs for every candidate). */
export function evidenceOf(low: number, high: number, evidence: number[]): number {
  let sum = 0;
  let rest = low;
  while (rest !== 0) {
    const bit = rest & -rest;
    sum += evidence[31 - Math.clz32(bit)]!;
    rest ^= bit;
  }
  rest = high;
  while (rest !== 0) {
    const bit = rest & -rest;
    sum += evidence[61 - Math.clz32(bit)]!;
    rest ^= bit;
  }
  return sum;
}

/** Inverse document frequency of a term over the whole tree (documents with it in any field). */
function idf(index: ClassifierIndex, term: string): number {
  const n = index.documents.length;
  const df = index.documentFrequency.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** The query's usable terms: each with its weight, and its evidence (weight × rarity). */
export interface PreparedQuery {
  /** Strongest evidence first; a term's position is its bit in the match masks. */
  terms: string[];
  /** The position of every term searched: another wording of a term shares that term's position. */
  position: Map<string, number>;
  /** Every term searched, with its weight. */
  weights: Map<string, number>;
  evidence: Map<string, number>;
  totalEvidence: number;
  /** The description's quantities with their units ("2.0 l", "12 mm thick"), for the subheadings' measured ranges. */
  quantities: readonly Quantity[];
}

/**
 * Leaves out terms too common to say anything or found nowhere, keeps each term's highest weight.
 * Other wordings of a term (WeightedTerm.of) go with it: they share its position (matching one
 * covers the term), and when the term itself is found nowhere the best of them gives its evidence.
 */
export function prepareQuery(index: ClassifierIndex, query: WeightedTerm[], params: RankingParams = RANKING, quantities: readonly Quantity[] = []): PreparedQuery {
  const maxDf = params.maxDocumentShare * index.documents.length;
  const usable = (term: string) => {
    const df = index.documentFrequency.get(term) ?? 0;
    return df > 0 && df <= maxDf;
  };
  const own = new Map<string, number>();
  for (const { term, weight, of } of query) if (of === undefined) own.set(term, Math.max(own.get(term) ?? 0, weight));
  // Each term of the description with the other wordings found for it (none of which it already has).
  const groups = new Map<string, { weight: number; alternatives: Map<string, number> }>();
  for (const [term, weight] of own) if (usable(term)) groups.set(term, { weight, alternatives: new Map() });
  for (const { term, weight, of } of query) {
    if (of === undefined || own.has(term) || !usable(term)) continue;
    // A term found nowhere but with usable wordings still counts; one too common does not.
    const known = index.documentFrequency.get(of) ?? 0;
    if (known > maxDf) continue;
    let group = groups.get(of);
    if (!group) groups.set(of, (group = { weight: 0, alternatives: new Map() }));
    group.alternatives.set(term, Math.max(group.alternatives.get(term) ?? 0, weight));
  }
  const scored = [...groups].map(([term, g]) => {
    let evidence = g.weight > 0 ? g.weight * idf(index, term) : 0;
    if (g.weight === 0) for (const [alt, w] of g.alternatives) evidence = Math.max(evidence, w * idf(index, alt));
    return { term, group: g, evidence };
  });
  // Strongest evidence first, ties by term so the choice is stable.
  scored.sort((a, b) => b.evidence - a.evidence || (a.term < b.term ? -1 : 1));
  const kept = scored.slice(0, Math.min(params.maxTerms, MASK_TERMS));
  const evidence = new Map<string, number>();
  const position = new Map<string, number>();
  const weights = new Map<string, number>();
  let totalEvidence = 0;
  kept.forEach((t, i) => {
    evidence.set(t.term, t.evidence);
    totalEvidence += t.evidence;
    if (t.group.weight > 0) {
      position.set(t.term, i);
      weights.set(t.term, t.group.weight);
    }
    for (const [alt, w] of t.group.alternatives) {
      if (position.has(alt)) continue;
      position.set(alt, i);
      weights.set(alt, w);
      if (!evidence.has(alt)) evidence.set(alt, w * idf(index, alt));
    }
  });
  return { terms: kept.map((t) => t.term), position, weights, evidence, totalEvidence, quantities };
}
