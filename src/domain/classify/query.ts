import { normalise, stem, terms } from './text.js';
import type { Term } from './text.js';
import type { WeightedTerm } from './engine.js';
import { findTradeNames, tradeNameMarker } from './trade-names.js';
import { EXPANSIONS } from './vocabulary.js';

// Which words of a description say what the goods ARE. A description leads with the goods
// ("aluminum pliers with stainless steel jaws", "a brake pad press used in the manufacture of
// brake pads"); what follows says what they are made of, what they are for or what they go with.
// The leading phrase counts most and its last word (the head noun: "pliers", "press") more still;
// material phrases count a little less, purpose and context phrases least.

/** Words that open a phrase about something other than the goods themselves. */
const PURPOSE = /^(?:used|for|designed|intended|suitable|to|in|into|on|onto|which|that|when|while|where|from|by|at|as)$/;
const MATERIAL = /^(?:of|made|composed|constructed|consisting|containing|comprising|with|featuring|including|having)$/;

export const PHRASE_WEIGHT = { lead: 1, head: 2, material: 0.8, purpose: 0.4 } as const;

/** Share of a word's weight that the nomenclature's wording of it (vocabulary.ts) gets. */
const EXPANSION_WEIGHT = 0.6;

/** Head nouns that say how goods come, not what they are: the head is then the noun before. */
export const GENERIC_HEADS = new Set(
  ['part', 'parts', 'component', 'assembly', 'kit', 'set', 'piece', 'accessory', 'unit', 'system', 'device', 'article', 'item', 'product',
    'material', 'pair', 'type', 'style', 'model', 'variety', 'appliance', 'good', 'similar', 'thereof', 'therefor'].map(stem),
);

const HANGUL = /[\uAC00-\uD7A3]/;

/** Past this many terms, later terms count progressively less (long texts wander off the goods). */
const LEAD_TERMS = 40;

/**
 * The weighted terms of a description, read up to `maxTerms` terms. Every term keeps the highest weight it got anywhere.
 * Korean text (no reliable word order cues for this) gets the lead weight, decaying with position
 * past the first terms like everything else.
 */
export interface AnalysedDescription {
  terms: WeightedTerm[];
  /** The head noun(s) of the leading phrase: what the goods are. */
  heads: string[];
  /** For each term, the word of the description it came from. */
  sources: Map<string, string>;
  /** Whether the description went on past `maxTerms` terms (the rest is not read). */
  truncated: boolean;
}

export function analyseDescription(description: string, maxTerms = Number.POSITIVE_INFINITY): AnalysedDescription {
  const weights = new Map<string, number>();
  const sources = new Map<string, string>();
  const heads: string[] = [];
  let position = 0;
  const put = (term: string, source: string, w: number) => {
    if (w > (weights.get(term) ?? 0)) weights.set(term, w);
    if (!sources.has(term)) sources.set(term, source);
  };
  let truncated = false;
  const add = (list: Term[], weight: number) => {
    for (const t of list) {
      if (position >= maxTerms) {
        truncated = true;
        return;
      }
      const decay = position < LEAD_TERMS ? 1 : Math.max(0.3, LEAD_TERMS / position);
      position++;
      put(t.term, t.source, weight * decay);
      const expansion = EXPANSIONS[t.word];
      if (expansion) for (const e of terms(expansion)) put(e.term, t.source, weight * decay * EXPANSION_WEIGHT);
    }
  };
  // Phrases end at punctuation; within a phrase, a marker word starts a new one.
  const text = normalise(description);
  let leadDone = false;
  for (const chunk of text.split(/[,;:()[\]/.]+(?:\s|$)|[;()[\]]/)) {
    if (truncated) break;
    let kind: 'lead' | 'material' | 'purpose' = leadDone ? 'material' : 'lead';
    let words: string[] = [];
    const flush = () => {
      if (words.length === 0) return;
      const phrase = terms(words.join(' '));
      if (kind === 'lead') {
        let at = phrase.length - 1;
        while (at > 0 && GENERIC_HEADS.has(phrase[at]!.term)) at--;
        phrase.forEach((t, i) => add([t], i === at ? PHRASE_WEIGHT.head : PHRASE_WEIGHT.lead));
        if (phrase[at]) heads.push(phrase[at]!.term);
        // "a pair of gloves", "a set of ...": the goods come in the next phrase.
        leadDone = !phrase.every((t) => GENERIC_HEADS.has(t.term));
      } else add(phrase, PHRASE_WEIGHT[kind]);
      words = [];
    };
    if (HANGUL.test(chunk)) {
      // Korean: no marker words to go by, and the head comes last in a word, not in a phrase.
      add(terms(chunk), PHRASE_WEIGHT.lead);
      leadDone = true;
      continue;
    }
    for (const word of chunk.split(/\s+/)) {
      if (PURPOSE.test(word) || MATERIAL.test(word)) {
        flush();
        kind = !leadDone && word === 'of' ? 'lead' : PURPOSE.test(word) ? 'purpose' : 'material';
        continue;
      }
      words.push(word);
    }
    flush();
  }
  // Trade names of the synonym table, found as whole phrases, say outright what the goods are.
  for (const hit of findTradeNames(terms(text).map((t) => t.term))) put(tradeNameMarker(hit.code), hit.name, PHRASE_WEIGHT.head);
  return { terms: [...weights].map(([term, weight]) => ({ term, weight })), heads, sources, truncated };
}

/**
 * The nouns a nomenclature text names its goods with: the last word of each item of the leading
 * list of each `;` part ("Tools, hand; pliers (including cutting pliers), pincers, tweezers and
 * similar tools" → tool, hand, plier, pincer, tweezer). "tube or pipe fittings" names fittings.
 */
export function leadingNouns(text: string): string[] {
  const nouns = new Set<string>();
  const plain = normalise(text).replace(/\([^)]*\)/g, ' ');
  for (const part of plain.split(/;| > /)) {
    const words: string[] = [];
    for (const word of part.trim().split(/\s+/)) {
      if (PURPOSE.test(word) || MATERIAL.test(word) || /^(?:other|n\.e\.c\.?|whether|not|excluding|excl\.?)$/.test(word)) break;
      words.push(word);
    }
    for (const item of words.join(' ').split(/,| and /)) {
      const itemTerms = terms(item);
      let at = itemTerms.length - 1;
      while (at > 0 && GENERIC_HEADS.has(itemTerms[at]!.term)) at--;
      if (at >= 0 && !GENERIC_HEADS.has(itemTerms[at]!.term)) nouns.add(itemTerms[at]!.term);
    }
  }
  return [...nouns];
}
