import { ApiError } from '../../errors.js';
import type { Country } from '../../reference/countries.js';
import type { TariffLookupResult, TariffRateRecord } from '../types.js';
import { jpChapterAverageRecord } from './chapter-averages.js';
import { jpLineRates } from './records.js';
import { JP_SCHEDULE_DATE, JP_SCHEDULE_EDITION, jpLine, jpLinesWithPrefix } from './schedule.js';
import type { JpLine } from './schedule.js';
import { jpWarnings } from './vintage.js';

// Japan's schedule as one module: the lines under a code, the rate records of each for an origin
// and a date, the one rate a price uses. Callers: the tariff lookup and the duty of a price
// (src/domain/tariffs/lookup.ts, applicable.ts), each through one branch for destination JP.

/** At most this many lines are listed per lookup (as for the other schedules). */
const MAX_LINES = 100;

export const JP_SCHEDULE_ID = 'jp_customs_tariff' as const;
export const JP_SCHEDULE_NAME = "Japan's applied tariff schedule (実行関税率表): general, temporary, WTO and EPA rates";

const NOTE =
  `Japan's rates are the applied schedule of ${JP_SCHEDULE_DATE}: the temporary rate (暫定) applies instead of the general rate (基本), the WTO rate where it is lower; a rate printed in parentheses is listed, not applied (rate_columns shows them as published). English descriptions are the HS 2022 subheading texts; national_description is Japan's own text of each 9-digit line, in Japanese.`;
const PREFERENCE_NOTE =
  'GSP (特恵) and LDC (特別特恵) rates are not applied: their beneficiary lists are not in the data. The agreements list (WTO RTA database, March 2021) predates RCEP and lacks the US-Japan Trade Agreement; the preferential records name the agreements Japan applies.';

/** What the code given means for Japan, and the lines it covers. */
export interface JpLinesFound {
  lines: JpLine[];
  note: string | null;
}

/**
 * The lines under a code: up to 8 digits every line under the prefix; 9 digits the statistical line
 * itself; 10 digits the 9-digit line (the 10th digit of a declaration is the NACCS code, not part of
 * the schedule). A 8-to-10-digit code the schedule does not have is 404.
 */
export function japanLines(hsCode: string): JpLinesFound {
  if (hsCode.length <= 8) {
    const lines = jpLinesWithPrefix(hsCode);
    if (lines.length > 0 || hsCode.length <= 6) return { lines, note: null };
  } else {
    const line = jpLine(hsCode.slice(0, 9));
    if (line) return { lines: [line], note: hsCode.length === 10 ? `${hsCode} is read as Japan's statistical code ${line.code}; the 10th digit (the NACCS code of a declaration) is not used.` : null };
  }
  throw new ApiError('not_found', `${hsCode} is not a line of ${JP_SCHEDULE_EDITION}.`, [
    { field: '/hs_code', issue: `no 9-digit statistical line ${hsCode.length === 8 ? `under ${hsCode}` : hsCode.slice(0, 9)} in Japan's schedule of ${JP_SCHEDULE_DATE}` },
  ]);
}

export interface JapanTariffsInput {
  hsCode: string;
  origin: Country | null;
  asOf: string;
}

type JapanTariffs = Pick<TariffLookupResult, 'schedule' | 'rates' | 'lines_total' | 'lines_truncated' | 'notes' | 'warnings'>;

/** The schedule's part of a tariff lookup for destination JP. */
export function japanTariffs(input: JapanTariffsInput): JapanTariffs {
  const found = japanLines(input.hsCode);
  const rates: TariffRateRecord[] = [];
  for (const line of found.lines.slice(0, MAX_LINES)) rates.push(...jpLineRates(line, { origin: input.origin, asOf: input.asOf, applyPreferences: true }).records);
  const notes = [NOTE];
  if (found.note) notes.push(found.note);
  if (input.hsCode.length <= 4 || found.lines.length === 0) {
    const average = jpChapterAverageRecord(input.hsCode.slice(0, 2));
    if (average) rates.push(average);
    if (found.lines.length === 0) notes.push(`Japan's schedule of ${JP_SCHEDULE_DATE} has no line under ${input.hsCode}. The chapter average is shown instead.`);
  }
  if (input.origin) notes.push(PREFERENCE_NOTE);
  return {
    schedule: { id: JP_SCHEDULE_ID, name: JP_SCHEDULE_NAME, vintage: JP_SCHEDULE_EDITION },
    rates,
    lines_total: found.lines.length,
    lines_truncated: found.lines.length > MAX_LINES,
    notes,
    warnings: jpWarnings(input.asOf),
  };
}

export interface JapanApplicableInput {
  hsCode: string;
  origin: Country;
  asOf: string;
  applyPreferences: boolean;
}

/** The one rate a price uses for an item into Japan, or why none can be chosen (the shape of applicable.ts's answer). */
export function japanApplicableDuty(input: JapanApplicableInput): { record: TariffRateRecord | null; reason: string | null; note: string | null; measures: [] } {
  const found = japanLines(input.hsCode);
  if (found.lines.length === 0) {
    const average = jpChapterAverageRecord(input.hsCode.slice(0, 2));
    return average
      ? { record: average, reason: null, note: `Japan's schedule of ${JP_SCHEDULE_DATE} has no line under ${input.hsCode}; the chapter average is used as an estimate.`, measures: [] }
      : { record: null, reason: `Japan's schedule of ${JP_SCHEDULE_DATE} has no line or chapter average for ${input.hsCode}.`, measures: [], note: null };
  }
  const chosen = found.lines.map((line) => jpLineRates(line, input).used);
  const texts = new Set(chosen.map((c) => `${c.type}|${c.program?.name ?? ''}|${c.duty?.text ?? ''}`));
  if (texts.size > 1) {
    const codes = found.lines.slice(0, 10).map((l) => l.code).join(', ');
    return {
      record: null,
      reason: `HS ${input.hsCode} covers ${found.lines.length} lines of Japan's schedule with different duties (${codes}${found.lines.length > 10 ? ', ...' : ''}); give the 9-digit statistical code.`,
      note: null,
      measures: [],
    };
  }
  const notes = [found.note, found.lines.length > 1 ? `All ${found.lines.length} statistical lines under ${input.hsCode} carry this duty; the first is shown.` : null].filter((n): n is string => n !== null);
  return { record: chosen[0]!, reason: null, note: notes.length > 0 ? notes.join(' ') : null, measures: [] };
}
