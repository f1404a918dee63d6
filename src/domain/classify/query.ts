import { koreanStem, normalise, stem, stripExclusions, syllablePairs, terms } from './text.js';
import type { Term } from './text.js';
import type { WeightedTerm } from './types.js';
import { findTradeNames, tradeNameMarker } from './trade-names.js';
import { EXPANSIONS, koreanWording } from './vocabulary.js';
import { knownNoun } from './hypernyms.js';
import { organicCompoundHeading } from './chemistry.js';
import { materialHeadings } from './materials.js';
import { quantitiesOf } from './measures.js';
import type { Quantity } from './measures.js';
import { lazy } from '../reference/csv.js';
import { allTradeCountries, countryName } from '../reference/trade-countries.js';

// Which words of a description say what the goods ARE. A description leads with the goods
// ("a ceramic mug with a bamboo lid", "a drilling machine used in the manufacture of furniture");
// what follows says what they are made of, what they are for or what they go with.
// The leading phrase counts most and its last word (the head noun: "mug", "machine") more still;
// material phrases count a little less, purpose and context phrases least.

/** Words that open a phrase about something other than the goods themselves. */
const PURPOSE = /^(?:used|for|designed|intended|suitable|to|in|into|on|onto|which|that|when|while|where|from|by|at|as|installed|mounted|fitted|attached|imported|sold|packaged|packed)$/;
const MATERIAL = /^(?:of|made|composed|constructed|consisting|containing|comprising|with|featuring|including|having)$/;

export const PHRASE_WEIGHT = { lead: 1, head: 2, material: 0.8, purpose: 0.4 } as const;

/**
 * Weight of the pointer from a material to its "other articles" heading: a fifth of a leading word's.
 * eval:classify gave the same figures from 0.1 to 0.3 (0.4 and more lowered top-1).
 */
const MATERIAL_ARTICLES_WEIGHT = 0.2;

/** Share of a word's weight that the nomenclature's wording of it (vocabulary.ts) gets. */
const EXPANSION_WEIGHT = 0.6;

/**
 * A Korean word's nomenclature wording (vocabulary.ts) counts as the word itself: it says the same
 * thing in the words of the HS and the HSK, where an English expansion adds looser words.
 */
const KOREAN_WORDING_WEIGHT = 1;

/** Head nouns that say how goods come, not what they are: the head is then the noun before. */
export const GENERIC_HEADS = new Set(
  ['part', 'parts', 'component', 'assembly', 'kit', 'set', 'piece', 'accessory', 'unit', 'system', 'device', 'article', 'item', 'product',
    'material', 'pair', 'type', 'style', 'model', 'variety', 'appliance', 'good', 'similar', 'thereof', 'therefor'].map(stem),
);

const HANGUL = /[\uAC00-\uD7A3]/;

/** Common nouns that end in 용 without being "for ..." (사용 use, 내용 content, 작용 action...). */
const KOREAN_NOUNS_IN_YONG = new Set(['사용', '내용', '이용', '작용', '적용', '효용', '비용', '응용', '허용', '활용', '운용', '채용', '통용', '신용', '고용', '혼용']);

/** Korean words that end a sentence without naming goods (것 thing, 물품 goods, 형태 form...). */
const KOREAN_GENERIC_HEADS = new Set(['것', '물품', '제품', '형태', '상태', '구조', '용도', '기능', '성분', '구성', '특징', '사용', '있음', '없음', '수입', '포장']);

/**
 * Labels of the parts of a Korean description (개요 overview, 용도 use, 성분 composition, 규격
 * specification, 제조공정 manufacturing process, 기능 및 작동원리 function and operating
 * principle...): layout, not wording of the goods. Left out, and not counted as a sentence whose
 * last word could name the goods.
 */
export const KOREAN_PART_LABELS = new Set(
  ['개요', '물품개요', '물품설명', '품명', '용도', '성분', '재질', '구성', '규격', '제조공정', '공정', '제조방법', '사용방법', '기능', '작동원리', '기능및작동원리', '특징'],
);

/** The last words of this many Korean sentences count as head nouns. */
const KOREAN_HEAD_SENTENCES = 2;

function isKoreanPurposeWord(word: string): boolean {
  return word.length >= 3 && word.endsWith('용') && !KOREAN_NOUNS_IN_YONG.has(word.slice(-2));
}

/**
 * Country names in English, lower-case (CLDR's and the data set's: "south korea", "korea, republic
 * of"): a phrase that is only one says where the goods come from ("from China", "made in Korea"),
 * not what they are; "china" would otherwise find porcelain.
 */
const COUNTRY_NAMES = lazy(() => {
  const names = new Set<string>();
  for (const c of allTradeCountries()) {
    for (const name of [countryName(c, 'en').name, c.name]) names.add(normalise(name).replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/g, ' ').trim());
  }
  return names;
});

function isCountryName(words: string[]): boolean {
  const phrase = words.filter((w) => w !== 'the').join(' ');
  return COUNTRY_NAMES().has(phrase);
}

/** Past this many terms, later terms count progressively less (long texts wander off the goods). */
const LEAD_TERMS = 40;

/**
 * The weighted terms of a description, read up to `maxTerms` terms. Every term keeps the highest weight it got anywhere.
 * Korean text (no reliable word order cues for this) gets the lead weight, decaying with position
 * past the first terms like everything else.
 */
export interface AnalysedDescription {
  terms: WeightedTerm[];
  /** The head noun(s) of the leading phrase: what the goods are (a Korean one as its syllable pairs, space-separated). */
  heads: string[];
  /** For each term, the word of the description it came from. */
  sources: Map<string, string>;
  /** Whether the description went on past `maxTerms` terms (the rest is not read). */
  truncated: boolean;
  /** The English head nouns as written (lower-case, unstemmed), with their weight: for what they are a kind of (hypernyms.ts). */
  headWords: { word: string; weight: number }[];
  /** The quantities it gives with their units ("2.0 l", "12 mm thick"; measures.ts). */
  quantities: Quantity[];
  /** The words read as naming the goods (the leading phrase; a Korean description's first sentence). */
  lead: string;
}

export function analyseDescription(description: string, maxTerms = Number.POSITIVE_INFINITY): AnalysedDescription {
  const weights = new Map<string, number>();
  const sources = new Map<string, string>();
  const heads: string[] = [];
  const headWords = new Map<string, number>();
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
      if (weight === PHRASE_WEIGHT.head && /^[a-z]+$/.test(t.word)) headWords.set(t.word, Math.max(headWords.get(t.word) ?? 0, weight * decay));
      const expansion = EXPANSIONS[t.word];
      if (expansion) for (const e of terms(expansion)) put(e.term, t.source, weight * decay * EXPANSION_WEIGHT);
      const wording = HANGUL.test(t.word) ? koreanWording(t.word) : null;
      if (wording) for (const e of terms(wording)) put(e.term, t.source, weight * decay * KOREAN_WORDING_WEIGHT);
    }
  };
  // Phrases end at punctuation; within a phrase, a marker word starts a new one.
  const text = normalise(description);
  let leadDone = false;
  /** Whether a phrase after the first has led already (after a name: see flush). */
  let secondLead = false;
  let koreanSentences = 0;
  const lead: string[] = [];
  // Korean descriptions also run their sentences as bullets (" - ", "ㅇ", "※", "*"); NFKC turns
  // the bullet ㅇ (a compatibility letter) into the conjoining letter U+110B.
  for (const chunk of text.split(/[,;:()[\]/.]+(?:\s|$)|[;()[\]]|(?:^|\s)[-\u3147\u110B※*•]\s|\n/)) {
    if (truncated) break;
    let kind: 'lead' | 'material' | 'purpose' = leadDone ? 'material' : 'lead';
    let words: string[] = [];
    const flush = () => {
      if (words.length === 0) return;
      if (kind !== 'lead' && isCountryName(words)) {
        words = [];
        return;
      }
      const phrase = terms(words.join(' '));
      if (kind === 'lead') {
        lead.push(...words);
        let at = phrase.length - 1;
        while (at > 0 && GENERIC_HEADS.has(phrase[at]!.term)) at--;
        phrase.forEach((t, i) => add([t], i === at ? PHRASE_WEIGHT.head : PHRASE_WEIGHT.lead));
        if (phrase[at]) heads.push(phrase[at]!.term);
        // "a pair of socks", "a set of ...": the goods come in the next phrase. So they may after a
        // name that WordNet does not know as goods (a brand, a model: "the Zylo, a hand-held vacuum"):
        // the next phrase then leads too, once.
        const named = phrase[at] !== undefined && knownNoun(phrase[at]!.word);
        leadDone = !phrase.every((t) => GENERIC_HEADS.has(t.term)) && (named || secondLead);
        if (!leadDone && !named) secondLead = true;
      } else add(phrase, PHRASE_WEIGHT[kind]);
      words = [];
    };
    if (KOREAN_PART_LABELS.has(chunk.replace(/[\s\-\u3147\u110B※*•]+/g, ''))) continue;
    if (HANGUL.test(chunk)) {
      // Korean: no marker words to go by; a word ending in the suffix 용 ("for": 자동차용 거울, a
      // mirror for cars) says what the goods serve, not what they are. The head comes last: the last
      // word of an early sentence ("...스테인리스강으로 만든 냄비", a pot made of stainless steel) names the goods.
      const chunkTerms = terms(chunk);
      const last = [...chunkTerms].reverse().find((t) => HANGUL.test(t.word) && !KOREAN_GENERIC_HEADS.has(koreanStem(t.word, 2)));
      const isHead = koreanSentences < KOREAN_HEAD_SENTENCES && last !== undefined;
      if (koreanSentences === 0 && !leadDone) lead.push(chunk.trim());
      koreanSentences++;
      for (const t of chunkTerms) {
        const weight = isHead && t.word === last!.word ? PHRASE_WEIGHT.head : isKoreanPurposeWord(t.word) ? PHRASE_WEIGHT.purpose : PHRASE_WEIGHT.lead;
        add([t], weight);
      }
      // The head word as one entry: its syllable pairs, all of which a line must have.
      // The noun that ends a sentence usually carries its particle ("의자가"): any is left off.
      if (isHead) heads.push(syllablePairs(koreanStem(last!.word, 2)).join(' '));
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
  // Trade names of the synonym table, found as whole phrases, say outright what the goods are;
  // as much as their words do: named in the lead they are the goods, in a purpose phrase what the goods serve.
  for (const hit of findTradeNames(terms(text).map((t) => t.term))) {
    const strongest = Math.max(...hit.terms.map((t) => weights.get(t) ?? 0));
    put(tradeNameMarker(hit.code), hit.name, Math.min(PHRASE_WEIGHT.head, 2 * strongest));
  }
  // What the goods are made of points, weakly, at that material's "other articles" heading
  // (materials.ts); a systematic name of one organic compound at its functional group's heading (chemistry.ts).
  for (const m of materialHeadings(stripExclusions(text))) put(tradeNameMarker(m.heading), m.word, MATERIAL_ARTICLES_WEIGHT);
  const compound = organicCompoundHeading(text);
  if (compound) {
    put(tradeNameMarker(compound.heading), compound.fragment, PHRASE_WEIGHT.head);
    // The groups' words as the subheadings use them ("phenol" of "methoxyphenol": ether-phenols).
    for (const fragment of compound.fragments) for (const t of terms(fragment)) put(t.term, fragment, PHRASE_WEIGHT.lead);
  }
  return {
    terms: [...weights].map(([term, weight]) => ({ term, weight })),
    heads,
    sources,
    truncated,
    headWords: [...headWords].map(([word, weight]) => ({ word, weight })),
    quantities: quantitiesOf(description),
    lead: lead.join(' '),
  };
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
