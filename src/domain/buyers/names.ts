import { readFileSync } from 'node:fs';
import { check, dataFilePath, lazy } from '../reference/csv.js';
import type { Rng } from './prng.js';

// Invented sandbox company names. The names are fiction: family-name and brand-like words common in
// each market, joined with sector words and the legal form customary in the country. The word lists
// are data/sandbox/company-names.json (data/sandbox/SOURCE.md says what they are); the drawing is here.

/** A naming culture: the words names are built from, and whether they read as family names. */
interface NamingCulture {
  words: readonly string[];
  /** Family names can be paired ("Becker & Lange"); brand words cannot. */
  familyNames: boolean;
  /** Chinese and Vietnamese firms often put the city first ("Ningbo Ruixiang Auto Parts Co., Ltd."). */
  cityFirst?: boolean;
}

interface CompanyNameWords {
  cultures: ReadonlyMap<string, NamingCulture>;
  /** ISO 3166 alpha-2 -> culture; countries not listed use brandEnglish. */
  cultureOfCountry: ReadonlyMap<string, NamingCulture>;
  /** Legal-form templates ("{}" is the name), most common first; countries not listed use the default ones. */
  legalForms: ReadonlyMap<string, readonly string[]>;
  defaultLegalForms: readonly string[];
  /** English words for a sector, as they appear in trading-company names. */
  sectorWords: ReadonlyMap<string, readonly string[]>;
  tradeWords: readonly string[];
}

export const COMPANY_NAMES_FILE = 'sandbox/company-names.json';
const FALLBACK_CULTURE = 'brandEnglish';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function wordList(value: unknown, what: string): string[] {
  check(Array.isArray(value) && value.length > 0, `${COMPANY_NAMES_FILE}: ${what} must be a non-empty list`);
  return value.map((word) => {
    check(typeof word === 'string' && word.trim() !== '', `${COMPANY_NAMES_FILE}: ${what} holds an empty or non-text word`);
    return word;
  });
}

function listsByKey(value: unknown, what: string): Map<string, string[]> {
  check(isRecord(value), `${COMPANY_NAMES_FILE}: ${what} must be an object`);
  return new Map(Object.entries(value).map(([key, list]) => [key, wordList(list, `${what}.${key}`)]));
}

function legalForms(list: string[], what: string): string[] {
  for (const form of list) check(form.split('{}').length === 2, `${COMPANY_NAMES_FILE}: ${what} "${form}" must hold {} once`);
  return list;
}

/** Reads and checks the word lists (each list non-empty, every country's culture defined, each legal form with one {}). */
export const companyNameWords = lazy((): CompanyNameWords => {
  const raw: unknown = JSON.parse(readFileSync(dataFilePath(COMPANY_NAMES_FILE), 'utf8'));
  check(isRecord(raw), `${COMPANY_NAMES_FILE} must hold an object`);
  check(isRecord(raw.cultures), `${COMPANY_NAMES_FILE}: cultures must be an object`);
  const cultures = new Map<string, NamingCulture>();
  for (const [name, culture] of Object.entries(raw.cultures)) {
    check(isRecord(culture) && typeof culture.familyNames === 'boolean', `${COMPANY_NAMES_FILE}: culture ${name} needs familyNames`);
    check(culture.cityFirst === undefined || typeof culture.cityFirst === 'boolean', `${COMPANY_NAMES_FILE}: culture ${name}: cityFirst must be true or false`);
    cultures.set(name, { words: wordList(culture.words, `cultures.${name}.words`), familyNames: culture.familyNames, ...(culture.cityFirst ? { cityFirst: true } : {}) });
  }
  check(cultures.has(FALLBACK_CULTURE), `${COMPANY_NAMES_FILE}: the ${FALLBACK_CULTURE} culture is missing`);
  check(isRecord(raw.cultureOfCountry), `${COMPANY_NAMES_FILE}: cultureOfCountry must be an object`);
  const cultureOfCountry = new Map<string, NamingCulture>();
  for (const [country, name] of Object.entries(raw.cultureOfCountry)) {
    const culture = typeof name === 'string' ? cultures.get(name) : undefined;
    check(culture, `${COMPANY_NAMES_FILE}: country ${country} names an unknown culture`);
    cultureOfCountry.set(country, culture);
  }
  const forms = listsByKey(raw.legalForms, 'legalForms');
  for (const [country, list] of forms) legalForms(list, `legalForms.${country}`);
  return {
    cultures,
    cultureOfCountry,
    legalForms: forms,
    defaultLegalForms: legalForms(wordList(raw.defaultLegalForms, 'defaultLegalForms'), 'defaultLegalForms'),
    sectorWords: listsByKey(raw.sectorWords, 'sectorWords'),
    tradeWords: wordList(raw.tradeWords, 'tradeWords'),
  };
});

function cultureOf(words: CompanyNameWords, country: string): NamingCulture {
  return words.cultureOfCountry.get(country) ?? words.cultures.get(FALLBACK_CULTURE)!;
}

/** One draw of a base name (before the legal form), in one of the shapes buyers' names take. */
function drawBaseName(rng: Rng, words: CompanyNameWords, culture: NamingCulture, city: string, sector: string): string {
  const word = rng.pick(culture.words);
  const sectorWord = rng.pick(words.sectorWords.get(sector) ?? ['General']);
  const tradeWord = rng.pick(words.tradeWords);
  const shape = rng.int(5);
  if (culture.cityFirst && shape < 2) return `${city} ${word} ${sectorWord}`;
  switch (shape) {
    case 0:
      return `${word} ${sectorWord}`;
    case 1:
      return `${word} ${tradeWord}`;
    case 2: {
      const other = rng.pick(culture.words);
      if (other === word) return `${word} ${sectorWord} ${tradeWord}`;
      return culture.familyNames ? `${word} & ${other}` : `${word} ${sectorWord} ${tradeWord}`;
    }
    case 3:
      return `${city} ${sectorWord} ${tradeWord}`;
    default:
      return `${word} ${sectorWord} ${tradeWord}`;
  }
}

function withLegalForm(rng: Rng, words: CompanyNameWords, country: string, base: string): string {
  const forms = words.legalForms.get(country) ?? words.defaultLegalForms;
  // The first form is the usual one: pick it half of the time, else any.
  const template = rng.next() < 0.5 ? forms[0]! : rng.pick(forms);
  return template.replace('{}', base);
}

/**
 * An invented company name, unique within `taken` (the names already used in that country),
 * which it is added to.
 */
export function inventCompanyName(rng: Rng, country: string, city: string, sector: string, taken: Set<string>): string {
  const words = companyNameWords();
  const culture = cultureOf(words, country);
  for (let attempt = 0; attempt < 25; attempt++) {
    const name = withLegalForm(rng, words, country, drawBaseName(rng, words, culture, city, sector));
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // Rare: every draw was taken. A branch number keeps the name unique and still plausible.
  const base = withLegalForm(rng, words, country, `${rng.pick(culture.words)} ${rng.pick(words.tradeWords)}`);
  for (let branch = 2; ; branch++) {
    const name = `${base} (${branch})`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
