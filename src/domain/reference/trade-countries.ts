import { ApiError } from '../errors.js';
import type { Country } from './countries.js';
import { allCountries, findCountry } from './countries.js';
import { findIndicators } from './indicators.js';
import { lazy } from './csv.js';

// Countries as trade data know them: the ISO 3166 list of country_codes.csv plus Kosovo, which is
// not in ISO 3166 but is an economy in the World Bank (XKX), VAT (XK) and WTO RTA (XK) data.

const kosovo = lazy((): Country => {
  const wdi = findIndicators('XKX');
  return {
    iso2: 'XK',
    iso3: 'XKX',
    isoNumeric: '',
    name: wdi?.wbName ?? 'Kosovo',
    officialName: wdi?.wbName ?? 'Kosovo',
    // Not in the UN M49 regions of country_codes.csv; left empty rather than guessed.
    region: null,
    subRegion: null,
    capital: null,
    // The euro, as the VAT data set lists for XK.
    currencies: ['EUR'],
    currencyMinorUnit: 2,
  };
});

/** A country by ISO alpha-2 or alpha-3 (any case), Kosovo (XK / XKX) included. */
export function findTradeCountry(code: string): Country | undefined {
  const upper = code.toUpperCase();
  if (upper === 'XK' || upper === 'XKX') return kosovo();
  return findCountry(upper);
}

export function allTradeCountries(): Country[] {
  return [...allCountries(), kosovo()];
}

export const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2,3}$/;

const displayNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
  ko: new Intl.DisplayNames(['ko'], { type: 'region', fallback: 'none' }),
};

const nameCache = new Map<string, { name: string; lang: 'en' | 'ko' }>();

/**
 * The country's name in the requested language from CLDR (built into Node's Intl), falling back to
 * the English name of the data set. Returns the language actually used.
 */
export function countryName(country: Country, lang: 'en' | 'ko'): { name: string; lang: 'en' | 'ko' } {
  const key = `${lang}/${country.iso2}`;
  const cached = nameCache.get(key);
  if (cached) return cached;
  const cldr = displayNames[lang].of(country.iso2);
  const result = cldr ? { name: cldr, lang } : { name: country.name, lang: 'en' as const };
  nameCache.set(key, result);
  return result;
}

/**
 * Resolves a country code from a request: malformed -> 400 validation_failed; well-formed but
 * unknown -> 400 unknown_country (or 404 not_found where the country is the resource itself).
 */
export function resolveCountry(code: unknown, field: string, whenUnknown: 'unknown_country' | 'not_found' = 'unknown_country'): Country {
  if (typeof code !== 'string' || !COUNTRY_CODE_PATTERN.test(code)) {
    throw new ApiError('validation_failed', 'A country must be an ISO 3166-1 alpha-2 or alpha-3 code.', [
      { field, issue: 'must be 2 or 3 letters (ISO 3166-1 alpha-2 or alpha-3)' },
    ]);
  }
  const country = findTradeCountry(code);
  if (country) return country;
  if (whenUnknown === 'not_found') {
    throw new ApiError('not_found', `No market with the code ${code.toUpperCase()}.`, [{ field, issue: 'unknown country code' }]);
  }
  throw new ApiError('unknown_country', `${code.toUpperCase()} is not an ISO 3166-1 country code.`, [{ field, issue: 'unknown country code' }]);
}
