import type { Country } from '../../reference/countries.js';
import { SCHEDULES, linesWithPrefix, usChapter98 } from '../../reference/tariffs.js';
import type { TariffLine } from '../../reference/tariffs.js';
import { US_HTS_EDITION, US_HTS_EFFECTIVE_DATE } from '../../reference/us-hts.js';
import type { DestinationSchedule, ScheduleContext, ScheduleLineAnswer } from '../destination-schedule.js';
import { chapterAverageRecord, chapterAveragesFor, linesFor } from '../national-lines.js';
import { usFirstDate, usWarnings } from './dates.js';
import { usEntryFees } from './entry-fees.js';
import { SECTION_232_NOTE, chapter98Measures, usMeasures } from './measures.js';
import { usProgramsFor } from './programs.js';
import { usLineRates } from './rates.js';

// The United States: the Harmonized Tariff Schedule (column 1 general and special, column 2) with
// the additional duties of chapter 99 by origin and date.

const SCHEDULE = SCHEDULES.us_hts;

const US_NOTE = `US rates are column 1 of the ${US_HTS_EDITION} (in effect ${US_HTS_EFFECTIVE_DATE}).`;
const CHAPTER_98_TITLE = 'Special classification provisions (chapter 98 of the HTS, one of the chapters the HS leaves to national use)';

const MEASURES_NOTE =
  'Additional duties of chapter 99 are in `measures`: an applied measure adds its percentage to the rate used; one that needs review is left out of the sum.';

/** Chapter 98 lines are provisions with terms of their own: whether chapter 99's duties apply to them is in notes the data lacks. */
function chapter98Answer(line: TariffLine, ctx: ScheduleContext): ScheduleLineAnswer {
  const { records, used } = usLineRates(line, SCHEDULE, ctx.origin, ctx.applyPreferences);
  return { code: line.code, description: line.description, records, used, measures: chapter98Measures(line), needsFinerCode: null };
}

function answer(line: TariffLine, requested: string, ctx: ScheduleContext): ScheduleLineAnswer {
  if (line.code.startsWith('98')) return chapter98Answer(line, ctx);
  const { records, used } = usLineRates(line, SCHEDULE, ctx.origin, ctx.applyPreferences);
  // A 10-digit code asked for under the line selects its own entry of the Section 232 lists.
  const code = requested.length === 10 && requested.startsWith(line.code) ? requested : line.code;
  const { measures, needsFinerCode } = usMeasures(line, code, ctx.origin, ctx.asOf, used);
  return { code: line.code, description: line.description, records, used, measures, needsFinerCode };
}

export const usSchedule: DestinationSchedule = {
  id: SCHEDULE.id,
  name: SCHEDULE.name,
  vintage: SCHEDULE.vintage,
  edition: SCHEDULE.edition,
  effectiveDate: SCHEDULE.effectiveDate,
  source: SCHEDULE.source,
  licence: SCHEDULE.licence,
  get firstDate() {
    return usFirstDate();
  },
  // The revision is the last known state of the schedule: past its date usWarnings() says so.
  exactThrough: null,
  pastVintage: null,
  nationalCodeLengths: [8, 10],
  nationalChapters: ['98'],
  covers: (destination) => destination === 'US',
  lines(code, ctx, limit = Infinity) {
    const lines = linesFor(code.startsWith('98') ? usChapter98() : 'us_hts', code);
    return { total: lines.length, answers: lines.slice(0, limit).map((line) => answer(line, code, ctx)) };
  },
  nationalLines: (hs6) => linesWithPrefix('us_hts', hs6),
  nationalTitle: (code) => (code.startsWith('98') ? CHAPTER_98_TITLE : null),
  hasPreferencesFor: (origin: Country) => usProgramsFor(origin.iso2).length > 0,
  warnings: usWarnings,
  notes(ctx) {
    const notes = [US_NOTE, MEASURES_NOTE, SECTION_232_NOTE];
    if (!ctx.origin) notes.push('Without an origin only measures on goods of any country (Section 122) are listed; give origin for the others.');
    return notes;
  },
  priceNote: () =>
    `US duties are column 1 of the ${US_HTS_EDITION} (in effect ${US_HTS_EFFECTIVE_DATE}) plus the chapter 99 measures the data states plainly for the origin and as_of (items[].duty.components); ${SECTION_232_NOTE}`,
  chapterAverage: (chapter) => chapterAverageRecord('us_hts', chapter),
  chapterAverages: () => chapterAveragesFor('us_hts'),
  entryFees: usEntryFees,
};
