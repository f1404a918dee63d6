import type { Country } from '../reference/countries.js';
import { scheduleLines } from '../reference/tariffs.js';
import { japanApplicableDuty } from './japan/index.js';
import { lineRates } from './line-rates.js';
import { chapterAverageRecord, countryAverageRecord, linesFor, scheduleFor } from './lookup.js';
import type { TariffMeasure } from './types.js';
import { usMeasures } from './us-measures.js';
import type { TariffRateRecord } from './types.js';

export interface ApplicableDutyInput {
  /** 6, 8, 9 (Japan) or 10 digits, already checked against HS 2022. */
  hsCode: string;
  destination: Country;
  origin: Country;
  applyPreferences: boolean;
  /** YYYY-MM-DD, already checked. */
  asOf: string;
}

/** The one rate a calculation uses for an item, or why none can be chosen. */
export interface ApplicableDuty {
  record: TariffRateRecord | null;
  reason: string | null;
  note: string | null;
  /** US chapter 99 measures of the chosen line (applied or not); empty elsewhere. */
  measures: TariffMeasure[];
}

/**
 * Picks the rate for goods of `origin` entering `destination` on `asOf`:
 * - US, EU, UK: the rate of each national line that lineRates() marks as used (MFN, the origin's
 *   preferential rate, column 2), with the reason in the record's `use_reason`.
 * - US: with the chapter 99 measures of the line (us-measures.ts).
 * - A 6-digit code with several national lines is used only when all lines carry the same duty;
 *   otherwise the caller must give the national code. No line at all: the chapter average (estimate).
 * - Elsewhere: the country's average MFN rate (estimate).
 */
export function applicableDuty(input: ApplicableDutyInput): ApplicableDuty {
  // Japan: its own module (src/domain/tariffs/japan/).
  if (input.destination.iso2 === 'JP') return japanApplicableDuty(input);
  const scheduleId = scheduleFor(input.destination.iso2);
  if (!scheduleId) {
    const record = countryAverageRecord(input.destination);
    return { record: record.duty ? record : null, reason: record.reason, note: null, measures: [] };
  }
  const { schedule } = scheduleLines(scheduleId);
  const lines = linesFor(scheduleId, input.hsCode);
  if (lines.length === 0) {
    const average = chapterAverageRecord(scheduleId, input.hsCode.slice(0, 2));
    return average
      ? { record: average, reason: null, note: `No ${schedule.vintage} line under ${input.hsCode}; the chapter average is used as an estimate.`, measures: [] }
      : { record: null, reason: `No ${schedule.vintage} line or chapter average for ${input.hsCode}.`, note: null, measures: [] };
  }
  const chosen = lines.map((line) => lineRates(line, { schedule, origin: input.origin, asOf: input.asOf, applyPreferences: input.applyPreferences }).used);
  const measures = lines.map((line) => (scheduleId === 'us_hts' ? usMeasures(line, input.origin, input.asOf) : []));
  const applied = (m: TariffMeasure[]) => m.filter((x) => x.applied).map((x) => `${x.heading}+${x.additional_pct}`).join(',');
  const texts = new Set(chosen.map((c, i) => `${c.type}|${c.duty?.text ?? ''}|${applied(measures[i]!)}`));
  if (texts.size > 1) {
    const codes = lines.slice(0, 10).map((l) => l.code).join(', ');
    return {
      record: null,
      reason: `HS ${input.hsCode} covers ${lines.length} lines of the ${schedule.vintage} with different duties (${codes}${lines.length > 10 ? ', ...' : ''}); give the national code.`,
      note: null,
      measures: [],
    };
  }
  const first = chosen[0]!;
  const note = [lines.length > 1 ? `All ${lines.length} national lines under ${input.hsCode} carry this duty; the first is shown.` : null]
    .filter((n): n is string => n !== null)
    .join(' ');
  return { record: first, reason: null, note: note === '' ? null : note, measures: measures[0]! };
}
