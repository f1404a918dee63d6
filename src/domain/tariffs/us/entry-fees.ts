import type { EntryFeeContext, EntryFees, EntryFeeRule } from '../destination-schedule.js';
import { usProgram, usProofCondition } from './programs.js';

// US entry fees a landed cost adds to the duty. The rates are the statute's and the regulation's
// own (cited per fee); none of these figures is in the reference data of this service:
// - Merchandise Processing Fee (19 U.S.C. 58c(a)(9)(A); 19 CFR 24.23(b)(1)(i)(A)): 0.3464 % of the
//   value of a formal entry, within a per-entry minimum and maximum that CBP adjusts and publishes
//   for each fiscal year (from 1 October). Those fiscal-year figures are not in the data, so they
//   are not applied and the fee is an estimate. Goods that qualify as originating under KORUS are
//   exempt (section 203 of the United States-Korea Free Trade Agreement Implementation Act, Pub. L.
//   112-41, amending 19 U.S.C. 58c(b); CBP Dec. 12-03). The HTS General Notes are not in the data,
//   so the exemption is not checked against them; other agreements' MPF exemptions are not applied.
// - Harbor Maintenance Fee (26 U.S.C. 4461; 19 CFR 24.24): 0.125 % of the value of commercial cargo
//   unloaded at a US port, so for shipments by sea.

const MPF_PCT = '0.3464';
const HMF_PCT = '0.125';

export const MPF_LIMITS_NOTE =
  "CBP publishes the MPF's per-entry minimum and maximum for each fiscal year (19 CFR 24.23(b)(1)(i)(B)); the figures for the fiscal year of as_of are not in this service's data, so they are not applied: the fee is 0.3464 % of the value, an estimate where that falls outside them.";

function mpf(ctx: EntryFeeContext): EntryFeeRule {
  const base = { fee: 'merchandise_processing_fee', name: 'Merchandise Processing Fee (MPF)', legalBasis: '19 U.S.C. 58c(a)(9)(A); 19 CFR 24.23(b)(1)(i)', ratePct: MPF_PCT, minimum: null, maximum: null, limitsNote: MPF_LIMITS_NOTE };
  if (ctx.origin.iso2 === 'KR' && ctx.applyPreferences) {
    const korus = usProgram('KR')!;
    return {
      ...base,
      due: false,
      // The exemption is the entry's, not the line's: it needs the claim even where the duty is free without one.
      reason: 'Goods that qualify as originating under KORUS are exempt from the MPF (section 203 of the United States-Korea Free Trade Agreement Implementation Act, Pub. L. 112-41, amending 19 U.S.C. 58c(b); CBP Dec. 12-03): on condition that the KORUS origin is claimed at entry with its proof of origin (preference_claims), whatever the duty rate, a line already free of duty included. With apply_preferential_rates false the fee is charged. (The HTS General Notes are not in the data, so the exemption is not checked against them.)',
      precision: 'exact',
      claim: { program: { symbol: korus.symbol, name: korus.name }, condition: usProofCondition(korus.symbol) },
    };
  }
  return { ...base, due: true, reason: `${MPF_PCT} % of the customs value of a formal entry (an informal, low-value entry pays a set fee instead, not computed here).`, precision: 'estimate' };
}

function hmf(ctx: EntryFeeContext): EntryFeeRule {
  const base = { fee: 'harbor_maintenance_fee', name: 'Harbor Maintenance Fee (HMF)', legalBasis: '26 U.S.C. 4461; 19 CFR 24.24', ratePct: HMF_PCT, minimum: null, maximum: null, limitsNote: null, precision: 'exact' as const };
  if (ctx.transportMode !== 'sea') {
    return { ...base, due: false, reason: `The HMF is charged on cargo unloaded at a US seaport; transport_mode ${ctx.transportMode} is not computed as such (give sea where the goods land at a seaport).` };
  }
  return { ...base, due: true, reason: `${HMF_PCT} % of the value of the cargo unloaded at a US port (the customs value).` };
}

export function usEntryFees(ctx: EntryFeeContext): EntryFees {
  return {
    rules: [mpf(ctx), hmf(ctx)],
    notIncluded: 'Customs broker fees, the customs bond, the Importer Security Filing and state or local charges are not computed: give them in import_clearance.',
  };
}
