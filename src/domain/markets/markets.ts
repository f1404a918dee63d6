import { ApiError } from '../errors.js';
import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import type { Country } from '../reference/countries.js';
import { findCurrency } from '../reference/currencies.js';
import { lazy } from '../reference/csv.js';
import { ANNUAL_RATES_SOURCE, latestAnnualUsdRate } from '../reference/exchange-rates.js';
import { INDICATORS, WDI_SOURCE, findIndicators } from '../reference/indicators.js';
import type { CountryIndicators, IndicatorName } from '../reference/indicators.js';
import { Dec, money } from '../reference/money.js';
import { pageFields, pageWindow } from '../paging.js';
import { WPI_SOURCE, largestSeaports } from '../reference/seaports.js';
import { findHs } from '../reference/hs.js';
import { COUNTRY_AVERAGE_SOURCE, findCountryTariffAverage } from '../reference/tariffs.js';
import { destinationSchedule } from '../tariffs/schedules.js';
import { RTA_SOURCE, agreementsBetween } from '../reference/trade-agreements.js';
import { allTradeCountries, countryName, resolveCountry } from '../reference/trade-countries.js';
import { findVat } from '../reference/vat.js';
import { importVat } from '../tariffs/import-vat.js';
import { todayUtc } from '../tariffs/as-of.js';
import type {
  GetMarketInput,
  Lang,
  ListMarketsInput,
  Market,
  MarketCurrency,
  MarketEconomy,
  MarketIdentity,
  MarketList,
  MarketLogistics,
  MarketMoneyFigure,
  MarketNumberFigure,
  MarketSort,
  MarketSummary,
  MarketTariffFigure,
  MarketTariffSchedule,
  MarketTrade,
  MarketVat,
} from './types.js';

const SEAPORTS_SHOWN = 5;

/** GET /markets/{country}: the market profile, every figure with its year and source, nulls with reasons. */
export function getMarket(code: string, input: GetMarketInput): Market {
  const country = resolveCountry(code, '/country', 'not_found');
  const origin = input.origin === undefined ? null : resolveCountry(input.origin, '/origin');
  const wdi = findIndicators(country.iso3) ?? findIndicators(country.iso2);
  const marketCurrency = currency(country, input.rates);
  const stale = marketCurrency.usd_rate?.period === 'daily' ? input.rates.staleWarning(input.today ?? todayUtc()) : null;
  return {
    country: identity(country, input.lang),
    currency: marketCurrency,
    economy: economy(wdi),
    trade: trade(country, origin),
    logistics: logistics(country),
    warnings: stale ? [stale] : [],
  };
}

function identity(country: Country, lang: Lang): MarketIdentity {
  const { name, lang: nameLang } = countryName(country, lang);
  return {
    code: country.iso2,
    iso3: country.iso3,
    iso_numeric: country.isoNumeric || null,
    name,
    name_lang: nameLang,
    official_name_en: country.officialName,
    region: country.region,
    subregion: country.subRegion,
    capital: country.capital,
  };
}

/** The country's currency: from country_codes.csv, else (Turkey's row is empty) the VAT data set's currency. */
function currencyCode(country: Country): { code: string | null; others: string[] } {
  if (country.currencies.length > 0) return { code: country.currencies[0]!, others: country.currencies.slice(1) };
  return { code: findVat(country.iso2)?.currency ?? null, others: [] };
}

function currency(country: Country, rates: ReferenceRates): MarketCurrency {
  const { code, others } = currencyCode(country);
  if (!code) {
    return { code: null, name: null, minor_units: null, other_codes: [], usd_rate: null, reason: 'The country data lists no currency for this territory.' };
  }
  const info = findCurrency(code);
  const base = { code, name: info?.name ?? null, minor_units: info?.minorUnits ?? null, other_codes: others };
  const { date } = rates;
  if (rates.has(code) && rates.has('USD')) {
    return {
      ...base,
      usd_rate: { units_per_usd: rates.rate('USD', code).toFixed(), date, period: 'daily', year: Number(date.slice(0, 4)), source: rates.source },
      reason: null,
    };
  }
  const annual = latestAnnualUsdRate(country.iso3);
  if (annual && annual.currency === code) {
    return {
      ...base,
      usd_rate: { units_per_usd: new Dec(annual.lcuPerUsd).toFixed(), date: null, period: 'annual_average', year: annual.year, source: ANNUAL_RATES_SOURCE },
      reason: `The ECB reference rates do not quote ${code}; the World Bank annual average is shown. Pricing accepts only ${rates.currencies().length} ECB-quoted currencies.`,
    };
  }
  return { ...base, usd_rate: null, reason: `Neither the ECB reference rates nor the World Bank official rates in the data cover ${code}.` };
}

function missingReason(wdi: CountryIndicators | undefined): string {
  return wdi ? 'Not reported by the World Bank since 2010.' : 'This territory is not an economy of the World Bank WDI.';
}

function moneyFigure(wdi: CountryIndicators | undefined, name: IndicatorName): MarketMoneyFigure {
  const v = wdi?.values[name];
  const base = { indicator: INDICATORS[name], source: WDI_SOURCE };
  if (!v || v.value === null) return { value: null, year: null, ...base, reason: missingReason(wdi) };
  return { value: money(new Dec(v.value), 'USD'), year: v.year, ...base, reason: null };
}

function numberFigure(wdi: CountryIndicators | undefined, name: IndicatorName, unit: MarketNumberFigure['unit']): MarketNumberFigure {
  const v = wdi?.values[name];
  const base = { indicator: INDICATORS[name], source: WDI_SOURCE };
  if (!v || v.value === null) return { value: null, unit, year: null, ...base, reason: missingReason(wdi) };
  return { value: new Dec(v.value).toFixed(), unit, year: v.year, ...base, reason: null };
}

function economy(wdi: CountryIndicators | undefined): MarketEconomy {
  return {
    gdp: moneyFigure(wdi, 'gdp_usd'),
    gdp_per_capita: moneyFigure(wdi, 'gdp_per_capita_usd'),
    gdp_growth: numberFigure(wdi, 'gdp_growth_pct', 'percent'),
    population: numberFigure(wdi, 'population', 'persons'),
    inflation: numberFigure(wdi, 'inflation_cpi_pct', 'percent'),
    goods_imports: moneyFigure(wdi, 'merch_imports_usd'),
    goods_exports: moneyFigure(wdi, 'merch_exports_usd'),
    imports_share_of_gdp: numberFigure(wdi, 'imports_gs_pct_gdp', 'percent'),
    logistics_performance_index: numberFigure(wdi, 'lpi_overall', 'index_1_to_5'),
  };
}

function tariffFigures(country: Country): { mfn: MarketTariffFigure; weighted: MarketTariffFigure } {
  const average = findCountryTariffAverage(country.iso2);
  const note = average?.euMember ? 'EU member: the EU common external tariff (EU-level figure).' : null;
  const none = average ? `Not in the data for ${country.iso2}.` : `The tariff data has no row for ${country.iso2}.`;
  return {
    mfn: average?.mfnSimpleAvgPct
      ? { value: average.mfnSimpleAvgPct, year: average.mfnYear, source: COUNTRY_AVERAGE_SOURCE.wto, reason: null, note }
      : { value: null, year: null, source: COUNTRY_AVERAGE_SOURCE.wto, reason: none, note: null },
    weighted: average?.weightedMeanPct
      ? { value: average.weightedMeanPct, year: average.weightedMeanYear, source: COUNTRY_AVERAGE_SOURCE.worldBank, reason: null, note }
      : { value: null, year: null, source: COUNTRY_AVERAGE_SOURCE.worldBank, reason: none, note: null },
  };
}

function marketVat(country: Country): MarketVat {
  const vat = importVat(country.iso2);
  return { tax_type: vat.taxType, standard_rate_pct: vat.ratePct, source: vat.source?.name ?? null, vintage: vat.source?.vintage ?? null, reason: vat.reason, note: vat.note };
}

/** The market's national schedule with its chapter averages (destination-schedule.ts), or why there is none. */
function tariffSchedule(country: Country): { schedule: MarketTariffSchedule | null; reason: string | null } {
  const schedule = destinationSchedule(country.iso2);
  if (!schedule) return { schedule: null, reason: `The data has no national tariff schedule of ${country.iso2}: duties are estimated from the country average (average_mfn_tariff).` };
  const averages = schedule.chapterAverages().list();
  const first = averages[0];
  return {
    schedule: {
      id: schedule.id,
      name: schedule.name,
      vintage: schedule.vintage,
      chapter_averages: averages.map((a) => ({
        chapter: a.chapter,
        description: findHs(a.chapter)?.description ?? '',
        avg_ad_valorem_pct: a.avgAdValoremPct,
        duty_free_share: a.dutyFreeShare,
        tariff_lines: a.tariffLines,
        ad_valorem_lines: a.adValoremLines,
        max_ad_valorem_pct: a.maxAdValoremPct,
      })),
      chapter_averages_source: first?.source.name ?? '',
      chapter_averages_vintage: first?.vintage ?? '',
      note:
        first && first.vintage !== schedule.vintage
          ? `The chapter averages are computed from ${first.vintage}, an older edition than the line rates (${schedule.vintage}) that GET /customs/tariffs answers.`
          : null,
    },
    reason: null,
  };
}

function trade(country: Country, origin: Country | null): MarketTrade {
  const { mfn, weighted } = tariffFigures(country);
  const { schedule, reason } = tariffSchedule(country);
  const agreements = origin ? agreementsBetween(origin.iso2, country.iso2).map((a) => ({ name: a.name, type: a.type })) : null;
  return {
    average_mfn_tariff: mfn,
    trade_weighted_tariff: weighted,
    tariff_schedule: schedule,
    tariff_schedule_reason: reason,
    vat: marketVat(country),
    origin: origin?.iso2 ?? null,
    agreements,
    agreements_source: RTA_SOURCE,
    agreements_reason: origin
      ? origin.iso2 === country.iso2 ? 'The origin is this market itself.' : null
      : 'No origin country: give ?origin= (or set the country in the exporter profile) to list the agreements with it.',
  };
}

function logistics(country: Country): MarketLogistics {
  const seaports = largestSeaports(country.iso2, SEAPORTS_SHOWN).map((p) => ({
    unlocode: p.unlocode!,
    name: p.name,
    harbor_size: p.harborSize,
    harbor_type: p.harborType,
    max_vessel_length_m: p.maxVesselLengthM,
    latitude: p.latitude,
    longitude: p.longitude,
  }));
  return {
    seaports,
    seaports_source: WPI_SOURCE,
    reason: seaports.length === 0 ? 'The World Port Index lists no port with a UN/LOCODE for this country.' : null,
  };
}

// --- List ---

interface SortableSummary {
  summary: MarketSummary;
  key: Dec | null;
}

function summary(country: Country, lang: Lang): MarketSummary {
  const wdi = findIndicators(country.iso3) ?? findIndicators(country.iso2);
  const { name, lang: nameLang } = countryName(country, lang);
  return {
    code: country.iso2,
    iso3: country.iso3,
    name,
    name_lang: nameLang,
    region: country.region,
    subregion: country.subRegion,
    currency: currencyCode(country).code,
    gdp: moneyFigure(wdi, 'gdp_usd'),
    goods_imports: moneyFigure(wdi, 'merch_imports_usd'),
    population: numberFigure(wdi, 'population', 'persons'),
  };
}

/** The UN M49 region and sub-region names of the country data, sorted, built once. */
const regionNames = lazy((): string[] => {
  const names = new Set<string>();
  for (const c of allTradeCountries()) {
    if (c.region) names.add(c.region);
    if (c.subRegion) names.add(c.subRegion);
  }
  return [...names].sort();
});

/**
 * GET /markets: every country, optionally of one UN M49 region or sub-region, by goods imports or
 * GDP (descending; markets without the figure last; ties by country code), paged.
 */
export function listMarkets(input: ListMarketsInput): MarketList {
  const sort: MarketSort = input.sort ?? 'imports';
  if (sort !== 'imports' && sort !== 'gdp') {
    throw new ApiError('validation_failed', 'sort must be imports or gdp.', [{ field: '/sort', issue: 'must be one of imports, gdp' }]);
  }
  const window = pageWindow(input.page, input.limit);
  const region = input.region?.trim() ? input.region.trim().toLowerCase() : null;
  if (region !== null && !regionNames().some((r) => r.toLowerCase() === region)) {
    throw new ApiError('validation_failed', 'Unknown region.', [{ field: '/region', issue: `must be a UN M49 region or sub-region: ${regionNames().join(', ')}` }]);
  }
  const rows = sortedSummaries(sort, input.lang).filter(
    ({ summary: s }) => region === null || s.region?.toLowerCase() === region || s.subregion?.toLowerCase() === region,
  );
  return {
    markets: rows.slice(window.offset, window.offset + window.limit).map((r) => r.summary),
    ...pageFields(window, rows.length),
    sort,
    region: region === null ? null : regionNames().find((r) => r.toLowerCase() === region)!,
  };
}

const sortedCache = new Map<string, SortableSummary[]>();

/** All markets sorted once per (sort, language); the data never changes while the process runs. */
function sortedSummaries(sort: MarketSort, lang: Lang): SortableSummary[] {
  const cacheKey = `${sort}/${lang}`;
  let rows = sortedCache.get(cacheKey);
  if (!rows) {
    rows = allTradeCountries().map((c) => {
      const s = summary(c, lang);
      const figure = sort === 'gdp' ? s.gdp : s.goods_imports;
      return { summary: s, key: figure.value ? new Dec(figure.value.amount) : null };
    });
    rows.sort(byKeyDescThenCode);
    sortedCache.set(cacheKey, rows);
  }
  return rows;
}

function byKeyDescThenCode(a: SortableSummary, b: SortableSummary): number {
  if (a.key && b.key) {
    const c = b.key.comparedTo(a.key);
    if (c !== 0) return c;
  } else if (a.key || b.key) {
    return a.key ? -1 : 1;
  }
  return a.summary.code < b.summary.code ? -1 : a.summary.code > b.summary.code ? 1 : 0;
}
