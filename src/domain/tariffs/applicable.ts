import type { Country } from '../reference/countries.js';
import { chapterAverageRecord } from './chapter-averages.js';
import { countryAverageRecord } from './lookup.js';
import { linePreferences } from './preferences.js';
import { destinationSchedule } from './schedules.js';
import type { TariffMeasure, TariffPreference, TariffRateRecord } from './types.js';

export interface ApplicableDutyInput {
  /** 6 to 10 digits (9: Japan's statistical code), already checked against HS 2022 (or a national chapter of the schedule). */
  hsCode: string;
  destination: Country;
  origin: Country;
  applyPreferences: boolean;
  /** YYYY-MM-DD, already checked. */
  asOf: string;
  /** YYYY-MM-DD: the day the goods are imported, whose import period a seasonal line's rates are of (a price's import_date); absent: asOf. */
  seasonDate?: string;
}

/** The one rate a calculation uses for an item, or why none can be chosen. */
export interface ApplicableDuty {
  record: TariffRateRecord | null;
  reason: string | null;
  note: string | null;
  /** The additional measures of the chosen line (applied or not); empty where the schedule has none. */
  measures: TariffMeasure[];
  /** The agreements open to the origin on the chosen line, compared (empty where there are none). */
  preferences: TariffPreference[];
}

/**
 * Picks the rate for goods of `origin` entering `destination` on `asOf`:
 * - Where the destination has a schedule (destination-schedule.ts): the record of each national line
 *   that the schedule marks as used, with the line's measures. A 6-digit code with several national
 *   lines is used only when all lines carry the same duty, precision and measures; otherwise the caller must
 *   give the national code. No line at all: the chapter average (estimate).
 * - Elsewhere: the country's average MFN rate (estimate).
 */
export function applicableDuty(input: ApplicableDutyInput): ApplicableDuty {
  const schedule = destinationSchedule(input.destination.iso2);
  if (!schedule) {
    const record = countryAverageRecord(input.destination);
    return { record: record.duty ? record : null, reason: record.reason, note: null, measures: [], preferences: [] };
  }
  const { total, answers } = schedule.lines(input.hsCode, { origin: input.origin, asOf: input.asOf, seasonDate: input.seasonDate, applyPreferences: input.applyPreferences });
  if (total === 0) {
    const average = chapterAverageRecord(schedule.chapterAverages().get(input.hsCode.slice(0, 2)));
    return average
      ? { record: average, reason: null, note: `No ${schedule.vintage} line under ${input.hsCode}; the chapter average is used as an estimate.`, measures: [], preferences: [] }
      : { record: null, reason: `No ${schedule.vintage} line or chapter average for ${input.hsCode}.`, note: null, measures: [], preferences: [] };
  }
  const finer = answers.find((a) => a.needsFinerCode !== null);
  if (finer) return { record: null, reason: finer.needsFinerCode, note: null, measures: finer.measures, preferences: [] };
  const applied = (m: TariffMeasure[]) => m.filter((x) => x.applied).map((x) => `${x.heading}+${x.additional_pct}`).join(',');
  // The programme counts too: the same rate under two agreements needs two different proofs of origin.
  const duties = new Set(answers.map((a) => `${a.used.type}|${a.used.program?.name ?? ''}|${a.used.duty?.text ?? ''}|${applied(a.measures)}`));
  // And the precision: one figure exact on one line and an estimate on another is not one exact figure.
  const precisions = new Set(answers.map((a) => a.used.precision));
  if (duties.size > 1 || precisions.size > 1) {
    const codes = answers.slice(0, 10).map((a) => a.code).join(', ');
    const differ = duties.size > 1 ? 'with different duties' : 'with the same duty, exact on some and an estimate on others';
    return {
      record: null,
      reason: `HS ${input.hsCode} covers ${total} lines of the ${schedule.vintage} ${differ} (${codes}${total > 10 ? ', ...' : ''}); give the national code.`,
      note: null,
      measures: [],
      preferences: [],
    };
  }
  const first = answers[0]!;
  const note = total > 1 ? `All ${total} national lines under ${input.hsCode} carry this duty; the first is shown.` : null;
  return { record: first.used, reason: null, note, measures: first.measures, preferences: linePreferences(first, input.applyPreferences) };
}
