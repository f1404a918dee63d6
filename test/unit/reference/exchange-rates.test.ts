import { describe, expect, it } from 'vitest';
import { errorOf } from '../../helpers/errors.js';
import { getExchangeRates } from '../../../src/domain/exchange-rates/rates.js';


describe('getExchangeRates', () => {
  it('returns the latest day of the ECB-derived USD series by default', () => {
    const rates = getExchangeRates();
    expect(rates.base).toBe('USD');
    expect(rates.date).toBe('2026-04-13');
    // Last row of usd_daily_rates_ecb_derived.csv, as published there.
    expect(rates.rates.EUR).toBe('0.855871');
    expect(rates.rates.KRW).toBe('1489.95');
    expect(rates.rates.JPY).toBe('159.834');
    expect(Object.keys(rates.rates)).toHaveLength(29);
    expect(rates.rates.USD).toBeUndefined();
    expect(rates.source).toContain('European Central Bank');
  });

  it('computes cross rates through USD, rounded to 10 significant digits', () => {
    const rates = getExchangeRates({ base: 'eur', symbols: ['KRW', 'USD', 'JPY', 'KRW'] });
    expect(rates.base).toBe('EUR');
    // KRW per EUR = 1489.95 / 0.855871 = 1740.85814286... -> 1740.858143
    // USD per EUR = 1 / 0.855871 = 1.16840037804... -> 1.168400378
    // JPY per EUR = 159.834 / 0.855871 = 186.7501060... -> 186.750106
    expect(rates.rates).toEqual({ JPY: '186.750106', KRW: '1740.858143', USD: '1.168400378' });
  });

  it('rejects a code that is not a currency, and a real currency the ECB does not quote', () => {
    expect(errorOf(() => getExchangeRates({ base: 'XYZ' }))).toMatchObject({ code: 'unknown_currency', status: 400, details: [{ field: '/base' }] });
    expect(errorOf(() => getExchangeRates({ symbols: ['EUR', 'NGN'] }))).toMatchObject({
      code: 'unsupported_currency',
      status: 400,
      details: [{ field: '/symbols/1' }],
    });
    expect(errorOf(() => getExchangeRates({ base: 'US' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/base' }] });
  });
});
