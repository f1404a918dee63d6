import type { FieldIssue } from '../errors.js';
import type { Order } from '../orders/types.js';
import { saleLines } from '../pricing/invoice-lines.js';
import type { Quote } from '../quotes/types.js';
import { normalizeHsCode } from '../reference/hs.js';
import { Dec, checkItemAmounts, decimalString } from '../reference/money.js';
import type { DocumentItem, DocumentPackage } from './model.js';
import type { DocumentCreateRequest } from './store.js';

// The item and package lines of a document, from the request, the order or the quote.

/** An amount in the currency's minor units when it has no more decimals than they allow; else as given (a unit price may have more). */
function inMinorUnits(amount: string, places: number): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return decimals <= places ? new Dec(amount).toFixed(places) : amount;
}

export function itemsOf(request: DocumentCreateRequest, source: { order?: Order | undefined; quote?: Quote | undefined }, currency: string, places: number, issues: FieldIssue[]): DocumentItem[] | undefined {
  if (request.items) {
    const items = request.items.map((item, i): DocumentItem => {
      if (item.unit_price.currency !== currency) issues.push({ field: `/items/${i}/unit_price/currency`, issue: `must be the document's currency ${currency}` });
      return {
        description: item.description,
        hsCode: normalizeHsCode(item.hs_code) as string,
        quantity: item.quantity,
        unit: item.unit,
        unitPrice: inMinorUnits(item.unit_price.amount, places),
        amount: new Dec(item.quantity).times(item.unit_price.amount).toFixed(places, Dec.ROUND_HALF_UP),
        netWeightKg: item.net_weight_kg,
        grossWeightKg: item.gross_weight_kg,
        originCountry: item.origin_country,
        originCriterion: item.origin_criterion,
      };
    });
    // Named by what the client sent, not by the printed amounts and totals computed from it.
    checkItemAmounts(items.map((item) => new Dec(item.amount)));
    return items;
  }
  if (source.order) {
    return source.order.items.map((item) => ({
      description: item.description,
      hsCode: item.hs_code,
      quantity: item.quantity,
      unit: item.unit,
      unitPrice: inMinorUnits(item.unit_price.amount, places),
      amount: item.amount.amount,
      netWeightKg: item.net_weight_kg ?? undefined,
      grossWeightKg: item.gross_weight_kg ?? undefined,
      originCountry: item.origin_country,
    }));
  }
  const quote = source.quote;
  if (!quote) return undefined;
  // A quote's items as sold: each at its sale value, a number of pieces.
  return saleLines(quote.result).map((line) => {
    const weight = quote.request.items[line.index]?.weight_kg;
    return {
      description: line.description,
      hsCode: line.hsCode,
      quantity: decimalString(line.quantity),
      unit: 'PCE',
      unitPrice: line.unitPrice,
      amount: line.amount,
      netWeightKg: weight === undefined || weight === null ? undefined : decimalString(weight),
      originCountry: quote.result.origin,
    };
  });
}

/** `count` times a package's weight, when only that is given. */
function lineTotal(line: string | undefined, each: string | undefined, count: number): string | undefined {
  if (line !== undefined || each === undefined || !/^\d+(\.\d+)?$/.test(each)) return line;
  return new Dec(each).times(count).toFixed();
}

export function packagesOf(request: DocumentCreateRequest): DocumentPackage[] | undefined {
  return request.packages?.map((p) => ({
    count: p.count,
    kind: p.kind,
    description: p.description,
    marks: p.marks,
    numbers: p.numbers,
    contents: p.contents?.map((c) => ({ itemIndex: c.item_index, quantity: c.quantity })),
    netWeightKg: lineTotal(p.net_weight_kg, p.package_net_weight_kg, p.count),
    grossWeightKg: lineTotal(p.gross_weight_kg, p.package_gross_weight_kg, p.count),
    packageNetWeightKg: p.package_net_weight_kg,
    packageGrossWeightKg: p.package_gross_weight_kg,
    lengthCm: p.length_cm,
    widthCm: p.width_cm,
    heightCm: p.height_cm,
  }));
}
