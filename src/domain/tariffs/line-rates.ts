import type { Country } from '../reference/countries.js';
import type { TariffLine, TariffSchedule } from '../reference/tariffs.js';
import { krEuUkPreference } from './kr-eu-uk.js';
import { column2LineRecord, mfnLineRecord, preferentialLineRecord } from './records.js';
import type { TariffRateRecord } from './types.js';
import { usProgramsFor } from './us-programs.js';

export interface LineRatesInput {
  schedule: TariffSchedule;
  origin: Country | null;
  /** YYYY-MM-DD: the date the rates are for. */
  asOf: string;
  applyPreferences: boolean;
}

/** The records of one national line, exactly one of them marked `used`, with the reason. */
export interface LineRates {
  records: TariffRateRecord[];
  used: TariffRateRecord;
}

const FREE_ANYWAY = 'The MFN rate is already free: no preference (and no proof of origin) is needed.';

function mark(records: TariffRateRecord[], used: TariffRateRecord, reason: string): LineRates {
  const marked = records.map((r) => (r === used ? { ...r, used: true, use_reason: reason } : { ...r, used: false, use_reason: null }));
  return { records: marked, used: marked[records.indexOf(used)]! };
}

/**
 * Picks the rate of a line for goods of `origin`:
 * - US: column 2 for Cuba, North Korea, Russia, Belarus; else the special rate of the origin's
 *   agreement when it is computable; else column 1 general (MFN).
 * - EU / UK for goods of Korean origin: the EU-Korea (UK-Korea) FTA schedule (an estimate), the MFN
 *   for lines it excludes (rice) or that are free anyway.
 * - Preferences are not applied when the caller says so; the MFN rate is used then.
 */
export function lineRates(line: TariffLine, input: LineRatesInput): LineRates {
  const { schedule, origin } = input;
  const mfn = mfnLineRecord(line, schedule);
  if (!origin) return mark([mfn], mfn, 'No origin given: the MFN rate.');
  const column2 = column2LineRecord(line, schedule, origin.iso2);
  if (column2) return mark([mfn, column2], column2, `Column 2 applies to goods of ${origin.iso2}.`);

  if (schedule.id === 'us_hts') {
    const preferential = preferentialLineRecord(line, schedule, origin.iso2);
    if (!preferential) {
      return mark([mfn], mfn, mfn.duty?.kind === 'free' ? 'The MFN rate is already free.' : `The line lists no special rate for goods of ${origin.iso2}: the MFN rate.`);
    }
    const records = [mfn, preferential];
    if (mfn.duty?.kind === 'free') return mark(records, mfn, FREE_ANYWAY);
    if (!input.applyPreferences) return mark(records, mfn, 'Preferences are not applied (apply_preferences is false): the MFN rate.');
    if (!preferential.duty?.computable) {
      return mark(records, mfn, `The ${preferential.program?.symbol} rate "${preferential.duty?.text}" refers to another provision: the MFN rate.`);
    }
    return mark(records, preferential, `${preferential.program?.name}: the preferential rate, on condition of the proof of origin.`);
  }

  if (origin.iso2 !== 'KR') return mark([mfn], mfn, `The data has no preferential schedule for goods of ${origin.iso2} into this market: the MFN rate.`);
  const preference = krEuUkPreference(line, schedule, mfn.duty?.kind === 'free', input.asOf);
  switch (preference.kind) {
    case 'mfn_free':
      return mark([mfn], mfn, 'The MFN rate is already free; the agreement\'s schedule lists only dutiable lines.');
    case 'excluded':
    case 'not_covered':
      return mark([mfn], mfn, preference.reason);
    case 'preference': {
      const records = [mfn, preference.record];
      if (mfn.duty?.kind === 'free') return mark(records, mfn, FREE_ANYWAY);
      if (!input.applyPreferences) return mark(records, mfn, 'Preferences are not applied (apply_preferences is false): the MFN rate.');
      return mark(records, preference.record, `${preference.record.program?.name}: the preferential rate (an estimate), on condition of the proof of origin.`);
    }
  }
}

/** Whether the data has a preferential schedule for goods of `origin` into the schedule's market. */
export function preferenceScheduleExists(schedule: TariffSchedule, origin: Country): boolean {
  return schedule.id === 'us_hts' ? usProgramsFor(origin.iso2).length > 0 : origin.iso2 === 'KR';
}
