import { nounHypernyms } from '../reference/wordnet.js';
import type { WeightedTerm } from './types.js';
import { stem, terms } from './text.js';
import { IRREGULAR_PLURALS } from './vocabulary.js';

// What a description's head noun is a kind of, from WordNet (data/wordnet/noun_hypernyms.tsv,
// written by npm run data:wordnet): a lipstick is a makeup, a cosmetic; a sofa a seat, furniture.
// The nomenclature often names goods by such a broader word, or not at all by the product's own
// name. These words stand in for the head noun (WeightedTerm.of): matching one covers the noun,
// at a lower weight, halved again at each level up. Measured on the development set
// (eval:classify): the head noun's first sense of goods, two levels, English descriptions only;
// more senses, more levels, every noun of the description or the senses' glosses did worse.

/** Weight of a synonym, relative to the head noun's. */
const SYNONYM_WEIGHT = 0.5;

/** Each level up weighs this much of the one below. */
const LEVEL_DECAY = 0.5;

/** WordNet's detachment rules for nouns (its morphy): base forms a plural may have. */
const PLURAL_ENDINGS: [string, string][] = [
  ['s', ''],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
];

function levelsOf(word: string): string[][] | undefined {
  const singular = IRREGULAR_PLURALS[word] ?? word;
  const found = nounHypernyms(singular);
  if (found) return found;
  for (const [ending, base] of PLURAL_ENDINGS) {
    if (singular.endsWith(ending)) {
      const levels = nounHypernyms(singular.slice(0, -ending.length) + base);
      if (levels) return levels;
    }
  }
  return undefined;
}

/** Whether WordNet knows a word (lower-case, singular or plural) as a noun naming goods. */
export function knownNoun(word: string): boolean {
  return levelsOf(word) !== undefined;
}

/** The broader wordings of head nouns (lower-case English words) that have weight `weight`. */
export function hypernymTerms(headWords: { word: string; weight: number }[]): WeightedTerm[] {
  const out: WeightedTerm[] = [];
  for (const { word, weight } of headWords) {
    const levels = levelsOf(word);
    if (!levels) continue;
    const of = stem(word);
    levels.forEach((lemmas, level) => {
      const w = weight * SYNONYM_WEIGHT * LEVEL_DECAY ** level;
      for (const lemma of lemmas) for (const t of terms(lemma)) if (t.term !== of) out.push({ term: t.term, weight: w, of });
    });
  }
  return out;
}
