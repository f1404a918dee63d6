import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { projectPath } from '../../paths.js';
import { dataFilePath, lazy } from '../reference/csv.js';
import { buildDocuments, DOCUMENT_FIELDS } from './documents.js';
import type { DocumentField, NodeDocument } from './documents.js';
import { FUNCTIONAL_GROUP_HEADINGS } from './chemistry.js';
import { MATERIAL_HEADINGS } from './materials.js';
import { TRADE_NAMES } from './synonyms.js';
import { rangesOf } from './measures.js';
import type { MeasuredRange } from './measures.js';
import { excludedTerms, termStrings } from './text.js';
import { termPostings, type TermPostings } from './term-postings.js';
import { tradeNameMarker } from './trade-names.js';

// The search index over the HS tree's documents: the postings of each field (term-postings.ts),
// holding each document's distinct terms (the ranking weighs them: engine.ts). Built from the reference data, or
// from the snapshot that `npm run build` writes (dist/classifier-index.json: the documents and their
// terms, without re-reading and re-cutting the nomenclature) when that comes from the same data and code.

type FieldIndex = TermPostings;

export interface ClassifierIndex {
  documents: NodeDocument[];
  byCode: Map<string, NodeDocument>;
  /** Subheadings of each heading, in code order. */
  subheadingsOf: Map<string, NodeDocument[]>;
  fields: Record<DocumentField, FieldIndex>;
  /** For each term, in how many documents it occurs (any field). */
  documentFrequency: Map<string, number>;
  /** Each document's `heads` as a set (by document id): the ranking looks them up for every candidate. */
  headSets: ReadonlySet<string>[];
  /** Each document's excluded terms (text.ts, excludedTerms: "not knitted" → knit), by document id. */
  exclusionSets: ReadonlySet<string>[];
  /** Each subheading's distinct terms of its HS text, by document id; empty for the other levels (confidence.ts). */
  textTerms: readonly (readonly string[])[];
  /** Each subheading's measured ranges (measures.ts: "cylinder capacity over 1500 but not over 3000cc"), by document id; empty for the rest. */
  ranges: readonly (readonly MeasuredRange[])[];
  /** Milliseconds the build or the load took (data loading included when it was not loaded before). */
  buildMs: number;
  origin: 'built' | 'snapshot';
}

/** Each document's distinct terms per field, joined by spaces (as the field indexes take them). */
type FieldTerms = string[][];

/** Terms are cut by text.ts; the library only splits what it is given. */
const splitTerms = (text: string) => (text === '' ? [] : text.split(' '));

function assemble(documents: NodeDocument[], fieldTerms: FieldTerms, started: number, origin: ClassifierIndex['origin']): ClassifierIndex {
  // Every document holding a term is returned, in id order: no ranking by position inside a field.
  const fields = Object.fromEntries(DOCUMENT_FIELDS.map((field, f) => [field, termPostings(documents.map((d) => fieldTerms[d.id]![f] ?? ''))])) as Record<DocumentField, FieldIndex>;
  const documentFrequency = new Map<string, number>();
  const seen = new Set<string>();
  for (const terms of fieldTerms) {
    seen.clear();
    for (const joined of terms) {
      for (const term of splitTerms(joined)) {
        if (seen.has(term)) continue;
        seen.add(term);
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      }
    }
  }
  // A trade name points at one code: its marker is as rare as a term can be.
  for (const entry of TRADE_NAMES) documentFrequency.set(tradeNameMarker(entry.code), 1);
  for (const heading of FUNCTIONAL_GROUP_HEADINGS) documentFrequency.set(tradeNameMarker(heading), 1);
  for (const heading of MATERIAL_HEADINGS) documentFrequency.set(tradeNameMarker(heading), 1);
  const byCode = new Map(documents.map((d) => [d.code, d]));
  const subheadingsOf = new Map<string, NodeDocument[]>();
  for (const d of documents) {
    if (d.level !== 'subheading') continue;
    const list = subheadingsOf.get(d.code.slice(0, 4));
    if (list) list.push(d);
    else subheadingsOf.set(d.code.slice(0, 4), [d]);
  }
  const subheading = (d: NodeDocument) => d.level === 'subheading';
  // Equal sets and term lists are kept once (most documents' are empty or repeat another's).
  const sets = new Map<string, ReadonlySet<string>>();
  const setOf = (terms: string[]) => {
    const key = terms.join(' ');
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new Set(terms)));
    return set;
  };
  const lists = new Map<string, readonly string[]>();
  const listOf = (joined: string) => {
    let list = lists.get(joined);
    if (!list) lists.set(joined, (list = splitTerms(joined)));
    return list;
  };
  return {
    documents,
    byCode,
    subheadingsOf,
    fields,
    documentFrequency,
    headSets: documents.map((d) => setOf(d.heads)),
    exclusionSets: documents.map((d) => setOf(excludedTerms(d.text))),
    textTerms: documents.map((d) => (subheading(d) ? listOf(fieldTerms[d.id]![0]!) : [])),
    ranges: documents.map((d) => (subheading(d) ? rangesOf(d.text) : [])),
    buildMs: performance.now() - started,
    origin,
  };
}

/** Each term once per field: the ranking then weighs rare words, not how often a long path repeats one. */
function cutFields(documents: NodeDocument[]): FieldTerms {
  const cache = new Map<string, string>();
  return documents.map((d) =>
    DOCUMENT_FIELDS.map((f) => {
      let joined = cache.get(d[f]);
      if (joined === undefined) {
        joined = [...new Set(termStrings(d[f]))].join(' ');
        cache.set(d[f], joined);
      }
      return joined;
    }),
  );
}

export function buildIndex(): ClassifierIndex {
  const started = performance.now();
  const documents = buildDocuments();
  return assemble(documents, cutFields(documents), started, 'built');
}

// --- Snapshot ---

export const SNAPSHOT_PATH = projectPath('dist', 'classifier-index.json');

/** Bumped when the snapshot's layout changes. */
const SNAPSHOT_FORMAT = 2;

/** What the index is made from: the data files and the code that reads and indexes them. */
const DATA_FILES = [
  'hs-nomenclature/hs2022.csv',
  'hs-nomenclature/hs2022_sections.csv',
  'hs-nomenclature/hsk_2026_ko.csv',
  'tariffs/us_hts_2026_rev10.json.gz',
  'tariffs/uk_eu_tariff_lines_2021.csv',
];

function codeFiles(): string[] {
  const classify = projectPath('src', 'domain', 'classify');
  const own = existsSync(classify) ? readdirSync(classify).filter((f) => f.endsWith('.ts')).sort().map((f) => `${classify}/${f}`) : [classify];
  return [...own, ...['hs.ts', 'hsk.ts', 'tariffs.ts', 'us-hts.ts', 'csv.ts'].map((f) => projectPath('src', 'domain', 'reference', f))];
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
  fieldTerms: FieldTerms;
}

/** Writes the index's documents and terms to `path`, with the fingerprint of what they were built from. */
export function writeSnapshot(path = SNAPSHOT_PATH): void {
  const documents = buildDocuments();
  const snapshot: Snapshot = {
    format: SNAPSHOT_FORMAT,
    fingerprint: indexFingerprint(),
    fieldTerms: cutFields(documents),
    // The terms are kept; the ranking needs only the documents' shape and English text.
    documents: documents.map((d) => ({ ...d, national: '', korean: '' })),
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
  return buffer.subarray(0, length).toString('utf8').includes(`"format":${SNAPSHOT_FORMAT},"fingerprint":"${indexFingerprint()}"`);
}

/** The index from the snapshot at `path`, or null when there is none or it was built from other data or code. */
export function readSnapshot(path = SNAPSHOT_PATH, fingerprint = indexFingerprint()): ClassifierIndex | null {
  if (!existsSync(path)) return null;
  const started = performance.now();
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  if (snapshot.format !== SNAPSHOT_FORMAT || snapshot.fingerprint !== fingerprint) return null;
  return assemble(snapshot.documents, snapshot.fieldTerms, started, 'snapshot');
}

/** The index: from the current snapshot if there is one, else built. Once per process, at start or on first use. */
export const classifierIndex = lazy((): ClassifierIndex => readSnapshot() ?? buildIndex());
