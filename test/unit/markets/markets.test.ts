import { describe, expect, it } from 'vitest';
import { errorOf } from '../../helpers/errors.js';
import { getMarket, listMarkets } from '../../../src/domain/markets/markets.js';
import { bundledRates } from '../../helpers/rates.js';
import { Dec } from '../../../src/domain/reference/money.js';
import { destinationSchedule } from '../../../src/domain/tariffs/schedules.js';


describe('getMarket', () => {
  it('answers alpha-3 in any case with alpha-2, the CLDR name in Korean, and sourced figures', () => {
    const market = getMarket('kor', { rates: bundledRates, lang: 'ko', origin: 'US' });
    expect(market.country).toEqual({
      code: 'KR',
      iso3: 'KOR',
      iso_numeric: '410',
      name: '대한민국',
      name_lang: 'ko',
      official_name_en: 'Republic of Korea',
      region: 'Asia',
      subregion: 'Eastern Asia',
      capital: 'Seoul',
    });
    // usd_daily_rates_ecb_derived.csv, 2026-04-13: KRW 1489.95 per USD
    expect(market.currency).toMatchObject({ code: 'KRW', minor_units: 0, usd_rate: { units_per_usd: '1489.95', date: '2026-04-13', period: 'daily' } });
    // wdi_country_latest.csv, KOR: GDP 1872374961553 (2025), LPI 3.800 (2022)
    expect(market.economy.gdp).toMatchObject({ value: { amount: '1872374961553.00', currency: 'USD' }, year: 2025, indicator: 'NY.GDP.MKTP.CD' });
    expect(market.economy.logistics_performance_index).toMatchObject({ value: '3.8', year: 2022, unit: 'index_1_to_5' });
    // country_avg_tariffs.csv, KR: WTO 13.6 (2021), World Bank 4.85 (2021)
    expect(market.trade.average_mfn_tariff).toMatchObject({ value: '13.6', year: 2021 });
    expect(market.trade.trade_weighted_tariff).toMatchObject({ value: '4.85', year: 2021 });
    expect(market.trade.vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '10' });
    expect(market.trade.agreements).toEqual([{ name: 'Korea, Republic of - United States', type: 'FTA & EIA' }]);
    expect(market.logistics.seaports.length).toBeGreaterThan(0);
    expect(market.logistics.seaports[0]?.unlocode).toMatch(/^KR[A-Z2-9]{3}$/);
  });

  it('shows the chapter averages of the market\'s schedule: the US ones from HTS 2023 and saying so, Japan\'s from its schedule; none for a market without lines', () => {
    const us = getMarket('US', { rates: bundledRates, lang: 'en' }).trade;
    expect(us.tariff_schedule).toMatchObject({ id: 'us_hts', vintage: 'HTS 2026 Revision 10 (in effect 2026-06-08)', chapter_averages_vintage: 'HTS 2023 (USITC export, 2023)' });
    expect(us.tariff_schedule?.note).toContain('older edition');
    // mfn_by_hs_chapter.csv, USA / 33: 1.45 % over 41 ad valorem lines of 43
    expect(us.tariff_schedule?.chapter_averages.find((c) => c.chapter === '33')).toMatchObject({ avg_ad_valorem_pct: '1.45', ad_valorem_lines: 41, tariff_lines: 43, description: expect.stringContaining('perfumery') });
    const germany = getMarket('DE', { rates: bundledRates, lang: 'en' }).trade.tariff_schedule;
    expect(germany).toMatchObject({ id: 'eu_cet', note: null });
    expect(germany?.chapter_averages.length).toBeGreaterThan(90);
    const korea = getMarket('KR', { rates: bundledRates, lang: 'en' }).trade;
    expect(korea.tariff_schedule).toBeNull();
    // Japan's averages are computed from its own schedule: chapter 61's is the mean of the applied MFN rates its lines answer with.
    const japan = getMarket('JP', { rates: bundledRates, lang: 'en' }).trade.tariff_schedule;
    expect(japan).toMatchObject({ id: 'jp_customs_tariff', note: null, chapter_averages_vintage: japan?.vintage });
    const lines = destinationSchedule('JP')!.lines('61', { origin: null, asOf: '2026-08-01', applyPreferences: true });
    const adValorem = lines.answers.map((a) => a.used.duty!).filter((d) => d.kind === 'free' || d.kind === 'ad_valorem');
    const mean = adValorem.reduce((sum, d) => sum.plus(d.ad_valorem_pct!), new Dec(0)).div(adValorem.length);
    expect(japan?.chapter_averages.find((c) => c.chapter === '61')).toMatchObject({ tariff_lines: lines.total, ad_valorem_lines: adValorem.length, avg_ad_valorem_pct: mean.toDecimalPlaces(2).toFixed() });
    expect(korea.tariff_schedule_reason).toContain('country average');
  });

  it('gives nulls with reasons for a market with missing data (Eritrea)', () => {
    const market = getMarket('ER', { rates: bundledRates, lang: 'en' });
    // wdi_country_latest.csv, ERI: GDP last reported for 2011; no CPI inflation since 2010
    expect(market.economy.gdp).toMatchObject({ value: { amount: '2065001626.00' }, year: 2011 });
    expect(market.economy.inflation).toMatchObject({ value: null, year: null, reason: 'Not reported by the World Bank since 2010.' });
    // country_avg_tariffs.csv, ER: no WTO figure, World Bank 5.43 (2006)
    expect(market.trade.average_mfn_tariff).toMatchObject({ value: null });
    expect(market.trade.average_mfn_tariff.reason).toBeTruthy();
    expect(market.trade.trade_weighted_tariff).toMatchObject({ value: '5.43', year: 2006 });
    expect(market.trade.agreements).toBeNull();
    expect(market.trade.agreements_reason).toContain('origin');
    // ERN is not quoted by the ECB: the World Bank annual average (15.075 in 2025) is shown, marked as such
    expect(market.currency.usd_rate).toMatchObject({ units_per_usd: '15.075', period: 'annual_average', year: 2025, date: null });
    expect(market.currency.reason).toContain('do not quote ERN');
  });

  it('says why a territory has no economy figures and no VAT', () => {
    const antarctica = getMarket('AQ', { rates: bundledRates, lang: 'en' });
    expect(antarctica.economy.gdp).toMatchObject({ value: null, reason: 'This territory is not an economy of the World Bank WDI.' });
    expect(antarctica.currency).toMatchObject({ code: null, usd_rate: null });
    expect(antarctica.trade.vat.standard_rate_pct).toBeNull();
    expect(antarctica.trade.vat.reason).toContain('absence does not mean 0 %');
  });

  it('handles Kosovo (XK / XKX), which is not in ISO 3166', () => {
    const kosovo = getMarket('XKX', { rates: bundledRates, lang: 'ko' });
    expect(kosovo.country).toMatchObject({ code: 'XK', iso3: 'XKX', name: '코소보', region: null });
    expect(kosovo.trade.vat.standard_rate_pct).toBe('18');
    expect(kosovo.economy.population.value).toBe('1576876');
  });

  it('shows the documented Bahrain VAT correction and 3-decimal currency', () => {
    const bahrain = getMarket('BH', { rates: bundledRates, lang: 'en' });
    expect(bahrain.trade.vat.standard_rate_pct).toBe('10');
    expect(bahrain.trade.vat.note).toContain('The source list gives 5 %');
    expect(bahrain.currency).toMatchObject({ code: 'BHD', minor_units: 3 });
  });

  it('says that the United States has no VAT', () => {
    expect(getMarket('US', { rates: bundledRates, lang: 'en' }).trade.vat).toMatchObject({ tax_type: 'none', standard_rate_pct: null });
  });

  it('rejects a malformed code with 400 and an unknown one with 404', () => {
    expect(errorOf(() => getMarket('K1', { rates: bundledRates, lang: 'en' }))).toMatchObject({ code: 'validation_failed', status: 400, details: [{ field: '/country' }] });
    expect(errorOf(() => getMarket('KORE', { rates: bundledRates, lang: 'en' })).status).toBe(400);
    expect(errorOf(() => getMarket('ZZ', { rates: bundledRates, lang: 'en' }))).toMatchObject({ code: 'not_found', status: 404 });
    expect(errorOf(() => getMarket('KR', { rates: bundledRates, lang: 'en', origin: 'ZZ' }))).toMatchObject({ code: 'unknown_country', details: [{ field: '/origin' }] });
  });
});

describe('listMarkets', () => {
  it('sorts by goods imports, largest first, with every country listed', () => {
    const result = listMarkets({ lang: 'en', limit: 3 });
    // wdi_country_latest.csv merch_imports_usd: US 3506554000000, CN 2582896000000, DE 1542796000000
    expect(result.markets.map((m) => [m.code, m.goods_imports.value?.amount])).toEqual([
      ['US', '3506554000000.00'],
      ['CN', '2582896000000.00'],
      ['DE', '1542796000000.00'],
    ]);
    // 249 ISO countries + Kosovo
    expect(result).toMatchObject({ total: 250, page: 1, limit: 3, has_more: true, sort: 'imports', region: null });
  });

  it('sorts by GDP on request', () => {
    expect(listMarkets({ lang: 'en', sort: 'gdp', limit: 2 }).markets.map((m) => m.code)).toEqual(['US', 'CN']);
  });

  it('filters by region or sub-region, puts markets without the figure last, by code', () => {
    const result = listMarkets({ lang: 'ko', region: 'eastern asia' });
    // CN 2582.9 bn, HK 831.8 bn, JP 755.6 bn, KR 631.9 bn, MO 15.5 bn, MN 11.3 bn, KP 2.9 bn; TW not in the WDI
    expect(result.markets.map((m) => m.code)).toEqual(['CN', 'HK', 'JP', 'KR', 'MO', 'MN', 'KP', 'TW']);
    expect(result.region).toBe('Eastern Asia');
    expect(result.markets[3]).toMatchObject({ name: '대한민국', name_lang: 'ko' });
    expect(result.markets[7]?.goods_imports.value).toBeNull();
  });

  it('orders markets without figures by country code, and pages without repeats', () => {
    const all = [1, 2, 3].flatMap((page) => listMarkets({ lang: 'en', limit: 100, page }).markets.map((m) => m.code));
    expect(new Set(all).size).toBe(250);
    const withoutImports = listMarkets({ lang: 'en', limit: 100, page: 3 }).markets.filter((m) => m.goods_imports.value === null).map((m) => m.code);
    expect(withoutImports).toEqual([...withoutImports].sort());
    expect(withoutImports.length).toBeGreaterThan(0);
  });

  it('rejects an unknown region and bad paging', () => {
    expect(errorOf(() => listMarkets({ lang: 'en', region: 'Atlantis' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/region' }] });
    expect(errorOf(() => listMarkets({ lang: 'en', page: 0 }))).toMatchObject({ details: [{ field: '/page' }] });
  });
});
