import { check, lazy, readCsv, uniqueBy } from './csv.js';

// Loaders of the tariff files that are not one destination's schedule (see data/tariffs/SOURCE.md):
// the chapter averages computed from the US, EU and UK line files, and the country averages. Each
// destination's own schedule is loaded by its module (src/domain/tariffs/<destination>/).

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
