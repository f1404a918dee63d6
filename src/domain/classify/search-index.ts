import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import MiniSearch from 'minisearch';
import { projectPath } from '../../paths.js';
import { dataFilePath, lazy } from '../reference/csv.js';
import { buildDocuments, DOCUMENT_FIELDS } from './documents.js';
import type { NodeDocument } from './documents.js';
import { TRADE_NAMES } from './synonyms.js';
import { termStrings } from './text.js';
import { tradeNameMarker } from './trade-names.js';

// The search index over the HS tree's documents (MiniSearch, BM25+ per field). Built from the
// reference data at start, or loaded from the snapshot that `npm run build` writes
// (dist/classifier-index.json) when that was built from the same data and the same code.

export interface ClassifierIndex {
  documents: NodeDocument[];
  byCode: Map<string, NodeDocument>;
  /** Subheadings of each heading, in code order. */
  subheadingsOf: Map<string, NodeDocument[]>;
  search: MiniSearch<NodeDocument>;
  /** For each term, in how many documents it occurs (any field). */
  documentFrequency: Map<string, number>;
  /** Milliseconds the build or the load took (data loading included when it was not loaded before). */
  buildMs: number;
  origin: 'built' | 'snapshot';
}

const SEARCH_OPTIONS = { fields: [...DOCUMENT_FIELDS], idField: 'id' };

function assemble(documents: NodeDocument[], search: MiniSearch<NodeDocument>, documentFrequency: Map<string, number>, started: number, origin: ClassifierIndex['origin']): ClassifierIndex {
  const byCode = new Map(documents.map((d) => [d.code, d]));
  const subheadingsOf = new Map<string, NodeDocument[]>();
  for (const d of documents) {
    if (d.level !== 'subheading') continue;
    const list = subheadingsOf.get(d.code.slice(0, 4));
    if (list) list.push(d);
    else subheadingsOf.set(d.code.slice(0, 4), [d]);
  }
  return { documents, byCode, subheadingsOf, search, documentFrequency, buildMs: performance.now() - started, origin };
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
  const seen = new Set<string>();
  for (const d of documents) {
    seen.clear();
    for (const f of DOCUMENT_FIELDS) {
      for (const term of distinctTerms(d[f])) {
        if (seen.has(term)) continue;
        seen.add(term);
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      }
    }
  }
  const search = new MiniSearch<NodeDocument>({ ...SEARCH_OPTIONS, tokenize: distinctTerms, processTerm: (term) => term });
  search.addAll(documents);
  // The library keeps its tokenizer: let go of the build's texts and terms.
  termsOf.clear();
  // A trade name points at one code: its marker is as rare as a term can be.
  for (const entry of TRADE_NAMES) documentFrequency.set(tradeNameMarker(entry.code), 1);
  return assemble(documents, search, documentFrequency, started, 'built');
}

// --- Snapshot ---

export const SNAPSHOT_PATH = projectPath('dist', 'classifier-index.json');

/** Bumped when the snapshot's layout changes. */
const SNAPSHOT_FORMAT = 1;

/** What the index is made from: the data files and the code that reads and indexes them. */
const DATA_FILES = [
  'hs-nomenclature/hs2022.csv',
  'hs-nomenclature/hs2022_sections.csv',
  'hs-nomenclature/hsk_2026_ko.csv',
  'tariffs/us_hts_tariff_lines.csv',
  'tariffs/uk_eu_tariff_lines_2021.csv',
];

function codeFiles(): string[] {
  const classify = projectPath('src', 'domain', 'classify');
  const own = existsSync(classify) ? readdirSync(classify).filter((f) => f.endsWith('.ts')).sort().map((f) => `${classify}/${f}`) : [classify];
  return [...own, ...['hs.ts', 'hsk.ts', 'tariffs.ts', 'csv.ts'].map((f) => projectPath('src', 'domain', 'reference', f))];
}

/** A hash of everything the index is built from; a missing file counts as such. */
export function indexFingerprint(): string {
  const hash = createHash('sha256').update(`format ${SNAPSHOT_FORMAT}\n`);
  for (const file of [...DATA_FILES.map(dataFilePath), ...codeFiles()]) {
    hash.update(`${file.split('/').slice(-2).join('/')}\n`);
    hash.update(existsSync(file) ? readFileSync(file) : 'missing');
  }
  return hash.digest('hex');
}

interface Snapshot {
  format: number;
  fingerprint: string;
  documents: NodeDocument[];
  documentFrequency: [string, number][];
  search: ReturnType<MiniSearch['toJSON']>;
}

/** Writes the index to `path`, with the fingerprint of what it was built from. */
export function writeSnapshot(index: ClassifierIndex, path = SNAPSHOT_PATH): void {
  const snapshot: Snapshot = {
    format: SNAPSHOT_FORMAT,
    fingerprint: indexFingerprint(),
    // The indexed texts live in the search index; the ranking needs only the documents' shape and English text.
    documents: index.documents.map((d) => ({ ...d, national: '', korean: '' })),
    documentFrequency: [...index.documentFrequency],
    search: index.search.toJSON(),
  };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(snapshot));
}

/** Whether the snapshot at `path` was built from the current data and code (read from its head, not parsed whole). */
export function snapshotIsCurrent(path = SNAPSHOT_PATH): boolean {
  if (!existsSync(path)) return false;
  const buffer = Buffer.alloc(200);
  const fd = openSync(path, 'r');
  const length = readSync(fd, buffer, 0, buffer.length, 0);
  closeSync(fd);
  const head = buffer.subarray(0, length).toString('utf8');
  return head.includes(`"format":${SNAPSHOT_FORMAT},"fingerprint":"${indexFingerprint()}"`);
}

/** The index saved at `path`, or null when there is none or it was built from other data or code. */
export function readSnapshot(path = SNAPSHOT_PATH, fingerprint = indexFingerprint()): ClassifierIndex | null {
  if (!existsSync(path)) return null;
  const started = performance.now();
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  if (snapshot.format !== SNAPSHOT_FORMAT || snapshot.fingerprint !== fingerprint) return null;
  const search = MiniSearch.loadJS<NodeDocument>(snapshot.search, { ...SEARCH_OPTIONS, tokenize: termStrings, processTerm: (term) => term });
  return assemble(snapshot.documents, search, new Map(snapshot.documentFrequency), started, 'snapshot');
}

/** The index: the current snapshot if there is one, else built. Once per process, at start or on first use. */
export const classifierIndex = lazy((): ClassifierIndex => readSnapshot() ?? buildIndex());
