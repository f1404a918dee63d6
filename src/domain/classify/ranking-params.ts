import type { DocumentField, NodeLevel } from './documents.js';

// The weights of the ranking (engine.ts): what each field, level and check counts for.

export interface RankingParams {
  /** How much a match in each field counts: the HS text most, the national lines' wording less. */
  fieldBoost: Record<DocumentField, number>;
  /** How much a parent's match supports the subheadings under it. */
  levelWeight: Record<NodeLevel, number>;
  /** Exponent of the (rarity-weighted) share of the query's terms that a subheading's path matched. */
  coverageExponent: number;
  /** Query terms found in more than this share of the documents say nothing and are left out. */
  maxDocumentShare: number;
  /** Only this many of the query's terms are searched: those with the most evidence (weight × rarity). */
  maxTerms: number;
  /** Subheadings are ranked under this many of the best-matching headings (besides those matching themselves). */
  maxHeadings: number;
  /** A trade name of the synonym table adds this many times the best document's score to the subheadings it points at. */
  tradeNameBoost: number;
  /** A subheading whose own or heading's text names the goods with the description's head noun scores this much more. */
  headBonus: number;
  /** A subheading whose path excludes a word the description leads with ("not knitted" for a knitted garment) loses this share of its score. */
  exclusionPenalty: number;
  /** A subheading whose measured range holds a quantity of the description (measures.ts) scores this much more. */
  measureFit: number;
  /** A subheading whose range a quantity of the description falls outside loses this share of its score. */
  measurePenalty: number;
}

export const RANKING: RankingParams = {
  fieldBoost: { text: 2, national: 1, korean: 1.5 },
  levelWeight: { subheading: 1, heading: 0.6, chapter: 0.3, section: 0.1 },
  coverageExponent: 2,
  maxDocumentShare: 0.1,
  maxTerms: 30,
  maxHeadings: 30,
  headBonus: 0.5,
  tradeNameBoost: 2,
  exclusionPenalty: 0.3,
  measureFit: 0.5,
  measurePenalty: 0.5,
};
