import { Dec, money, roundToMinor } from '../reference/money.js';
import type { TariffMeasure, TariffRateRecord } from '../tariffs/types.js';
import type { PricingDutyComponent } from './types.js';

// The additional measures of an item's duty (US chapter 99): each applied measure is one
// component, its percentage on its share of the customs value, rounded to the currency's minor
// unit; what is left out (to review) and what would change the figure (claims) go into the note.

export interface MeasuredDuty {
  components: PricingDutyComponent[];
  total: Dec;
  /** The ad valorem percentage in all; null when the base rate has a specific part. */
  pct: string | null;
  precision: 'exact' | 'estimate';
}

/** The base component and one component per applied measure, with the item's total. */
export function applyMeasures(
  record: TariffRateRecord & { duty: NonNullable<TariffRateRecord['duty']> },
  measures: TariffMeasure[],
  baseAmount: Dec,
  basePct: string | null,
  customsValue: Dec,
  currency: string,
): MeasuredDuty {
  const components: PricingDutyComponent[] = [
    { kind: 'base', heading: null, legal_basis: null, program: record.program, rate_text: record.duty.text, ad_valorem_pct: basePct, amount: money(baseAmount, currency), value_share: null, precision: record.precision },
  ];
  let total = baseAmount;
  let pct = basePct === null ? null : new Dec(basePct);
  let precision = record.precision;
  for (const m of measures.filter((x) => x.applied && x.additional_pct !== null)) {
    const share = m.value_share === null ? new Dec(1) : new Dec(m.value_share);
    const part = roundToMinor(customsValue.mul(m.additional_pct!).mul(share).div(100), currency);
    components.push({ kind: 'additional', heading: m.heading, legal_basis: m.legal_basis, program: null, rate_text: m.rate_text, ad_valorem_pct: m.additional_pct, amount: money(part, currency), value_share: m.value_share, precision: m.precision });
    total = total.plus(part);
    pct = pct === null ? null : pct.plus(new Dec(m.additional_pct!).mul(share));
    if (m.precision === 'estimate') precision = 'estimate';
  }
  return { components, total, pct: pct === null ? null : pct.toDecimalPlaces(4).toFixed(), precision };
}

/** What the note of an item's duty says of its measures: those left out, and the claims that would change it. */
export function measuresNote(measures: TariffMeasure[]): string[] {
  const review = measures.filter((m) => m.requires_review);
  const claims = measures.flatMap((m) => m.claims.map((c) => ({ m, c })));
  return [
    review.length > 0 ? `Left out of the sum, to review: ${review.map((m) => `${m.heading} (${m.legal_basis})`).join(', ')}.` : null,
    claims.length > 0
      ? `Summed without claims the request does not carry; with one the duty changes: ${claims
          .map(({ c }) => `${c.claim} (${c.heading ?? 'no heading'}: ${c.additional_pct === null ? 'a rate that depends on figures not given' : `+${c.additional_pct} %`}${c.section_122_pct ? `, then Section 122 +${c.section_122_pct} %` : ''})`)
          .join('; ')} - see measures[].claims.`
      : null,
  ].filter((n): n is string => n !== null);
}
