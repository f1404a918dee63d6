import { check, lazy, readCsv, uniqueBy } from './csv.js';
import { US_HTS_EDITION, US_HTS_EFFECTIVE_DATE, US_HTS_FILE, usChapter98Lines, usHtsLines } from './us-hts.js';

// Loaders for the tariff files (the US schedule itself in us-hts.ts) (see data/tariffs/SOURCE.md). Parsing of rate texts lives in
// src/domain/tariffs/duty-rate.ts; these loaders only check shapes and build indexes.

export type ScheduleId = 'us_hts' | 'eu_cet' | 'uk_global_tariff';

export interface TariffSchedule {
  id: ScheduleId;
  name: string;
  /** Edition / vintage of the rates. */
  vintage: string;
  /** Edition of the schedule and the date it took effect. */
  edition: string;
  effectiveDate: string;
  source: string;
  licence: string;
  /** Currency of specific duties in this schedule. */
  currency: 'USD' | 'EUR' | 'GBP';
  /** Reporter code in mfn_by_hs_chapter.csv. */
  reporter: 'USA' | 'EU27' | 'GBR';
}

export const SCHEDULES: Record<ScheduleId, TariffSchedule> = {
  us_hts: {
    id: 'us_hts',
    name: 'Harmonized Tariff Schedule of the United States, column 1 (general and special)',
    vintage: `${US_HTS_EDITION} (in effect ${US_HTS_EFFECTIVE_DATE})`,
    edition: US_HTS_EDITION,
    effectiveDate: US_HTS_EFFECTIVE_DATE,
    source: 'U.S. International Trade Commission, HTS export in JSON (hts.usitc.gov)',
    licence: 'US Government work, public domain',
    currency: 'USD',
    reporter: 'USA',
  },
  eu_cet: {
    id: 'eu_cet',
    name: 'EU Common External Tariff (third-country duty), CN 2020',
    vintage: 'CN 2020 (rates of 2020)',
    edition: 'CN 2020',
    effectiveDate: '2020-01-01',
    source: 'UK Department for International Trade, global-uk-tariff.csv (2020-12-02), EU CET column',
    licence: 'Open Government Licence v3.0',
    currency: 'EUR',
    reporter: 'EU27',
  },
  uk_global_tariff: {
    id: 'uk_global_tariff',
    name: 'UK Global Tariff (MFN)',
    vintage: 'UKGT as of 2021-01-01',
    edition: 'UK Global Tariff 2021',
    effectiveDate: '2021-01-01',
    source: 'UK Department for International Trade, global-uk-tariff.csv (2020-12-02)',
    licence: 'Open Government Licence v3.0',
    currency: 'GBP',
    reporter: 'GBR',
  },
};

export interface TariffLine {
  /** National line: US HTS 8 digits, EU/UK CN 8 or 10 digits. */
  code: string;
  hs6: string;
  description: string;
  /** MFN rate as published ("Free", "6.5%", "4.4¢/kg + 6%", "10.20% + 93.10 EUR / 100 kg"). */
  rate: string;
  /** US only: column 1 special rates with program symbols ("Free (A+,AU,...,KR,...)"). */
  specialRate: string | null;
  /** US only: column 2 rate (Cuba, North Korea; Russia and Belarus since 2022). */
  column2Rate: string | null;
  /** US only: the chapter 99 headings (8 digits) the line's footnotes point to. */
  chapter99: string[];
}

export interface ScheduleLines {
  schedule: TariffSchedule;
  /** Sorted by code, so a prefix is a contiguous range. */
  lines: TariffLine[];
  byCode: Map<string, TariffLine>;
}

function usLine(l: ReturnType<typeof usHtsLines>[number]): TariffLine {
  return { code: l.code, hs6: l.code.slice(0, 6), description: l.description, rate: l.general, specialRate: l.special, column2Rate: l.other, chapter99: l.chapter99 };
}

const usLines = lazy((): ScheduleLines => index(SCHEDULES.us_hts, usHtsLines().map(usLine), US_HTS_FILE));

/** US chapter 98 (special classification provisions): national lines outside HS 2022, indexed apart from the goods lines. */
export const usChapter98 = lazy((): ScheduleLines => index(SCHEDULES.us_hts, usChapter98Lines().map(usLine), `${US_HTS_FILE} (chapter 98)`));

const ukEuRows = lazy(() => {
  const rows = readCsv('tariffs/uk_eu_tariff_lines_2021.csv');
  check(rows.length >= 11000, `uk_eu_tariff_lines_2021.csv has ${rows.length} rows, expected about 11,830`);
  for (const r of rows) {
    const code = r.commodity_code ?? '';
    check(/^(\d{8}|\d{10})$/.test(code), `bad commodity code "${code}" in uk_eu_tariff_lines_2021.csv`);
    check(r.hs6 === code.slice(0, 6) && r.chapter === code.slice(0, 2), `commodity ${code}: hs6/chapter do not match`);
    check((r.eu_cet_2020_rate ?? '') !== '' && (r.uk_global_tariff_2021_rate ?? '') !== '', `commodity ${code} lacks a rate`);
  }
  return rows;
});

const euLines = lazy(() => index(SCHEDULES.eu_cet, ukEuRows().map((r) => ukEuLine(r, r.eu_cet_2020_rate!)), 'uk_eu_tariff_lines_2021.csv'));
const ukLines = lazy(() =>
  index(SCHEDULES.uk_global_tariff, ukEuRows().map((r) => ukEuLine(r, r.uk_global_tariff_2021_rate!)), 'uk_eu_tariff_lines_2021.csv'),
);

function ukEuLine(r: Record<string, string>, rate: string): TariffLine {
  return { code: r.commodity_code!, hs6: r.hs6!, description: r.description ?? '', rate: rate.trim(), specialRate: null, column2Rate: null, chapter99: [] };
}

function index(schedule: TariffSchedule, lines: TariffLine[], file: string): ScheduleLines {
  lines.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { schedule, lines, byCode: uniqueBy(lines, (l) => l.code, file) };
}

export function scheduleLines(id: ScheduleId): ScheduleLines {
  if (id === 'us_hts') return usLines();
  return id === 'eu_cet' ? euLines() : ukLines();
}

/** Lines whose code starts with `prefix` (binary search on the sorted codes). */
export function linesWithPrefix(id: ScheduleId | ScheduleLines, prefix: string): TariffLine[] {
  const { lines } = typeof id === 'string' ? scheduleLines(id) : id;
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lines[mid]!.code < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: TariffLine[] = [];
  for (let i = lo; i < lines.length && lines[i]!.code.startsWith(prefix); i++) out.push(lines[i]!);
  return out;
}

// --- Chapter averages (computed from the line files; see SOURCE.md, file 2) ---

export interface ChapterAverage {
  reporter: 'USA' | 'EU27' | 'GBR';
  schedule: string;
  /** Two digits, or "ALL". */
  chapter: string;
  tariffLines: number;
  adValoremLines: number;
  /** Simple average of the ad valorem lines, percent (decimal string). */
  avgAdValoremPct: string;
  dutyFreeShare: string;
  nonAdValoremShare: string;
  maxAdValoremPct: string;
}

const chapterAverages = lazy(() => {
  const rows = readCsv('tariffs/mfn_by_hs_chapter.csv');
  check(rows.length >= 280, `mfn_by_hs_chapter.csv has ${rows.length} rows, expected 291`);
  const averages = rows.map((r): ChapterAverage => {
    check(['USA', 'EU27', 'GBR'].includes(r.reporter ?? ''), `bad reporter "${r.reporter}" in mfn_by_hs_chapter.csv`);
    check(/^(\d{2}|ALL)$/.test(r.chapter ?? ''), `bad chapter "${r.chapter}" in mfn_by_hs_chapter.csv`);
    for (const col of ['avg_ad_valorem_pct', 'duty_free_share', 'non_ad_valorem_share', 'max_ad_valorem_pct']) {
      check(/^\d+(\.\d+)?$/.test(r[col] ?? ''), `${r.reporter}/${r.chapter}: bad ${col} "${r[col]}"`);
    }
    check(/^\d+$/.test(r.tariff_lines ?? '') && /^\d+$/.test(r.ad_valorem_lines ?? ''), `${r.reporter}/${r.chapter}: bad line counts`);
    return {
      reporter: r.reporter as ChapterAverage['reporter'],
      schedule: r.schedule ?? '',
      chapter: r.chapter!,
      tariffLines: Number(r.tariff_lines),
      adValoremLines: Number(r.ad_valorem_lines),
      avgAdValoremPct: r.avg_ad_valorem_pct!,
      dutyFreeShare: r.duty_free_share!,
      nonAdValoremShare: r.non_ad_valorem_share!,
      maxAdValoremPct: r.max_ad_valorem_pct!,
    };
  });
  return uniqueBy(averages, (a) => `${a.reporter}/${a.chapter}`, 'mfn_by_hs_chapter.csv');
});

export function findChapterAverage(reporter: ChapterAverage['reporter'], chapter: string): ChapterAverage | undefined {
  return chapterAverages().get(`${reporter}/${chapter}`);
}

/** The averages of every chapter of one reporter (not the ALL row), in chapter order. */
export function chapterAveragesOf(reporter: ChapterAverage['reporter']): ChapterAverage[] {
  return [...chapterAverages().values()].filter((a) => a.reporter === reporter && a.chapter !== 'ALL').sort((a, b) => (a.chapter < b.chapter ? -1 : 1));
}

// --- Country averages (WTO / World Bank / UNCTAD, mostly 2021) ---

export const COUNTRY_AVERAGE_SOURCE = {
  wto: 'WTO Tariff Profiles: simple-average MFN applied tariff, all products (via Wikipedia "List of countries by tariff rate")',
  worldBank: 'World Bank WDI TM.TAX.MRCH.WM.AR.ZS: trade-weighted mean applied tariff, all products (via Wikipedia "List of countries by tariff rate")',
};

export interface CountryTariffAverage {
  iso2: string;
  iso3: string;
  /** WTO simple-average MFN applied tariff, percent; null where the WTO figure is missing. */
  mfnSimpleAvgPct: string | null;
  mfnYear: number | null;
  /** World Bank trade-weighted mean of effectively applied rates (preferences included), percent. */
  weightedMeanPct: string | null;
  weightedMeanYear: number | null;
  /** EU member states carry the EU-level figure. */
  euMember: boolean;
  note: string | null;
}

const countryAverages = lazy(() => {
  const rows = readCsv('tariffs/country_avg_tariffs.csv');
  check(rows.length >= 190, `country_avg_tariffs.csv has ${rows.length} rows, expected 198`);
  const averages = rows.map((r): CountryTariffAverage => {
    check(/^[A-Z]{2}$/.test(r.iso2 ?? ''), `bad iso2 "${r.iso2}" in country_avg_tariffs.csv`);
    check(/^[A-Z]{3}$/.test(r.iso3 ?? ''), `bad iso3 "${r.iso3}" in country_avg_tariffs.csv`);
    const mfn = pctWithYear(r, 'wto_mfn_applied_simple_avg_pct', 'wto_year');
    const weighted = pctWithYear(r, 'wb_applied_weighted_mean_pct', 'wb_year');
    const euMember = (r.note ?? '').startsWith('EU member');
    return {
      iso2: r.iso2!,
      iso3: r.iso3!,
      mfnSimpleAvgPct: mfn.pct,
      mfnYear: mfn.year,
      weightedMeanPct: weighted.pct,
      weightedMeanYear: weighted.year,
      euMember,
      note: r.note || null,
    };
  });
  const byIso2 = uniqueBy(averages, (a) => a.iso2, 'country_avg_tariffs.csv');
  const members = averages.filter((a) => a.euMember).map((a) => a.iso2);
  check(members.length === 27, `country_avg_tariffs.csv flags ${members.length} EU members, expected 27`);
  return { byIso2, euMembers: new Set(members) };
});

function pctWithYear(r: Record<string, string>, pctCol: string, yearCol: string): { pct: string | null; year: number | null } {
  const pct = r[pctCol] ?? '';
  if (pct === '') return { pct: null, year: null };
  check(/^\d+(\.\d+)?$/.test(pct), `${r.iso2}: bad ${pctCol} "${pct}"`);
  const year = Number(r[yearCol]);
  check(Number.isInteger(year) && year >= 1990 && year <= 2030, `${r.iso2}: bad ${yearCol} "${r[yearCol]}"`);
  return { pct, year };
}

export function findCountryTariffAverage(iso2: string): CountryTariffAverage | undefined {
  return countryAverages().byIso2.get(iso2);
}

/** The 27 EU member states, as flagged in country_avg_tariffs.csv (EU-level WTO figure). */
export function isEuMember(iso2: string): boolean {
  return countryAverages().euMembers.has(iso2);
}

export function euMembers(): string[] {
  return [...countryAverages().euMembers].sort();
}
