// Inputs and outputs of the customs operations. Output shapes are the API's JSON `data`.
import type { Lang } from '../markets/types.js';

export interface LookupTariffsInput {
  /** 2 to 10 digits: chapter, heading, HS subheading or a national line (US HTS 8, EU/UK CN 8 or 10). */
  hsCode: string;
  /** Importing country, ISO alpha-2 or alpha-3. */
  destination: string;
  /** Exporting country, for preferential rates and agreements. */
  origin?: string | undefined;
  lang: Lang;
}

export interface SearchHsCodesInput {
  /** Digits (a code prefix; dots and spaces ignored) or words found in the description. */
  q: string;
  page?: number;
  limit?: number;
}

export interface HsLevel {
  code: string;
  description: string;
}

/** The HS 2022 path of a code. Descriptions are English (UN Comtrade wording): no Korean text exists in the data. */
export interface HsPath {
  section: { code: string; description: string };
  chapter: HsLevel;
  heading: HsLevel | null;
  subheading: HsLevel | null;
  /** Digits beyond the HS subheading (US HTS / EU CN line), when the request gave them. */
  national_code: string | null;
  description_lang: 'en';
}

/** One specific part of a duty: `amount` `currency` per `per` `unit` (4.4¢/kg = 0.044 USD per 1 kg). */
export interface TariffSpecificDuty {
  amount: string;
  currency: 'USD' | 'EUR' | 'GBP';
  per: string;
  unit: 'kg' | 'tonne' | 'item' | 'dozen' | 'liter' | 'hectoliter';
  /** The part of the published text it was read from. */
  text: string;
}

export interface TariffSeason {
  ad_valorem_pct: string;
  /** Month-day ranges (MM-DD), inclusive; a range may wrap over the new year (07-01 to 01-31). */
  periods: { from: string; to: string }[];
}

/** A published duty text, read into parts. */
export interface TariffDuty {
  /** free = 0 %; compound = ad valorem plus specific parts; other = a text this API does not compute (MIN/MAX, entry price, agricultural components, "see heading..."). */
  kind: 'free' | 'ad_valorem' | 'specific' | 'compound' | 'seasonal' | 'other';
  text: string;
  /** The ad valorem part in percent ("0" for Free); null when there is none or the text is not read. */
  ad_valorem_pct: string | null;
  specific: TariffSpecificDuty[];
  seasons: TariffSeason[] | null;
  /** What a calculation needs besides the customs value. */
  needs: ('weight_kg' | 'quantity' | 'volume_l' | 'import_date')[];
  /** Whether the pricing calculation can compute this duty (given what `needs` lists). */
  computable: boolean;
  /** Why the duty is not computable, or a caveat. */
  note: string | null;
}

export interface TariffSource {
  name: string;
  vintage: string;
  licence: string;
}

export interface TariffProgram {
  /** US HTS special program indicator (General Note 3(c)(i)), e.g. "KR". */
  symbol: string;
  name: string;
}

export interface TariffRateRecord {
  /** mfn = normal (column 1 general / third-country) rate; preferential = under a trade agreement; column_2 = US column 2 (Cuba, North Korea, Russia, Belarus). */
  type: 'mfn' | 'preferential' | 'column_2';
  /** line = a national tariff line; chapter_average / country_average = an average, never a line rate. */
  basis: 'line' | 'chapter_average' | 'country_average';
  precision: 'exact' | 'estimate';
  /** The national line (US HTS 8 digits, EU/UK CN 8 or 10 digits); null for averages. */
  national_code: string | null;
  description: string | null;
  duty: TariffDuty | null;
  program: TariffProgram | null;
  /** For averages: the year of the figure. */
  year: number | null;
  source: TariffSource;
  /** Set when `duty` is null: why there is no figure. */
  reason: string | null;
  note: string | null;
}

export interface TariffVatRecord {
  tax_type: 'vat' | 'gst' | 'none' | null;
  /** Standard rate in percent; null when the data set does not list the country. */
  standard_rate_pct: string | null;
  /** How import VAT is assessed in calculatePrice. */
  basis: 'customs_value_plus_duty' | 'not_applicable' | null;
  source: TariffSource | null;
  reason: string | null;
  note: string | null;
}

export interface TariffAgreement {
  name: string;
  type: string;
  source: string;
}

export interface TariffCountryRef {
  code: string;
  name: string;
  name_lang: Lang;
}

export interface TariffLookupResult {
  hs_code: string;
  hs: HsPath;
  destination: TariffCountryRef;
  origin: TariffCountryRef | null;
  /** The national schedule used, or null where only a country average exists. */
  schedule: { id: string; name: string; vintage: string } | null;
  /** Line records first (in code order), then preferential and averages. */
  rates: TariffRateRecord[];
  /** Number of national lines under the requested code, and whether `rates` holds only the first 100. */
  lines_total: number;
  lines_truncated: boolean;
  vat: TariffVatRecord;
  /** Trade agreements in force (WTO RTA database, March 2021) between origin and destination. */
  agreements: TariffAgreement[] | null;
  notes: string[];
}

export interface HsCodeSummary {
  code: string;
  level: 2 | 4 | 6;
  description: string;
  section: string;
  parent: string | null;
}

export interface HsCodeSearchResult {
  hs_codes: HsCodeSummary[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
  description_lang: 'en';
}
