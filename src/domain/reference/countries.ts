import { check, lazy, readCsv, uniqueBy } from './csv.js';

export interface Country {
  iso2: string;
  iso3: string;
  isoNumeric: string;
  name: string;
  officialName: string;
  region: string | null;
  subRegion: string | null;
  capital: string | null;
  /** ISO 4217 codes, the first being the main one. */
  currencies: string[];
  currencyMinorUnit: number | null;
}

const ISO2 = /^[A-Z]{2}$/;
const ISO3 = /^[A-Z]{3}$/;

const load = lazy(() => {
  const rows = readCsv('country-codes/country_codes.csv');
  check(rows.length >= 240, `country_codes.csv has ${rows.length} rows, expected about 249`);
  const countries: Country[] = rows.map((r) => {
    check(ISO2.test(r.iso2 ?? ''), `bad iso2 "${r.iso2}" in country_codes.csv`);
    check(ISO3.test(r.iso3 ?? ''), `bad iso3 "${r.iso3}" in country_codes.csv`);
    return {
      iso2: r.iso2!,
      iso3: r.iso3!,
      isoNumeric: r.iso_numeric ?? '',
      name: r.name ?? r.iso2!,
      officialName: r.official_name_en || r.name || r.iso2!,
      region: r.region || null,
      subRegion: r.sub_region || null,
      capital: r.capital || null,
      currencies: (r.currency_code ?? '').split(',').map((c) => c.trim()).filter((c) => /^[A-Z]{3}$/.test(c)),
      currencyMinorUnit: r.currency_minor_unit && /^\d$/.test(r.currency_minor_unit) ? Number(r.currency_minor_unit) : null,
    };
  });
  const byIso2 = uniqueBy(countries, (c) => c.iso2, 'country_codes.csv (iso2)');
  const byIso3 = uniqueBy(countries, (c) => c.iso3, 'country_codes.csv (iso3)');
  return { countries, byIso2, byIso3 };
});

export function allCountries(): Country[] {
  return load().countries;
}

/** Finds a country by ISO alpha-2 or alpha-3 code, any case. */
export function findCountry(code: string): Country | undefined {
  const upper = code.toUpperCase();
  if (upper.length === 2) return load().byIso2.get(upper);
  if (upper.length === 3) return load().byIso3.get(upper);
  return undefined;
}

export function isCountryCode(iso2: string): boolean {
  return load().byIso2.has(iso2);
}
