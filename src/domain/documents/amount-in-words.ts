// The amount in words printed under an invoice total, in the forms exporters use:
//   en: "US dollars one thousand two hundred fifty and 00/100" (cheque style: the minor units as a fraction)
//   ko: "금 일백이십오만원정" for won, "금 미국 달러 일천이백오십 및 00/100 정" for other currencies
// Korean writes every digit, 일 included (일천, 일백, 일십), as formal amounts do so that nothing can be added.
import type { Lang } from '../lang.js';
import { currencyMinorUnits } from '../reference/currencies.js';
import { Dec } from '../reference/money.js';

const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion'];

const KO_DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const KO_PLACES = ['', '십', '백', '천'];
const KO_SCALES = ['', '만', '억', '조', '경', '해'];

/** Largest whole amount written in words (24 digits: sextillions, 해). */
const MAX_DIGITS = 24;

/** A non-negative integer given as a string of digits, in English words (US style, no "and"). */
export function englishNumberWords(digits: string): string {
  const groups = groupsOf(digits, 3);
  if (groups.every((g) => g === 0)) return 'zero';
  const words: string[] = [];
  groups.forEach((group, i) => {
    if (group === 0) return;
    const scale = EN_SCALES[groups.length - 1 - i]!;
    words.push(hundredsInEnglish(group) + (scale ? ` ${scale}` : ''));
  });
  return words.join(' ');
}

function hundredsInEnglish(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** A non-negative integer given as a string of digits, in formal Korean (일천이백오십, 일만, 영). */
export function koreanNumberWords(digits: string): string {
  const groups = groupsOf(digits, 4);
  if (groups.every((g) => g === 0)) return '영';
  let out = '';
  groups.forEach((group, i) => {
    if (group === 0) return;
    const placeDigits = String(group).padStart(4, '0');
    for (let p = 0; p < 4; p++) {
      const d = Number(placeDigits[p]);
      if (d) out += KO_DIGITS[d]! + KO_PLACES[3 - p]!;
    }
    out += KO_SCALES[groups.length - 1 - i]!;
  });
  return out;
}

/** Splits a digit string into numbers of `size` digits, most significant first. */
function groupsOf(digits: string, size: number): number[] {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not a whole number: ${digits}`);
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length > MAX_DIGITS) throw new RangeError(`Too large to write in words: ${digits}`);
  const padded = trimmed.padStart(Math.ceil(trimmed.length / size) * size, '0');
  const groups: number[] = [];
  for (let i = 0; i < padded.length; i += size) groups.push(Number(padded.slice(i, i + size)));
  return groups;
}

/**
 * A non-negative amount of a currency in words, rounded half-up to the currency's ISO 4217 minor
 * units first. Currencies without minor units (KRW, JPY) have no fraction; three-decimal
 * currencies (KWD, BHD) write it over 1000.
 */
export function amountInWords(amount: string, currency: string, lang: Lang): string {
  const places = currencyMinorUnits(currency);
  const value = new Dec(amount);
  if (!value.isFinite() || value.isNegative()) throw new RangeError(`Not a non-negative amount: ${amount}`);
  const [whole = '0', fraction = ''] = value.toFixed(places, Dec.ROUND_HALF_UP).split('.');
  const over = places > 0 ? `${fraction}/${10 ** places}` : '';
  if (lang === 'ko') {
    const words = koreanNumberWords(whole);
    if (currency === 'KRW') return `금 ${words}원정`;
    return `금 ${currencyName(currency, 'ko')} ${words}${over ? ` 및 ${over}` : ''} 정`;
  }
  return `${currencyName(currency, 'en')} ${englishNumberWords(whole)}${over ? ` and ${over}` : ''}`;
}

const currencyNames = new Map<string, string>();

/** CLDR's plural name of a currency ("US dollars", "euros"; "미국 달러" in Korean). */
function currencyName(currency: string, lang: Lang): string {
  const key = `${lang}:${currency}`;
  let name = currencyNames.get(key);
  if (name === undefined) {
    const parts = new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(2);
    name = parts.find((p) => p.type === 'currency')?.value ?? currency;
    currencyNames.set(key, name);
  }
  return name;
}
