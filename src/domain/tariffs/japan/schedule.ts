import type { Country } from '../../reference/countries.js';
import { findHs } from '../../reference/hs.js';
import type { DestinationSchedule, ScheduleLineAnswer } from '../destination-schedule.js';
import { asVintageEstimates } from '../destination-schedule.js';
import { jpAgreementsFor } from './agreements.js';
import { jpChapterAverages } from './chapter-averages.js';
import { japanLines, naccsNote } from './lines.js';
import { jpLineRates } from './records.js';
import { JP_SCHEDULE_DATE, JP_SCHEDULE_EDITION, jpTariffFile } from './tariff-file.js';
import { JP_EXACT_THROUGH, JP_FIRST_DATE, JP_SOURCE, JP_VINTAGE, jpWarnings } from './vintage.js';

// Japan's applied tariff schedule (実行関税率表) of 2026-07-09 as a destination schedule
// (destination-schedule.ts): its 9-digit statistical lines, the applied MFN rate and the rate of each
// EPA the origin may claim with its proof of origin, chapter averages computed from the schedule,
// and duties in yen (specific, compound, "whichever is higher") computed by duty-rate.ts computeDuty.
// Japan has no additional duties in the data: no measures.

const NOTE =
  `Japan's rates are the applied schedule of ${JP_SCHEDULE_DATE}: the temporary rate (暫定) applies instead of the general rate (基本), the WTO rate where it is lower; a rate printed in parentheses is listed, not applied (rate_columns shows them as published). English descriptions are the HS 2022 subheading texts; national_description is Japan's own text of each 9-digit line, in Japanese.`;
const PREFERENCE_NOTE =
  'GSP (特恵) and LDC (特別特恵) rates are not applied: their beneficiary lists are not in the data. The agreements list (WTO RTA database, March 2021) predates RCEP and lacks the US-Japan Trade Agreement; the preferential records name the agreements Japan applies.';

export const japanSchedule: DestinationSchedule = {
  id: 'jp_customs_tariff',
  name: "Japan's applied tariff schedule (実行関税率表)",
  vintage: JP_VINTAGE,
  edition: JP_SCHEDULE_EDITION,
  effectiveDate: JP_SCHEDULE_DATE,
  source: JP_SOURCE.name,
  licence: JP_SOURCE.licence,
  firstDate: JP_FIRST_DATE,
  exactThrough: JP_EXACT_THROUGH,
  pastVintage: "Japan's rates change on 1 April (the temporary rates of each fiscal year, the EPAs' next staged cuts) and later schedules are not in the data",
  // 9 digits: the statistical code; 8 a prefix of them; 10 the statistical code and the NACCS digit.
  nationalCodeLengths: [8, 9, 10],
  nationalChapters: [],
  load: () => `Japan 2026-07-09 ${jpTariffFile().size} statistical lines (${jpChapterAverages().list().length} chapter averages)`,
  covers: (destination) => destination === 'JP',
  lines(code, ctx, limit = Infinity) {
    const lines = japanLines(code);
    const answers = lines.slice(0, limit).map((line): ScheduleLineAnswer => {
      const rates = jpLineRates(line, ctx);
      const { records, used } = asVintageEstimates(japanSchedule, ctx.asOf, rates.records, rates.used);
      return { code: line.code, description: findHs(line.hs6)?.description ?? '', records, used, measures: [], needsFinerCode: null, closed: rates.closed ?? [] };
    });
    return { total: lines.length, answers };
  },
  // The Japanese text tells the lines of a subheading apart (the English one is the subheading's own).
  nationalLines: (hs6) => jpTariffFile().withPrefix(hs6).map((line) => ({ code: line.code, description: line.nationalDescription })),
  nationalTitle: () => null,
  hasPreferencesFor: (origin: Country) => jpAgreementsFor(origin.iso2).length > 0,
  warnings: (asOf) => jpWarnings(japanSchedule, asOf),
  notes(ctx) {
    const notes = [NOTE];
    const naccs = naccsNote(ctx.code);
    if (naccs) notes.push(naccs);
    if (ctx.origin) notes.push(PREFERENCE_NOTE);
    return notes;
  },
  priceNote: () =>
    `Japan's duties are the line rates of its applied schedule of ${JP_SCHEDULE_DATE} with the origin's EPA rate where one applies (items[].duty.rate, with the proof of origin it needs); duties in yen are converted at the rate of fx, where Japan Customs uses its own weekly rate.`,
  chapterAverages: jpChapterAverages,
  entryFees: () => ({
    rules: [],
    notIncluded:
      "Charges on entry into Japan besides duty and import consumption tax (port, handling or inspection fees, the customs broker) are not in the data and not included: give them in import_clearance.",
  }),
};
