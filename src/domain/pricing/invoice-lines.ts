import type { components } from '../../../generated/openapi.js';
import { currencyMinorUnits } from '../reference/currencies.js';
import { Dec } from '../reference/money.js';
import type { PricingQuote } from './types.js';

// A calculation's answer as the lines an invoice (or an order made from a stored quote) prints:
// each item at its sale value, then each cost the seller carries under the Incoterm, then the
// Incoterm price. Nothing is priced here: every amount is the calculation's own, so a document or
// an order made from a quote carries its figures exactly; the sum is checked against the price.

/** A line between the goods and the total (the contract's DocumentPrice charge). */
export type PriceCharge = components['schemas']['DocumentPrice']['charges'][number];
export type ChargeName = PriceCharge['cost'];

/** An item as sold: the calculation's sale value (value + margin, in the quote currency) and a unit price that multiplies back to it. */
export interface SaleLine {
  index: number;
  description: string;
  hsCode: string;
  quantity: string;
  /** Sale value / quantity with as few decimals (from the currency's minor units up to 10) as give back the sale value when multiplied and rounded. */
  unitPrice: string;
  amount: string;
  currency: string;
}

/** Most decimals a derived unit price gets (sale values divided by quantities seldom come out even). */
const MAX_UNIT_PRICE_PLACES = 10;

/**
 * The unit price that, times `quantity` and rounded to the currency's minor units, gives `amount`
 * back exactly: the shortest from the minor units up to 10 decimals.
 */
export function unitPriceFor(amount: string, quantity: string, currency: string): string {
  const places = currencyMinorUnits(currency);
  const total = new Dec(amount);
  const exact = total.div(quantity);
  for (let decimals = places; decimals <= MAX_UNIT_PRICE_PLACES; decimals++) {
    const candidate = exact.toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
    if (candidate.times(quantity).toDecimalPlaces(places, Dec.ROUND_HALF_UP).eq(total)) return candidate.toFixed(decimals);
  }
  // Only a quantity past 10^(10 - minor units) can miss: the rounding of the last decimal then moves the amount.
  throw new RangeError(`No unit price of at most ${MAX_UNIT_PRICE_PLACES} decimals gives ${amount} for ${quantity}.`);
}

export function saleLines(result: PricingQuote): SaleLine[] {
  return result.items.map((item) => ({
    index: item.index,
    description: item.description,
    hsCode: item.hs_code,
    quantity: item.quantity,
    unitPrice: unitPriceFor(item.sale_value.amount, item.quantity, item.sale_value.currency),
    amount: item.sale_value.amount,
    currency: item.sale_value.currency,
  }));
}

/** Costs every C- and D-term invoice shows even at 0: customs value the goods by them. */
const ALWAYS_SHOWN: ReadonlySet<ChargeName> = new Set(['main_freight', 'insurance']);

/**
 * The lines the Incoterm price adds to the goods: every cost the seller carries, in the order of the
 * journey (a cost of 0 left out, but for the main freight and insurance), then duty and import VAT
 * when the price includes them (DDP). Null when the calculation has no price (its reason says why).
 */
export function sellerCharges(result: PricingQuote): PriceCharge[] | null {
  if (result.price.amount === null) return null;
  const charges: PriceCharge[] = [];
  for (const line of result.costs) {
    if (line.paid_by !== 'seller' || line.amount === null) continue;
    if (new Dec(line.amount.amount).isZero() && !ALWAYS_SHOWN.has(line.cost)) continue;
    charges.push({ cost: line.cost, amount: line.amount });
  }
  if (result.price.includes.includes('duty') && result.duty.amount) charges.push({ cost: 'duty', amount: result.duty.amount });
  if (result.price.includes.includes('import_vat') && result.import_vat.amount) charges.push({ cost: 'import_vat', amount: result.import_vat.amount });
  const sum = charges.reduce((total, c) => total.plus(c.amount.amount), new Dec(result.goods_value.amount));
  // The engine's build-up adds up by construction; a difference here is a bug, never a document.
  if (!sum.eq(result.price.amount.amount)) throw new Error(`The price lines add up to ${sum.toFixed()}, not the price ${result.price.amount.amount}.`);
  return charges;
}
