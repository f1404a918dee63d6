import { check, lazy, readCsv } from './csv.js';

export interface Currency {
  code: string;
  name: string | null;
  /** ISO 4217 minor units (decimal places): JPY/KRW 0, USD/EUR 2, BHD/KWD 3. */
  minorUnits: number;
  /** Where the minor units come from. */
  minorUnitsSource: 'iso4217' | 'cldr';
}

const CODE = /^[A-Z]{3}$/;

/**
 * ISO 4217 currencies as listed per country in country_codes.csv (a country may have several:
 * Namibia "NAD,ZAR" with minor units "2,2"). A currency used by several countries must have the
 * same minor units everywhere, or the data is rejected.
 */
const load = lazy(() => {
  const byCode = new Map<string, Currency>();
  for (const row of readCsv('country-codes/country_codes.csv')) {
    const codes = splitList(row.currency_code);
    const units = splitList(row.currency_minor_unit);
    const names = splitList(row.currency_name);
    check(codes.length === units.length, `country ${row.iso2}: ${codes.length} currencies but ${units.length} minor units`);
    codes.forEach((code, i) => {
      const unit = units[i] ?? '';
      check(CODE.test(code), `bad currency code "${code}" for country ${row.iso2}`);
      check(/^\d$/.test(unit), `bad minor unit "${unit}" for currency ${code}`);
      const existing = byCode.get(code);
      check(!existing || existing.minorUnits === Number(unit), `currency ${code} has two different minor units`);
      if (!existing) byCode.set(code, { code, name: names[i] ?? null, minorUnits: Number(unit), minorUnitsSource: 'iso4217' });
    });
  }
  check(byCode.size >= 150, `country_codes.csv lists ${byCode.size} currencies, expected about 155`);
  return byCode;
});

function splitList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * Finds a currency. Currencies missing from the country table (Turkey's row has no currency, so
 * TRY is absent) fall back to the CLDR digits built into Node's Intl; those are marked `cldr`.
 */
export function findCurrency(code: string): Currency | undefined {
  const upper = code.toUpperCase();
  const known = load().get(upper);
  if (known) return known;
  return cldrCurrency(upper);
}

const cldrCache = new Map<string, Currency | undefined>();

function cldrCurrency(code: string): Currency | undefined {
  if (!CODE.test(code)) return undefined;
  if (cldrCache.has(code)) return cldrCache.get(code);
  let currency: Currency | undefined;
  // Intl accepts any well-formed code; only codes CLDR actually knows get a display name different from the code.
  const name = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' }).of(code);
  if (name) {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
    currency = { code, name, minorUnits: digits ?? 2, minorUnitsSource: 'cldr' };
  }
  cldrCache.set(code, currency);
  return currency;
}

/** Minor units of a currency; throws for a code that is not a currency (callers validate first). */
export function currencyMinorUnits(code: string): number {
  const currency = findCurrency(code);
  if (!currency) throw new Error(`Unknown currency ${code}: validate currency codes before formatting money.`);
  return currency.minorUnits;
}

export function allIsoCurrencies(): Currency[] {
  return [...load().values()];
}
