// Inputs and outputs of the exchange-rate operation. Outputs are the contract's schemas (generated).
import type { components } from '../../../generated/openapi.js';

export interface GetExchangeRatesInput {
  /** ISO 4217 code of the base currency; default USD. */
  base?: string | undefined;
  /** Currencies to return; default: every currency the series quotes. */
  symbols?: string[] | undefined;
}

export type ExchangeRates = components['schemas']['ExchangeRates'];
/** An exchange rate a calculation used. */
export type ExchangeRateUsed = components['schemas']['ExchangeRateUsed'];

/** Where a stored day comes from: the ECB's own files (per EUR) or the project's derived series (per USD). */
export type RateSourceKind = 'ecb' | 'ecb_usd_derived';

/** One day of rates as stored: units of each currency per 1 `base`, as decimal strings (the base itself absent). */
export interface RatesDay {
  date: string;
  base: string;
  rates: Readonly<Record<string, string>>;
  source: RateSourceKind;
}

/** How a stored day arrived: the server's feed, an operator's import, or the series shipped in data/. */
export type RatesLoadedFrom = components['schemas']['ExchangeRatesLoadedFrom'];
