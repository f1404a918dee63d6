import type { RatesDay } from '../exchange-rates/types.js';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { check, dataFilePath, lazy, readCsv } from './csv.js';

export const USD_RATES_SOURCE =
  'European Central Bank euro reference rates, converted to USD cross rates (units per USD = units per EUR / USD per EUR)';

/** One day of the ECB-derived USD series: units of each currency per 1 USD, as decimal strings. */
export interface UsdRatesDay {
  date: string;
  /** Currency code -> units per 1 USD. USD itself is "1". Currencies without a quote that day are absent. */
  unitsPerUsd: Map<string, string>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE = /^\d+(\.\d+)?$/;

/**
 * usd_daily_rates_ecb_derived.csv: every row is checked (date format, dates strictly increasing,
 * positive decimal rates), but only the latest day is kept in memory: storage gets it at start
 * (src/domain/exchange-rates/service.ts), and answers convert with the newest day in storage.
 * `npm run import:rates` loads the whole file, or newer ECB files.
 */
const load = lazy((): UsdRatesDay => {
  const rows = readCsv('exchange-rates/usd_daily_rates_ecb_derived.csv');
  check(rows.length >= 4000, `usd_daily_rates_ecb_derived.csv has ${rows.length} rows, expected about 4,167`);
  const first = rows[0];
  check(first, 'usd_daily_rates_ecb_derived.csv is empty');
  const currencies = Object.keys(first).filter((k) => k !== 'date');
  check(currencies.length >= 25, `usd_daily_rates_ecb_derived.csv has ${currencies.length} currency columns, expected 29`);
  for (const c of currencies) check(/^[A-Z]{3}$/.test(c), `bad currency column "${c}" in usd_daily_rates_ecb_derived.csv`);
  check(!currencies.includes('USD'), 'usd_daily_rates_ecb_derived.csv must not have a USD column (USD is the base)');
  let previous = '';
  for (const row of rows) {
    const date = row.date ?? '';
    check(DATE.test(date), `bad date "${date}" in usd_daily_rates_ecb_derived.csv`);
    check(date > previous, `dates out of order or duplicated at ${date} in usd_daily_rates_ecb_derived.csv`);
    previous = date;
    for (const c of currencies) {
      const v = row[c] ?? '';
      check(v === '' || (RATE.test(v) && Number(v) > 0), `bad ${c} rate "${v}" on ${date} in usd_daily_rates_ecb_derived.csv`);
    }
  }
  const latest = rows[rows.length - 1]!;
  const unitsPerUsd = new Map<string, string>([['USD', '1']]);
  for (const c of currencies) {
    const v = latest[c] ?? '';
    if (v !== '') unitsPerUsd.set(c, v);
  }
  return { date: latest.date!, unitsPerUsd };
});

/** The latest day of the shipped series (what storage gets at start when it has nothing as new). */
export function latestUsdRates(): UsdRatesDay {
  return load();
}

const TAIL_BYTES = 4096;

/**
 * The date of the shipped series' latest day, from its last line alone: a start compares it with
 * storage without parsing the file (about 100 ms), which it needs only when storage is older.
 */
export function bundledRatesDate(): string {
  const fd = openSync(dataFilePath('exchange-rates/usd_daily_rates_ecb_derived.csv'), 'r');
  let text: string;
  try {
    // A row is about 250 bytes: the file's last 4 KB hold the last one whole.
    const size = fstatSync(fd).size;
    const tail = Buffer.alloc(Math.min(size, TAIL_BYTES));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    text = tail.toString('utf8').trimEnd();
  } finally {
    closeSync(fd);
  }
  const date = text.slice(text.lastIndexOf('\n') + 1).split(',')[0] ?? '';
  check(DATE.test(date), `bad date "${date}" on the last line of usd_daily_rates_ecb_derived.csv`);
  return date;
}

/** That day as storage keeps it: units per USD, from the derived series. */
export function bundledRatesDay(): RatesDay {
  const { date, unitsPerUsd } = latestUsdRates();
  return { date, base: 'USD', rates: Object.fromEntries([...unitsPerUsd].filter(([code]) => code !== 'USD')), source: 'ecb_usd_derived' };
}

export interface AnnualUsdRate {
  /** ISO 4217 code, null where the file leaves it empty (Turkey). */
  currency: string | null;
  year: number;
  lcuPerUsd: string;
}

/**
 * World Bank official exchange rate (LCU per USD, annual average), latest year per economy (ISO3).
 * Used only to show a market's currency when the daily ECB series does not quote it; pricing never uses it.
 */
const loadAnnual = lazy(() => {
  const rows = readCsv('exchange-rates/wb_official_rate_annual_2015_2025.csv');
  check(rows.length >= 2000, `wb_official_rate_annual_2015_2025.csv has ${rows.length} rows, expected about 2,205`);
  const latest = new Map<string, AnnualUsdRate>();
  const seen = new Set<string>();
  for (const r of rows) {
    const iso3 = r.iso3 ?? '';
    const year = Number(r.year);
    check(/^[A-Z]{3}$/.test(iso3), `bad iso3 "${iso3}" in wb_official_rate_annual_2015_2025.csv`);
    check(Number.isInteger(year) && year >= 2015 && year <= 2030, `bad year "${r.year}" in wb_official_rate_annual_2015_2025.csv`);
    // The currency is copied from country_codes.csv, which has none for Turkey: left empty there.
    check(/^([A-Z]{3})?$/.test(r.currency_code ?? ''), `bad currency "${r.currency_code}" for ${iso3}`);
    check(RATE.test(r.lcu_per_usd ?? '') && Number(r.lcu_per_usd) > 0, `bad rate "${r.lcu_per_usd}" for ${iso3} ${year}`);
    const key = `${iso3}/${year}`;
    check(!seen.has(key), `duplicate key ${key} in wb_official_rate_annual_2015_2025.csv`);
    seen.add(key);
    const current = latest.get(iso3);
    if (!current || current.year < year) latest.set(iso3, { currency: r.currency_code || null, year, lcuPerUsd: r.lcu_per_usd! });
  }
  return latest;
});

/** Latest World Bank annual average rate of an economy (by ISO3), or undefined. */
export function latestAnnualUsdRate(iso3: string): AnnualUsdRate | undefined {
  return loadAnnual().get(iso3);
}

export const ANNUAL_RATES_SOURCE = 'World Bank, World Development Indicators: official exchange rate (PA.NUS.FCRF, LCU per US$, period average; IMF IFS)';
