// Import markets for the sandbox: countries weighted by their real merchandise imports
// (World Bank WDI, TM.VAL.MRCH.CD.WT, see data/country-indicators/SOURCE.md).

import { isCountryCode } from '../reference/countries.js';
import { lazy, readCsv } from '../reference/csv.js';

/** The statistic the sandbox buyers' annual imports imitate (each its country's figure, of that figure's year). */
export const IMPORTS_STATISTIC = 'World Bank WDI, merchandise imports (TM.VAL.MRCH.CD.WT)';

export interface ImportMarket {
  iso2: string;
  /** Latest merchandise imports, whole current US dollars. */
  merchImportsUsd: number;
  /** The year of that figure. */
  merchImportsYear: number;
}

/** Kosovo has a World Bank code (XK) but no ISO 3166 code. */
const NOT_ISO = new Set(['XK']);

const loadMarkets = lazy((): readonly ImportMarket[] => {
  const markets: ImportMarket[] = [];
  for (const row of readCsv('country-indicators/wdi_country_latest.csv')) {
    const iso2 = row.iso2 ?? '';
    const imports = row.merch_imports_usd ?? '';
    if (NOT_ISO.has(iso2) || !isCountryCode(iso2) || !/^\d+$/.test(imports)) continue;
    const merchImportsUsd = Number(imports);
    const merchImportsYear = Number(row.merch_imports_usd_year);
    if (merchImportsUsd > 0 && Number.isSafeInteger(merchImportsUsd) && Number.isInteger(merchImportsYear)) markets.push({ iso2, merchImportsUsd, merchImportsYear });
  }
  // Largest first; the code breaks ties so the order never depends on the file's row order.
  markets.sort((x, y) => y.merchImportsUsd - x.merchImportsUsd || (x.iso2 < y.iso2 ? -1 : 1));
  return Object.freeze(markets);
});

/** Every ISO country with WDI merchandise imports, largest importer first. */
export function importMarkets(): readonly ImportMarket[] {
  return loadMarkets();
}

const marketsByCountry = lazy(() => new Map(loadMarkets().map((m) => [m.iso2, m])));

/** The country's WDI merchandise imports figure, if it has one. */
export function importMarket(iso2: string): ImportMarket | undefined {
  return marketsByCountry().get(iso2);
}
