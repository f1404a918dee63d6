// Inputs and outputs of the market operations. Outputs are the contract's schemas (generated).
import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import type { components } from '../../../generated/openapi.js';
import type { Lang } from '../lang.js';

type Schemas = components['schemas'];
export type { Lang };

export interface GetMarketInput {
  lang: Lang;
  /** The exchange rates of the day (the newest stored day), for the currency's USD rate. */
  rates: ReferenceRates;
  /** The day of the answer (YYYY-MM-DD), for the age of the rate; default today (UTC). */
  today?: string;
  /** The caller's (exporter's) country, for trade agreements; ISO alpha-2 or alpha-3. */
  origin?: string | undefined;
}

export type MarketSort = components['parameters']['MarketSort'];

export interface ListMarketsInput {
  /** UN M49 region or sub-region name, any case ("Asia", "Western Europe"). */
  region?: string | undefined;
  /** Descending; markets without the figure come last; ties by country code. Default `imports`. */
  sort?: MarketSort | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  lang: Lang;
}

export type MarketIdentity = Schemas['MarketIdentity'];
export type MarketUsdRate = Schemas['MarketUsdRate'];
export type MarketCurrency = Schemas['MarketCurrency'];
export type MarketMoneyFigure = Schemas['MarketMoneyFigure'];
export type MarketNumberFigure = Schemas['MarketNumberFigure'];
export type MarketEconomy = Schemas['MarketEconomy'];
export type MarketTariffFigure = Schemas['MarketTariffFigure'];
export type MarketVat = Schemas['MarketVat'];
export type MarketAgreement = Schemas['MarketAgreement'];
export type MarketTrade = Schemas['MarketTrade'];
export type MarketSeaport = Schemas['MarketSeaport'];
export type MarketLogistics = Schemas['MarketLogistics'];
export type Market = Schemas['Market'];
export type MarketSummary = Schemas['MarketSummary'];
export type MarketList = Schemas['MarketList'];
export type MarketTariffSchedule = Schemas['MarketTariffSchedule'];
