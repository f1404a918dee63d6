import { US_HTS_EDITION, US_HTS_EFFECTIVE_DATE } from './hts-file.js';
import type { TariffWarning } from '../types.js';

// The US data describes the law from 2026-02-24 on (IEEPA duties no longer collected, Section 122
// in force: data/tariffs/SOURCE.md, file 6); past what the data can know, answers keep the last
// known state and say so.

/** The first day the US data can answer for. */
export const US_FIRST_DATE = '2026-02-24';
/** Section 122's 150 days end after this day unless Congress extends them; the data does not say whether it did. */
export const SECTION_122_LAST_DATE = '2026-07-23';

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
