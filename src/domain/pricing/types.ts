// Inputs and outputs of calculatePrice. Output shapes are the API's JSON `data`.
import type { ExchangeRateUsed } from '../exchange-rates/types.js';
import type { Money } from '../reference/money.js';
import type { TariffProgram, TariffRateRecord, TariffSource } from '../tariffs/types.js';

export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const TRANSPORT_MODES = ['sea', 'inland_waterway', 'air', 'road', 'rail', 'multimodal'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** The cost inputs, in the order of the journey. */
export const COST_NAMES = [
  'export_clearance',
  'origin_inland',
  'main_freight',
  'insurance',
  'destination_unloading',
  'destination_inland',
  'import_clearance',
] as const;
export type CostName = (typeof COST_NAMES)[number];

/** Money in a request: amount as a decimal string (a JSON number is accepted too), any supported currency. */
export interface MoneyInput {
  amount: string | number;
  currency: string;
}

export interface PricingItemInput {
  description: string;
  /** HS subheading (6 digits) or national line (8/10 digits). */
  hs_code: string;
  /** Number of articles (pieces); used for per-item specific duties. */
  quantity: string | number;
  unit_price: MoneyInput;
  /** Total net weight of the item line in kg; needed for duties per kg or tonne. */
  weight_kg?: string | number | undefined;
  /** Total volume of the item line in litres; needed for duties per litre or hectolitre. */
  volume_l?: string | number | undefined;
}

export interface PricingCostsInput {
  export_clearance?: MoneyInput | undefined;
  origin_inland?: MoneyInput | undefined;
  main_freight?: MoneyInput | undefined;
  /** The premium as an amount... */
  insurance?: MoneyInput | undefined;
  /** ...or as a rate in percent of 110 % of the CFR value (goods + export clearance + origin inland + main freight). */
  insurance_rate_pct?: string | number | undefined;
  destination_unloading?: MoneyInput | undefined;
  destination_inland?: MoneyInput | undefined;
  import_clearance?: MoneyInput | undefined;
}

export interface PricingRequest {
  items: PricingItemInput[];
  /** Exporting country (ISO alpha-2 or alpha-3). */
  origin: string;
  /** Importing country (ISO alpha-2 or alpha-3). */
  destination: string;
  incoterm: Incoterm;
  transport_mode: TransportMode;
  costs?: PricingCostsInput | undefined;
  /** Seller's margin in percent of the goods value (default 0). */
  margin_pct?: string | number | undefined;
  /** ISO 4217 currency to quote in (one the ECB series quotes). */
  quote_currency: string;
  /** Apply the origin's preferential rates where the data has them (default true). */
  apply_preferential_rates?: boolean | undefined;
  /** YYYY-MM-DD; needed only for seasonal EU/UK duties. */
  import_date?: string | undefined;
}

export interface PricingCostLine {
  cost: CostName;
  /** Who carries the cost under the Incoterm (Incoterms 2020). */
  paid_by: 'seller' | 'buyer';
  /** In the quote currency, rounded; null when the request did not give it. */
  amount: Money | null;
  /** As given in the request, amount unrounded (null when computed from insurance_rate_pct or not given). */
  input: Money | null;
  /** How a computed amount was reached (insurance from a rate). */
  basis: string | null;
}

export interface PricingDuty {
  amount: Money | null;
  /** Rate record used (as in the tariff lookup); null for a customs union or when no rate could be chosen. */
  rate: TariffRateRecord | null;
  /** `customs_union` when origin and destination are both EU members: no duty. */
  basis: TariffRateRecord['basis'] | 'customs_union' | null;
  precision: 'exact' | 'estimate' | null;
  /** The ad valorem percent applied (for seasonal rates: that of the import date). */
  applied_ad_valorem_pct: string | null;
  program: TariffProgram | null;
  source: TariffSource | null;
  reason: string | null;
  note: string | null;
}

export interface PricingItemResult {
  index: number;
  description: string;
  hs_code: string;
  quantity: string;
  /** As given in the request, amount unrounded. */
  unit_price: Money;
  /** quantity x unit price, converted to the quote currency. */
  value: Money;
  margin: Money;
  /** value + margin: the price of the goods to the buyer. */
  sale_value: Money;
  /** sale value + this item's pro-rata share of the costs in the customs value. */
  customs_value: Money | null;
  duty: PricingDuty;
}

export interface PricingCustomsValue {
  /** fob: goods + costs to the place of export (US, CA, AU, NZ, SACU); cif: plus main freight and insurance to the border (EU, UK and most others). */
  basis: 'fob' | 'cif' | 'not_applicable';
  amount: Money | null;
  description: string;
  reason: string | null;
}

export interface PricingTotal {
  amount: Money | null;
  paid_by: 'seller' | 'buyer';
  reason: string | null;
}

export interface PricingImportVat {
  amount: Money | null;
  paid_by: 'seller' | 'buyer';
  tax_type: 'vat' | 'gst' | 'none' | null;
  rate_pct: string | null;
  /** customs value + duty (the base used). */
  base: Money | null;
  reason: string | null;
  note: string | null;
}

export interface PricingPrice {
  /** The seller's price under the Incoterm: goods + margin + the costs the seller carries (+ duty and import VAT for DDP). */
  amount: Money | null;
  includes: string[];
  reason: string | null;
}

export interface PricingLandedCost {
  /** What the buyer pays in all: the price + the costs the buyer carries + duty and import VAT unless DDP (before any VAT recovery). */
  amount: Money | null;
  reason: string | null;
}

export interface PricingQuote {
  incoterm: Incoterm;
  transport_mode: TransportMode;
  origin: string;
  destination: string;
  quote_currency: string;
  items: PricingItemResult[];
  goods_value: Money;
  margin_pct: string;
  margin: Money;
  costs: PricingCostLine[];
  price: PricingPrice;
  customs_value: PricingCustomsValue;
  duty: PricingTotal;
  import_vat: PricingImportVat;
  landed_cost: PricingLandedCost;
  fx: { date: string; source: string; rates: ExchangeRateUsed[] };
  notes: string[];
}
