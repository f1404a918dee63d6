import type { TariffSource, TariffWarning } from '../types.js';
import { JP_SCHEDULE_DATE, JP_SCHEDULE_EDITION } from './schedule.js';

// How far the schedule of 2026-07-09 holds. Japan changes its rates on 1 April: the temporary
// rates run by fiscal year and the EPAs' staged cuts (RCEP, CPTPP, the EU and UK agreements) take
// their next step on that day. So the schedule is the law in force from its date through
// 2027-03-31 as far as the data knows; before its date (an earlier stage) and after 2027-03-31 (the
// next stage) its rates are estimates, and the answer says so with a warning naming the date.

/** The last day before the next 1 April after the schedule's date. */
export const JP_STAGE_END = '2027-03-31';

export const JP_SOURCE: TariffSource = {
  name: "Japan Customs, applied tariff schedule (実行関税率表), as scraped into JSON by qlitre/japan-tariff-mcp (version 2026_07_09)",
  vintage: `${JP_SCHEDULE_EDITION} (the schedule in force in July 2026; RCEP at its 2026 stage)`,
  licence: 'Rates: statute and treaty (Customs Tariff Act, Temporary Tariff Measures Act, the EPAs), outside copyright (Copyright Act of Japan, Art. 13); compilation: MIT (qlitre/japan-tariff-mcp)',
  edition: JP_SCHEDULE_EDITION,
  effective_date: JP_SCHEDULE_DATE,
};

export function jpPrecision(asOf: string): 'exact' | 'estimate' {
  return asOf < JP_SCHEDULE_DATE || asOf > JP_STAGE_END ? 'estimate' : 'exact';
}

/** Said beside a rate when `precision` is an estimate because of the date. */
export function jpVintageNote(asOf: string): string | null {
  if (asOf < JP_SCHEDULE_DATE) return `Estimate for ${asOf}: the rate is from the schedule of ${JP_SCHEDULE_DATE}; an earlier stage of a staged agreement or an earlier temporary rate may have applied then.`;
  if (asOf > JP_STAGE_END) return `Estimate for ${asOf}: the rate is from the schedule of ${JP_SCHEDULE_DATE}; rates change on 1 April (the EPAs' next staged cut, the temporary rates of the new fiscal year).`;
  return null;
}

export function jpWarnings(asOf: string): TariffWarning[] {
  if (asOf < JP_SCHEDULE_DATE) {
    return [{
      measure: JP_SCHEDULE_EDITION,
      date: JP_SCHEDULE_DATE,
      message: `The data is Japan's schedule of ${JP_SCHEDULE_DATE}; for ${asOf} its rates are estimates (staged EPA rates such as RCEP's were higher in earlier years, and temporary rates run by fiscal year).`,
    }];
  }
  if (asOf > JP_SCHEDULE_DATE) {
    const later = asOf > JP_STAGE_END;
    return [{
      measure: JP_SCHEDULE_EDITION,
      date: JP_SCHEDULE_DATE,
      message: later
        ? `The data is Japan's schedule of ${JP_SCHEDULE_DATE}; rates change on 1 April, so for ${asOf} its rates are estimates (the EPAs' next staged cuts and the new fiscal year's temporary rates are not in it).`
        : `The data is Japan's schedule of ${JP_SCHEDULE_DATE}; changes published after that day are not in it, so the answer is the last known state (rates normally change only on 1 April).`,
    }];
  }
  return [];
}
