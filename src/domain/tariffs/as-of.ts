import { ApiError } from '../errors.js';
import { US_HTS_EDITION, US_HTS_EFFECTIVE_DATE } from '../reference/us-hts.js';
import type { TariffWarning } from './types.js';

// The date a tariff answer holds for (`as_of`). The US data describes the law from 2026-02-24 on
// (IEEPA duties no longer collected, Section 122 in force: data/tariffs/SOURCE.md, file 6); past
// what the data can know, answers keep the last known state and say so.

/** The first day the US data can answer for. */
export const US_FIRST_DATE = '2026-02-24';
/** Section 122's 150 days end after this day unless Congress extends them; the data does not say whether it did. */
export const SECTION_122_LAST_DATE = '2026-07-23';

/** Today's date in UTC (YYYY-MM-DD). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A calendar date from a request, or today when absent. */
export function resolveAsOf(value: string | undefined, field: string): string {
  if (value === undefined) return todayUtc();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw new ApiError('validation_failed', 'as_of is a calendar date (YYYY-MM-DD).', [{ field, issue: 'must be a date YYYY-MM-DD' }]);
  }
  return value;
}

/** 422 date_not_covered when the US data cannot answer for `asOf`. */
export function checkUsDate(asOf: string, field: string): void {
  if (asOf < US_FIRST_DATE) {
    throw new ApiError(
      'date_not_covered',
      `The US data describes the law from ${US_FIRST_DATE} on (after the IEEPA duties ended and Section 122 began); ${asOf} is before it.`,
      [{ field, issue: `the first date the US data answers for is ${US_FIRST_DATE}` }],
    );
  }
}

/** What an answer for the US on `asOf` cannot know: each warning names the measure and the date. */
export function usWarnings(asOf: string): TariffWarning[] {
  const warnings: TariffWarning[] = [];
  if (asOf > SECTION_122_LAST_DATE) {
    warnings.push({
      code: 'section_122_expiry',
      measure: 'Section 122 (9903.03.01)',
      date: SECTION_122_LAST_DATE,
      message: `Section 122's 150 days end after ${SECTION_122_LAST_DATE} unless Congress extends them, and the data does not say whether it did: the answer leaves Section 122 out after that date. Check its status before acting on the figure.`,
    });
  }
  if (asOf > US_HTS_EFFECTIVE_DATE) {
    warnings.push({
      code: 'schedule_edition',
      measure: `${US_HTS_EDITION} (the schedule and its other measures)`,
      date: US_HTS_EFFECTIVE_DATE,
      message: `The data is the ${US_HTS_EDITION}, in effect ${US_HTS_EFFECTIVE_DATE}; later revisions are not in it, so the answer is the last known state.`,
    });
  }
  return warnings;
}
