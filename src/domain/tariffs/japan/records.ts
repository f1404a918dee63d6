import { findHs } from '../../reference/hs.js';
import type { ClosedPreference, ScheduleContext } from '../destination-schedule.js';
import { FREE_ANYWAY, closedPreference, lowestBelowMfn, markUsed, proofCondition } from '../records.js';
import type { LineRates } from '../records.js';
import type { TariffDuty, TariffRateRecord } from '../types.js';
import { jpAgreementsFor } from './agreements.js';
import type { JpAgreement } from './agreements.js';
import { appliedMfn, seasonalDuty } from './applied-rate.js';
import { inPeriod } from '../duty-rate.js';
import { neverHigher } from '../duty-compare.js';
import { otherDuty as other } from '../rate-text.js';
import { readJpRate, withEnglish } from './rate-text.js';
import type { JpLine } from './tariff-file.js';
import { JP_SOURCE } from './vintage.js';

// The rate records of one line of Japan's schedule for goods of an origin on a date: the applied
// MFN rate (with the columns behind it) and the preferential rate of each agreement the origin may
// claim, exactly one of them marked `used` with the reason. Whether a rate is exact for the date is
// the schedule's vintage (schedule.ts, destination-schedule.ts asVintageEstimates).

const PARENTHESISED = 'Printed in parentheses: listed, not applied, because a lower rate (the MFN rate) applies.';

function baseRecord(line: JpLine, type: TariffRateRecord['type'], duty: TariffDuty, program: TariffRateRecord['program'], notes: (string | null)[], parenthesised = false): TariffRateRecord {
  const note = notes.filter((n): n is string => n !== null && n !== '').join(' ');
  return {
    type,
    basis: 'line',
    precision: 'exact',
    national_code: line.code,
    description: findHs(line.hs6)?.description ?? null,
    duty: withEnglish(duty, parenthesised),
    program,
    year: null,
    source: JP_SOURCE,
    reason: null,
    note: note === '' ? null : note,
    national_description: line.nationalDescription,
    national_description_lang: 'ja',
  };
}

export function jpMfnRecord(line: JpLine): TariffRateRecord {
  const mfn = appliedMfn(line);
  return { ...baseRecord(line, 'mfn', mfn.duty, null, [mfn.reason, mfn.duty.note]), rate_columns: mfn.columns, requires_review: mfn.requiresReview };
}

/** An agreement's duty on the line: one cell, or one per import period; parenthesised when printed so. */
function agreementDuty(line: JpLine, agreement: JpAgreement): { duty: TariffDuty; parenthesised: boolean } | null {
  if (!line.seasons) {
    const text = line.rates[agreement.column];
    if (text === undefined) return null;
    const reading = readJpRate(text);
    return { duty: reading.duty, parenthesised: reading.parenthesised };
  }
  const parts = line.seasons.map((season) => ({ season, text: season.rates[agreement.column] }));
  if (parts.every((p) => p.text === undefined)) return null;
  if (parts.some((p) => p.text === undefined || readJpRate(p.text).parenthesised)) {
    return { duty: other(parts.map((p) => `${p.season.text}: ${p.text ?? '-'}`).join('; '), 'The preferential rate differs by import period and is not given (or not applied) for every period; see the text.'), parenthesised: false };
  }
  return { duty: seasonalDuty(parts.map((p) => ({ season: p.season, duty: readJpRate(p.text!).duty }))), parenthesised: false };
}

function preferentialRecord(line: JpLine, agreement: JpAgreement, duty: TariffDuty, parenthesised: boolean): TariffRateRecord {
  const review = !parenthesised && !duty.computable;
  return {
    ...baseRecord(line, 'preferential', duty, { symbol: agreement.symbol, name: agreement.name }, [
      parenthesised ? PARENTHESISED : duty.note,
      'Applies only to goods that meet the agreement\'s rules of origin, with the preference claimed at import.',
    ], parenthesised),
    condition: proofCondition(agreement.proof),
    proof_of_origin: agreement.proof,
    requires_review: review,
  };
}

/**
 * Picks the rate of a line for goods of `origin`: the lowest preferential rate the origin may claim
 * that is never higher than the MFN rate (the MFN rate when they are the same, or when it is free),
 * else the MFN rate. A preferential rate in parentheses, not computable, or not comparable with the
 * MFN rate is listed and not used; where the MFN rate itself cannot be computed, a computable
 * preference in force is used (the agreement's rate applies when claimed).
 */
export function jpLineRates(line: JpLine, input: ScheduleContext): LineRates {
  const importDate = input.seasonDate ?? input.asOf;
  const dated = seasonOf(line, importDate, importDate === input.asOf ? 'as_of' : 'the import date');
  if (!dated) return lineRates(line, input);
  // A line printed once per import period: the rates of the period the goods are imported in, each record saying so.
  const rates = lineRates(dated.line, input);
  const say = (r: TariffRateRecord): TariffRateRecord => ({ ...r, note: r.note ? `${dated.note} ${r.note}` : dated.note });
  const records = rates.records.map(say);
  return { ...rates, records, used: records[rates.records.indexOf(rates.used)]! };
}

/** The rates of a seasonal line for the period `date` falls in, and the sentence that says which (`dateName`: what the date is); null for a line without seasons (or whose periods cannot be read). */
function seasonOf(line: JpLine, date: string, dateName: string): { line: JpLine; note: string } | null {
  if (!line.seasons || line.seasons.some((s) => !s.from || !s.to)) return null;
  const season = line.seasons.find((s) => inPeriod(date.slice(5), { from: s.from!, to: s.to! }));
  if (!season) return null;
  const others = line.seasons
    .filter((s) => s !== season)
    .map((s) => `${s.from} to ${s.to}: ${appliedMfn({ ...line, rates: s.rates, seasons: null }).duty.text}`);
  return {
    line: { ...line, rates: season.rates, seasons: null },
    note: `The schedule prints this line once per import period: these are the rates of ${season.from} to ${season.to}, the period of ${date} (${dateName}); the MFN rate of the other period (${others.join('; ')}) applies to goods imported then.`,
  };
}

function lineRates(line: JpLine, input: ScheduleContext): LineRates {
  const mfn = jpMfnRecord(line);
  const { origin } = input;
  if (!origin) return markUsed([mfn], mfn, 'No origin given: the MFN rate.');
  const agreements = jpAgreementsFor(origin.iso2);
  if (agreements.length === 0) return markUsed([mfn], mfn, `Japan has no preferential agreement with ${origin.iso2} in the data: the MFN rate.`);

  const records: TariffRateRecord[] = [mfn];
  const notYet: string[] = [];
  const noRate: string[] = [];
  const closed: ClosedPreference[] = [];
  const candidates: TariffRateRecord[] = [];
  for (const { agreement, inForceFrom } of agreements) {
    if (input.asOf < inForceFrom) {
      notYet.push(`${agreement.name} (in force for ${origin.iso2} from ${inForceFrom})`);
      closed.push(closedPreference(agreement, 'not_in_force', `In force for goods of ${origin.iso2} from ${inForceFrom}.`));
      continue;
    }
    const found = agreementDuty(line, agreement);
    if (!found) {
      noRate.push(agreement.name);
      closed.push(closedPreference(agreement, 'no_rate', 'The schedule gives no rate of this agreement for the line (not conceded).'));
      continue;
    }
    const record = preferentialRecord(line, agreement, found.duty, found.parenthesised);
    records.push(record);
    if (!found.parenthesised && found.duty.computable) candidates.push(record);
  }
  const why = [
    notYet.length > 0 ? `Not yet in force on ${input.asOf}: ${notYet.join(', ')}.` : null,
    noRate.length > 0 ? `${noRate.join(', ')}: no rate for this line (not conceded).` : null,
  ].filter((n): n is string => n !== null);
  const mfnBecause = (reason: string): LineRates => ({ ...markUsed(records, mfn, [reason, ...why].join(' ')), closed });

  if (mfn.duty?.kind === 'free') return mfnBecause(FREE_ANYWAY);
  if (!input.applyPreferences && records.length > 1) return mfnBecause('Preferences are not applied (apply_preferential_rates is false): the MFN rate.');
  const mfnDuty = mfn.duty!;
  const best = lowestBelowMfn(mfn, candidates);
  if (best) {
    const proof = best.proof_of_origin!;
    const base = mfn.requires_review ? ' (the MFN rate cannot be computed from the data; the agreement\'s rate applies when claimed)' : '';
    return { ...markUsed(records, best, [`${best.program!.name}: the preferential rate${base}, on condition of the proof of origin (${proof.accepted.join('; or ')}).`, ...why].join(' ')), closed };
  }
  if (candidates.length > 0) {
    const same = candidates.some((c) => neverHigher(mfnDuty, c.duty!));
    return mfnBecause(same ? 'The preferential rate is not lower than the MFN rate: the MFN rate, which needs no proof of origin.' : 'Whether the preferential rate is lower than the MFN rate depends on the consignment: the MFN rate is shown; compare the two.');
  }
  if (records.length > 1) return mfnBecause('The preferential rates listed are not applied (in parentheses) or depend on a condition of their text: the MFN rate.');
  return { ...markUsed(records, mfn, [...why, 'The MFN rate applies.'].join(' ')), closed };
}
