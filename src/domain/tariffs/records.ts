import type { ClosedPreference, ScheduleInfo } from './destination-schedule.js';
import { parseDuty } from './duty-rate.js';
import type { TariffLine } from './national-lines.js';
import type { TariffDuty, TariffProofOfOrigin, TariffRateRecord, TariffSource } from './types.js';

// The rate records of national lines, shared by the schedules: a parsed duty, the source of a
// schedule, the MFN record of a line, and the marking of the one record a price uses.

const dutyCache = new Map<string, TariffDuty>();

/** Parsed once per distinct text; records share the (never mutated) result. */
export function duty(text: string): TariffDuty {
  let parsed = dutyCache.get(text);
  if (!parsed) {
    parsed = parseDuty(text);
    dutyCache.set(text, parsed);
  }
  return parsed;
}

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

/** The proofs of origin an agreement accepts in one sentence, for a preferential record's `condition`. */
export function proofCondition(proof: TariffProofOfOrigin): string {
  const accepted = proof.accepted.map((p) => p.charAt(0).toLowerCase() + p.slice(1));
  return `Proof of origin (${proof.legal_basis}): ${accepted.join('; or ')}. The goods must meet the agreement's rules of origin.`;
}

/** The duty's own reason: an entry fee's exemption may still rest on the claim (a price's preference_claims). */
export const FREE_ANYWAY = 'The MFN rate is already free: the duty needs no preference, nor a proof of origin for it.';
