import { codeIndex } from '../../reference/code-index.js';
import type { CodeIndex } from '../../reference/code-index.js';
import { check, lazy, readCsv } from '../../reference/csv.js';
import type { TariffLine } from '../national-lines.js';

// Loader of the UK's tariff file (data/tariffs/SOURCE.md, file 4): one row per commodity code with
// the EU Common External Tariff of 2020 and the UK Global Tariff of 2021 side by side. Only shapes
// are checked here; rate texts are read by duty-rate.ts.

export const UK_EU_TARIFF_FILE = 'tariffs/uk_eu_tariff_lines_2021.csv';

/** Both schedules' lines from one read of the file (its rows are not kept). */
const lines = lazy(() => {
  const rows = readCsv(UK_EU_TARIFF_FILE);
  check(rows.length >= 11000, `uk_eu_tariff_lines_2021.csv has ${rows.length} rows, expected about 11,830`);
  for (const r of rows) {
    const code = r.commodity_code ?? '';
    check(/^(\d{8}|\d{10})$/.test(code), `bad commodity code "${code}" in uk_eu_tariff_lines_2021.csv`);
    check(r.hs6 === code.slice(0, 6) && r.chapter === code.slice(0, 2), `commodity ${code}: hs6/chapter do not match`);
    check((r.eu_cet_2020_rate ?? '') !== '' && (r.uk_global_tariff_2021_rate ?? '') !== '', `commodity ${code} lacks a rate`);
  }
  return {
    eu: codeIndex(rows.map((r) => line(r, r.eu_cet_2020_rate!)), UK_EU_TARIFF_FILE),
    uk: codeIndex(rows.map((r) => line(r, r.uk_global_tariff_2021_rate!)), UK_EU_TARIFF_FILE),
  };
});

function line(r: Record<string, string>, rate: string): TariffLine {
  return { code: r.commodity_code!, hs6: r.hs6!, description: r.description ?? '', rate: rate.trim(), specialRate: null, column2Rate: null, chapter99: [] };
}

/** The EU Common External Tariff (CN 2020) lines. */
export const euCetLines = (): CodeIndex<TariffLine> => lines().eu;

/** The UK Global Tariff (2021) lines. */
export const ukGlobalTariffLines = (): CodeIndex<TariffLine> => lines().uk;
