import { combineMatches, matchNodes } from './engine.js';
import type { NodeMatch, RankedSubheading } from './engine.js';
import { prepareQuery, type PreparedQuery } from './prepared-query.js';
import { RANKING, type RankingParams } from './ranking-params.js';
import type { ClassifierIndex } from './search-index.js';
import type { ClassificationConfidence, WeightedTerm } from './types.js';

// How far the best candidate can be trusted, from checks that each give a general reason to trust
// or doubt it: independent readings of the description agree on it, its own wording explains the
// description and says much of what the description says, no other heading comes close; it is
// doubtful when the description is of a part and the subheading is not, or when it names several
// goods. The checks are counted into points, and the points into a level whose precision was
// measured on the development set of customs rulings (CONFIDENCE_PRECISION).

/** Independent readings of the description, each ranked on its own: do they put the same subheading first? */
const VIEWS = {
  /** The HS 2022 wording alone. */
  nomenclature: { ...RANKING, fieldBoost: { text: RANKING.fieldBoost.text, national: 0, korean: 0 } },
  /** The national lines' wording alone (US HTS, EU CN, the English names of the HSK lines). */
  national: { ...RANKING, fieldBoost: { text: 0, national: RANKING.fieldBoost.national, korean: 0 } },
  /** The subheading's own match, without its heading's, chapter's and section's. */
  own: { ...RANKING, levelWeight: { subheading: 1, heading: 0, chapter: 0, section: 0 } },
} satisfies Record<string, RankingParams>;

/**
 * A description that opens with a list of goods ("teapots, cups, saucers and spoons") or puts goods
 * up in a set (a set, a kit, an assortment): one code may not cover them (General Interpretative Rule 3(b)).
 */
const LIST_OF_GOODS = /^[^;:.(]*?,[^;:.(]*?\s(?:and|or)\s/;
const SET_WORDS = /\b(?:sets?|kits?|assortments?)\b|세트/;
const OPENING_CHARACTERS = 200;
const BEFORE_A_MARKER = /\s(?:used|for|with|of|made|from|containing|including|consisting|comprising|designed|intended|which|that)\s/;

/**
 * Even a set the nomenclature names ("generating sets", "manicure sets") counts: the word alone
 * cannot tell the article the nomenclature names from goods put up together for retail sale, which
 * General Interpretative Rule 3(b) classifies by the component that gives the set its essential
 * character, and the wording cannot say which component that is. Doubting both costs a named set
 * at most one level; trusting both would put a retail set's guess at the level of a sure answer.
 */
function severalGoods(description: string, lead: string): boolean {
  // A list of goods opens the description: its first words are enough (and keep the pattern's work small).
  const opening = description.slice(0, OPENING_CHARACTERS).toLowerCase().split(BEFORE_A_MARKER)[0]!;
  return /\s(?:and|or|및|또는)\s/.test(` ${lead} `) || SET_WORDS.test(lead) || LIST_OF_GOODS.test(opening);
}

/** Words of a description that say it is of a part, not of a whole article. */
const PART_WORDS = /\b(?:parts?|components?|housings?|castings?|assembl(?:y|ies))\b|부품|부분품/i;

export interface ConfidenceChecks {
  /** The readings that put the best candidate first: the nomenclature's wording, the national lines', the subheading's own match, the leading phrase alone. */
  agreeing: ('nomenclature' | 'national' | 'own' | 'lead')[];
  /** Share of the description's evidence that the best subheading's own text and lines match. */
  ownShare: number;
  /** Share of the best subheading's HS wording (weighed by rarity) that the description has. */
  wordingShare: number;
  /** 1 - the best other heading's score / the best's (1 when there is none). */
  headingMargin: number;
  /** The description speaks of parts, the best subheading does not. */
  partMismatch: boolean;
  /** The description opens with several goods ("hammers, picks and axes") or a set of them. */
  severalGoods: boolean;
}

export interface ConfidenceInput {
  index: ClassifierIndex;
  query: PreparedQuery;
  /** The documents' own matches of the query (engine.ts, matchNodes). */
  own: Map<number, NodeMatch>;
  ranked: RankedSubheading[];
  heads: string[];
  description: string;
  /** The words read as naming the goods (query.ts). */
  lead: string;
  /** The leading phrase's terms, ranked on their own (null when it is the whole description). */
  leadTerms: WeightedTerm[] | null;
}

function evidenceOfTerms(query: PreparedQuery, terms: Iterable<string>): number {
  let sum = 0;
  for (const t of terms) sum += query.evidence.get(t) ?? 0;
  return sum;
}

function idf(index: ClassifierIndex, term: string): number {
  const n = index.documents.length;
  const df = index.documentFrequency.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

export function confidenceChecks(input: ConfidenceInput): ConfidenceChecks | null {
  const { index, query, own, ranked, heads } = input;
  const best = ranked[0];
  if (!best) return null;
  const code = best.document.code;
  // Each reading ranks the candidates of the answer (the first CONFIDENCE_POOL): its first among
  // them, scored as among all. The field readings search only their own field.
  const pool = ranked.map((r) => r.document);
  // (Among all subheadings instead, the readings agreed less often on the development set as a
  // whole, and the checks took four times as long.)
  const first = (params: RankingParams, matches = own, q = query) => combineMatches(index, matches, q, heads, 1, params, pool)[0]?.document.code;
  const agreeing: ConfidenceChecks['agreeing'] = [];
  if (first(VIEWS.nomenclature, matchNodes(index, query, VIEWS.nomenclature)) === code) agreeing.push('nomenclature');
  if (first(VIEWS.national, matchNodes(index, query, VIEWS.national)) === code) agreeing.push('national');
  if (first(VIEWS.own) === code) agreeing.push('own');
  if (input.leadTerms === null) agreeing.push('lead');
  else {
    const leadQuery = prepareQuery(index, input.leadTerms, RANKING, query.quantities);
    if (first(RANKING, matchNodes(index, leadQuery), leadQuery) === code) agreeing.push('lead');
  }
  const ownMatch = own.get(best.document.id);
  const ownTerms = ownMatch ? query.terms.filter((_, i) => ((i < 30 ? ownMatch.low >>> i : ownMatch.high >>> (i - 30)) & 1) === 1) : [];
  const ownShare = query.totalEvidence > 0 ? evidenceOfTerms(query, ownTerms) / query.totalEvidence : 0;
  let said = 0;
  let all = 0;
  for (const term of index.textTerms[best.document.id]!) {
    const weight = idf(index, term);
    all += weight;
    if (query.weights.has(term)) said += weight;
  }
  const heading = code.slice(0, 4);
  const rival = ranked.find((r) => r.document.code.slice(0, 4) !== heading);
  return {
    agreeing,
    ownShare,
    wordingShare: all > 0 ? said / all : 0,
    headingMargin: rival ? 1 - rival.score / best.score : 1,
    partMismatch: PART_WORDS.test(input.description) && !/\bparts?\b/i.test(best.document.text),
    severalGoods: severalGoods(input.description, input.lead),
  };
}

/** Where the checks count: a share or margin at least this much earns its point; the level cuts of the points. */
export interface ConfidenceThresholds {
  ownShare: number;
  wordingShare: number;
  headingMargin: number;
  /** Points from which an answer is `high`. */
  high: number;
  /** Points from which an answer is `medium` (below: `low`). */
  medium: number;
}

/**
 * Chosen by `npm run eval:classify -- --in-process --calibrate` (2026-11-29): on one half of the
 * development set (alternate rows of each language), the thresholds whose `high` answers have the
 * highest lower bound of precision (Wilson, 90 %), each level more precise than the one below and
 * `high` at least 3 % of the answers; then checked on the other half (docs/design/classification.md).
 */
export const CONFIDENCE_THRESHOLDS: ConfidenceThresholds = { ownShare: 0.8, wordingShare: 0.3, headingMargin: 0.5, high: 6, medium: 4 };

/** One point per agreeing reading and per check passed; a part read as a whole costs two, several goods one. */
export function confidencePoints(checks: ConfidenceChecks, thresholds: ConfidenceThresholds = CONFIDENCE_THRESHOLDS): number {
  return (
    checks.agreeing.length +
    (checks.ownShare >= thresholds.ownShare ? 1 : 0) +
    (checks.wordingShare >= thresholds.wordingShare ? 1 : 0) +
    (checks.headingMargin >= thresholds.headingMargin ? 1 : 0) -
    (checks.partMismatch ? 2 : 0) -
    (checks.severalGoods ? 1 : 0)
  );
}

/** The level of an answer: `none` without a candidate. */
export function confidenceLevel(checks: ConfidenceChecks | null, thresholds: ConfidenceThresholds = CONFIDENCE_THRESHOLDS): ClassificationConfidence {
  if (checks === null) return 'none';
  const points = confidencePoints(checks, thresholds);
  return points >= thresholds.high ? 'high' : points >= thresholds.medium ? 'medium' : 'low';
}

export interface LevelPrecision {
  /** Share of the set's answers at the level whose first candidate was the ruling's subheading; null without answers. */
  precision_6_digit: number | null;
  /** The same at 4 digits (the ruling's heading). */
  precision_4_digit: number | null;
  /** The set's answers at the level. */
  sample_size: number;
  /** The same on rulings the thresholds were not chosen on: each half at the thresholds chosen on the other, pooled. */
  held_out: { precision_6_digit: number | null; precision_4_digit: number | null; sample_size: number };
}

/**
 * What each level meant on the development set with CONFIDENCE_THRESHOLDS, and held out (each half
 * of the set at the thresholds chosen on the other half): the whole set's figures flatter the levels,
 * their thresholds having been chosen on it. Measured by
 * `npm run eval:classify -- --in-process --calibrate` (which says when the code and these figures differ).
 */
export const CONFIDENCE_PRECISION: {
  measured_on: string;
  measured_at: string;
  levels: Record<ClassificationConfidence, LevelPrecision>;
} = {
  measured_on:
    'Development set of 230 customs rulings: 200 U.S. CBP rulings (CROSS, via the ATLAS benchmark) and 30 Korea Customs Service decisions (2022-2026)',
  measured_at: '2026-11-29',
  levels: {
    high: { precision_6_digit: 0.813, precision_4_digit: 0.938, sample_size: 16, held_out: { precision_6_digit: 0.722, precision_4_digit: 0.833, sample_size: 18 } },
    medium: { precision_6_digit: 0.394, precision_4_digit: 0.621, sample_size: 66, held_out: { precision_6_digit: 0.357, precision_4_digit: 0.536, sample_size: 84 } },
    low: { precision_6_digit: 0.182, precision_4_digit: 0.284, sample_size: 148, held_out: { precision_6_digit: 0.18, precision_4_digit: 0.297, sample_size: 128 } },
    none: { precision_6_digit: null, precision_4_digit: null, sample_size: 0, held_out: { precision_6_digit: null, precision_4_digit: null, sample_size: 0 } },
  },
};
