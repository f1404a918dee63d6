import { ApiError } from '../errors.js';
import { findCurrency } from '../reference/currencies.js';
import { todayUtc } from '../tariffs/as-of.js';
import type { ReferenceRates } from './reference-rates.js';
import type { ExchangeRates, GetExchangeRatesInput } from './types.js';

/**
 * Checks a currency code from a request against the day's rates: malformed -> 400
 * validation_failed; a real ISO 4217 currency that the day does not quote -> 400
 * unsupported_currency; anything else that is not a currency -> 400 unknown_currency.
 */
export function resolveRateCurrency(rates: ReferenceRates, code: unknown, field: string): string {
  if (typeof code !== 'string' || !/^[A-Za-z]{3}$/.test(code)) {
    throw new ApiError('validation_failed', 'A currency is a 3-letter ISO 4217 code.', [{ field, issue: 'must be 3 letters (ISO 4217)' }]);
  }
  const upper = code.toUpperCase();
  if (rates.has(upper)) return upper;
  if (findCurrency(upper)) {
    throw new ApiError('unsupported_currency', `${upper} is an ISO 4217 currency, but the ECB reference rates used here do not quote it.`, [
      { field, issue: `no exchange rate for ${upper}; use one of ${rates.currencies().join(', ')}` },
    ]);
  }
  throw new ApiError('unknown_currency', `${upper} is not an ISO 4217 currency code.`, [{ field, issue: 'unknown currency code' }]);
}

/** Rates of the day against `base` (default USD), for `symbols` or every quoted currency. */
export function getExchangeRates(rates: ReferenceRates, input: GetExchangeRatesInput = {}, today: string = todayUtc()): ExchangeRates {
  const base = resolveRateCurrency(rates, input.base ?? 'USD', '/base');
  const symbols = input.symbols && input.symbols.length > 0
    ? [...new Set(input.symbols.map((s, i) => resolveRateCurrency(rates, s, `/symbols/${i}`)))].sort()
    : rates.currencies();
  const quoted: Record<string, string> = {};
  for (const symbol of symbols) {
    if (symbol !== base) quoted[symbol] = rates.rate(base, symbol).toFixed();
  }
  const stale = rates.staleWarning(today);
  return { base, date: rates.date, rates: quoted, method: rates.method(), source: rates.source, warnings: stale ? [stale] : [] };
}
