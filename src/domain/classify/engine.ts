import MiniSearch from 'minisearch';
import { lazy } from '../reference/csv.js';
import { buildDocuments, DOCUMENT_FIELDS } from './documents.js';
import type { DocumentField, NodeDocument, NodeLevel } from './documents.js';
import { TRADE_NAMES } from './synonyms.js';
import { markedCode, tradeNameMarker } from './trade-names.js';
import { termStrings } from './text.js';

// The search index over the HS tree's documents (MiniSearch, BM25+ per field), and the ranking
// of subheadings for a description: a subheading scores its own match plus a share of its
// heading's, chapter's and section's, times how many of the query's terms the whole path matched.

export interface RankingParams {
  /** How much a match in each field counts. The trade names say outright what the goods are. */
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
  /** BM25+ parameters of the search library. */
  bm25: { k: number; b: number; d: number };
}

export const RANKING: RankingParams = {
  fieldBoost: { text: 2, national: 1, korean: 1.5 },
  levelWeight: { subheading: 1, heading: 0.6, chapter: 0.3, section: 0.1 },
  coverageExponent: 1,
  maxDocumentShare: 0.1,
  maxTerms: 60,
  maxHeadings: 30,
  headBonus: 0.5,
  tradeNameBoost: 2,
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
};

export interface ClassifierIndex {
  documents: NodeDocument[];
  byCode: Map<string, NodeDocument>;
  /** Subheadings of each heading, in code order. */
  subheadingsOf: Map<string, NodeDocument[]>;
  search: MiniSearch<NodeDocument>;
  /** For each term, in how many documents it occurs (any field). */
  documentFrequency: Map<string, number>;
  /** Milliseconds the build took (data loading included when it was not loaded before). */
  buildMs: number;
}

export function buildIndex(): ClassifierIndex {
  const started = performance.now();
  const documents = buildDocuments();
  // Each term once per field: BM25 then weighs rare words, not how often a long path repeats one.
  const termsOf = new Map<string, string[]>();
  const distinctTerms = (text: string): string[] => {
    let list = termsOf.get(text);
    if (!list) {
      list = [...new Set(termStrings(text))];
      termsOf.set(text, list);
    }
    return list;
  };
  const documentFrequency = new Map<string, number>();
  for (const d of documents) {
    for (const term of new Set(DOCUMENT_FIELDS.flatMap((f) => distinctTerms(d[f])))) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const search = new MiniSearch<NodeDocument>({
    fields: [...DOCUMENT_FIELDS],
    idField: 'id',
    tokenize: distinctTerms,
    processTerm: (term) => term,
  });
  search.addAll(documents);
  // A trade name points at one code: its marker is as rare as a term can be.
  for (const entry of TRADE_NAMES) documentFrequency.set(tradeNameMarker(entry.code), 1);
  const byCode = new Map(documents.map((d) => [d.code, d]));
  const subheadingsOf = new Map<string, NodeDocument[]>();
  for (const d of documents) {
    if (d.level !== 'subheading') continue;
    const list = subheadingsOf.get(d.code.slice(0, 4));
    if (list) list.push(d);
    else subheadingsOf.set(d.code.slice(0, 4), [d]);
  }
  return { documents, byCode, subheadingsOf, search, documentFrequency, buildMs: performance.now() - started };
}

/** Built once, on first use or when the server warms it at start. */
export const classifierIndex = lazy(buildIndex);

/** A query term and how much it counts (1 = normal). */
export interface WeightedTerm {
  term: string;
  weight: number;
}

/** One node's own match. */
export interface NodeMatch {
  document: NodeDocument;
  /** BM25+ score summed over fields and terms, without the library's coordination factor. */
  score: number;
  /** Matched query terms, each with the fields it matched in. */
  match: Record<string, string[]>;
}

/** Inverse document frequency of a term over the whole tree (documents with it in any field). */
function idf(index: ClassifierIndex, term: string): number {
  const n = index.documents.length;
  const df = index.documentFrequency.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** The query's usable terms: each with its weight, and its evidence (weight × rarity). */
export interface PreparedQuery {
  weights: Map<string, number>;
  evidence: Map<string, number>;
  totalEvidence: number;
}

/** Leaves out terms too common to say anything or found nowhere, keeps each term's highest weight. */
export function prepareQuery(index: ClassifierIndex, query: WeightedTerm[], params: RankingParams = RANKING): PreparedQuery {
  const maxDf = params.maxDocumentShare * index.documents.length;
  const weights = new Map<string, number>();
  for (const { term, weight } of query) {
    // A term no document has can match nothing: it would only crowd out terms that can.
    const df = index.documentFrequency.get(term) ?? 0;
    if (df === 0 || df > maxDf) continue;
    weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  }
  const scored = [...weights].map(([term, weight]) => ({ term, weight, evidence: weight * idf(index, term) }));
  // Strongest evidence first, ties by term so the choice is stable.
  scored.sort((a, b) => b.evidence - a.evidence || (a.term < b.term ? -1 : 1));
  const kept = scored.slice(0, params.maxTerms);
  const evidence = new Map<string, number>();
  let totalEvidence = 0;
  for (const t of kept) {
    evidence.set(t.term, t.evidence);
    totalEvidence += t.evidence;
  }
  return { weights: new Map(kept.map((t) => [t.term, t.weight])), evidence, totalEvidence };
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

/** Each document's own match of the query (BM25+ over its fields, from the search library). */
export function matchNodes(index: ClassifierIndex, query: PreparedQuery, params: RankingParams = RANKING): Map<string, NodeMatch> {
  const own = new Map<string, NodeMatch>();
  if (query.weights.size === 0) return own;
  const words = [...query.weights.keys()].filter((t) => markedCode(t) === null);
  if (words.length === 0) return own;
  const results = index.search.search(
    { queries: words, combineWith: 'OR' },
    { boost: params.fieldBoost, bm25: params.bm25, tokenize: (t) => [t], processTerm: (t) => t, boostTerm: (t) => query.weights.get(t) ?? 1 },
  );
  for (const r of results) {
    const document = index.documents[r.id as number]!;
    // The library multiplies by the number of matched terms; the ranking weighs coverage itself.
    own.set(document.code, { document, score: r.score / Math.max(1, r.queryTerms.length), match: r.match });
  }
  return own;
}

/**
 * Ranks subheadings from the documents' own matches: a subheading scores its own match plus a
 * share of its heading's, chapter's and section's, times the share of the query's evidence its
 * path matched (and a bonus when its text names the goods with the description's head noun).
 * Candidates are the matching subheadings and those under the best-matching headings.
 */
export function combineMatches(
  index: ClassifierIndex,
  own: Map<string, NodeMatch>,
  query: PreparedQuery,
  heads: string[],
  limit: number,
  params: RankingParams = RANKING,
): RankedSubheading[] {
  const candidates = new Set<NodeDocument>();
  const headings: NodeMatch[] = [];
  for (const m of own.values()) {
    if (m.document.level === 'subheading') candidates.add(m.document);
    else if (m.document.level === 'heading') headings.push(m);
  }
  headings.sort((a, b) => b.score - a.score || (a.document.code < b.document.code ? -1 : 1));
  for (const h of headings.slice(0, params.maxHeadings)) for (const s of index.subheadingsOf.get(h.document.code) ?? []) candidates.add(s);
  // Trade names: the codes they point at, and what a hit on one is worth (the best document's score).
  const named = new Map<string, string>();
  for (const term of query.weights.keys()) {
    const code = markedCode(term);
    if (code === null) continue;
    named.set(code, term);
    const pointed = code.length === 6 ? [index.byCode.get(code)!] : (index.subheadingsOf.get(code) ?? []);
    for (const s of pointed) candidates.add(s);
  }
  let best = 0;
  for (const m of own.values()) best = Math.max(best, m.score);
  const tradeNameScore = params.tradeNameBoost * (best || 1);
  // The path's summed score first (cheap); coverage (<= 1) and the head bonus can only lower or
  // raise it by a bounded factor, so candidates are taken best sum first and the walk stops once
  // no remaining one can reach the current top `limit`.
  const bonus = 1 + params.headBonus;
  const scored: { subheading: NodeDocument; matches: NodeMatch[]; sum: number; names: string[] }[] = [];
  for (const subheading of candidates) {
    const matches: NodeMatch[] = [];
    const names: string[] = [];
    let sum = 0;
    for (const code of subheading.path) {
      const m = own.get(code);
      if (m) {
        matches.push(m);
        sum += params.levelWeight[m.document.level] * m.score;
      }
      const marker = named.get(code);
      if (marker) {
        names.push(marker);
        // Scaled by how the name is used: the goods themselves, or what they are for.
        sum += tradeNameScore * ((query.weights.get(marker) ?? 0) / 2);
      }
    }
    scored.push({ subheading, matches, sum, names });
  }
  scored.sort((a, b) => b.sum - a.sum || (a.subheading.code < b.subheading.code ? -1 : 1));
  const ranked: RankedSubheading[] = [];
  let floor = 0;
  for (const { subheading, matches, sum, names } of scored) {
    if (ranked.length >= limit && sum * bonus < floor) break;
    const terms = new Set<string>(names);
    for (const m of matches) for (const t in m.match) terms.add(t);
    let covered = 0;
    for (const t of terms) covered += query.evidence.get(t) ?? 0;
    const coverage = query.totalEvidence > 0 ? covered / query.totalEvidence : 0;
    let score = sum * coverage ** params.coverageExponent;
    const heading = index.byCode.get(subheading.code.slice(0, 4));
    // A trade name names the goods outright, as the head noun does.
    if (names.length > 0 || heads.some((h) => subheading.heads.includes(h) || heading?.heads.includes(h))) score *= bonus;
    ranked.push({ document: subheading, score, coverage, matches, matchedTerms: [...terms] });
    if (ranked.length >= limit) {
      ranked.sort((a, b) => b.score - a.score || (a.document.code < b.document.code ? -1 : 1));
      ranked.length = limit;
      floor = ranked[limit - 1]!.score;
    }
  }
  ranked.sort((a, b) => b.score - a.score || (a.document.code < b.document.code ? -1 : 1));
  return ranked.slice(0, limit);
}

/** Subheadings for a prepared query, best first (ties in code order). */
export function rankSubheadings(index: ClassifierIndex, query: PreparedQuery, heads: string[], limit: number, params: RankingParams = RANKING): RankedSubheading[] {
  return combineMatches(index, matchNodes(index, query, params), query, heads, limit, params);
}
