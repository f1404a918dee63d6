import type { Country } from '../../reference/countries.js';
import { lazy } from '../../reference/csv.js';
import type { DestinationSchedule, ScheduleContext, ScheduleInfo, ScheduleLineAnswer } from '../destination-schedule.js';
import { lineFileChapterAverages, linesFor } from '../national-lines.js';
import type { TariffLine } from '../national-lines.js';
import { US_HTS_EDITION, US_HTS_EFFECTIVE_DATE, usChapter98, usChapter99Count, usGoodsLines, usRevisions, usSection122Exempt } from './hts-file.js';
import { section232Data } from './section-232-file.js';
import { usPolicy } from './policy.js';
import { usFirstDate, usWarnings } from './dates.js';
import { usEntryFees } from './entry-fees.js';
import { SECTION_232_NOTE, chapter98Measures, usMeasures } from './measures.js';
import { usProgramsFor } from './programs.js';
import { usLineRates } from './rates.js';

// The United States: the Harmonized Tariff Schedule (column 1 general and special, column 2) with
// the additional duties of chapter 99 by origin and date.

const SCHEDULE: ScheduleInfo = {
  id: 'us_hts',
  name: 'Harmonized Tariff Schedule of the United States, column 1 (general and special)',
  vintage: `${US_HTS_EDITION} (in effect ${US_HTS_EFFECTIVE_DATE})`,
  edition: US_HTS_EDITION,
  effectiveDate: US_HTS_EFFECTIVE_DATE,
  source: 'U.S. International Trade Commission, HTS export in JSON (hts.usitc.gov)',
  licence: 'US Government work, public domain',
};

/** The averages were computed from the HTS 2023 line file (mfn_by_hs_chapter.csv), older than the lines. */
const chapterAverages = lazy(() => lineFileChapterAverages('USA', 'HTS 2023 (USITC export, 2023)', SCHEDULE.licence));

function load(): string {
  const lines = usGoodsLines();
  usChapter98();
  const s232 = section232Data();
  const policy = usPolicy();
  const deals = policy.deals.vehicles.length + policy.deals.autoParts.length + policy.deals.certifiedAutoParts.length + policy.deals.wood.length + policy.deals.derivativeSteel.length;
  return `US HTS 2026 rev. 10 ${lines.size} lines and ${usChapter99Count()} chapter 99 headings, ${usRevisions().length} US revision dates, ${usSection122Exempt().size} Section 122 exemptions, Section 232 ${s232.headings.size} heading programmes, ${s232.annexes.list.size} annex and ${s232.derivatives.list.size} derivative prefixes, ${s232.metalShares.size} metal shares, US policy additions (${deals} Section 232 deals; every parameter of policy_params.yaml read or ignored)`;
}

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
  ...SCHEDULE,
  get firstDate() {
    return usFirstDate();
  },
  // The revision is the last known state of the schedule: past its date usWarnings() says so.
  exactThrough: null,
  pastVintage: null,
  nationalCodeLengths: [8, 10],
  nationalChapters: ['98'],
  load,
  covers: (destination) => destination === 'US',
  lines(code, ctx, limit = Infinity) {
    const lines = linesFor(code.startsWith('98') ? usChapter98() : usGoodsLines(), SCHEDULE, code);
    return { total: lines.length, answers: lines.slice(0, limit).map((line) => answer(line, code, ctx)) };
  },
  nationalLines: (hs6) => usGoodsLines().withPrefix(hs6),
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
  chapterAverages,
  entryFees: usEntryFees,
  importVat: {
    note: 'The United States has no national VAT or GST. State and local sales taxes are charged on retail sales, not on imports, so there is no import VAT.',
  },
};
