import { Dec } from '../reference/money.js';
import type { ScheduleLineAnswer } from './destination-schedule.js';
import { neverHigher } from './duty-compare.js';
import { quotedDuty } from './rate-text.js';
import type { TariffDuty, TariffPreference, TariffRateRecord } from './types.js';

// Every agreement open to the origin on a line, compared (the answer's `preferences`): built from
// the line's rate records, whatever the schedule, so an exporter with three agreements sees each
// one's rate, proof of origin and saving against the MFN rate, and why the one used wins; plus the
// agreements the schedule says give nothing on the line (excluded, no rate, not yet in force).

const plain = (d: TariffDuty | null | undefined) => (d && (d.kind === 'free' || d.kind === 'ad_valorem') && d.ad_valorem_pct !== null ? new Dec(d.ad_valorem_pct) : null);

/**
 * MFN less the preference, in percentage points, when both are plain percentages (free counts as 0).
 * A preference that holds within a tariff-rate quota only is compared with the MFN rate within the
 * quota, not with the out-of-quota rate that is the line's MFN duty.
 */
function savingPct(mfn: TariffRateRecord | undefined, preference: TariffRateRecord): string | null {
  const inQuota = preference.tariff_quota?.applies === 'in_quota' ? mfn?.tariff_quota?.in_quota : undefined;
  const a = inQuota !== undefined && inQuota !== null ? new Dec(inQuota) : plain(mfn?.duty);
  const b = plain(preference.duty);
  return a && b ? a.minus(b).toFixed() : null;
}

function name(record: TariffRateRecord): string {
  return record.program?.name ?? 'the MFN rate';
}

function openStatus(record: TariffRateRecord, mfn: TariffRateRecord | undefined, used: TariffRateRecord, applyPreferences: boolean): { status: TariffPreference['status']; reason: string } {
  if (record.used) return { status: 'used', reason: record.use_reason ?? `${name(record)}: the rate used.` };
  if (record.tariff_quota?.applies === 'in_quota') return { status: 'within_quota', reason: record.tariff_quota.note };
  if (!applyPreferences) return { status: 'not_applied', reason: 'Preferences are not applied (apply_preferential_rates is false).' };
  const duty = record.duty;
  if (!duty || !duty.computable || record.requires_review) {
    return { status: 'not_computed', reason: duty?.note ?? record.reason ?? 'The rate cannot be computed from the data.' };
  }
  const mfnDuty = mfn?.duty;
  if (mfnDuty?.computable && neverHigher(mfnDuty, duty)) {
    return { status: 'not_below_mfn', reason: `${quotedDuty(duty)} is not below the MFN rate ${quotedDuty(mfnDuty)}, which needs no proof of origin for the duty.` };
  }
  if (used.type === 'preferential') {
    return { status: 'not_lowest', reason: `${name(used)} is used: its rate ${used.duty ? quotedDuty(used.duty) : '""'} is not higher than this one.` };
  }
  return { status: 'not_comparable', reason: `Whether ${quotedDuty(duty)} is lower than the MFN rate ${mfnDuty ? quotedDuty(mfnDuty) : '""'} depends on the consignment: the MFN rate is used.` };
}

/** The agreements of one answered line, compared: the preferential records, then the closed ones. */
export function linePreferences(line: Pick<ScheduleLineAnswer, 'code' | 'records' | 'used' | 'closed'>, applyPreferences: boolean): TariffPreference[] {
  const mfn = line.records.find((r) => r.type === 'mfn');
  const open = line.records
    .filter((r) => r.type === 'preferential' && r.program)
    .map((r): TariffPreference => ({
      national_code: r.national_code,
      program: r.program!,
      duty: r.duty,
      proof_of_origin: r.proof_of_origin ?? null,
      saving_pct: savingPct(mfn, r),
      ...openStatus(r, mfn, line.used, applyPreferences),
      used: r.used === true,
    }));
  const closed = (line.closed ?? []).map((c): TariffPreference => ({
    national_code: /^\d{8,10}$/.test(line.code) ? line.code : null,
    program: c.program,
    duty: null,
    proof_of_origin: c.proofOfOrigin,
    saving_pct: null,
    status: c.status,
    used: false,
    reason: c.reason,
  }));
  return [...open, ...closed];
}
