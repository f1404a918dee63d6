// The measurement behind the choice of search library for the classifier (src/domain/classify):
// MiniSearch, Orama and FlexSearch index the same documents with the same terms, and the same
// ranking (hierarchy, coverage, head noun: combineMatches) runs on each library's own scores.
// MiniSearch and Orama score by BM25 themselves; FlexSearch returns postings, scored by their
// rarity as the classifier does (engine.ts, matchNodes). FlexSearch was chosen: as accurate, about
// three times faster per query and to build, half the memory.
// Prints build time, heap, time per classification and dev-set accuracy per library.
//   npx tsx --expose-gc bench/classify-libraries.ts [--dir <hs-classification-dev folder>]
// (the folder defaults as in scripts/eval-classify.ts). Timings are noisy on a shared machine.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { parse } from 'csv-parse/sync';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { DOCUMENT_FIELDS } from '../src/domain/classify/documents.js';
import type { DocumentField, NodeDocument } from '../src/domain/classify/documents.js';
import { combineMatches, prepareQuery, RANKING } from '../src/domain/classify/engine.js';
import type { NodeMatch, PreparedQuery } from '../src/domain/classify/engine.js';
import { buildIndex } from '../src/domain/classify/search-index.js';
import type { ClassifierIndex } from '../src/domain/classify/search-index.js';
import { analyseDescription } from '../src/domain/classify/query.js';
import { termStrings } from '../src/domain/classify/text.js';
import { PROJECT_ROOT } from '../src/paths.js';

interface Adapter {
  name: string;
  /** Indexes the documents, each field given as its distinct terms joined by spaces. */
  build(documents: NodeDocument[], fieldText: (d: NodeDocument, f: DocumentField) => string): void;
  /** Each matching document's own score for the query. */
  match(query: PreparedQuery): Map<number, number>;
}

const fieldBoost = RANKING.fieldBoost;
/** The libraries' own BM25 settings (their defaults). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const split = (text: string) => (text === '' ? [] : text.split(' '));

function miniSearchAdapter(): Adapter {
  let index: MiniSearch<NodeDocument>;
  let texts: (d: NodeDocument, f: DocumentField) => string;
  return {
    name: 'minisearch 7.2.0 (BM25+, term weights)',
    build(documents, fieldText) {
      texts = fieldText;
      index = new MiniSearch<NodeDocument>({ fields: [...DOCUMENT_FIELDS], idField: 'id', extractField: (d, f) => (f === 'id' ? d.id : texts(d, f as DocumentField)) as never, tokenize: split });
      index.addAll(documents);
    },
    match(query) {
      const results = index.search(
        { queries: [...query.weights.keys()], combineWith: 'OR' },
        { boost: fieldBoost, bm25: BM25, tokenize: (t) => [t], processTerm: (t) => t, boostTerm: (t) => query.weights.get(t) ?? 1 },
      );
      return new Map(results.map((r) => [r.id as number, r.score / Math.max(1, r.queryTerms.length)]));
    },
  };
}

function oramaAdapter(): Adapter {
  // Orama's search is declared async-capable; with in-memory components it answers synchronously.
  let db: ReturnType<typeof makeDb>;
  const makeDb = () =>
    create({
      schema: { text: 'string', national: 'string', korean: 'string', tradeNames: 'string' } as const,
      components: { tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: split } },
    });
  return {
    name: 'orama 3.1.18 (BM25, no term weights)',
    build(documents, fieldText) {
      db = makeDb();
      const rows = documents.map((d) => ({ id: String(d.id), ...Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, fieldText(d, f)])) }));
      void insertMultiple(db, rows as never, 2000);
    },
    match(query) {
      const result = oramaSearch(db, { term: [...query.weights.keys()].join(' '), boost: fieldBoost, limit: 10000, threshold: 1, exact: false, relevance: BM25 }) as unknown as {
        hits: { id: string; score: number }[];
      };
      return new Map(result.hits.map((h) => [Number(h.id), h.score]));
    },
  };
}

function flexSearchAdapter(): Adapter {
  // FlexSearch ranks by position ("resolution"), not by term rarity: the adapter takes its postings
  // per term and field and scores them by the term's weight and rarity in that field (TF-IDF).
  const indexes = new Map<DocumentField, InstanceType<typeof FlexSearch.Index>>();
  let documentCount = 0;
  return {
    name: 'flexsearch 0.8.212 (postings, TF-IDF on top)',
    build(documents, fieldText) {
      documentCount = documents.length;
      for (const f of DOCUMENT_FIELDS) {
        const index = new FlexSearch.Index({ tokenize: 'strict', encode: split, resolution: 1 });
        for (const d of documents) {
          const text = fieldText(d, f);
          if (text) index.add(d.id, text);
        }
        indexes.set(f, index);
      }
    },
    match(query) {
      const scores = new Map<number, number>();
      for (const [term, weight] of query.weights) {
        for (const f of DOCUMENT_FIELDS) {
          const ids = indexes.get(f)!.search(term, { limit: documentCount }) as number[];
          if (ids.length === 0) continue;
          const idf = Math.log(1 + (documentCount - ids.length + 0.5) / (ids.length + 0.5));
          for (const id of ids) scores.set(id, (scores.get(id) ?? 0) + fieldBoost[f] * weight * idf);
        }
      }
      return scores;
    },
  };
}

interface DevRow {
  lang: 'en' | 'ko';
  description: string;
  hs6: string[];
}

function readRows(dir: string): DevRow[] {
  const read = (file: string) => parse(readFileSync(resolve(dir, file)), { columns: true, bom: true }) as Record<string, string>[];
  return [
    ...read('cbp_rulings_dev.csv').map((r) => ({ lang: 'en' as const, description: r.description ?? '', hs6: (r.hs6_codes ?? '').split(';') })),
    ...read('kcs_rulings_dev.csv').map((r) => ({ lang: 'ko' as const, description: `${r.name}; ${r.description}`, hs6: [r.hs6 ?? ''] })),
  ];
}

/** The library's scores as the ranking's node matches; matched terms from the documents' own terms. */
function nodeMatches(index: ClassifierIndex, termsOfDoc: Set<string>[], scores: Map<number, number>, query: PreparedQuery): Map<number, NodeMatch> {
  const own = new Map<number, NodeMatch>();
  for (const [id, score] of scores) {
    const document = index.documents[id]!;
    let low = 0;
    let high = 0;
    query.terms.forEach((term, i) => {
      if (!termsOfDoc[id]!.has(term)) return;
      if (i < 30) low |= 1 << i;
      else high |= 1 << (i - 30);
    });
    own.set(id, { document, score, low, high });
  }
  return own;
}

const ms = (n: number) => n.toFixed(2).padStart(7);

function main(): void {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const dir = resolve(values.dir ?? process.env.HS_CLASSIFICATION_DEV_DIR ?? resolve(PROJECT_ROOT, '../shared/data/hs-classification-dev'));
  const rows = readRows(dir);
  // Built here (not read from a snapshot): the adapters index the documents' texts.
  const index = buildIndex();
  const started = performance.now();
  const fieldTerms = index.documents.map((d) => DOCUMENT_FIELDS.map((f) => [...new Set(termStrings(d[f]))]));
  const tokenizeMs = performance.now() - started;
  const termsOfDoc = fieldTerms.map((fields) => new Set(fields.flat()));
  const fieldText = (d: NodeDocument, f: DocumentField) => fieldTerms[d.id]![DOCUMENT_FIELDS.indexOf(f)]!.join(' ');
  const queries = rows.map((r) => {
    const analysed = analyseDescription(r.description, 300);
    return { row: r, heads: analysed.heads, query: prepareQuery(index, analysed.terms) };
  });
  console.log(`${index.documents.length} documents; tokenizing them (shared by all libraries): ${Math.round(tokenizeMs)} ms\n`);
  console.log('library                                        build ms  heap MiB | p50 ms  p99 ms | en top-5@6  en top-1@4 | ko top-5@6  ko top-1@4');
  for (const adapter of [miniSearchAdapter(), oramaAdapter(), flexSearchAdapter()]) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const buildStarted = performance.now();
    adapter.build(index.documents, fieldText);
    const buildMs = performance.now() - buildStarted;
    global.gc?.();
    const heap = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    const times: number[] = [];
    const hits = { en: [0, 0, 0], ko: [0, 0, 0] };
    for (const { row, heads, query } of queries) {
      const t = performance.now();
      const ranked = combineMatches(index, nodeMatches(index, termsOfDoc, adapter.match(query), query), query, heads, 5);
      times.push(performance.now() - t);
      const codes = ranked.map((r) => r.document.code);
      const h = hits[row.lang];
      h[0]!++;
      if (codes.some((c) => row.hs6.includes(c))) h[1]!++;
      if (row.hs6.some((g) => g.slice(0, 4) === codes[0]?.slice(0, 4))) h[2]!++;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    const pc = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`.padStart(10);
    console.log(
      `${adapter.name.padEnd(46)} ${String(Math.round(buildMs)).padStart(8)} ${heap.toFixed(1).padStart(9)} | ${ms(p(0.5))} ${ms(p(0.99))} | ${pc(hits.en[1]!, hits.en[0]!)}  ${pc(hits.en[2]!, hits.en[0]!)} | ${pc(hits.ko[1]!, hits.ko[0]!)}  ${pc(hits.ko[2]!, hits.ko[0]!)}`,
    );
  }
}

main();
