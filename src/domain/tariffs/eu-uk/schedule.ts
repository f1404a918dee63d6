import type { Country } from '../../reference/countries.js';
import { SCHEDULES, isEuMember, linesWithPrefix } from '../../reference/tariffs.js';
import type { TariffSchedule } from '../../reference/tariffs.js';
import type { DestinationSchedule } from '../destination-schedule.js';
import { asVintageEstimates, vintageWarnings } from '../destination-schedule.js';
import { chapterAverageRecord, chapterAveragesFor, linesFor } from '../national-lines.js';
import { euUkLineRates } from './rates.js';

// The European Union's Common External Tariff (CN 2020) and the UK Global Tariff (2021), both from
// the UK's tariff file, with the EU-Korea (UK-Korea) FTA schedule for goods of Korean origin.

/**
 * `exactThrough`: the rates are those of one year (CN 2020, the UK Global Tariff of 2021); both
 * schedules have been amended since, so a rate for a later date is an estimate, with a warning.
 */
function euUkSchedule(schedule: TariffSchedule, exactThrough: string, covers: (destination: string) => boolean, note: string, fees: string): DestinationSchedule {
  const self: DestinationSchedule = {
    id: schedule.id,
    name: schedule.name,
    vintage: schedule.vintage,
    edition: schedule.edition,
    effectiveDate: schedule.effectiveDate,
    source: schedule.source,
    licence: schedule.licence,
    firstDate: schedule.effectiveDate,
    exactThrough,
    pastVintage: 'the schedule has been amended since and later editions are not in the data',
    nationalCodeLengths: [8, 10],
    nationalChapters: [],
    covers,
    lines(code, ctx, limit = Infinity) {
      const lines = linesFor(schedule.id, code);
      const answers = lines.slice(0, limit).map((line) => {
        const rates = euUkLineRates(line, schedule, ctx.origin, ctx.asOf, ctx.applyPreferences);
        const { records, used } = asVintageEstimates(self, ctx.asOf, rates.records, rates.used);
        return { code: line.code, description: line.description, records, used, measures: [], needsFinerCode: null };
      });
      return { total: lines.length, answers };
    },
    nationalLines: (hs6) => linesWithPrefix(schedule.id, hs6),
    nationalTitle: () => null,
    hasPreferencesFor: (origin: Country) => origin.iso2 === 'KR',
    warnings: (asOf) => vintageWarnings(self, asOf),
    notes: () => [note],
    priceNote: () => null,
    chapterAverage: (chapter) => chapterAverageRecord(schedule.id, chapter),
    chapterAverages: () => chapterAveragesFor(schedule.id),
    entryFees: () => ({ rules: [], notIncluded: fees }),
  };
  return self;
}

export const euSchedule = euUkSchedule(
  SCHEDULES.eu_cet,
  '2020-12-31',
  isEuMember,
  'EU rates are the Common External Tariff of 2020 (CN 2020, HS 2017 based); they have been amended slightly since.',
  'Charges of the member state on entry besides duty and import VAT (port, handling or inspection fees, the broker) are not in the data and not included: give them in import_clearance.',
);

export const ukSchedule = euUkSchedule(
  SCHEDULES.uk_global_tariff,
  '2021-12-31',
  (destination) => destination === 'GB',
  'UK rates are the UK Global Tariff as of 2021-01-01; it has been amended slightly since.',
  'Charges on entry into the UK besides duty and import VAT (port, handling or inspection fees, the broker) are not in the data and not included: give them in import_clearance.',
);
