import { Dec, money, roundToMinor } from '../reference/money.js';
import { importTaxesPayer } from './incoterms.js';
import type { ParsedRequest } from './inputs.js';
import type { ClaimedPart } from './preference-claims.js';
import type { PricingEntryFee, PricingEntryFees, PricingItemResult, PricingLandedCost } from './types.js';

// The fees of an entry besides duty and import VAT, from the destination's schedule
// (destination-schedule.ts entryFees: the US MPF and HMF), each rounded to the quote currency's
// minor unit, with the exemptions that rest on a preference claim; and which parts of a landed cost
// are estimates.

/** Converts an amount in USD (a fee's minimum or maximum) to the quote currency, unrounded. */
export type FromUsd = (amount: Dec) => Dec;

export function entryFees(req: ParsedRequest, customsValue: Dec | null, fromUsd: FromUsd): { result: PricingEntryFees; amount: Dec | null; claims: ClaimedPart[] } {
  const paidBy = importTaxesPayer(req.incoterm);
  const none = (notIncluded: string | null, reason: string | null) => ({
    result: { amount: money(new Dec(0), req.currency), paid_by: paidBy, fees: [], not_included: notIncluded, reason },
    amount: new Dec(0),
    claims: [],
  });
  if (req.customsUnion) return none(null, req.customsUnion.border);
  const schedule = req.schedule;
  if (!schedule) {
    return none(`Charges on entry into ${req.destination.iso2} besides duty and import VAT are not in the data and not included: give them in import_clearance.`, null);
  }
  const { rules, notIncluded } = schedule.entryFees({ origin: req.origin, transportMode: req.transportMode, applyPreferences: req.applyPreferences, asOf: req.asOf });
  const cur = req.currency;
  const limit = (usd: string | null) => (usd === null ? null : roundToMinor(fromUsd(new Dec(usd)), cur));
  let total: Dec | null = customsValue === null ? null : new Dec(0);
  const claims: ClaimedPart[] = [];
  const fees = rules.map((rule, i): PricingEntryFee => {
    const minimum = limit(rule.minimum);
    const maximum = limit(rule.maximum);
    /** The fee when due: its percentage of the customs value within the minimum and maximum. */
    const whenDue = (value: Dec): Dec => {
      const fee = roundToMinor(value.mul(rule.ratePct).div(100), cur);
      return minimum !== null && fee.lt(minimum) ? minimum : maximum !== null && fee.gt(maximum) ? maximum : fee;
    };
    const amount = customsValue === null ? null : rule.due ? whenDue(customsValue) : new Dec(0);
    if (amount !== null) total = total!.plus(amount);
    if (!rule.due && rule.claim) {
      const without = customsValue === null ? '' : `: ${money(whenDue(customsValue), cur).amount} ${cur} without it`;
      claims.push({ pointer: `/entry_fees/fees/${i}`, gives: `the exemption from the ${rule.name} (${rule.ratePct} % of the customs value${without})`, program: rule.claim.program, condition: rule.claim.condition, proof: null });
    }
    return {
      fee: rule.fee as PricingEntryFee['fee'],
      name: rule.name,
      legal_basis: rule.legalBasis,
      rate_pct: rule.ratePct,
      base: customsValue === null ? null : money(customsValue, cur),
      amount: amount === null ? null : money(amount, cur),
      minimum: minimum === null ? null : money(minimum, cur),
      maximum: maximum === null ? null : money(maximum, cur),
      limits_note: rule.limitsNote,
      due: rule.due,
      reason: rule.reason,
      precision: rule.due ? rule.precision : 'exact',
    };
  });
  const amount: Dec | null = total;
  return {
    result: {
      amount: amount === null ? null : money(amount, cur),
      paid_by: paidBy,
      fees,
      not_included: notIncluded,
      reason: amount === null ? 'The customs value is not known (see customs_value.reason).' : null,
    },
    amount,
    claims,
  };
}

/** Which parts of a landed cost are estimates: the duty of an item, a fee. */
export function landedCostPrecision(landed: PricingLandedCost, items: PricingItemResult[], fees: PricingEntryFees): PricingLandedCost {
  if (landed.amount === null) return { ...landed, precision: null, estimates: [] };
  const estimates = [
    ...items.flatMap((item, i) => (item.duty.precision === 'estimate' ? [`/items/${i}/duty`] : [])),
    ...fees.fees.flatMap((fee, i) => (fee.precision === 'estimate' ? [`/entry_fees/fees/${i}`] : [])),
  ];
  return { ...landed, precision: estimates.length > 0 ? 'estimate' : 'exact', estimates };
}
