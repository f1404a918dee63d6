import type { Country } from '../../reference/countries.js';
import type { ScheduleInfo } from '../destination-schedule.js';
import type { TariffLine } from '../national-lines.js';
import { FREE_ANYWAY, markUsed, mfnLineRecord } from '../records.js';
import type { LineRates } from '../records.js';
import { krEuUkPreference } from './kr-preferences.js';

/**
 * Picks the rate of an EU or UK line: for goods of Korean origin the EU-Korea (UK-Korea) FTA
 * schedule (an estimate), the MFN for lines it excludes (rice) or that are free anyway; the MFN
 * for every other origin (the data has no other preferential schedule) and when preferences are
 * not applied.
 */
export function euUkLineRates(line: TariffLine, schedule: ScheduleInfo, origin: Country | null, asOf: string, applyPreferences: boolean): LineRates {
  const mfn = mfnLineRecord(line, schedule);
  if (!origin) return markUsed([mfn], mfn, 'No origin given: the MFN rate.');
  if (origin.iso2 !== 'KR') return markUsed([mfn], mfn, `The data has no preferential schedule for goods of ${origin.iso2} into this market: the MFN rate.`);
  const preference = krEuUkPreference(line, schedule, mfn.duty?.kind === 'free', asOf);
  switch (preference.kind) {
    case 'mfn_free':
      return markUsed([mfn], mfn, 'The MFN rate is already free; the agreement\'s schedule lists only dutiable lines.');
    case 'excluded':
    case 'not_covered':
      return markUsed([mfn], mfn, preference.reason);
    case 'preference': {
      const records = [mfn, preference.record];
      if (mfn.duty?.kind === 'free') return markUsed(records, mfn, FREE_ANYWAY);
      if (!applyPreferences) return markUsed(records, mfn, 'Preferences are not applied (apply_preferential_rates is false): the MFN rate.');
      return markUsed(records, preference.record, `${preference.record.program?.name}: the preferential rate (an estimate), on condition of the proof of origin.`);
    }
  }
}
