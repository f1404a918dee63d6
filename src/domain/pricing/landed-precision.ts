import type { PricingItemResult, PricingQuote } from './types.js';

// Whether a landed cost rests on an estimate. Its other parts (goods, costs, import VAT at the
// standard rate) are computed from the request; a duty may be an estimate (a country or chapter
// average, a preferential schedule known only as an estimate, a schedule older or newer than as_of).

type Landed = PricingQuote['landed_cost'];

/** The landed cost with whether it rests on an estimated duty, and which; no precision without an amount. */
export function landedPrecision(landed: Pick<Landed, 'amount' | 'reason'>, items: PricingItemResult[]): Landed {
  if (landed.amount === null) return { ...landed, precision: null, note: null };
  const estimated = items.filter((i) => i.duty.precision === 'estimate');
  if (estimated.length === 0) return { ...landed, precision: 'exact', note: null };
  const what = (d: PricingItemResult['duty']) =>
    d.basis === 'chapter_average' ? 'a chapter average' : d.basis === 'country_average' ? "the country's average MFN rate" : `the ${d.program ? d.program.name : 'MFN'} rate of line ${d.rate?.national_code ?? ''}`;
  const why = estimated.map((i) => `item ${i.index} (${what(i.duty)})`);
  return { ...landed, precision: 'estimate', note: `An estimate: the duty of ${why.join(', ')} is an estimate (see items[].duty.rate.note).` };
}
