import { ApiError, type FieldIssue } from '../errors.js';
import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import { calculatePrice } from '../pricing/calculate.js';
import { fitsTransportMode } from '../pricing/incoterms.js';
import { COST_NAMES, type Incoterm, type PricingCostsInput, type PricingQuote, type TransportMode } from '../pricing/types.js';
import { currencyMinorUnits } from '../reference/currencies.js';
import { Dec, decimalString } from '../reference/money.js';
import type { OrderCostsGiven, OrderItem, OrderItemInput, OrderTotals } from './types.js';

// An order's figures come from the pricing engine, never computed again here: the item amounts
// and the goods value always; the whole Incoterm build-up when the order gives its costs. Without
// costs the engine prices the goods alone (ex works, no costs), of which only the goods value and
// the item amounts are kept.

/** Items of one order: enough for long invoices, bounded so pricing and PDFs stay fast. */
export const MAX_ORDER_ITEMS = 500;

export interface PricedOrder {
  items: OrderItem[];
  totals: OrderTotals;
  quote: PricingQuote | null;
}

export interface OrderPricingInput {
  items: readonly OrderItemInput[];
  origin: string;
  destination: string;
  incoterm: Incoterm;
  transportMode: TransportMode;
  currency: string;
  costs: OrderCostsGiven | null;
  /** The day the order is priced (YYYY-MM-DD): duties as of that date, so a stored price can be reproduced. */
  asOf: string;
  /** The exchange rates of that day (the newest stored day); their age is judged on `asOf`. */
  rates: ReferenceRates;
}

function checkItems(input: OrderPricingInput): void {
  const issues: FieldIssue[] = [];
  input.items.forEach((item, index) => {
    if (item.unit_price.currency !== input.currency) {
      issues.push({ field: `/items/${index}/unit_price/currency`, issue: `must be the order's currency ${input.currency}` });
    }
    if (item.net_weight_kg !== undefined && item.gross_weight_kg !== undefined && Number(item.gross_weight_kg) < Number(item.net_weight_kg)) {
      issues.push({ field: `/items/${index}/gross_weight_kg`, issue: 'must not be less than net_weight_kg' });
    }
  });
  if (issues.length > 0) throw new ApiError('validation_failed', 'The order is not valid.', issues);
}

/** Costs in the deprecated shape: plain decimals in the order's currency (`"main_freight": "1200.00"`). */
function isDecimalShape(costs: OrderCostsGiven): boolean {
  return Object.values(costs).some((value) => typeof value === 'string');
}

/**
 * The order's costs as calculatePrice takes them: the pricing shape passes as it is (the pricing
 * engine's parser checks it, the one parser of costs); a plain decimal of the deprecated shape
 * becomes `{amount, currency: the order's currency}`.
 */
export function pricingCosts(costs: OrderCostsGiven | null, currency: string): PricingCostsInput {
  const out: PricingCostsInput = {};
  if (costs === null) return out;
  for (const name of COST_NAMES) {
    const value = costs[name];
    if (typeof value === 'string') out[name] = { amount: value, currency };
    else if (value !== undefined) out[name] = value;
  }
  if ('insurance_rate_pct' in costs && costs.insurance_rate_pct !== undefined) out.insurance_rate_pct = costs.insurance_rate_pct;
  return out;
}

/** The engine names fields of its own request (`/costs/main_freight/amount`); the deprecated costs are plain decimals there. */
function orderField(field: string, decimalCosts: boolean): string {
  const named = field.replace(/^\/quote_currency$/, '/currency');
  return decimalCosts ? named.replace(/^\/costs\/([a-z_]+)\/amount$/, '/costs/$1') : named;
}

function priced(run: () => PricingQuote, decimalCosts: boolean): PricingQuote {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, error.message, error.details.map((d) => ({ ...d, field: orderField(d.field, decimalCosts) })), error.headers);
  }
}

/** A unit price keeps its own precision, but at least the currency's minor units (`4.50`, `0.0125`). */
function unitPrice(amount: string, currency: string): string {
  const value = new Dec(amount);
  return value.toFixed(Math.max(currencyMinorUnits(currency), value.decimalPlaces()));
}

export function priceOrder(input: OrderPricingInput): PricedOrder {
  checkItems(input);
  if (!fitsTransportMode(input.incoterm, input.transportMode)) {
    throw new ApiError('incoterm_mode_mismatch', `${input.incoterm} is for sea and inland waterway transport only (Incoterms 2020).`, [
      { field: '/incoterm', issue: `${input.incoterm} does not fit transport_mode ${input.transportMode}` },
    ]);
  }
  const costs = pricingCosts(input.costs, input.currency);
  const withCosts = input.costs !== null;
  const quote = priced(() =>
    calculatePrice(
      {
        items: input.items.map((item) => ({ description: item.description, hs_code: item.hs_code, quantity: item.quantity, unit_price: item.unit_price, weight_kg: item.net_weight_kg })),
        origin: input.origin,
        destination: input.destination,
        incoterm: withCosts ? input.incoterm : 'EXW',
        transport_mode: input.transportMode,
        quote_currency: input.currency,
        costs,
        as_of: input.asOf,
      },
      { rates: input.rates, today: input.asOf, maxItems: MAX_ORDER_ITEMS },
    ),
    input.costs !== null && isDecimalShape(input.costs),
  );
  const items: OrderItem[] = input.items.map((item, index) => ({
    index,
    description: item.description,
    // As the engine read it: digits, however the client grouped them ("3307.20.00").
    hs_code: quote.items[index]!.hs_code,
    quantity: decimalString(item.quantity),
    unit: item.unit,
    unit_price: { amount: unitPrice(item.unit_price.amount, item.unit_price.currency), currency: item.unit_price.currency },
    amount: quote.items[index]!.value,
    net_weight_kg: item.net_weight_kg === undefined ? null : decimalString(item.net_weight_kg),
    gross_weight_kg: item.gross_weight_kg === undefined ? null : decimalString(item.gross_weight_kg),
    origin_country: item.origin_country ?? input.origin,
  }));
  const totals: OrderTotals = withCosts
    ? incotermTotals(quote)
    : { basis: 'goods_only', goods_value: quote.goods_value, price: null, customs_value: null, duty: null, import_vat: null, landed_cost: null };
  return { items, totals, quote: withCosts ? quote : null };
}

/** An order's totals from a calculation that priced its costs (an order with costs, or one made from a quote). */
export function incotermTotals(quote: PricingQuote): OrderTotals {
  return {
    basis: 'incoterm',
    goods_value: quote.goods_value,
    price: quote.price.amount,
    customs_value: quote.customs_value.amount,
    duty: quote.duty.amount,
    import_vat: quote.import_vat.amount,
    landed_cost: quote.landed_cost.amount,
  };
}
