import { ApiError } from '../errors.js';
import { findCurrency } from '../reference/currencies.js';
import { USD_RATES_SOURCE, latestUsdRates } from '../reference/exchange-rates.js';
import { Dec } from '../reference/money.js';
import type { ExchangeRateUsed, ExchangeRates, GetExchangeRatesInput } from './types.js';

/** Significant digits of a derived (cross) rate; the rounded rate is the one applied to amounts. */
export const RATE_SIGNIFICANT_DIGITS = 10;

export const RATE_METHOD =
  'Units of each currency per 1 unit of the base. The series gives units per USD; a cross rate is (symbol per USD) / (base per USD), computed in decimal arithmetic and rounded half-up to 10 significant digits.';

/**
 * Checks a currency code from a request: malformed -> 400 validation_failed; a real ISO 4217
 * currency that the ECB series does not quote -> 400 unsupported_currency; anything else that is
 * not a currency -> 400 unknown_currency.
 */
export function resolveRateCurrency(code: unknown, field: string): string {
  if (typeof code !== 'string' || !/^[A-Za-z]{3}$/.test(code)) {
    throw new ApiError('validation_failed', 'A currency is a 3-letter ISO 4217 code.', [{ field, issue: 'must be 3 letters (ISO 4217)' }]);
  }
  const upper = code.toUpperCase();
  if (latestUsdRates().unitsPerUsd.has(upper)) return upper;
  if (findCurrency(upper)) {
    throw new ApiError('unsupported_currency', `${upper} is an ISO 4217 currency, but the ECB reference rates used here do not quote it.`, [
      { field, issue: `no exchange rate for ${upper}; use one of ${supportedCurrencies().join(', ')}` },
    ]);
  }
  throw new ApiError('unknown_currency', `${upper} is not an ISO 4217 currency code.`, [{ field, issue: 'unknown currency code' }]);
}

/** Currencies the series quotes on its latest day (USD included), alphabetical. */
export function supportedCurrencies(): string[] {
  return [...latestUsdRates().unitsPerUsd.keys()].sort();
}

const rateCache = new Map<string, Dec>();

/** Units of `to` per 1 `from` on the latest day (both already validated). */
export function fxRate(from: string, to: string): Dec {
  if (from === to) return new Dec(1);
  const key = `${from}/${to}`;
  let rate = rateCache.get(key);
  if (!rate) {
    const { unitsPerUsd } = latestUsdRates();
    const fromPerUsd = new Dec(unitsPerUsd.get(from)!);
    const toPerUsd = new Dec(unitsPerUsd.get(to)!);
    rate = toPerUsd.div(fromPerUsd).toSignificantDigits(RATE_SIGNIFICANT_DIGITS, Dec.ROUND_HALF_UP);
    rateCache.set(key, rate);
  }
  return rate;
}

export function fxRateUsed(from: string, to: string): ExchangeRateUsed {
  return { from, to, rate: fxRate(from, to).toFixed(), date: latestUsdRates().date, source: USD_RATES_SOURCE };
}

/** Rates of the latest day against `base` (default USD), for `symbols` or every quoted currency. */
export function getExchangeRates(input: GetExchangeRatesInput = {}): ExchangeRates {
  const base = resolveRateCurrency(input.base ?? 'USD', '/base');
  const symbols = input.symbols && input.symbols.length > 0
    ? [...new Set(input.symbols.map((s, i) => resolveRateCurrency(s, `/symbols/${i}`)))].sort()
    : supportedCurrencies();
  const rates: Record<string, string> = {};
  for (const symbol of symbols) {
    if (symbol !== base) rates[symbol] = fxRate(base, symbol).toFixed();
  }
  return { base, date: latestUsdRates().date, rates, method: RATE_METHOD, source: USD_RATES_SOURCE };
}
