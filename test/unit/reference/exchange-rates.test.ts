import { describe, expect, it } from 'vitest';
import { errorOf } from '../../helpers/errors.js';
import { bundledRates } from '../../helpers/rates.js';
import { getExchangeRates } from '../../../src/domain/exchange-rates/rates.js';
import { ReferenceRates } from '../../../src/domain/exchange-rates/reference-rates.js';
import { bundledRatesDate, latestUsdRates } from '../../../src/domain/reference/exchange-rates.js';

/** An ECB day as its files give it (units per EUR): the figures are made up for the test. */
const ecbDay = new ReferenceRates({ date: '2026-11-20', base: 'EUR', rates: { JPY: '180.5', KRW: '1700', USD: '1.2' }, source: 'ecb' }, 7);

describe('getExchangeRates', () => {
  it('returns the shipped day of the ECB-derived USD series by default', () => {
    const rates = getExchangeRates(bundledRates, {}, '2026-04-14');
    expect(rates.base).toBe('USD');
    expect(rates.date).toBe('2026-04-13');
    // Last row of usd_daily_rates_ecb_derived.csv, as published there.
    expect(rates.rates.EUR).toBe('0.855871');
    expect(rates.rates.KRW).toBe('1489.95');
    expect(rates.rates.JPY).toBe('159.834');
    expect(Object.keys(rates.rates)).toHaveLength(29);
    expect(rates.rates.USD).toBeUndefined();
    expect(rates.source).toContain('European Central Bank');
    expect(rates.warnings).toEqual([]);
  });

  it('computes cross rates through the stored base, rounded to 10 significant digits', () => {
    const rates = getExchangeRates(bundledRates, { base: 'eur', symbols: ['KRW', 'USD', 'JPY', 'KRW'] });
    expect(rates.base).toBe('EUR');
    // KRW per EUR = 1489.95 / 0.855871 = 1740.85814286... -> 1740.858143
    // USD per EUR = 1 / 0.855871 = 1.16840037804... -> 1.168400378
    // JPY per EUR = 159.834 / 0.855871 = 186.7501060... -> 186.750106
    expect(rates.rates).toEqual({ JPY: '186.750106', KRW: '1740.858143', USD: '1.168400378' });
  });

  it('takes an ECB day per EUR directly: EUR is quoted, a USD cross rate divides by the USD rate', () => {
    const rates = getExchangeRates(ecbDay, { base: 'USD' }, '2026-11-21');
    // EUR per USD = 1 / 1.2 = 0.8333333333...; KRW per USD = 1700 / 1.2 = 1416.666666...; JPY = 180.5 / 1.2 = 150.4166666...
    expect(rates.rates).toEqual({ EUR: '0.8333333333', JPY: '150.4166667', KRW: '1416.666667' });
    expect(rates.method).toContain('units per EUR');
    expect(rates.source).toBe('European Central Bank euro foreign exchange reference rates (units per EUR, as published)');
    expect(getExchangeRates(ecbDay, { base: 'EUR', symbols: ['KRW'] }).rates).toEqual({ KRW: '1700' });
  });

  it('warns, naming the date, when the day is older than the configured age (7 days: the 8th day warns)', () => {
    expect(getExchangeRates(ecbDay, {}, '2026-11-27').warnings).toEqual([]);
    const [warning, ...more] = getExchangeRates(ecbDay, {}, '2026-11-28').warnings;
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ code: 'exchange_rates_stale', date: '2026-11-20' });
    expect(warning?.message).toContain('of 2026-11-20, 8 days before 2026-11-28');
    const lenient = new ReferenceRates(ecbDay.day, 30);
    expect(getExchangeRates(lenient, {}, '2026-11-28').warnings).toEqual([]);
  });

  it('rejects a code that is not a currency, and a real currency the day does not quote', () => {
    expect(errorOf(() => getExchangeRates(bundledRates, { base: 'XYZ' }))).toMatchObject({ code: 'unknown_currency', status: 400, details: [{ field: '/base' }] });
    expect(errorOf(() => getExchangeRates(bundledRates, { symbols: ['EUR', 'NGN'] }))).toMatchObject({
      code: 'unsupported_currency',
      status: 400,
      details: [{ field: '/symbols/1' }],
    });
    expect(errorOf(() => getExchangeRates(bundledRates, { base: 'US' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/base' }] });
    expect(errorOf(() => getExchangeRates(ecbDay, { base: 'CHF' }))).toMatchObject({ code: 'unsupported_currency', details: [{ issue: expect.stringContaining('EUR, JPY, KRW, USD') }] });
  });
});

describe('the shipped series', () => {
  it("gives its newest day's date from the file's end alone, the day the full parse finds", () => {
    expect(bundledRatesDate()).toBe(latestUsdRates().date);
  });
});
