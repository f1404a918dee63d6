import { ApiError } from '../errors.js';
import type { Country } from '../reference/countries.js';
import { COUNTRY_AVERAGE_SOURCE, SCHEDULES, findChapterAverage, findCountryTariffAverage, isEuMember, linesWithPrefix, scheduleLines } from '../reference/tariffs.js';
import type { ScheduleId, TariffLine, TariffSchedule } from '../reference/tariffs.js';
import { RTA_SOURCE, agreementsBetween } from '../reference/trade-agreements.js';
import { countryName, resolveCountry } from '../reference/trade-countries.js';
import { US_HTS_EDITION, US_HTS_EFFECTIVE_DATE } from '../reference/us-hts.js';
import { VAT_MISSING_REASON, findVat } from '../reference/vat.js';
import { checkUsDate, resolveAsOf, usWarnings } from './as-of.js';
import { resolveHsPath } from './hs-path.js';
import { japanTariffs } from './japan/index.js';
import { lineRates, preferenceScheduleExists } from './line-rates.js';
import { SECTION_232_NOTE, usMeasures } from './us-measures.js';
import type { LookupTariffsInput, TariffAgreement, TariffCountryRef, TariffDuty, TariffLookupResult, TariffMeasure, TariffRateRecord, TariffSource, TariffVatRecord } from './types.js';

/** At most this many national lines are listed per lookup (a chapter can hold over 1,000). */
export const MAX_LINES = 100;

const US_NOTE = `US rates are column 1 of the ${US_HTS_EDITION} (in effect ${US_HTS_EFFECTIVE_DATE}).`;
const MEASURES_NOTE =
  'Additional duties of chapter 99 are in `measures`: an applied measure adds its percentage to the rate used; one that needs review is left out of the sum.';
const EU_NOTE = 'EU rates are the Common External Tariff of 2020 (CN 2020, HS 2017 based); they have been amended slightly since.';
const UK_NOTE = 'UK rates are the UK Global Tariff as of 2021-01-01; it has been amended slightly since.';

/** Which national schedule the data has for an importing country: US, the 27 EU members, the UK; else none. */
export function scheduleFor(destination: string): ScheduleId | null {
  if (destination === 'US') return 'us_hts';
  if (destination === 'GB') return 'uk_global_tariff';
  return isEuMember(destination) ? 'eu_cet' : null;
}

export function chapterAverageRecord(scheduleId: ScheduleId, chapter: string): TariffRateRecord | null {
  const schedule = SCHEDULES[scheduleId];
  const average = findChapterAverage(schedule.reporter, chapter);
  if (!average) return null;
  const share = (v: string) => `${Math.round(Number(v) * 1000) / 10} %`;
  return {
    type: 'mfn',
    basis: 'chapter_average',
    precision: 'estimate',
    national_code: null,
    description: `Simple average of the ${average.adValoremLines} ad valorem lines of chapter ${chapter} (of ${average.tariffLines} lines)`,
    duty: {
      kind: 'ad_valorem',
      text: `${average.avgAdValoremPct}% (chapter average)`,
      ad_valorem_pct: average.avgAdValoremPct,
      specific: [],
      seasons: null,
      needs: [],
      computable: true,
      note: null,
    },
    program: null,
    year: null,
    // The averages were computed from the line files of their own vintage (the US ones from HTS 2023).
    source: { name: `${average.schedule}; chapter averages computed from the line file`, vintage: scheduleId === 'us_hts' ? 'HTS 2023 (USITC export, 2023)' : schedule.vintage, licence: schedule.licence },
    reason: null,
    note: `Not a line rate. ${share(average.dutyFreeShare)} of the chapter's lines are duty free, ${share(average.nonAdValoremShare)} have specific or compound duties (left out of the average); the highest ad valorem rate is ${average.maxAdValoremPct} %.`,
  };
}

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
  const vat = findVat(destination);
  if (!vat) return { tax_type: null, standard_rate_pct: null, basis: null, source: null, reason: VAT_MISSING_REASON, note: null };
  const source: TariffSource = { name: vat.source, vintage: vat.vintage, licence: vat.correction ? 'official publication' : 'MIT (rate list); rates are facts' };
  if (vat.taxType === 'none') {
    return {
      tax_type: 'none',
      standard_rate_pct: null,
      basis: 'not_applicable',
      source,
      reason: null,
      note: 'The United States has no national VAT or GST. State and local sales taxes are charged on retail sales, not on imports, so there is no import VAT.',
    };
  }
  const notes = [
    vat.correction,
    vat.hasSubnationalRates ? 'National rate only; provincial or regional taxes also exist.' : null,
    'Standard rate; reduced rates for some products are not in the data.',
  ].filter((n): n is string => n !== null);
  return { tax_type: vat.taxType, standard_rate_pct: vat.standardRatePct, basis: 'customs_value_plus_duty', source, reason: null, note: notes.join(' ') };
}

function countryRef(country: Country, lang: LookupTariffsInput['lang']): TariffCountryRef {
  const { name, lang: nameLang } = countryName(country, lang);
  return { code: country.iso2, name, name_lang: nameLang };
}

export function agreementsFor(origin: string, destination: string): TariffAgreement[] {
  return agreementsBetween(origin, destination).map((a) => ({ name: a.name, type: a.type, source: RTA_SOURCE }));
}

/**
 * Tariff lookup: HS path, national line rates (US, EU 27, UK) with MFN, preferential (US special
 * rates for the origin's programs) and column 2 records, or the country-average estimate elsewhere;
 * the standard VAT and the agreements between origin and destination.
 */
export function lookupTariffs(input: LookupTariffsInput): TariffLookupResult {
  const hs = resolveHsPath(input.hsCode, '/hs_code');
  const destination = resolveCountry(input.destination, '/destination');
  const origin = input.origin === undefined ? null : resolveCountry(input.origin, '/origin');
  const hsCode = input.hsCode;
  const asOf = resolveAsOf(input.asOf, '/as_of');
  // Japan: its own module (src/domain/tariffs/japan/), schedule, preferences and vintage included.
  if (destination.iso2 === 'JP') {
    const japan = japanTariffs({ hsCode, origin, asOf });
    const base = { hs_code: hsCode, hs, destination: countryRef(destination, input.lang), origin: origin ? countryRef(origin, input.lang) : null };
    return { ...base, ...japan, vat: vatRecord('JP'), agreements: origin ? agreementsFor(origin.iso2, 'JP') : null, as_of: asOf, measures: [] };
  }
  const scheduleId = scheduleFor(destination.iso2);
  if (scheduleId === 'us_hts') checkUsDate(asOf, '/as_of');
  const notes: string[] = [];
  let rates: TariffRateRecord[] = [];
  const measures: TariffMeasure[] = [];
  let linesTotal = 0;

  if (scheduleId) {
    const { schedule } = scheduleLines(scheduleId);
    const lines = linesFor(scheduleId, hsCode);
    linesTotal = lines.length;
    for (const line of lines.slice(0, MAX_LINES)) {
      rates.push(...lineRates(line, { schedule, origin, asOf, applyPreferences: true }).records);
      if (scheduleId === 'us_hts') measures.push(...usMeasures(line, origin, asOf));
    }
    if (hsCode.length <= 4 || lines.length === 0) {
      const average = chapterAverageRecord(scheduleId, hsCode.slice(0, 2));
      if (average) rates.push(average);
    }
    if (lines.length === 0) {
      notes.push(`The ${schedule.name} (${schedule.vintage}) has no line under ${hsCode}: the file predates HS 2022 or the code is not used there. The chapter average is shown instead.`);
    }
    notes.push(scheduleId === 'us_hts' ? US_NOTE : scheduleId === 'eu_cet' ? EU_NOTE : UK_NOTE);
    if (scheduleId === 'us_hts') {
      notes.push(MEASURES_NOTE, SECTION_232_NOTE);
      if (!origin) notes.push('Without an origin only measures on goods of any country (Section 122) are listed; give origin for the others.');
    }
  } else {
    rates = [countryAverageRecord(destination)];
    if (hsCode.length > 6) notes.push(`National digits beyond ${hsCode.slice(0, 6)} were not used: the data has no tariff lines for ${destination.iso2}.`);
  }

  const agreements = origin ? agreementsFor(origin.iso2, destination.iso2) : null;
  if (origin && agreements && agreements.length > 0 && (!scheduleId || !preferenceScheduleExists(SCHEDULES[scheduleId], origin))) {
    notes.push(`An agreement exists between ${origin.iso2} and ${destination.iso2}, but the data has no preferential schedule of it for these lines; the rates shown are MFN.`);
  }
  if (origin && isEuMember(origin.iso2) && isEuMember(destination.iso2)) {
    notes.push('Origin and destination are both in the EU customs union: goods in free circulation pay no customs duty between them.');
  }

  return {
    hs_code: hsCode,
    hs,
    destination: countryRef(destination, input.lang),
    origin: origin ? countryRef(origin, input.lang) : null,
    schedule: scheduleId ? { id: scheduleId, name: SCHEDULES[scheduleId].name, vintage: SCHEDULES[scheduleId].vintage } : null,
    rates,
    lines_total: linesTotal,
    lines_truncated: linesTotal > MAX_LINES,
    vat: vatRecord(destination.iso2),
    agreements,
    notes,
    as_of: asOf,
    warnings: scheduleId === 'us_hts' ? usWarnings(asOf) : [],
    measures,
  };
}

/**
 * National lines for a requested code. Up to 6 digits: every line under the prefix. Longer: the
 * line itself, else its 8-digit parent (US statistical suffixes; EU/UK 10-digit codes), else the
 * 10-digit lines under an 8-digit code. A national code the schedule does not have is 404.
 */
export function linesFor(scheduleId: ScheduleId, hsCode: string): TariffLine[] {
  if (hsCode.length <= 6) return linesWithPrefix(scheduleId, hsCode);
  const { byCode, schedule } = scheduleLines(scheduleId);
  // 9 digits is Japan's statistical code, never a line (nor the prefix of one) of these schedules.
  if (hsCode.length === 9) {
    throw new ApiError('not_found', `${hsCode} is not a line of the ${schedule.name} (${schedule.vintage}): 9-digit codes are Japan's.`, [
      { field: '/hs_code', issue: `no national line ${hsCode} in ${schedule.vintage}` },
    ]);
  }
  const exact = byCode.get(hsCode) ?? byCode.get(hsCode.slice(0, 8));
  if (exact) return [exact];
  const children = linesWithPrefix(scheduleId, hsCode);
  if (children.length > 0) return children;
  throw new ApiError('not_found', `${hsCode} is not a line of the ${schedule.name} (${schedule.vintage}).`, [
    { field: '/hs_code', issue: `no national line ${hsCode} in ${schedule.vintage}` },
  ]);
}
