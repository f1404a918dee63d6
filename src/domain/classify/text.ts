import { stemmer } from 'stemmer';
import type { Lang } from '../lang.js';
import { IRREGULAR_PLURALS, SPELLING_VARIANTS } from './vocabulary.js';

// Turns text into index terms, the same way for the nomenclature and for a query, so that what a
// query says meets what a line says. English words are lower-cased and stemmed (Porter);
// Korean, written without reliable spaces ("화장품을" is one word), is cut into overlapping
// pairs of syllables (bigrams), so "기초화장용" and "화장품" meet on "화장".

/** Words that say nothing about what goods are. Kept short: BM25 already discounts common words. */
const ENGLISH_STOPWORDS = new Set(
  (
    'a an and are as at be been being but by for from has have having in into is it its of on or such ' +
    'that the their than then there these this those to was were which with within without whether ' +
    'other others n.e.c nec nes whose any all not no used use using designed intended made'
  ).split(' '),
);

const HANGUL = /[\uAC00-\uD7A3]/;
const HANGUL_RUN = /[\uAC00-\uD7A3]+/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** One term of a text, with the word of the text it came from (for explaining a match). */
export interface Term {
  term: string;
  /** The word (lower-cased, unstemmed) or Hangul run that gave the term. */
  word: string;
  /** The word or Hangul run of the original text that gave the term. */
  source: string;
}

/** NFKC folds full-width letters and units (㎜ → mm), lower-case for English. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Phrases that say what goods are NOT, or that they may or may not be: "(not knitted or
 * crocheted)", "other than pure-bred breeding animals", "whether or not power-operated", and the
 * Korean "(의약품은 제외하며, ...)" clauses. Their words must not count as evidence for the goods.
 * A phrase runs to the next punctuation mark (or `>`, the level separator of national paths).
 */
const EXCLUDING = String.raw`other than|excluding|except|not`;
const TO_PUNCTUATION = String.raw`[^;,:()[\]>|]*`;
const EXCLUSIONS = [
  new RegExp(String.raw`(?:\b(?:whether or not|${EXCLUDING})\b|\bexcl\.)${TO_PUNCTUATION}`, 'g'),
  /[^,()[\]>|]*제외(?:한다|하며|하고|하여|한)?/g,
];

export function stripExclusions(text: string): string {
  let out = text;
  for (const pattern of EXCLUSIONS) out = out.replace(pattern, ' ');
  return out;
}

/** What a nomenclature text says its goods are not: "(not knitted or crocheted)", "other than of paper". */
const EXCLUDED_SPAN = new RegExp(String.raw`(?:\b(?:${EXCLUDING})\b|\bexcl\.)${TO_PUNCTUATION}`, 'g');
/** Said to be possible either way, or the nomenclature's "n.e.c.": not an exclusion. */
const NOT_EXCLUDING = new RegExp(String.raw`\bwhether or not\b${TO_PUNCTUATION}|\bnot elsewhere specified or included\b`, 'g');
const EXCLUSION_STOP_WORDS = new Set(['not', 'other', 'than', 'excluding', 'except', 'excl', 'or', 'and', 'of', 'the', 'those', 'that', 'a', 'an', 'in', 'for', 'with', 'by', 'heading', 'headings', 'subheading', 'no', 'nos', 'item', 'more', 'less', 'one', 'kind', 'whether', 'put', 'up', 'further', 'goods']);

/**
 * The stems of the words a text excludes its goods by ("not knitted or crocheted" → knit, crochet),
 * without those it also names them by ("fillets; excluding fillets of salmon" excludes salmon only).
 */
export function excludedTerms(text: string): string[] {
  const out = new Set<string>();
  const plain = normalise(text).replace(NOT_EXCLUDING, ' ');
  for (const span of plain.match(EXCLUDED_SPAN) ?? []) {
    for (const word of span.match(/\p{L}+/gu) ?? []) if (!EXCLUSION_STOP_WORDS.has(word) && word.length > 2) out.add(stem(word));
  }
  for (const word of plain.replace(EXCLUDED_SPAN, ' ').match(/\p{L}+/gu) ?? []) out.delete(stem(word));
  return [...out];
}

const stems = new Map<string, string>();

/**
 * Porter stem of a word, with British spellings folded into American ones ("vulcanised" and
 * "vulcanized", "fibre" and "fiber" meet). Cached: the vocabulary is small and every word recurs.
 */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    const singular = IRREGULAR_PLURALS[word] ?? word;
    const american = singular.length >= 6 ? singular.replace(/([iy])s(e|ed|es|ing|ation|ations)$/, '$1z$2') : singular;
    s = stemmer(american);
    s = SPELLING_VARIANTS[s] ?? s;
    stems.set(word, s);
  }
  return s;
}

/**
 * Terms of a text: English words stemmed, stopwords, single letters and pure numbers left out;
 * hyphenated words give their parts and the joined word ("make-up" → make, up, makeup); Korean runs
 * give their syllable bigrams (a one-syllable run gives itself). Other scripts are ignored.
 */
export function terms(text: string): Term[] {
  const out: Term[] = [];
  const normalised = stripExclusions(normalise(text));
  for (const segment of normalised.split(/[,;:()[\]>|]|\.(?:\s|$)/)) {
    for (const token of segment.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []) {
      if (HANGUL.test(token)) {
        for (const run of token.match(HANGUL_RUN) ?? []) pushHangul(out, run);
        const rest = token.replace(HANGUL_RUN, ' ');
        for (const word of rest.match(/[\p{L}\p{N}]+/gu) ?? []) pushEnglish(out, word, word);
        continue;
      }
      const parts = token.split(/[-'’]/);
      for (const part of parts) {
        const before = out.length;
        pushEnglish(out, part, token);
        const current = out.length > before ? out[before]! : null;

      }
      if (parts.length > 1) pushEnglish(out, parts.join(''), token);
    }
  }
  return out;
}

function pushEnglish(out: Term[], word: string, source: string): void {
  if (word.length < 2 || ENGLISH_STOPWORDS.has(word) || /^\d+$/.test(word)) return;
  if (!LATIN_LETTER.test(word)) return;
  out.push({ term: stem(word), word, source });
  // "polyethylene" also says "ethylene", as the nomenclature's "polymers of ethylene" does.
  if (word.startsWith('poly') && word.length >= 9) out.push({ term: stem(word.slice(4)), word, source });
}

/**
 * Korean particles and verb endings that close a word ("플라스틱으로" → 플라스틱, "제조하는" → 제조):
 * left off, longest first, when at least two syllables remain, so that they make no pairs of their own.
 */
const KOREAN_ENDINGS = (
  '입니다 합니다 됩니다 습니다 에서는 으로는 으로써 으로서 에서 으로 하여 하고 하는 하며 하게 되는 되어 되고 있는 없는 이며 에는 에게 까지 부터 처럼 보다 ' +
  '한다 된다 이다 을 를 이 가 은 는 의 에 로 와 과 도 만 한 된 함 됨 임 인'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

/** One-syllable words that only link others (및 and, 등 etc., 약 about, 후 after...). */
const KOREAN_STOPWORDS = new Set(['및', '등', '약', '후', '중', '시', '외', '각', '또', '더', '수', '것', '그', '이', '저', '위', '내', '간', '별', '개', '또는', '기타']);

/**
 * A one-syllable particle (이, 가, 은...) is left off only a word of at least this many syllables:
 * many three-syllable nouns end in one (양동이 a bucket, 고양이 a cat), while a two-syllable noun
 * with its particle keeps its own pair anyway (부품이 → 부품, 품이).
 */
const SHORTEST_STEM_BEFORE_PARTICLE = 3;

export function koreanStem(run: string, shortestBeforeParticle = SHORTEST_STEM_BEFORE_PARTICLE): string {
  // "면으로 만든 것" (made of cotton), "견으로" (of silk): 으로 follows only a noun, however short.
  if (run.length === 3 && run.endsWith('으로')) return run[0]!;
  for (const ending of KOREAN_ENDINGS) {
    const shortest = ending.length === 1 ? shortestBeforeParticle : 2;
    if (run.length - ending.length >= shortest && run.endsWith(ending)) return run.slice(0, -ending.length);
  }
  return run;
}

/** The syllable pairs of a Korean word (itself when it has one syllable). */
export function syllablePairs(word: string): string[] {
  if (word.length < 2) return [word];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) pairs.push(word.slice(i, i + 2));
  return pairs;
}

function pushHangul(out: Term[], run: string): void {
  if (KOREAN_STOPWORDS.has(run)) return;
  let stem = koreanStem(run);
  // "면제의" (of cotton): the particle goes however short the word, for the suffix 제 below.
  const short = koreanStem(run, 2);
  if (short !== stem && short.endsWith('제')) stem = short;
  // The suffix 제 "made of" (플라스틱제, 면제의 "of cotton"): the material alone, as a description names it.
  if (stem.length >= 2 && stem.endsWith('제')) {
    if (stem.length === 2) out.push({ term: stem[0]!, word: run, source: run });
    else stem = stem.slice(0, -1);
  }
  if (stem.length === 1) {
    out.push({ term: stem, word: run, source: run });
    return;
  }
  for (const pair of syllablePairs(stem)) out.push({ term: pair, word: run, source: run });
}

/** The terms of a text as strings, for the search library's tokenizer. */
export function termStrings(text: string): string[] {
  return terms(text).map((t) => t.term);
}

/**
 * The language a description is written in: Korean when Hangul makes up at least a third of its
 * letters (a Korean description often names the product or its materials in English), else English.
 * Null when the text has no letters of either script.
 */
export function detectLanguage(text: string): Lang | null {
  let hangul = 0;
  let latin = 0;
  for (const ch of text) {
    if (HANGUL.test(ch)) hangul++;
    else if (LATIN_LETTER.test(ch)) latin++;
  }
  if (hangul + latin === 0) return null;
  // A Hangul syllable carries about as much as three Latin letters.
  return hangul * 3 >= (hangul * 3 + latin) / 3 ? 'ko' : 'en';
}
