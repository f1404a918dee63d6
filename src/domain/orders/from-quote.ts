import { errors, type FieldIssue } from '../errors.js';
import { saleLines } from '../pricing/invoice-lines.js';
import type { Quote } from '../quotes/types.js';
import { decimalString } from '../reference/money.js';
import { incotermTotals, type PricedOrder } from './totals.js';
import type { OrderBuyer, OrderCreateRequest } from './types.js';

// An order made from an accepted quote carries the quote's calculation exactly, never priced again
// (rates and tariffs may have moved since): its items are the quote's lines as sold (each at its
// sale value, the unit price being that value over the quantity, in the quote currency), its totals
// the quote's build-up.

/** What an order made from a quote takes from the quote, so the request does not give it. */
const FROM_QUOTE = ['items', 'incoterm', 'transport_mode', 'currency', 'origin_country', 'costs'] as const;

/** Refuses what the request gives that the quote decides, and a buyer the quote is not for. */
export function checkOrderFromQuote(input: OrderCreateRequest, quote: Quote, buyer: OrderBuyer): void {
  const issues: FieldIssue[] = FROM_QUOTE.filter((field) => input[field] !== undefined).map((field) => ({
    field: `/${field}`,
    issue: `comes from quote ${quote.id}; not given with quote_id`,
  }));
  if (buyer.country !== quote.result.destination) {
    issues.push({ field: '/buyer_id', issue: `the buyer is in ${buyer.country}, the quote is for ${quote.result.destination}` });
  } else if (quote.buyer && quote.buyer.id !== buyer.id) {
    issues.push({ field: '/buyer_id', issue: `the quote is for buyer ${quote.buyer.id}` });
  }
  if (input.named_place === undefined && quote.named_place === null) issues.push({ field: '/named_place', issue: 'required: the quote names no place' });
  if (issues.length > 0) throw errors.validationFailed(`An order made from quote ${quote.id} takes its goods, terms and price from it.`, issues);
}

/** The quote's items, totals and calculation as an order keeps them. */
export function pricedFromQuote(quote: Quote): PricedOrder {
  const { result } = quote;
  const requested = quote.request.items;
  const items = saleLines(result).map((line) => {
    const weight = requested[line.index]?.weight_kg;
    return {
      index: line.index,
      description: line.description,
      hs_code: line.hsCode,
      quantity: decimalString(line.quantity),
      // A quote's quantity is a number of articles (calculatePrice counts pieces).
      unit: 'PCE',
      unit_price: { amount: line.unitPrice, currency: line.currency },
      amount: { amount: line.amount, currency: line.currency },
      net_weight_kg: weight === undefined || weight === null ? null : decimalString(weight),
      gross_weight_kg: null,
      origin_country: result.origin,
    };
  });
  return {
    items,
    totals: incotermTotals(result),
    quote: result,
  };
}
