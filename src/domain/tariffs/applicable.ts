import type { Country } from '../reference/countries.js';
import { scheduleLines } from '../reference/tariffs.js';
import type { TariffLine, TariffSchedule } from '../reference/tariffs.js';
import { chapterAverageRecord, column2LineRecord, countryAverageRecord, linesFor, mfnLineRecord, preferentialLineRecord, scheduleFor } from './lookup.js';
import type { TariffRateRecord } from './types.js';

export interface ApplicableDutyInput {
  /** 6, 8 or 10 digits, already checked against HS 2022. */
  hsCode: string;
  destination: Country;
  origin: Country;
  applyPreferences: boolean;
}

/** The one rate a calculation uses for an item, or why none can be chosen. */
export interface ApplicableDuty {
  record: TariffRateRecord | null;
  reason: string | null;
  note: string | null;
}

/**
 * Picks the rate for goods of `origin` entering `destination`:
 * - US: column 2 for Cuba, North Korea, Russia, Belarus; else the special rate of the origin's
 *   agreement when preferences are applied and the rate is computable; else column 1 general (MFN).
 * - EU / UK: the MFN line rate (the data has no preferential rates for them).
 * - A 6-digit code with several national lines is used only when all lines carry the same duty;
 *   otherwise the caller must give the national code. No line at all: the chapter average (estimate).
 * - Elsewhere: the country's average MFN rate (estimate).
 */
export function applicableDuty(input: ApplicableDutyInput): ApplicableDuty {
  const scheduleId = scheduleFor(input.destination.iso2);
  if (!scheduleId) {
    const record = countryAverageRecord(input.destination);
    return { record: record.duty ? record : null, reason: record.reason, note: null };
  }
  const { schedule } = scheduleLines(scheduleId);
  const lines = linesFor(scheduleId, input.hsCode);
  if (lines.length === 0) {
    const average = chapterAverageRecord(scheduleId, input.hsCode.slice(0, 2));
    return average
      ? { record: average, reason: null, note: `No ${schedule.vintage} line under ${input.hsCode}; the chapter average is used as an estimate.` }
      : { record: null, reason: `No ${schedule.vintage} line or chapter average for ${input.hsCode}.`, note: null };
  }
  const chosen = lines.map((line) => rateForLine(line, schedule, input));
  const texts = new Set(chosen.map((c) => `${c.record.type}|${c.record.duty?.text ?? ''}`));
  if (texts.size > 1) {
    const codes = lines.slice(0, 10).map((l) => l.code).join(', ');
    return {
      record: null,
      reason: `HS ${input.hsCode} covers ${lines.length} lines of the ${schedule.vintage} with different duties (${codes}${lines.length > 10 ? ', ...' : ''}); give the national code.`,
      note: null,
    };
  }
  const first = chosen[0]!;
  const note = [first.note, lines.length > 1 ? `All ${lines.length} national lines under ${input.hsCode} carry this duty; the first is shown.` : null]
    .filter((n): n is string => n !== null)
    .join(' ');
  return { record: first.record, reason: null, note: note === '' ? null : note };
}

function rateForLine(line: TariffLine, schedule: TariffSchedule, input: ApplicableDutyInput): { record: TariffRateRecord; note: string | null } {
  const column2 = column2LineRecord(line, schedule, input.origin.iso2);
  if (column2) return { record: column2, note: null };
  const mfn = mfnLineRecord(line, schedule);
  if (!input.applyPreferences) return { record: mfn, note: null };
  const preferential = preferentialLineRecord(line, schedule, input.origin.iso2);
  if (!preferential) return { record: mfn, note: null };
  if (!preferential.duty?.computable) {
    return { record: mfn, note: `The ${preferential.program?.symbol} rate "${preferential.duty?.text}" refers to another provision; the MFN rate is used.` };
  }
  return { record: preferential, note: null };
}
