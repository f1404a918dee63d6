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
