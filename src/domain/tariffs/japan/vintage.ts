import type { DestinationSchedule } from '../destination-schedule.js';
import { editionWarnings } from '../destination-schedule.js';
import type { TariffSource, TariffWarning } from '../types.js';
import { JP_SCHEDULE_DATE, JP_SCHEDULE_EDITION } from './tariff-file.js';

// How far the schedule of 2026-07-09 holds, in the interface's terms (destination-schedule.ts).
// The data answers from its own day: what applied before it (an earlier RCEP stage, the temporary
// rates of an earlier fiscal year) is not in it, so an earlier as_of is 422 date_not_covered, as for
// every schedule. Japan changes its rates on 1 April (the temporary rates run by fiscal year, the
// EPAs' staged cuts take their next step that day), so the rates are exact through 2027-03-31 and
// estimates after it, with the schedule_vintage warning; in between, later amendments are not in
// the data, which the schedule_edition warning says, as the US one does past its revision.

/** The first day the data answers for: the day the schedule was taken from Japan Customs' pages. */
export const JP_FIRST_DATE = JP_SCHEDULE_DATE;
/** The last day before the next 1 April after the schedule's date. */
export const JP_EXACT_THROUGH = '2027-03-31';
/** The edition of the line rates, as answers print it (`schedule.vintage`). */
export const JP_VINTAGE = `${JP_SCHEDULE_DATE} schedule (fiscal year 2026)`;

export const JP_SOURCE: TariffSource = {
  name: "Japan Customs, applied tariff schedule (実行関税率表), as scraped into JSON by qlitre/japan-tariff-mcp (version 2026_07_09)",
  vintage: `${JP_SCHEDULE_EDITION} (the schedule in force in July 2026; RCEP at its 2026 stage)`,
  licence: 'Rates: statute and treaty (Customs Tariff Act, Temporary Tariff Measures Act, the EPAs), outside copyright (Copyright Act of Japan, Art. 13); compilation: MIT (qlitre/japan-tariff-mcp)',
  edition: JP_SCHEDULE_EDITION,
  effective_date: JP_SCHEDULE_DATE,
};

/** What an answer for Japan on `asOf` cannot know, each warning naming the schedule's date or the last day its rates are known for. */
export function jpWarnings(schedule: DestinationSchedule, asOf: string): TariffWarning[] {
  return editionWarnings(
    schedule,
    asOf,
    JP_SCHEDULE_DATE,
    `The data is Japan's schedule of ${JP_SCHEDULE_DATE}; changes published after that day are not in it, so the answer is the last known state (Japan's rates normally change only on 1 April).`,
  );
}
