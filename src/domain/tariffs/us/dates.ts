import { US_HTS_EDITION, US_HTS_EFFECTIVE_DATE } from './hts-file.js';
import { usPolicy } from './policy.js';
import type { TariffWarning } from '../types.js';

// The US data describes the law from the day CBP stopped collecting IEEPA duties and began
// collecting Section 122 (policy_params.yaml: ieepa_invalidation_date, section_122); past what the
// data can know, answers keep the last known state and say so.

/** The first day the US data can answer for. */
export const usFirstDate = (): string => usPolicy().firstDate;

/** What an answer for the US on `asOf` cannot know: each warning names the measure and the date. */
export function usWarnings(asOf: string): TariffWarning[] {
  const warnings: TariffWarning[] = [];
  const { heading, until } = usPolicy().section122;
  if (until && asOf > until) {
    const printed = `${heading.slice(0, 4)}.${heading.slice(4, 6)}.${heading.slice(6)}`;
    warnings.push({
      code: 'section_122_expiry',
      measure: `Section 122 (${printed})`,
      date: until,
      message: `Section 122's 150 days end after ${until} unless Congress extends them, and the data does not say whether it did: the answer leaves Section 122 out after that date. Check its status before acting on the figure.`,
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
