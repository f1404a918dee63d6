import type { CodeIndex } from '../../reference/code-index.js';
import type { Country } from '../../reference/countries.js';
import { lazy } from '../../reference/csv.js';
import { euMembers, isEuMember } from '../../reference/tariffs.js';
import type { ChapterAverage } from '../../reference/tariffs.js';
import type { CustomsUnion, DestinationSchedule, ScheduleInfo } from '../destination-schedule.js';
import { asVintageEstimates, vintageWarnings } from '../destination-schedule.js';
import { lineFileChapterAverages, linesFor } from '../national-lines.js';
import type { TariffLine } from '../national-lines.js';
import { allKrPreferences, krQuotaCount } from './kr-fta-file.js';
import { euUkLineRates } from './rates.js';
import { euCetLines, ukGlobalTariffLines } from './tariff-file.js';

// The European Union's Common External Tariff (CN 2020) and the UK Global Tariff (2021), both from
// the UK's tariff file, with the EU-Korea (UK-Korea) FTA schedule for goods of Korean origin.

/**
 * `exactThrough`: the rates are those of one year (CN 2020, the UK Global Tariff of 2021); both
 * schedules have been amended since, so a rate for a later date is an estimate, with a warning.
 */
interface EuUk {
  info: ScheduleInfo;
  index: () => CodeIndex<TariffLine>;
  /** Reporter of the chapter averages in mfn_by_hs_chapter.csv. */
  reporter: ChapterAverage['reporter'];
  exactThrough: string;
  covers: (destination: string) => boolean;
  /** What check:data prints after the line count. */
  summary: (lines: number) => string;
  note: string;
  fees: string;
  customsUnion?: (origin: Country) => CustomsUnion | null;
}

/** Goods in free circulation cross no customs border between member states, and an intra-EU supply is taxed by the buyer. */
const EU_CUSTOMS_UNION: CustomsUnion = {
  border: 'No customs border: origin and destination are both in the EU customs union.',
  duty: 'No customs duty inside the EU customs union.',
  vat: 'No import VAT between EU member states: an intra-EU supply is taxed by the buyer (reverse charge).',
  lookup: 'Origin and destination are both in the EU customs union: goods in free circulation pay no customs duty between them.',
};

function euUkSchedule({ info: schedule, index, reporter, exactThrough, covers, summary, note, fees, customsUnion }: EuUk): DestinationSchedule {
  const chapterAverages = lazy(() => lineFileChapterAverages(reporter, schedule.vintage, schedule.licence));
  const self: DestinationSchedule = {
    ...schedule,
    firstDate: schedule.effectiveDate,
    exactThrough,
    pastVintage: 'the schedule has been amended since and later editions are not in the data',
    nationalCodeLengths: [8, 10],
    nationalChapters: [],
    load: () => summary(index().size),
    covers,
    lines(code, ctx, limit = Infinity) {
      const lines = linesFor(index(), schedule, code);
      const answers = lines.slice(0, limit).map((line) => {
        const rates = euUkLineRates(line, schedule, ctx.origin, ctx.asOf, ctx.applyPreferences);
        const { records, used } = asVintageEstimates(self, ctx.asOf, rates.records, rates.used);
        return { code: line.code, description: line.description, records, used, measures: [], needsFinerCode: null };
      });
      return { total: lines.length, answers };
    },
    nationalLines: (hs6) => index().withPrefix(hs6),
    nationalTitle: () => null,
    hasPreferencesFor: (origin: Country) => origin.iso2 === 'KR',
    warnings: (asOf) => vintageWarnings(self, asOf),
    notes: () => [note],
    priceNote: () => null,
    chapterAverages,
    entryFees: () => ({ rules: [], notIncluded: fees }),
    ...(customsUnion ? { customsUnion } : {}),
  };
  return self;
}

const UK_TARIFF_FILE_SOURCE = 'UK Department for International Trade, global-uk-tariff.csv (2020-12-02)';

export const euSchedule = euUkSchedule({
  info: {
    id: 'eu_cet',
    name: 'EU Common External Tariff (third-country duty), CN 2020',
    vintage: 'CN 2020 (rates of 2020)',
    edition: 'CN 2020',
    effectiveDate: '2020-01-01',
    source: `${UK_TARIFF_FILE_SOURCE}, EU CET column`,
    licence: 'Open Government Licence v3.0',
  },
  index: euCetLines,
  reporter: 'EU27',
  exactThrough: '2020-12-31',
  covers: isEuMember,
  customsUnion: (origin) => (isEuMember(origin.iso2) ? EU_CUSTOMS_UNION : null),
  summary: (lines) => `EU CET ${lines} lines, ${euMembers().length} EU members, EU/UK-Korea schedule of ${allKrPreferences().length} rows and ${krQuotaCount()} quotas`,
  note: 'EU rates are the Common External Tariff of 2020 (CN 2020, HS 2017 based); they have been amended slightly since.',
  fees: 'Charges of the member state on entry besides duty and import VAT (port, handling or inspection fees, the broker) are not in the data and not included: give them in import_clearance.',
});

export const ukSchedule = euUkSchedule({
  info: {
    id: 'uk_global_tariff',
    name: 'UK Global Tariff (MFN)',
    vintage: 'UKGT as of 2021-01-01',
    edition: 'UK Global Tariff 2021',
    effectiveDate: '2021-01-01',
    source: UK_TARIFF_FILE_SOURCE,
    licence: 'Open Government Licence v3.0',
  },
  index: ukGlobalTariffLines,
  reporter: 'GBR',
  exactThrough: '2021-12-31',
  covers: (destination) => destination === 'GB',
  summary: (lines) => `UKGT ${lines} lines`,
  note: 'UK rates are the UK Global Tariff as of 2021-01-01; it has been amended slightly since.',
  fees: 'Charges on entry into the UK besides duty and import VAT (port, handling or inspection fees, the broker) are not in the data and not included: give them in import_clearance.',
});
