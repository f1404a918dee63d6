import { ApiError } from '../errors.js';
import { LANGS } from '../lang.js';
import type { Lang } from '../lang.js';
import { findHs, hsSection } from '../reference/hs.js';
import { hskHeadingName, hskSubheadingName } from '../reference/hsk.js';
import { resolveCountry } from '../reference/trade-countries.js';
import { combineMatches, matchNodes, rankSubheadings } from './engine.js';
import { prepareQuery } from './prepared-query.js';
import { CONFIDENCE_PRECISION, confidenceChecks, confidenceLevel } from './confidence.js';
import type { RankedSubheading } from './engine.js';
import type { PreparedQuery } from './prepared-query.js';
import { classifierIndex } from './search-index.js';
import type { ClassifierIndex } from './search-index.js';
import { bestNationalLine, nationalScheduleFor } from './national.js';
import { hypernymTerms } from './hypernyms.js';
import { analyseDescription } from './query.js';
import type { AnalysedDescription } from './query.js';
import { detectLanguage } from './text.js';
import { markedCode } from './trade-names.js';
import type { ClassificationCandidate, ClassificationConfidence, ClassificationLevel, ClassificationResult, ClassifyInput, ConfidencePrecision } from './types.js';

// POST /customs/classify in domain terms: checks the input, ranks HS 2022 subheadings for the
// description and dresses each candidate with its path, national line, score and reasons.

export const DESCRIPTION_MIN_LENGTH = 2;
export const DESCRIPTION_MAX_LENGTH = 10_000;
export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 10;

export const CLASSIFICATION_NOTICE =
  'Advice only: the candidates are ranked from the wording of the HS 2022 nomenclature and national tariffs. ' +
  'A binding classification comes only from the customs authority of the importing country (for example a binding tariff information or an advance ruling).';

/** At most this many reasons per candidate. */
const MAX_REASONS = 8;

function invalid(field: string, issue: string, message: string): ApiError {
  return new ApiError('validation_failed', message, [{ field, issue }]);
}

function checkDescription(value: unknown): string {
  if (typeof value !== 'string') throw invalid('/description', 'must be a string', 'Give the product description as text.');
  const text = value.trim();
  if (text.length < DESCRIPTION_MIN_LENGTH) {
    throw invalid('/description', `must have at least ${DESCRIPTION_MIN_LENGTH} characters`, 'The description is too short to classify.');
  }
  if (value.length > DESCRIPTION_MAX_LENGTH) {
    throw invalid('/description', `must have at most ${DESCRIPTION_MAX_LENGTH} characters`, `Descriptions are limited to ${DESCRIPTION_MAX_LENGTH} characters.`);
  }
  // NUL and other control characters are no product's wording; they would only reach logs and the index.
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value)) {
    throw invalid('/description', 'must not contain control characters other than tab and line breaks', 'The description contains control characters.');
  }
  if (!/\p{L}/u.test(text)) {
    throw invalid(
      '/description',
      'must contain words, not only digits or punctuation',
      'The description has no words. To look up an HS code, use GET /customs/hs-codes?q=<code>.',
    );
  }
  return text;
}

function checkLimit(value: unknown): number {
  if (value === undefined) return DEFAULT_LIMIT;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_LIMIT) {
    throw invalid('/limit', `must be an integer from 1 to ${MAX_LIMIT}`, 'The limit is out of range.');
  }
  return value;
}

function checkLanguage(value: unknown, description: string): Lang {
  if (value === undefined) return detectLanguage(description) ?? 'en';
  if (typeof value !== 'string' || !(LANGS as readonly string[]).includes(value)) {
    throw invalid('/language', `must be one of ${LANGS.join(', ')}`, 'The language is not supported.');
  }
  return value as Lang;
}

function level(code: string, english: string, korean: string | undefined, lang: Lang): ClassificationLevel {
  return lang === 'ko' && korean ? { code, description: korean, description_lang: 'ko' } : { code, description: english, description_lang: 'en' };
}

/** The description's words behind the matched terms, strongest evidence first. */
function reasons(candidate: RankedSubheading, query: PreparedQuery, sources: Map<string, string>): string[] {
  const terms = [...candidate.matchedTerms].sort((a, b) => (query.evidence.get(b) ?? 0) - (query.evidence.get(a) ?? 0) || (a < b ? -1 : 1));
  const words: { word: string; bigrams: Set<string> | null }[] = [];
  for (const term of terms) {
    const source = sources.get(term);
    if (!source) continue;
    // Korean syllable pairs of one word are put back together (coveredSpans); a trade name is a phrase.
    const korean = markedCode(term) === null && /^[\uAC00-\uD7A3]{2,}$/.test(source);
    const known = words.find((w) => w.word === source && (w.bigrams !== null) === korean);
    if (known) known.bigrams?.add(term);
    else words.push({ word: source, bigrams: korean ? new Set([term]) : null });
  }
  const out: string[] = [];
  for (const { word, bigrams } of words) {
    for (const reason of bigrams ? coveredSpans(word, bigrams) : [word]) if (!out.some((r) => r.includes(reason))) out.push(reason);
  }
  return out.slice(0, MAX_REASONS);
}

/** The parts of a Korean word covered by matched syllable pairs ("화장품을" with 화장, 장품 → 화장품). */
function coveredSpans(word: string, bigrams: Set<string>): string[] {
  const covered = new Array<boolean>(word.length).fill(false);
  for (let i = 0; i + 1 < word.length; i++) {
    if (bigrams.has(word.slice(i, i + 2))) covered[i] = covered[i + 1] = true;
  }
  const spans: string[] = [];
  let start = -1;
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length && covered[i]) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      spans.push(word.slice(start, i));
      start = -1;
    }
  }
  return spans;
}

/** At most this many candidates under one heading while others are in the pool (eval:classify: 3 beat 1, 2 and no limit on top-5). */
const MAX_PER_HEADING = 3;

/**
 * The candidates shown: best first, at most `perHeading` under one heading while other headings
 * have candidates in the pool, so that a list of five also offers the alternatives a broker weighs.
 */
function diversify(ranked: RankedSubheading[], limit: number, perHeading: number): RankedSubheading[] {
  const shown: RankedSubheading[] = [];
  const held: RankedSubheading[] = [];
  const count = new Map<string, number>();
  for (const r of ranked) {
    const heading = r.document.code.slice(0, 4);
    const n = count.get(heading) ?? 0;
    if (n >= perHeading) held.push(r);
    else {
      shown.push(r);
      count.set(heading, n + 1);
    }
  }
  return [...shown, ...held].slice(0, limit).sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b));
}

/** Candidates considered for the confidence (a rival heading is looked for among them). */
const CONFIDENCE_POOL = 20;

/** Terms of a description past this many are not used (weights have decayed long before). */
const MAX_QUERY_TERMS = 300;

/** Subheadings the word search of GET /customs/hs-codes lists at most, best first. */
export const MAX_WORD_SEARCH_RESULTS = 100;

/**
 * The description's terms, with what an English head noun is a kind of (WordNet). In a Korean
 * description the English words are mostly names and materials, not the goods' noun.
 */
function queryTerms(analysed: AnalysedDescription, language: Lang) {
  return language === 'en' ? [...analysed.terms, ...hypernymTerms(analysed.headWords)] : analysed.terms;
}

/**
 * HS 2022 subheadings for words, best first, ranked as a classification ranks them (the word search
 * of GET /customs/hs-codes). Empty when no word is found.
 */
export function rankHsSubheadings(words: string, index: ClassifierIndex = classifierIndex()): string[] {
  const analysed = analyseDescription(words, MAX_QUERY_TERMS);
  const query = prepareQuery(index, queryTerms(analysed, detectLanguage(words) ?? 'en'), undefined, analysed.quantities);
  if (query.terms.length === 0) return [];
  return rankSubheadings(index, query, analysed.heads, MAX_WORD_SEARCH_RESULTS)
    .filter((r) => r.score > 0)
    .map((r) => r.document.code);
}

/** What the level meant on the development set: the answer states it, with the set and the date. */
function precisionOf(level: ClassificationConfidence): ConfidencePrecision {
  return { level, ...CONFIDENCE_PRECISION.levels[level], measured_on: CONFIDENCE_PRECISION.measured_on, measured_at: CONFIDENCE_PRECISION.measured_at };
}

/** The ranking of a description and the checks of how far its best candidate can be trusted. */
export function rankDescription(description: string, language: Lang, limit: number, index: ClassifierIndex = classifierIndex()) {
  const analysed = analyseDescription(description, MAX_QUERY_TERMS);
  const query = prepareQuery(index, queryTerms(analysed, language), undefined, analysed.quantities);
  const own = matchNodes(index, query);
  const ranked = combineMatches(index, own, query, analysed.heads, Math.max(limit, CONFIDENCE_POOL));
  const leadOnly = analysed.lead.trim() === '' || analysed.lead.trim() === normaliseSpace(description);
  const checks = confidenceChecks({
    index,
    query,
    own,
    ranked,
    heads: analysed.heads,
    description,
    lead: analysed.lead,
    leadTerms: leadOnly ? null : queryTerms(analyseDescription(analysed.lead, MAX_QUERY_TERMS), language),
  });
  return { analysed, query, ranked, checks };
}

function normaliseSpace(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function classifyProduct(input: ClassifyInput, index: ClassifierIndex = classifierIndex()): ClassificationResult {
  const description = checkDescription(input.description);
  const limit = checkLimit(input.limit);
  const descriptionLanguage = checkLanguage(input.language, description);
  const responseLanguage = input.responseLanguage ?? descriptionLanguage;
  const destination = input.destination === undefined ? null : resolveCountry(input.destination, '/destination').iso2;
  const schedule = destination ? nationalScheduleFor(destination) : null;

  const { analysed, query, ranked, checks } = rankDescription(description, descriptionLanguage, limit, index);
  const best = ranked[0];
  const candidates = diversify(ranked, limit, MAX_PER_HEADING).map((r): ClassificationCandidate => {
    const code = r.document.code;
    const heading = findHs(code.slice(0, 4))!;
    const chapter = findHs(code.slice(0, 2))!;
    const national = schedule ? bestNationalLine(schedule, code, query.evidence) : null;
    return {
      hs_code: code,
      national_code: national?.code ?? null,
      national_description: national?.description ?? null,
      section: level(chapter.section, hsSection(chapter.section)?.name ?? '', undefined, responseLanguage),
      chapter: level(chapter.code, chapter.description, undefined, responseLanguage),
      heading: level(heading.code, heading.description, hskHeadingName(heading.code), responseLanguage),
      subheading: level(code, r.document.text, hskSubheadingName(code), responseLanguage),
      score: Math.round(r.coverage * (r.score / best!.score) * 1000) / 1000,
      why: reasons(r, query, analysed.sources),
    };
  });
  // The score never rises down the list: a candidate ranked lower never looks stronger than one above it.
  for (let i = 1; i < candidates.length; i++) candidates[i]!.score = Math.min(candidates[i]!.score, candidates[i - 1]!.score);
  const confidence = confidenceLevel(checks);
  return {
    candidates,
    confidence,
    confidence_precision: precisionOf(confidence),
    description_language: descriptionLanguage,
    response_language: responseLanguage,
    destination,
    national_schedule: schedule === null ? null : schedule === 'kr_hsk' ? schedule : schedule.id,
    truncated: analysed.truncated,
    notice: CLASSIFICATION_NOTICE,
  };
}
