import type { Country } from '../../reference/countries.js';
import { lazy } from '../../reference/csv.js';
import { findHs } from '../../reference/hs.js';
import { computeChapterAverages } from '../chapter-averages.js';
import type { DestinationSchedule, ScheduleInfo, ScheduleLineAnswer } from '../destination-schedule.js';
import { asVintageEstimates, editionWarnings } from '../destination-schedule.js';
import { eightDigitLines } from '../national-lines.js';
import type { TariffSource } from '../types.js';
import { cnAgreementsFor } from './agreements.js';
import { readCnMfn } from './rate-text.js';
import { cnLineRates, otherOriginNote } from './records.js';
import { CN_SCHEDULE_DATE, cnCells, cnTariffFile } from './tariff-file.js';

// China's import tariff of 2026 (data/tariffs/SOURCE.md, file 12) as a destination schedule
// (destination-schedule.ts): its 8-digit lines with the applied MFN rate and, for goods of Korea, the
// China-Korea FTA and RCEP rates, the lowest one used. The provisional rates and the agreements' annual
// steps change on 1 January, so the rates are exact through 2026-12-31. The file carries no text of
// the lines: descriptions are the HS 2022 subheading's.

const INFO: ScheduleInfo = {
  id: 'cn_import_tariff',
  name: "China's import tariff (进出口税则), MFN and provisional rates, with the China-Korea FTA and RCEP rates for goods of Korea",
  vintage: `2026 tariff, in force from ${CN_SCHEDULE_DATE}`,
  edition: "China's import and export tariff of 2026 (State Council Tariff Commission)",
  effectiveDate: CN_SCHEDULE_DATE,
  source: "China's 2026 import and export tariff, parsed from the official PDF by mosgpt-alt/shuimatong (commit 8a7b829)",
  licence: "Official document outside copyright (Copyright Law of the PRC, Art. 5); the parse MIT",
};

const SOURCE: TariffSource = {
  name: INFO.source,
  vintage: `The 2026 tariff (the 2026 stage of each agreement), in force from ${CN_SCHEDULE_DATE}`,
  licence: INFO.licence,
  edition: INFO.edition,
  effective_date: INFO.effectiveDate,
};

const NOTE =
  "China's rates are its 2026 import tariff: the applied MFN rate (the provisional rate where the line has one: \"8∆6\" is MFN 8 % with the provisional rate 6 %, which applies) and, for goods of Korea, the China-Korea FTA and RCEP rates (the lowest one below the applied MFN rate is used, never one above). The data carries no other origin's preferences and none of China's additional tariffs on goods of particular origins (goods of the United States among them). Where the source's text was cut, an agreement's rate is unknown (preferences: unknown) and the rate used is an estimate. A rate written as a footnote of the schedule (①, ③ ...: tariff-rate quotas, specific or compound duties) is shown, not computed. description is the HS 2022 subheading's text: the data has no text of China's national lines.";

const chapterAverages = lazy(() =>
  computeChapterAverages(
    cnTariffFile().lines.all().map((line) => ({ code: line.code, duty: readCnMfn(cnCells(line).mfn).duty })),
    { ...SOURCE, name: `${INFO.source}; chapter averages of the applied MFN rates computed from it` },
    INFO.vintage,
    'rates set by a footnote of the schedule (tariff-rate quotas, specific or compound duties)',
  ),
);

const lines = (code: string) => eightDigitLines(cnTariffFile().lines, code, INFO.edition, "China's tariff of 2026");

export const chinaSchedule: DestinationSchedule = {
  ...INFO,
  firstDate: CN_SCHEDULE_DATE,
  exactThrough: '2026-12-31',
  pastVintage: "China's provisional rates and the agreements' rates take their next step on 1 January and later tariffs are not in the data",
  nationalCodeLengths: [8],
  nationalChapters: [],
  load() {
    const file = cnTariffFile();
    return `China 2026 ${file.lines.size} lines (${file.cells.length} distinct rate rows; ${file.cut} with cut text, ${file.cutWithoutKr} of them without a China-Korea FTA rate; ${chapterAverages().list().length} chapter averages)`;
  },
  covers: (destination) => destination === 'CN',
  lines(code, ctx, limit = Infinity) {
    const found = lines(code);
    const answers = found.slice(0, limit).map((line): ScheduleLineAnswer => {
      const rates = cnLineRates(line, ctx, SOURCE);
      const { records, used } = asVintageEstimates(chinaSchedule, ctx.asOf, rates.records, rates.used);
      return { code: line.code, description: records[0]!.description ?? '', records, used, measures: [], needsFinerCode: null, closed: rates.closed ?? [] };
    });
    return { total: found.length, answers };
  },
  // The file has no text of the lines: where a subheading has several, wording cannot tell them apart, so none is offered (the classifier then names no line rather than the first).
  nationalLines(hs6) {
    const found = cnTariffFile().lines.withPrefix(hs6);
    return found.length === 1 ? [{ code: found[0]!.code, description: findHs(hs6)?.description ?? '' }] : [];
  },
  nationalTitle: () => null,
  hasPreferencesFor: (origin: Country) => cnAgreementsFor(origin.iso2).length > 0,
  warnings: (asOf) =>
    editionWarnings(
      chinaSchedule,
      asOf,
      CN_SCHEDULE_DATE,
      `The data is China's tariff of 2026 as it took effect on ${CN_SCHEDULE_DATE}; changes made during the year (the State Council Tariff Commission may adjust provisional rates, and levies additional tariffs on goods of some origins) are not in it.`,
    ),
  notes(ctx) {
    const notes = [NOTE];
    if (ctx.origin && cnAgreementsFor(ctx.origin.iso2).length > 0) {
      notes.push("Each agreement needs its own proof of origin (preferences lists them); the rate of one the goods do not qualify for does not apply. The agreements list (WTO RTA database, March 2021) predates RCEP; the preferential records name the agreements China applies.");
    } else if (ctx.origin) {
      notes.push(otherOriginNote(ctx.origin.iso2));
    }
    return notes;
  },
  priceNote: () =>
    `China's duties are the line rates of its 2026 import tariff (in force from ${CN_SCHEDULE_DATE}), the provisional rate where a line has one, with the lower of the China-Korea FTA and RCEP rates for goods of Korea (items[].duty.preferences compares them, each with the proof of origin it needs); for goods of other origins the applied MFN rate, an estimate.`,
  chapterAverages,
  entryFees: () => ({
    rules: [],
    notIncluded:
      "China's consumption tax (消费税), levied at import on the goods its regulations name (among them high-end cosmetics, cars and motorcycles, refined oil products such as petrol and diesel, tobacco, alcoholic drinks, jewellery and watches) on a base that includes the tax itself, is not in the data and not included, nor are port, handling or inspection fees or the broker: give them in import_clearance.",
  }),
  importVat: {
    note: "China's VAT Law taxes imports at 13 % and the goods it names at 9 % (among them agricultural products, food grains and edible vegetable oils, tap water and gas for households, books and periodicals, feed, fertilisers and agricultural machinery); the data does not list those goods by HS code, so the standard 13 % is used: check whether yours are among them. Where consumption tax is due, it is part of the VAT base too (not computed).",
  },
};
