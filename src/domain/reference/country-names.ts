import type { Country } from './countries.js';
import { lazy } from './csv.js';
import { allTradeCountries, countryName, findTradeCountry } from './trade-countries.js';

// What a person meant by a country they wrote where an ISO 3166-1 alpha-2 code is expected: its
// name (as people type it) or another of its codes. Only the names the API itself uses: the data
// set's short and official English names and CLDR's English and Korean names (countryName).

/** Longer than any country's name: not worth reading. */
const MAX_NAME_LENGTH = 80;

/** A name as people type it: accents, case, punctuation and a leading "the" do not count. */
function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/** Each name to its country; null where a name is more than one country's. */
const byName = lazy(() => {
  const index = new Map<string, Country | null>();
  for (const country of allTradeCountries()) {
    const names = [country.name, country.officialName, countryName(country, 'en').name, countryName(country, 'ko').name];
    for (const key of new Set(names.map(nameKey))) {
      if (key === '') continue;
      const had = index.get(key);
      index.set(key, had === undefined || had === country ? country : null);
    }
  }
  return index;
});

/**
 * The one country a value that is not a well-formed alpha-2 code stands for: an alpha-2 or alpha-3
 * code in any case (`de`, `DEU`), or an English or Korean name (`Germany`, `독일`). Undefined when
 * nothing, or more than one country, fits.
 */
export function countryMeantBy(value: string): Country | undefined {
  const text = value.trim();
  if (text.length > MAX_NAME_LENGTH) return undefined;
  if (/^[A-Za-z]{2,3}$/.test(text)) {
    const byCode = findTradeCountry(text);
    if (byCode) return byCode;
  }
  return byName().get(nameKey(text)) ?? undefined;
}
