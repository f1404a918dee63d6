import { readFileSync } from 'node:fs';
import { check, dataFilePath, lazy } from './csv.js';

// English nouns with what they are a kind of, from WordNet 3.1 (data/wordnet/SOURCE.md):
// data/wordnet/noun_hypernyms.tsv, written by npm run data:wordnet. Each line: a noun, then its
// synonyms, its hypernyms and theirs, as tab-separated levels of comma-separated lemmas.

export const NOUN_HYPERNYMS_FILE = 'wordnet/noun_hypernyms.tsv';

/** Levels of each line: the noun's synonyms, its hypernyms, theirs. */
export const NOUN_HYPERNYM_LEVELS = 3;

/** Noun → the rest of its line (its levels, as written: split on look-up, a fraction of the memory of split lists). */
const nounLines = lazy((): ReadonlyMap<string, string> => {
  const table = new Map<string, string>();
  for (const line of readFileSync(dataFilePath(NOUN_HYPERNYMS_FILE), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    const noun = line.slice(0, tab);
    const levels = line.slice(tab + 1);
    check(/^[a-z]+$/.test(noun) && levels.split('\t').length === NOUN_HYPERNYM_LEVELS, `noun_hypernyms.tsv: malformed line for "${noun}"`);
    check(!table.has(noun), `noun_hypernyms.tsv: duplicate noun ${noun}`);
    table.set(noun, levels);
  }
  check(table.size >= 20000, `noun_hypernyms.tsv has ${table.size} nouns, expected about 22,600`);
  return table;
});

/** How many nouns the table has (loads and checks it). */
export function nounHypernymCount(): number {
  return nounLines().size;
}

/** A noun's lemmas level by level (synonyms first), or undefined when the table does not have it. */
export function nounHypernyms(noun: string): string[][] | undefined {
  const levels = nounLines().get(noun);
  return levels?.split('\t').map((l) => (l === '' ? [] : l.split(',')));
}
