import type { components } from '../../../generated/openapi.js';
import { errors } from '../errors.js';
import { sellerCharges } from '../pricing/invoice-lines.js';
import type { Incoterm, PricingCostsInput, PricingQuote, TransportMode } from '../pricing/types.js';
import type { DocumentCharge, DocumentItem, DocumentParty } from './model.js';

// The price a document carries: the goods, each cost the seller carries under the Incoterm as a
// line of its own, and the Incoterm price as the total. It is always a calculatePrice answer, never
// arithmetic of its own: the stored one of a quote or of an order priced with its costs, or one the
// pricing engine makes for the document's items and `costs`. Without any, the total is the items'
// sum, their unit prices being at the Incoterm (`item_amounts`).

export type DocumentPrice = components['schemas']['DocumentPrice'];

/** Where a document's calculation comes from, for the field a refusal names. */
export type PriceSource = { from: 'quote' | 'order' | 'costs'; result: PricingQuote };

export interface PricedTotals {
  goodsValue: string;
  charges: DocumentCharge[];
  total: string;
}

const SOURCE_FIELD: Record<PriceSource['from'], string> = { quote: '/quote_id', order: '/order_id', costs: '/costs' };

/** The items' sum as the total, no lines: a document given without costs, or one that prints no money. */
export function itemTotals(goodsValue: string): PricedTotals {
  return { goodsValue, charges: [], total: goodsValue };
}

/**
 * The lines and total of a calculation; when it has no price (DDP with a duty the data cannot
 * give...) null, or for an invoice, which must carry it, a 400 naming its source.
 */
export function pricedTotals(source: PriceSource, invoice: boolean): PricedTotals | null {
  const charges = sellerCharges(source.result);
  if (charges === null && !invoice) return null;
  if (charges === null) {
    throw errors.validationFailed('The document needs the Incoterm price, and the calculation has none.', [
      { field: SOURCE_FIELD[source.from], issue: `no ${source.result.incoterm} price: ${source.result.price.reason ?? 'unknown'}` },
    ]);
  }
  return {
    goodsValue: source.result.goods_value.amount,
    charges: charges.map((c) => ({ kind: c.cost, amount: c.amount.amount })),
    total: source.result.price.amount!.amount,
  };
}

/** The answer's `price`, from the totals printed. */
export function documentPrice(basis: DocumentPrice['basis'], totals: PricedTotals, currency: string): DocumentPrice {
  return {
    basis,
    goods_value: { amount: totals.goodsValue, currency },
    charges: totals.charges.map((c) => ({ cost: c.kind, amount: { amount: c.amount, currency } })),
    total: { amount: totals.total, currency },
  };
}

/** What a document priced with its costs asks of the pricing engine (price-with-costs.ts, on the main thread). */
export interface CostsPricing {
  items: DocumentItem[];
  seller: DocumentParty;
  buyer: DocumentParty;
  incoterm: Incoterm;
  transportMode: TransportMode;
  currency: string;
  costs: PricingCostsInput;
  /** The issue date: duties as of it, so the document's figures can be reproduced. */
  asOf: string;
}
