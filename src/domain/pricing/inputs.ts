import { ApiError } from '../errors.js';
import { resolveRateCurrency } from '../exchange-rates/rates.js';
import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import type { Country } from '../reference/countries.js';
import { normalizeHsCode } from '../reference/hs.js';
import { Dec, parseDecimal } from '../reference/money.js';
import { resolveCountry } from '../reference/trade-countries.js';
import { resolveAsOf } from '../tariffs/as-of.js';
import { checkScheduleDate } from '../tariffs/destination-schedule.js';
import type { CustomsUnion, DestinationSchedule } from '../tariffs/destination-schedule.js';
import { resolveHsPath } from '../tariffs/hs-path.js';
import { destinationSchedule } from '../tariffs/schedules.js';
import { costPayer, fitsTransportMode } from './incoterms.js';
import { COST_NAMES, INCOTERMS, TRANSPORT_MODES } from './types.js';
import type { CostName, Incoterm, MoneyInput, PricingRequest, TransportMode } from './types.js';

// Checks a calculatePrice request and turns it into exact decimals. The contract validates the
// shape first; these checks hold for direct callers too and add the rules a schema cannot say.

/** Items of one calculatePrice request; a direct caller (an order's totals) may allow more. */
export const MAX_ITEMS = 100;

/**
 * Bounds no real quote needs (the contract's PricingMarginPct, PricingRatePct and PricingQuantity
 * state them and say why; a test holds the two equal): the validator refuses past them first, and
 * these checks hold them for direct callers too.
 */
export const MAX_MARGIN_PCT = 1000;
export const MAX_INSURANCE_RATE_PCT = 100;
/** A line's quantity, weight or volume is under this. */
export const QUANTITY_LIMIT = 1_000_000_000;

export interface PricingOptions {
  /** The exchange rates to convert with: the newest stored day (ExchangeRateService.current()). */
  rates: ReferenceRates;
  /** The day of the calculation (YYYY-MM-DD), for the age of the rates; default today (UTC). */
  today?: string;
  maxItems?: number;
}

export interface ParsedMoney {
  amount: Dec;
  currency: string;
}

export interface ParsedItem {
  index: number;
  description: string;
  hsCode: string;
  quantity: Dec;
  unitPrice: ParsedMoney;
  weightKg: Dec | null;
  volumeL: Dec | null;
}

export interface ParsedRequest {
  items: ParsedItem[];
  origin: Country;
  destination: Country;
  incoterm: Incoterm;
  transportMode: TransportMode;
  costs: Partial<Record<CostName, ParsedMoney>>;
  insuranceRatePct: Dec | null;
  marginPct: Dec;
  currency: string;
  applyPreferences: boolean;
  importDate: string | null;
  /** The date the duties are for (YYYY-MM-DD). */
  asOf: string;
  /** The destination's schedule (null: the country average). */
  schedule: DestinationSchedule | null;
  /** Set when origin and destination share a customs union (no border: no customs value, duty, import VAT or entry fee). */
  customsUnion: CustomsUnion | null;
}

const BETTER_TERM: Partial<Record<Incoterm, Incoterm>> = { FAS: 'FCA', FOB: 'FCA', CFR: 'CPT', CIF: 'CIP' };

function invalid(field: string, issue: string, message = 'An amount is missing, negative or not a decimal number.'): ApiError {
  return new ApiError('invalid_amount', message, [{ field, issue }]);
}

function validation(field: string, issue: string, message: string): ApiError {
  return new ApiError('validation_failed', message, [{ field, issue }]);
}

/** A decimal > 0 (or >= 0 with allowZero); missing, negative or malformed -> 400 invalid_amount. */
function amount(raw: unknown, field: string, allowZero: boolean): Dec {
  if (raw === undefined || raw === null || raw === '') throw invalid(field, 'required');
  const value = parseDecimal(raw);
  if (!value) throw invalid(field, 'must be a decimal number such as "12.50"');
  if (value.isNegative() && !value.isZero()) throw invalid(field, 'must not be negative');
  if (!allowZero && value.isZero()) throw invalid(field, 'must be greater than 0');
  return value;
}

/** A line's quantity, weight or volume: a decimal > 0 under QUANTITY_LIMIT. */
function lineQuantity(raw: unknown, field: string): Dec {
  const value = amount(raw, field, false);
  if (value.gte(QUANTITY_LIMIT)) throw validation(field, `must be under ${QUANTITY_LIMIT}`, 'A quantity, weight or volume is past any shipment.');
  return value;
}

function optionalQuantity(raw: unknown, field: string): Dec | null {
  return raw === undefined || raw === null ? null : lineQuantity(raw, field);
}

function moneyInput(rates: ReferenceRates, raw: MoneyInput | undefined, field: string, allowZero: boolean): ParsedMoney {
  if (raw === undefined || raw === null || typeof raw !== 'object') throw invalid(field, 'required: an object with amount and currency');
  return { amount: amount(raw.amount, `${field}/amount`, allowZero), currency: resolveRateCurrency(rates, raw.currency, `${field}/currency`) };
}

function parseItems(rates: ReferenceRates, items: unknown, maxItems: number, schedule: DestinationSchedule | null): ParsedItem[] {
  if (!Array.isArray(items) || items.length === 0 || items.length > maxItems) {
    throw validation('/items', `must hold 1 to ${maxItems} items`, `The request needs between 1 and ${maxItems} items.`);
  }
  return items.map((raw, index) => {
    const field = `/items/${index}`;
    const item = (raw ?? {}) as Partial<PricingRequest['items'][number]>;
    if (typeof item.description !== 'string' || item.description.trim() === '') {
      throw validation(`${field}/description`, 'required', 'Every item needs a description.');
    }
    const hsCode = normalizeHsCode(item.hs_code);
    resolveHsPath(item.hs_code, `${field}/hs_code`, { minLength: 6, schedule });
    return {
      index,
      description: item.description,
      hsCode: hsCode as string,
      quantity: lineQuantity(item.quantity, `${field}/quantity`),
      unitPrice: moneyInput(rates, item.unit_price, `${field}/unit_price`, false),
      weightKg: optionalQuantity(item.weight_kg, `${field}/weight_kg`),
      volumeL: optionalQuantity(item.volume_l, `${field}/volume_l`),
    };
  });
}

function parseCosts(rates: ReferenceRates, req: PricingRequest, incoterm: Incoterm): { costs: ParsedRequest['costs']; insuranceRatePct: Dec | null } {
  const given = req.costs ?? {};
  const costs: ParsedRequest['costs'] = {};
  for (const name of COST_NAMES) {
    const raw = given[name];
    if (raw !== undefined && raw !== null) costs[name] = moneyInput(rates, raw, `/costs/${name}`, true);
  }
  let insuranceRatePct: Dec | null = null;
  if (given.insurance_rate_pct !== undefined && given.insurance_rate_pct !== null) {
    if (costs.insurance) {
      throw validation('/costs/insurance_rate_pct', 'give either insurance or insurance_rate_pct, not both', 'Insurance is given twice.');
    }
    insuranceRatePct = amount(given.insurance_rate_pct, '/costs/insurance_rate_pct', true);
    if (insuranceRatePct.gt(MAX_INSURANCE_RATE_PCT)) throw invalid('/costs/insurance_rate_pct', `must be at most ${MAX_INSURANCE_RATE_PCT}`);
  }
  for (const name of COST_NAMES) {
    const present = name === 'insurance' ? costs.insurance !== undefined || insuranceRatePct !== null : costs[name] !== undefined;
    if (!present && costPayer(incoterm, name) === 'seller') {
      throw invalid(`/costs/${name}`, `required: the seller carries this cost under ${incoterm} (give 0 if there is none)`, `The seller's costs under ${incoterm} must all be given.`);
    }
  }
  return { costs, insuranceRatePct };
}

function parseImportDate(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) {
    throw validation('/import_date', 'must be a date YYYY-MM-DD', 'import_date is not a valid date.');
  }
  return raw;
}

export function parseRequest(req: PricingRequest, options: PricingOptions): ParsedRequest {
  if (req === null || typeof req !== 'object') throw validation('', 'must be a JSON object', 'The request body must be a JSON object.');
  const incoterm = req.incoterm;
  if (!INCOTERMS.includes(incoterm)) throw validation('/incoterm', `must be one of ${INCOTERMS.join(', ')}`, 'Unknown Incoterm.');
  const transportMode = req.transport_mode;
  if (!TRANSPORT_MODES.includes(transportMode)) {
    throw validation('/transport_mode', `must be one of ${TRANSPORT_MODES.join(', ')}`, 'Unknown transport mode.');
  }
  if (!fitsTransportMode(incoterm, transportMode)) {
    throw new ApiError('incoterm_mode_mismatch', `${incoterm} is for sea and inland waterway transport only (Incoterms 2020); use ${BETTER_TERM[incoterm]} for ${transportMode} transport.`, [
      { field: '/incoterm', issue: `${incoterm} does not fit transport_mode ${transportMode}` },
    ]);
  }
  const origin = resolveCountry(req.origin, '/origin');
  const destination = resolveCountry(req.destination, '/destination');
  if (origin.iso2 === destination.iso2) {
    throw validation('/destination', 'must differ from origin', 'An export quote needs different origin and destination countries.');
  }
  const currency = resolveRateCurrency(options.rates, req.quote_currency, '/quote_currency');
  const schedule = destinationSchedule(destination.iso2);
  const items = parseItems(options.rates, req.items, options.maxItems ?? MAX_ITEMS, schedule);
  const { costs, insuranceRatePct } = parseCosts(options.rates, req, incoterm);
  const marginPct = req.margin_pct === undefined || req.margin_pct === null ? new Dec(0) : amount(req.margin_pct, '/margin_pct', true);
  if (marginPct.gt(MAX_MARGIN_PCT)) throw validation('/margin_pct', `must be at most ${MAX_MARGIN_PCT}`, `A margin is at most ${MAX_MARGIN_PCT} %.`);
  if (req.apply_preferential_rates !== undefined && typeof req.apply_preferential_rates !== 'boolean') {
    throw validation('/apply_preferential_rates', 'must be true or false', 'apply_preferential_rates must be a boolean.');
  }
  const importDate = parseImportDate(req.import_date);
  const asOfField = req.as_of === undefined && importDate !== null ? '/import_date' : '/as_of';
  const asOf = resolveAsOf(req.as_of ?? importDate ?? undefined, asOfField);
  if (schedule) checkScheduleDate(schedule, asOf, asOfField);
  return {
    items,
    origin,
    destination,
    incoterm,
    transportMode,
    costs,
    insuranceRatePct,
    marginPct,
    currency,
    applyPreferences: req.apply_preferential_rates ?? true,
    importDate,
    asOf,
    schedule,
    customsUnion: schedule?.customsUnion?.(origin) ?? null,
  };
}
