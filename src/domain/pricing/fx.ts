import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import { Dec, roundToMinor } from '../reference/money.js';
import type { TariffWarning } from '../tariffs/types.js';
import type { ParsedMoney } from './inputs.js';
import type { PricingQuote } from './types.js';

// Conversions of one calculation into its quote currency, with the record of the rates they used:
// each with its date and source in `fx`, and a warning naming the date when they are older than
// the configured age. Rates are the day's (ReferenceRates): a cross rate is rounded to 10
// significant digits and that rounded rate is the one applied.

export interface Converter {
  /** Converts and rounds to the quote currency. */
  convert(m: ParsedMoney): Dec;
  /** Converts without rounding (parts of a duty, rounded later per item). */
  exact(amount: Dec, currency: string): Dec;
  /** The answer's `fx`: the day, its source and every rate applied. */
  record(): PricingQuote['fx'];
  /** `exchange_rates_stale` when a rate was applied and the day is older than the configured age on `today`. */
  warnings(today: string): TariffWarning[];
}

export function converter(quote: string, rates: ReferenceRates): Converter {
  const currencies = new Set<string>();
  const exact = (amount: Dec, currency: string): Dec => {
    if (currency !== quote) currencies.add(currency);
    return amount.mul(rates.rate(currency, quote));
  };
  return {
    exact,
    convert: (m) => roundToMinor(exact(m.amount, m.currency), quote),
    record: () => ({ date: rates.date, source: rates.source, rates: [...currencies].sort().map((c) => rates.used(c, quote)) }),
    warnings: (today) => {
      const stale = currencies.size > 0 ? rates.staleWarning(today) : null;
      return stale ? [stale] : [];
    },
  };
}
