// Inputs and outputs of the exchange-rate operation. Output shapes are the API's JSON `data`.

export interface GetExchangeRatesInput {
  /** ISO 4217 code of the base currency; default USD. */
  base?: string | undefined;
  /** Currencies to return; default: every currency the series quotes. */
  symbols?: string[] | undefined;
}

export interface ExchangeRates {
  base: string;
  /** Date of the rates (the latest day of the series), YYYY-MM-DD. */
  date: string;
  /** Units of each currency per 1 unit of `base`, decimal strings, by currency code in alphabetical order. */
  rates: Record<string, string>;
  /** How the rates were derived: cross rates through USD, rounded to 10 significant digits. */
  method: string;
  source: string;
}

/** An exchange rate a calculation used. */
export interface ExchangeRateUsed {
  from: string;
  to: string;
  /** Units of `to` per 1 `from`. */
  rate: string;
  date: string;
  source: string;
}
