import type { ClosedPreference, ScheduleContext } from '../destination-schedule.js';
import { FREE_ANYWAY, closedPreference, lowestBelowMfn, markUsed, proofCondition } from '../records.js';
import type { LineRates } from '../records.js';
import type { TariffRateRecord, TariffSource } from '../types.js';
import { vnAgreementsFor } from './agreements.js';
import type { VnAgreement } from './agreements.js';
import { readVnCell, readVnMfn } from './rate-text.js';
import type { TariffQuota } from './rate-text.js';
import { vnCell, vnPath, vnTariffFile } from './tariff-file.js';
import type { VnLine } from './tariff-file.js';

// The rate records of one line of Viet Nam's tariff for goods of an origin: the MFN rate and the
// rate of each agreement the origin may claim, with its proof of origin; the agreements that give
// nothing on the line (`*`, goods of the origin excluded, no rate listed) are `closed`. The lowest
// rate below the MFN rate is used, never one above it; on a tie the first agreement of
// agreements.ts. On a line under a tariff-rate quota the MFN duty is the out-of-quota rate (what an
// importer without a quota allocation pays), and an agreement's rate holds within the quota only,
// so it is listed and not used.

function base(line: VnLine, source: TariffSource): Omit<TariffRateRecord, 'type' | 'duty' | 'program' | 'note'> {
  const { en, vi } = vnTariffFile();
  return {
    basis: 'line',
    precision: 'exact',
    national_code: line.code,
    description: vnPath(en, line.node),
    year: null,
    source,
    reason: null,
    national_description: vnPath(vi, line.node),
    national_description_lang: 'vi',
  };
}

function quotaOf(inQuota: string | null, outOfQuota: string | null, applies: 'in_quota' | 'out_of_quota', note: string): NonNullable<TariffRateRecord['tariff_quota']> {
  return { in_quota: inQuota, out_of_quota: outOfQuota, applies, note };
}

export function vnMfnRecord(line: VnLine, source: TariffSource): { record: TariffRateRecord; quota: TariffQuota | null } {
  const mfn = readVnMfn(vnCell(line, 'MFN rate'));
  const record: TariffRateRecord = { type: 'mfn', ...base(line, source), duty: mfn.duty, program: null, note: mfn.duty.note, requires_review: mfn.requiresReview };
  if (!mfn.quota) return { record, quota: null };
  const note = `Without a quota allocation the out-of-quota rate ${mfn.quota.outOfQuota} % applies to goods of any origin; within the quota ${mfn.quota.inQuota} %, or an agreement's rate.`;
  return { record: { ...record, tariff_quota: quotaOf(mfn.quota.inQuota, mfn.quota.outOfQuota, 'out_of_quota', note) }, quota: mfn.quota };
}

function preferentialRecord(line: VnLine, source: TariffSource, agreement: VnAgreement, reading: Extract<ReturnType<typeof readVnCell>, { kind: 'rate' }>, lineQuota: TariffQuota | null): TariffRateRecord {
  // The cell's own quota ("0 (NHN: 50)"), or the line's: the agreement's rate within the quota, the line's out-of-quota rate outside it.
  const quota = reading.quota ?? (lineQuota ? { inQuota: reading.duty.ad_valorem_pct, outOfQuota: lineQuota.outOfQuota } : null);
  const record: TariffRateRecord = {
    type: 'preferential',
    ...base(line, source),
    duty: reading.duty,
    program: { symbol: agreement.symbol, name: agreement.name },
    note: [reading.duty.note, ...reading.notes, "Applies only to goods that meet the agreement's rules of origin, with the preference claimed at import."].filter((n) => n).join(' '),
    condition: proofCondition(agreement.proof),
    proof_of_origin: agreement.proof,
    requires_review: !reading.duty.computable,
  };
  if (!quota) return record;
  const note = `A tariff-rate quota line: the agreement's rate holds for goods within the quota; outside it the out-of-quota rate ${quota.outOfQuota} % applies.`;
  return { ...record, tariff_quota: quotaOf(quota.inQuota, quota.outOfQuota, 'in_quota', note) };
}

/** A rate as a sentence shows it: "5 %", or the text as published. */
function shown(duty: NonNullable<TariffRateRecord['duty']>): string {
  return (duty.kind === 'free' || duty.kind === 'ad_valorem') && /^\d+(?:[.,]\d+)?$/.test(duty.text.trim()) ? `${duty.ad_valorem_pct} %` : `"${duty.text}"`;
}

/** The records of a line for `ctx`, one used, and the agreements of the origin closed on it. */
export function vnLineRates(line: VnLine, ctx: ScheduleContext, source: TariffSource): LineRates {
  const { record: mfn, quota } = vnMfnRecord(line, source);
  const { origin } = ctx;
  if (!origin) return markUsed([mfn], mfn, 'No origin given: the MFN rate.');
  const agreements = vnAgreementsFor(origin.iso2);
  if (agreements.length === 0) return markUsed([mfn], mfn, `Viet Nam has no preferential agreement with ${origin.iso2} in the data: the MFN rate.`);

  const records: TariffRateRecord[] = [mfn];
  const shut: ClosedPreference[] = [];
  for (const agreement of agreements) {
    const cell = vnCell(line, agreement.column);
    const reading = readVnCell(cell, origin.iso2);
    if (reading.kind === 'none') shut.push(closedPreference(agreement, 'no_rate', 'The schedule lists no rate of this agreement for the line.'));
    else if (reading.kind === 'excluded') shut.push(closedPreference(agreement, 'excluded', `The line is excluded from the agreement's concessions ("${reading.text}").`));
    else if (reading.kind === 'origin_excluded') shut.push(closedPreference(agreement, 'excluded', `Goods of ${reading.origins.join(', ')} are excluded from this rate ("${reading.text}"), ${origin.iso2} among them.`));
    else records.push(preferentialRecord(line, source, agreement, reading, quota));
  }
  const done = (result: LineRates): LineRates => ({ ...result, closed: shut });
  const mfnBecause = (reason: string) => done(markUsed(records, mfn, reason));
  if (records.length === 1) return mfnBecause(`No agreement of ${origin.iso2} gives a rate on this line (see preferences): the MFN rate.`);
  if (mfn.duty?.kind === 'free') return mfnBecause(FREE_ANYWAY);
  if (!ctx.applyPreferences) return mfnBecause('Preferences are not applied (apply_preferential_rates is false): the MFN rate.');
  if (quota) {
    return mfnBecause(`Tariff-rate quota: without a quota allocation the out-of-quota rate ${quota.outOfQuota} % applies to goods of any origin, and the agreements' rates hold within the quota only (see preferences).`);
  }
  const candidates = records.filter((r) => r.type === 'preferential' && r.duty!.computable && !r.tariff_quota);
  const mfnDuty = mfn.duty!;
  // Where MFN cannot be computed (a chapter 98 reference), the agreement's rate applies when claimed.
  const best = lowestBelowMfn(mfn, candidates);
  if (best) {
    const others = candidates.filter((c) => c !== best).map((c) => `${c.program!.symbol} ${shown(c.duty!)}`);
    const against = mfn.requires_review ? ' (the MFN rate cannot be computed from the data)' : ` against MFN ${shown(mfnDuty)}`;
    return done(
      markUsed(records, best, `${best.program!.name}: the lowest rate open to goods of ${origin.iso2}, ${shown(best.duty!)}${against}${others.length > 0 ? ` (also open: ${others.join(', ')})` : ''}, on condition of the proof of origin (${best.proof_of_origin!.accepted.join('; or ')}).`),
    );
  }
  if (candidates.length > 0) return mfnBecause('No agreement\'s rate is lower than the MFN rate: the MFN rate, which needs no proof of origin.');
  return mfnBecause('The agreements\' rates on this line depend on conditions of their text (see preferences): the MFN rate.');
}
