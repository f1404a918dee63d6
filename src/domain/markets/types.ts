// Inputs and outputs of the market operations. Output shapes are the API's JSON `data`.
import type { Lang } from '../lang.js';
import type { Money } from '../reference/money.js';

export type { Lang };

export interface GetMarketInput {
  lang: Lang;
  /** The caller's (exporter's) country, for trade agreements; ISO alpha-2 or alpha-3. */
  origin?: string | undefined;
}

export type MarketSort = 'imports' | 'gdp';

export interface ListMarketsInput {
  /** UN M49 region or sub-region name, any case ("Asia", "Western Europe"). */
  region?: string | undefined;
  /** Descending; markets without the figure come last; ties by country code. Default `imports`. */
  sort?: MarketSort | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  lang: Lang;
}

export interface MarketIdentity {
  /** ISO 3166-1 alpha-2 (Kosovo: XK, not in ISO 3166). */
  code: string;
  iso3: string;
  /** ISO numeric, null for Kosovo. */
  iso_numeric: string | null;
  /** CLDR name in `name_lang`. */
  name: string;
  name_lang: Lang;
  official_name_en: string;
  /** UN M49 region and sub-region (English); null where M49 has none. */
  region: string | null;
  subregion: string | null;
  capital: string | null;
}

export interface MarketUsdRate {
  /** Units of the currency per 1 USD, as published (decimal string). */
  units_per_usd: string;
  /** YYYY-MM-DD of the daily ECB-derived rate; null for an annual average (see `year`). */
  date: string | null;
  /** `daily` (ECB-derived, the rate pricing uses) or `annual_average` (World Bank, shown only where ECB has no quote). */
  period: 'daily' | 'annual_average';
  /** Year of the rate. */
  year: number;
  source: string;
}

export interface MarketCurrency {
  /** ISO 4217 code; null where the data has none. */
  code: string | null;
  name: string | null;
  minor_units: number | null;
  /** Other currencies in legal use (Namibia: ZAR besides NAD). */
  other_codes: string[];
  usd_rate: MarketUsdRate | null;
  reason: string | null;
}

/** A figure with its year and source; value null with a reason when the source has none. */
export interface MarketMoneyFigure {
  value: Money | null;
  year: number | null;
  indicator: string;
  source: string;
  reason: string | null;
}

export interface MarketNumberFigure {
  /** Decimal string as published by the source. */
  value: string | null;
  unit: 'percent' | 'persons' | 'index_1_to_5';
  year: number | null;
  indicator: string;
  source: string;
  reason: string | null;
}

export interface MarketEconomy {
  gdp: MarketMoneyFigure;
  gdp_per_capita: MarketMoneyFigure;
  gdp_growth: MarketNumberFigure;
  population: MarketNumberFigure;
  inflation: MarketNumberFigure;
  goods_imports: MarketMoneyFigure;
  goods_exports: MarketMoneyFigure;
  imports_share_of_gdp: MarketNumberFigure;
  logistics_performance_index: MarketNumberFigure;
}

export interface MarketTariffFigure {
  /** Percent (decimal string). */
  value: string | null;
  year: number | null;
  source: string;
  reason: string | null;
  note: string | null;
}

export interface MarketVat {
  tax_type: 'vat' | 'gst' | 'none' | null;
  standard_rate_pct: string | null;
  source: string | null;
  vintage: string | null;
  reason: string | null;
  note: string | null;
}

export interface MarketAgreement {
  name: string;
  type: string;
}

export interface MarketTrade {
  /** Simple-average MFN applied tariff, all products (WTO). */
  average_mfn_tariff: MarketTariffFigure;
  /** Trade-weighted mean applied tariff, preferences included (World Bank). */
  trade_weighted_tariff: MarketTariffFigure;
  vat: MarketVat;
  /** The origin the agreements are for; null when the request gave none. */
  origin: string | null;
  /** Agreements in force (WTO RTA database, March 2021) between this market and `origin`; null without an origin. */
  agreements: MarketAgreement[] | null;
  agreements_source: string;
  agreements_reason: string | null;
}

export interface MarketSeaport {
  unlocode: string;
  name: string;
  harbor_size: string | null;
  harbor_type: string | null;
  max_vessel_length_m: number | null;
  latitude: number;
  longitude: number;
}

export interface MarketLogistics {
  /** Up to 5 ports with a UN/LOCODE: larger harbour size first, then longer maximum vessel. */
  seaports: MarketSeaport[];
  seaports_source: string;
  reason: string | null;
}

export interface Market {
  country: MarketIdentity;
  currency: MarketCurrency;
  economy: MarketEconomy;
  trade: MarketTrade;
  logistics: MarketLogistics;
}

export interface MarketSummary {
  code: string;
  iso3: string;
  name: string;
  name_lang: Lang;
  region: string | null;
  subregion: string | null;
  currency: string | null;
  gdp: MarketMoneyFigure;
  goods_imports: MarketMoneyFigure;
  population: MarketNumberFigure;
}

export interface MarketList {
  markets: MarketSummary[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
  sort: MarketSort;
  region: string | null;
}
