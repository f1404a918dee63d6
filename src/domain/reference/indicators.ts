import { check, lazy, readCsv, uniqueBy } from './csv.js';

export const WDI_SOURCE = 'World Bank, World Development Indicators (July 2026 release)';

/** The WDI series kept in wdi_country_latest.csv, with their WDI codes. */
export const INDICATORS = {
  gdp_usd: 'NY.GDP.MKTP.CD',
  gdp_per_capita_usd: 'NY.GDP.PCAP.CD',
  gdp_growth_pct: 'NY.GDP.MKTP.KD.ZG',
  population: 'SP.POP.TOTL',
  merch_imports_usd: 'TM.VAL.MRCH.CD.WT',
  merch_exports_usd: 'TX.VAL.MRCH.CD.WT',
  imports_gs_pct_gdp: 'NE.IMP.GNFS.ZS',
  inflation_cpi_pct: 'FP.CPI.TOTL.ZG',
  lpi_overall: 'LP.LPI.OVRL.XQ',
} as const;

export type IndicatorName = keyof typeof INDICATORS;

/** A value as published (decimal string) and its year; both null when the World Bank has none since 2010. */
export interface IndicatorValue {
  value: string | null;
  year: number | null;
}

export interface CountryIndicators {
  iso3: string;
  iso2: string;
  wbName: string;
  values: Record<IndicatorName, IndicatorValue>;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

const load = lazy(() => {
  const rows = readCsv('country-indicators/wdi_country_latest.csv');
  check(rows.length >= 210, `wdi_country_latest.csv has ${rows.length} rows, expected about 216`);
  const economies = rows.map((r): CountryIndicators => {
    check(/^[A-Z]{3}$/.test(r.iso3 ?? ''), `bad iso3 "${r.iso3}" in wdi_country_latest.csv`);
    check(/^[A-Z]{2}$/.test(r.iso2 ?? ''), `bad iso2 "${r.iso2}" in wdi_country_latest.csv`);
    const values = {} as Record<IndicatorName, IndicatorValue>;
    for (const name of Object.keys(INDICATORS) as IndicatorName[]) {
      values[name] = readValue(r, name);
    }
    return { iso3: r.iso3!, iso2: r.iso2!, wbName: r.wb_name ?? '', values };
  });
  return {
    byIso3: uniqueBy(economies, (e) => e.iso3, 'wdi_country_latest.csv (iso3)'),
    byIso2: uniqueBy(economies, (e) => e.iso2, 'wdi_country_latest.csv (iso2)'),
  };
});

function readValue(row: Record<string, string>, name: IndicatorName): IndicatorValue {
  const raw = row[name] ?? '';
  const rawYear = row[`${name}_year`] ?? '';
  if (raw === '') {
    check(rawYear === '', `${row.iso3}: ${name} has a year but no value in wdi_country_latest.csv`);
    return { value: null, year: null };
  }
  check(NUMBER.test(raw), `${row.iso3}: bad ${name} "${raw}" in wdi_country_latest.csv`);
  const year = Number(rawYear);
  check(Number.isInteger(year) && year >= 2010 && year <= 2030, `${row.iso3}: bad ${name}_year "${rawYear}"`);
  return { value: raw, year };
}

/** World Bank indicators of an economy by ISO alpha-2 (Kosovo = XK) or alpha-3 (Kosovo = XKX). */
export function findIndicators(code: string): CountryIndicators | undefined {
  const upper = code.toUpperCase();
  return upper.length === 3 ? load().byIso3.get(upper) : load().byIso2.get(upper);
}

export function allIndicatorEconomies(): CountryIndicators[] {
  return [...load().byIso3.values()];
}
