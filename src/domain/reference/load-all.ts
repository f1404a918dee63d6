import { companyNameWords } from '../buyers/names.js';
import { fictionalPhoneRanges } from '../buyers/sandbox-contact.js';
import { allCountries, isCountryCode } from './countries.js';
import { check } from './csv.js';
import { allIsoCurrencies } from './currencies.js';
import { latestAnnualUsdRate, latestUsdRates } from './exchange-rates.js';
import { allHsEntries } from './hs.js';
import { hskLineCount } from './hsk.js';
import { allIndicatorEconomies } from './indicators.js';
import { allSeaports } from './seaports.js';
import { euMembers, findChapterAverage, findCountryTariffAverage } from './tariffs.js';
import { allTradeAgreements } from './trade-agreements.js';
import { allVatRates } from './vat.js';
import { nounHypernymCount } from './wordnet.js';
import { allDestinationSchedules } from '../tariffs/schedules.js';

let loaded = false;

/** True once loadAll() has parsed and checked every set in this process (readiness). */
export function referenceDataLoaded(): boolean {
  return loaded;
}

export interface LoadedDataSet {
  name: string;
  /** What was loaded and checked, for the log of the check script. */
  summary: string;
}

/**
 * Forces every lazy loader, so every file in data/ is parsed and checked (row counts, code
 * formats, duplicate keys). Throws DataCheckError on the first problem. Used by scripts/check-data.ts;
 * the server itself loads each set on first use.
 */
export function loadAll(): LoadedDataSet[] {
  // Each destination's schedule loads through its module (destination-schedule.ts `load`).
  const schedules = allDestinationSchedules().map((s) => s.load());
  const rates = latestUsdRates();
  latestAnnualUsdRate('USA');
  check(findChapterAverage('USA', 'ALL'), 'mfn_by_hs_chapter.csv has no USA/ALL row');
  checkCountryReferences();
  const names = companyNameWords();
  const phones = fictionalPhoneRanges();
  for (const country of phones.keys()) check(isCountryCode(country), `sandbox/fictional-phone-numbers.json: unknown country ${country}`);
  loaded = true;
  return [
    { name: 'country-codes', summary: `${allCountries().length} countries, ${allIsoCurrencies().length} currencies` },
    { name: 'hs-nomenclature', summary: `${allHsEntries().length} HS 2022 codes, ${hskLineCount()} Korean HSK lines` },
    { name: 'country-indicators', summary: `${allIndicatorEconomies().length} economies` },
    { name: 'vat-rates', summary: `${allVatRates().length} countries (with documented corrections)` },
    { name: 'tariffs', summary: schedules.join(', ') },
    { name: 'exchange-rates', summary: `${rates.unitsPerUsd.size} currencies on ${rates.date}` },
    { name: 'trade-agreements', summary: `${allTradeAgreements().length} agreements` },
    { name: 'seaports', summary: `${allSeaports().length} ports` },
    { name: 'wordnet', summary: `${nounHypernymCount()} nouns with their hypernyms` },
    { name: 'sandbox', summary: `company-name words of ${names.cultures.size} naming cultures, legal forms of ${names.legalForms.size} countries, fiction telephone ranges of ${phones.size} countries` },
  ];
}

/** Kosovo is the one code outside ISO 3166 that trade data use; EU is the Union's own row in the tariff averages. */
const NON_ISO_CODES = new Set(['XK']);

/** Every country code used by another data set must be an ISO 3166 code of country_codes.csv (or Kosovo). */
function checkCountryReferences(): void {
  const known = (code: string) => isCountryCode(code) || NON_ISO_CODES.has(code);
  for (const e of allIndicatorEconomies()) check(known(e.iso2), `wdi_country_latest.csv: unknown country ${e.iso2}`);
  for (const v of allVatRates()) check(known(v.iso2), `standard_vat_rates.csv: unknown country ${v.iso2}`);
  for (const a of allTradeAgreements()) for (const m of a.members) check(known(m), `rtas_in_force_2021.csv: unknown country ${m} in ${a.name}`);
  for (const p of allSeaports()) check(p.iso2 === null || known(p.iso2), `world_port_index.csv: unknown country ${p.iso2}`);
  for (const c of allCountries()) findCountryTariffAverage(c.iso2);
  for (const m of euMembers()) check(isCountryCode(m), `country_avg_tariffs.csv: unknown EU member ${m}`);
}
