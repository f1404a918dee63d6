// Dates, numbers and country names as each language writes them, from Intl (CLDR). Decimal
// strings are formatted as strings, digit by digit, so no amount ever passes through a float.
import type { Lang } from '../lang.js';

const LOCALE: Record<Lang, string> = { en: 'en-GB', ko: 'ko-KR' };

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const separators = new Map<Lang, { group: string; decimal: string }>();
const regionNames = new Map<string, string>();

/** `2026-11-21` is `21 Nov 2026` in English (day first, month in letters: unambiguous abroad), `2026년 11월 21일` in Korean. */
export function formatDate(lang: Lang, isoDate: string): string {
  let format = dateFormats.get(lang);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      lang === 'ko' ? { dateStyle: 'long', timeZone: 'UTC' } : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(LOCALE[lang], options);
    dateFormats.set(lang, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

function separatorsOf(lang: Lang): { group: string; decimal: string } {
  let found = separators.get(lang);
  if (!found) {
    const parts = new Intl.NumberFormat(LOCALE[lang]).formatToParts(1234.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separators.set(lang, found);
  }
  return found;
}

/** A decimal string with the language's digit grouping, its fraction digits kept as given: `1250.00` → `1,250.00`. */
export function formatDecimal(lang: Lang, value: string): string {
  const { group, decimal } = separatorsOf(lang);
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return (negative ? '-' : '') + grouped + (fraction !== undefined ? decimal + fraction : '');
}

/** `USD 1,250.00`: the ISO code first, as trade documents print it in either language. */
export function formatMoney(lang: Lang, amount: string, currency: string): string {
  return `${currency} ${formatDecimal(lang, amount)}`;
}

/** The country's name in the language (CLDR); the code itself when CLDR has no name. */
export function countryName(lang: Lang, code: string): string {
  const key = `${lang}:${code}`;
  let name = regionNames.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([LOCALE[lang]], { type: 'region', fallback: 'code' }).of(code) ?? code;
    } catch {
      name = code;
    }
    regionNames.set(key, name);
  }
  return name;
}
