import { ApiError } from '../errors.js';
import type { Country } from '../reference/countries.js';
import { normalizeHsCode } from '../reference/hs.js';
import { COUNTRY_AVERAGE_SOURCE, findCountryTariffAverage } from '../reference/tariffs.js';
import { RTA_SOURCE, agreementsBetween } from '../reference/trade-agreements.js';
import { countryName, resolveCountry } from '../reference/trade-countries.js';
import { resolveAsOf } from './as-of.js';
import { chapterAverageRecord } from './chapter-averages.js';
import { checkScheduleDate } from './destination-schedule.js';
import { resolveHsPath } from './hs-path.js';
import { importVat } from './import-vat.js';
import { linePreferences } from './preferences.js';
import { destinationSchedule } from './schedules.js';
import type { LookupTariffsInput, TariffAgreement, TariffCountryRef, TariffLookupResult, TariffMeasure, TariffPreference, TariffRateRecord, TariffSource, TariffVatRecord, TariffWarning } from './types.js';

/** At most this many national lines are listed per lookup (a chapter can hold over 1,000). */
export const MAX_LINES = 100;
/**
 * Where the origin's agreements are compared on every line (each with its rate record, proof of origin
 * and condition), fewer: a heading of Viet Nam's tariff for goods of an origin with four or five
 * agreements was otherwise answered in one to two megabytes.
 */
export const MAX_LINES_WITH_PREFERENCES = 25;

export function countryAverageRecord(country: Country): TariffRateRecord {
  const average = findCountryTariffAverage(country.iso2);
  const source: TariffSource = { name: COUNTRY_AVERAGE_SOURCE.wto, vintage: String(average?.mfnYear ?? '2021'), licence: 'CC BY-SA 4.0 (compiled table); underlying WTO / World Bank statistics' };
  const base = { type: 'mfn' as const, basis: 'country_average' as const, precision: 'estimate' as const, national_code: null, program: null, source };
  if (!average || average.mfnSimpleAvgPct === null) {
    return {
      ...base,
      description: null,
      duty: null,
      year: null,
      reason: average
        ? `The WTO simple-average MFN tariff of ${country.iso2} is not in the data (the World Bank trade-weighted mean is a different measure and is not used as a rate).`
        : `There is no tariff figure for ${country.iso2} in the data.`,
      note: null,
    };
  }
  return {
    ...base,
    description: 'Simple-average MFN applied tariff over all products (not a line rate)',
    duty: {
      kind: 'ad_valorem',
      text: `${average.mfnSimpleAvgPct}% (country average)`,
      ad_valorem_pct: average.mfnSimpleAvgPct,
      specific: [],
      seasons: null,
      needs: [],
      computable: true,
      note: null,
    },
    year: average.mfnYear,
    reason: null,
    note: `An estimate: the data has no tariff lines for ${country.iso2}, so the actual duty on a product may be far higher or lower.${average.note ? ` ${average.note}.` : ''}`,
  };
}

export function vatRecord(destination: string): TariffVatRecord {
  const vat = importVat(destination);
  const basis = vat.taxType === null ? null : vat.taxType === 'none' ? 'not_applicable' : 'customs_value_plus_duty';
  return { tax_type: vat.taxType, standard_rate_pct: vat.ratePct, basis, source: vat.source, reason: vat.reason, note: vat.note };
}

/**
 * What an answer for `destination` on `asOf` cannot know: its schedule's warnings, or for a country
 * answered by its average MFN rate, the year of that average.
 */
export function destinationWarnings(destination: Country, asOf: string): TariffWarning[] {
  const schedule = destinationSchedule(destination.iso2);
  if (schedule) return schedule.warnings(asOf);
  const average = findCountryTariffAverage(destination.iso2);
  if (!average?.mfnYear) return [];
  // Outside the average's year, before it as after it, the figure is of another year: said, not refused (it is an estimate anyway).
  const before = asOf < `${average.mfnYear}-01-01`;
  if (!before && asOf <= `${average.mfnYear}-12-31`) return [];
  return [
    {
      code: 'country_average_year',
      measure: `WTO simple-average MFN tariff of ${destination.iso2} (${average.mfnYear})`,
      date: before ? `${average.mfnYear}-01-01` : `${average.mfnYear}-12-31`,
      message: `The data has no tariff lines for ${destination.iso2}: the duty is its average MFN rate of ${average.mfnYear} over all products, an estimate for ${asOf}${before ? ', a date before that year' : ''}, not a line rate.`,
    },
  ];
}

function countryRef(country: Country, lang: LookupTariffsInput['lang']): TariffCountryRef {
  const { name, lang: nameLang } = countryName(country, lang);
  return { code: country.iso2, name, name_lang: nameLang };
}

export function agreementsFor(origin: string, destination: string): TariffAgreement[] {
  return agreementsBetween(origin, destination).map((a) => ({ name: a.name, type: a.type, source: RTA_SOURCE }));
}

/**
 * Tariff lookup: HS path, the national line rates of the destination's schedule (destination-schedule.ts)
 * with their measures, or the country-average estimate elsewhere; the standard VAT and the
 * agreements between origin and destination.
 */
/**
 * What no destination's data has: duties on goods of particular producers or surges of imports,
 * set case by case, which can be far above the line rate. Every answer of goods crossing a border says so.
 */
export const TRADE_REMEDIES_NOTE =
  "Anti-dumping, countervailing and safeguard duties are not in the data and not included: the destination may levy them on goods of particular origins or producers, above the rates shown; check its current trade remedy measures for the goods.";

export function lookupTariffs(input: LookupTariffsInput): TariffLookupResult {
  const destination = resolveCountry(input.destination, '/destination');
  const schedule = destinationSchedule(destination.iso2);
  const hsCode = normalizeHsCode(input.hsCode) as string;
  // A duty is of a heading at least (a chapter spans goods of every rate), as for a price; and of goods crossing a border.
  const hs = resolveHsPath(input.hsCode, '/hs_code', { schedule, minLength: 4 });
  const origin = input.origin === undefined ? null : resolveCountry(input.origin, '/origin');
  if (origin && origin.iso2 === destination.iso2) {
    throw new ApiError('validation_failed', 'A tariff lookup needs different origin and destination countries: goods do not cross a customs border into their own country.', [
      { field: '/destination', issue: 'must differ from origin' },
    ]);
  }
  const asOf = resolveAsOf(input.asOf, '/as_of');
  if (schedule) checkScheduleDate(schedule, asOf, '/as_of');
  const notes: string[] = [];
  let rates: TariffRateRecord[] = [];
  const measures: TariffMeasure[] = [];
  const preferences: TariffPreference[] = [];
  let linesTotal = 0;
  let linesListed = MAX_LINES;

  if (schedule) {
    const ctx = { origin, asOf, applyPreferences: true };
    linesListed = origin && schedule.hasPreferencesFor(origin) ? MAX_LINES_WITH_PREFERENCES : MAX_LINES;
    const { total, answers } = schedule.lines(hsCode, ctx, linesListed);
    linesTotal = total;
    for (const line of answers) {
      rates.push(...line.records);
      measures.push(...line.measures);
      if (origin) preferences.push(...linePreferences(line, true));
    }
    if (hsCode.length <= 4 || total === 0) {
      const average = chapterAverageRecord(schedule.chapterAverages().get(hsCode.slice(0, 2)));
      if (average) rates.push(average);
    }
    if (total === 0) {
      notes.push(`The ${schedule.name} (${schedule.vintage}) has no line under ${hsCode}: the file predates HS 2022 or the code is not used there. The chapter average is shown instead.`);
    }
    notes.push(...schedule.notes({ ...ctx, code: hsCode }));
  } else {
    rates = [countryAverageRecord(destination)];
    if (hsCode.length > 6) notes.push(`National digits beyond ${hsCode.slice(0, 6)} were not used: the data has no tariff lines for ${destination.iso2}.`);
  }

  const agreements = origin ? agreementsFor(origin.iso2, destination.iso2) : null;
  if (origin && agreements && agreements.length > 0 && (!schedule || !schedule.hasPreferencesFor(origin))) {
    notes.push(`An agreement exists between ${origin.iso2} and ${destination.iso2}, but the data has no preferential schedule of it for these lines; the rates shown are MFN.`);
  }
  const union = origin ? schedule?.customsUnion?.(origin) : null;
  notes.push(union ? union.lookup : TRADE_REMEDIES_NOTE);

  return {
    hs_code: hsCode,
    hs,
    destination: countryRef(destination, input.lang),
    origin: origin ? countryRef(origin, input.lang) : null,
    schedule: schedule ? { id: schedule.id, name: schedule.name, vintage: schedule.vintage } : null,
    rates,
    lines_total: linesTotal,
    lines_truncated: linesTotal > linesListed,
    vat: vatRecord(destination.iso2),
    agreements,
    notes,
    as_of: asOf,
    warnings: destinationWarnings(destination, asOf),
    measures,
    preferences,
  };
}
