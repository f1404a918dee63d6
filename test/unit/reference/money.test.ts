import { describe, expect, it } from 'vitest';
import { currencyMinorUnits, findCurrency } from '../../../src/domain/reference/currencies.js';
import { Dec, money } from '../../../src/domain/reference/money.js';

describe('money rounding to ISO 4217 minor units, half-up', () => {
  it('uses the minor units of country_codes.csv', () => {
    expect(currencyMinorUnits('USD')).toBe(2);
    expect(currencyMinorUnits('JPY')).toBe(0);
    expect(currencyMinorUnits('KRW')).toBe(0);
    expect(currencyMinorUnits('BHD')).toBe(3);
    expect(currencyMinorUnits('KWD')).toBe(3);
  });

  it('rounds half up, never to even', () => {
    expect(money(new Dec('2.345'), 'USD')).toEqual({ amount: '2.35', currency: 'USD' });
    expect(money(new Dec('2.344999'), 'USD')).toEqual({ amount: '2.34', currency: 'USD' });
    // 44698.5 would become 44698 under banker's rounding.
    expect(money(new Dec('44698.5'), 'KRW')).toEqual({ amount: '44699', currency: 'KRW' });
    expect(money(new Dec('15981.80166'), 'JPY')).toEqual({ amount: '15982', currency: 'JPY' });
    expect(money(new Dec('1.0005'), 'BHD')).toEqual({ amount: '1.001', currency: 'BHD' });
    expect(money(new Dec('1250'), 'USD')).toEqual({ amount: '1250.00', currency: 'USD' });
  });

  it('takes TRY from CLDR because the country table has no currency for Turkey', () => {
    expect(findCurrency('TRY')).toMatchObject({ code: 'TRY', minorUnits: 2, minorUnitsSource: 'cldr' });
    expect(findCurrency('XYZ')).toBeUndefined();
  });
});
