import type { Country } from '../../reference/countries.js';
import { lazy } from '../../reference/csv.js';
import { computeChapterAverages } from '../chapter-averages.js';
import type { DestinationSchedule, ScheduleInfo, ScheduleLineAnswer } from '../destination-schedule.js';
import { asVintageEstimates, editionWarnings } from '../destination-schedule.js';
import { eightDigitLines } from '../national-lines.js';
import type { TariffSource } from '../types.js';
import { vnAgreementsFor } from './agreements.js';
import { readVnMfn } from './rate-text.js';
import { vnLineRates } from './records.js';
import { VN_SCHEDULE_DATE, vnCell, vnPath, vnTariffFile } from './tariff-file.js';

// Viet Nam's import tariff of 2026 (data/tariffs/SOURCE.md, file 9) as a destination schedule
// (destination-schedule.ts): its 8-digit lines with English and Vietnamese texts, the MFN rate and
// the rate of every agreement the origin may claim (for goods of Korea VKFTA, AKFTA and RCEP), the
// lowest one used. The agreements' rates take their next annual step on 1 January, so the rates
// are exact through 2026-12-31. Chapter 98 (rates for goods under conditions of use) is not answered.

const INFO: ScheduleInfo = {
  id: 'vn_import_tariff',
  name: "Viet Nam's import tariff (Biểu thuế nhập khẩu), MFN and agreement rates",
  vintage: `2026 tariff as compiled on ${VN_SCHEDULE_DATE}`,
  edition: `Viet Nam's import tariff of 2026 (compiled ${VN_SCHEDULE_DATE})`,
  effectiveDate: VN_SCHEDULE_DATE,
  source: "Viet Nam's tariff and agreement decrees, compiled by quyphong91/tariffvn (data commit 29f65b2)",
  licence: 'Decrees: outside copyright (IP Law, Art. 15); compilation attributed, no licence file',
};

const SOURCE: TariffSource = {
  name: INFO.source,
  vintage: `The 2026 stage of each agreement, compiled ${VN_SCHEDULE_DATE}`,
  licence: INFO.licence,
  edition: INFO.edition,
  effective_date: INFO.effectiveDate,
};

const NOTE =
  "Viet Nam's rates are its 2026 import tariff: the MFN rate and, for goods of an origin with agreements, each agreement's rate (the lowest one below the MFN rate is used). The standard rate (150 % of MFN) applies only to goods of countries that do not give Viet Nam MFN treatment, which the data does not list: every origin is answered at MFN. A tariff-rate quota line (NHN) is answered at its out-of-quota rate. Chapter 98 (rates for goods under conditions of use, declared under their chapter 01-97 code) is not answered. description is the line's English text with the texts above it; national_description the Vietnamese.";

const chapterAverages = lazy(() =>
  computeChapterAverages(
    vnTariffFile().lines.all().map((line) => ({ code: line.code, duty: readVnMfn(vnCell(line, 'MFN rate')).duty })),
    { ...SOURCE, name: `${INFO.source}; chapter averages of the MFN rates computed from it` },
    INFO.vintage,
    'rates set in chapter 98 (left out)',
  ),
);

const lines = (code: string) => eightDigitLines(vnTariffFile().lines, code, INFO.edition, "Viet Nam's tariff of 2026");

export const vietnamSchedule: DestinationSchedule = {
  ...INFO,
  firstDate: VN_SCHEDULE_DATE,
  exactThrough: '2026-12-31',
  pastVintage: "Viet Nam's agreements take their next annual step on 1 January and later tariffs are not in the data",
  nationalCodeLengths: [8],
  nationalChapters: [],
  load() {
    const file = vnTariffFile();
    return `Viet Nam 2026 ${file.lines.size} lines (${file.cells.length} distinct rate rows; ${file.chapter98} chapter 98 lines left out; ${chapterAverages().list().length} chapter averages)`;
  },
  covers: (destination) => destination === 'VN',
  lines(code, ctx, limit = Infinity) {
    const found = lines(code);
    const answers = found.slice(0, limit).map((line): ScheduleLineAnswer => {
      const rates = vnLineRates(line, ctx, SOURCE);
      const { records, used } = asVintageEstimates(vietnamSchedule, ctx.asOf, rates.records, rates.used);
      return { code: line.code, description: records[0]!.description ?? '', records, used, measures: [], needsFinerCode: null, closed: rates.closed ?? [] };
    });
    return { total: found.length, answers };
  },
  nationalLines: (hs6) => vnTariffFile().lines.withPrefix(hs6).map((line) => ({ code: line.code, description: vnPath(vnTariffFile().en, line.node) })),
  nationalTitle: () => null,
  hasPreferencesFor: (origin: Country) => vnAgreementsFor(origin.iso2).length > 0,
  warnings: (asOf) =>
    editionWarnings(
      vietnamSchedule,
      asOf,
      VN_SCHEDULE_DATE,
      `The data is Viet Nam's tariff as compiled on ${VN_SCHEDULE_DATE}; changes published after that day are not in it, so the answer is the last known state (the agreements' rates normally change only on 1 January).`,
    ),
  notes(ctx) {
    const notes = [NOTE];
    if (ctx.origin && vnAgreementsFor(ctx.origin.iso2).length > 0) {
      notes.push('Each agreement needs its own proof of origin (preferences lists them); the rate of one the goods do not qualify for does not apply. The agreements list (WTO RTA database, March 2021) predates RCEP and the UK agreement; the preferential records name the agreements Viet Nam applies.');
    }
    return notes;
  },
  priceNote: () =>
    `Viet Nam's duties are the line rates of its 2026 import tariff (compiled ${VN_SCHEDULE_DATE}) with the lowest agreement rate open to the origin (items[].duty.preferences compares them, each with the proof of origin it needs).`,
  chapterAverages,
  entryFees: () => ({
    rules: [],
    notIncluded:
      "Charges on entry into Viet Nam besides duty and import VAT (special consumption tax, environmental protection tax, port, handling or inspection fees, the broker) are not in the data and not included: give them in import_clearance.",
  }),
  importVat: {
    note: "Viet Nam's temporary reduction of VAT to 8 % on many goods and its 5 % and 0 % rates are not applied: the goods they cover are not in the data.",
  },
};
