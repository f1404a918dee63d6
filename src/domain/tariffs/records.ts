import type { ClosedPreference, ScheduleInfo } from './destination-schedule.js';
import { neverHigher } from './duty-compare.js';
import { parseDuty } from './duty-rate.js';
import type { TariffLine } from './national-lines.js';
import type { TariffDuty, TariffProgram, TariffProofOfOrigin, TariffRateRecord, TariffSource } from './types.js';
import { perDistinctText } from '../reference/csv.js';

// The rate records of national lines, shared by the schedules: a parsed duty, the source of a
// schedule, the MFN record of a line, the choice among an origin's agreements, and the marking of the
// one record a price uses.

/** Parsed once per distinct text; records share the (never mutated) result. */
export const duty: (text: string) => TariffDuty = perDistinctText(parseDuty);

export function sourceOf(schedule: ScheduleInfo): TariffSource {
  return { name: schedule.source, vintage: schedule.vintage, licence: schedule.licence, edition: schedule.edition, effective_date: schedule.effectiveDate };
}

export function lineRecord(line: TariffLine, schedule: ScheduleInfo, type: TariffRateRecord['type'], text: string, program: TariffRateRecord['program']): TariffRateRecord {
  return {
    type,
    basis: 'line',
    precision: 'exact',
    national_code: line.code,
    description: line.description,
    duty: duty(text),
    program,
    year: null,
    source: sourceOf(schedule),
    reason: null,
    note: null,
  };
}

export function mfnLineRecord(line: TariffLine, schedule: ScheduleInfo): TariffRateRecord {
  return lineRecord(line, schedule, 'mfn', line.rate, null);
}

/** The records of one national line, exactly one of them marked `used`, with the reason. */
export interface LineRates {
  records: TariffRateRecord[];
  used: TariffRateRecord;
  /** The agreements open to the origin that give nothing on the line. */
  closed?: ClosedPreference[];
}

export function markUsed(records: TariffRateRecord[], used: TariffRateRecord, reason: string): LineRates {
  const marked = records.map((r) => (r === used ? { ...r, used: true, use_reason: reason } : { ...r, used: false, use_reason: null }));
  return { records: marked, used: marked[records.indexOf(used)]! };
}

/**
 * The preferential record a line uses among `candidates` (computable rates open to the origin): the
 * lowest rate lower than the MFN rate, never one as high or higher; on a tie the first. Where the MFN
 * rate cannot be computed (requires_review), the lowest candidate: the agreement's rate applies when
 * claimed. Undefined: none is lower.
 */
export function lowestBelowMfn(mfn: TariffRateRecord, candidates: TariffRateRecord[]): TariffRateRecord | undefined {
  const mfnDuty = mfn.duty!;
  const eligible = mfn.requires_review ? candidates : candidates.filter((c) => neverHigher(c.duty!, mfnDuty) && !neverHigher(mfnDuty, c.duty!));
  return eligible.find((c) => eligible.every((o) => neverHigher(c.duty!, o.duty!))) ?? eligible[0];
}

/** An agreement open to the origin that gives nothing on a line (or whose rate the data lost), and why. */
export function closedPreference(agreement: TariffProgram & { proof: TariffProofOfOrigin }, status: ClosedPreference['status'], reason: string): ClosedPreference {
  return { program: { symbol: agreement.symbol, name: agreement.name }, status, reason, proofOfOrigin: agreement.proof };
}

/** The proofs of origin an agreement accepts in one sentence, for a preferential record's `condition`. */
export function proofCondition(proof: TariffProofOfOrigin): string {
  const accepted = proof.accepted.map((p) => p.charAt(0).toLowerCase() + p.slice(1));
  return `Proof of origin (${proof.legal_basis}): ${accepted.join('; or ')}. The goods must meet the agreement's rules of origin.`;
}

/** The duty's own reason: an entry fee's exemption may still rest on the claim (a price's preference_claims). */
export const FREE_ANYWAY = 'The MFN rate is already free: the duty needs no preference, nor a proof of origin for it.';
