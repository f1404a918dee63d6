import { describe, expect, it } from 'vitest';
import { Dec } from '../../../src/domain/reference/money.js';
import { computeDuty, parseDuty } from '../../../src/domain/tariffs/duty-rate.js';
import type { DutyBase } from '../../../src/domain/tariffs/duty-rate.js';

describe('parseDuty', () => {
  it('reads free and ad valorem rates', () => {
    expect(parseDuty('Free')).toMatchObject({ kind: 'free', ad_valorem_pct: '0', computable: true, needs: [] });
    expect(parseDuty('0.0%')).toMatchObject({ kind: 'free', ad_valorem_pct: '0' });
    expect(parseDuty('4.9%')).toMatchObject({ kind: 'ad_valorem', ad_valorem_pct: '4.9', specific: [] });
  });

  it('reads US specific and compound duties (¢ and $ are USD)', () => {
    expect(parseDuty('4.4¢/kg + 6%')).toMatchObject({
      kind: 'compound',
      ad_valorem_pct: '6',
      specific: [{ amount: '0.044', currency: 'USD', per: '1', unit: 'kg', text: '4.4¢/kg' }],
      needs: ['weight_kg'],
    });
    expect(parseDuty('88¢/kg +25%')).toMatchObject({ kind: 'compound', ad_valorem_pct: '25', specific: [{ amount: '0.88' }] });
    expect(parseDuty('$1.775/kg')).toMatchObject({ kind: 'specific', specific: [{ amount: '1.775', currency: 'USD', unit: 'kg' }] });
    expect(parseDuty('42¢ each + 6.4%')).toMatchObject({ kind: 'compound', specific: [{ amount: '0.42', unit: 'item' }], needs: ['quantity'] });
    expect(parseDuty('8.8¢/ liter')).toMatchObject({ kind: 'specific', specific: [{ amount: '0.088', unit: 'liter' }], needs: ['volume_l'] });
  });

  it('reads EU and UK specific duties with their own currency and unit', () => {
    expect(parseDuty('10.20% + 93.10 EUR / 100 kg')).toMatchObject({
      kind: 'compound',
      ad_valorem_pct: '10.2',
      specific: [{ amount: '93.1', currency: 'EUR', per: '100', unit: 'kg' }],
    });
    expect(parseDuty('1,024.00 EUR / tonne')).toMatchObject({ specific: [{ amount: '1024', currency: 'EUR', per: '1', unit: 'tonne' }] });
    expect(parseDuty('121.00 GBP/1000kg')).toMatchObject({ specific: [{ amount: '121', currency: 'GBP', per: '1000', unit: 'kg' }] });
    expect(parseDuty('52.00 EUR / 1,000 items')).toMatchObject({ specific: [{ amount: '52', per: '1000', unit: 'item' }] });
    expect(parseDuty('32.00 EUR / hl')).toMatchObject({ specific: [{ unit: 'hectoliter' }], needs: ['volume_l'] });
  });

  it('reads seasonal EU and UK rates into periods, wrapping over the new year', () => {
    expect(parseDuty('16.00% (01 JAN-31 MAR, 16 OCT-31 DEC), 12.00% (01 APR-15 OCT)')).toMatchObject({
      kind: 'seasonal',
      needs: ['import_date'],
      seasons: [
        { ad_valorem_pct: '16', periods: [{ from: '01-01', to: '03-31' }, { from: '10-16', to: '12-31' }] },
        { ad_valorem_pct: '12', periods: [{ from: '04-01', to: '10-15' }] },
      ],
    });
    expect(parseDuty('10.00% (01 NOV - 30 APR), 2.00% (01 MAY - 31 OCT)').seasons).toEqual([
      { ad_valorem_pct: '10', periods: [{ from: '11-01', to: '04-30' }] },
      { ad_valorem_pct: '2', periods: [{ from: '05-01', to: '10-31' }] },
    ]);
  });

  it('keeps conditional texts as published and never computes them', () => {
    for (const text of [
      'Entry Price',
      '4.50% MIN 0.30 EUR / item MAX 0.80 EUR / item',
      '9.00% +  EA MAX 18.70%  + ADSZ',
      '1.75 EUR / % vol / hl',
      '3.7¢/kg on drained weight',
      'The duty provided in the applicable subheading + 10%',
      'See 9822.05.20',
      '90¢/pr. + 37.5%',
    ]) {
      expect(parseDuty(text), text).toMatchObject({ kind: 'other', text, computable: false, ad_valorem_pct: null });
    }
  });
});

describe('computeDuty', () => {
  const base = (over: Partial<DutyBase> = {}): DutyBase => ({
    customsValue: new Dec('1100.00'),
    quantity: new Dec(500),
    weightKg: new Dec(100),
    volumeL: null,
    importDate: null,
    // 1 EUR = 1.25 USD in this test, so specific EUR parts are easy to follow.
    toQuote: (amount, currency) => (currency === 'EUR' ? amount.mul('1.25') : amount),
    ...over,
  });

  it('adds the ad valorem and specific parts', () => {
    // 1.9 % x 1100.00 = 20.90; 8.4¢/kg x 100 kg = 8.40; 20.90 + 8.40 = 29.30
    const outcome = computeDuty(parseDuty('8.4¢/kg + 1.9%'), base());
    expect(outcome.amount?.toFixed()).toBe('29.3');
  });

  it('converts specific parts from the schedule currency', () => {
    // 10.2 % x 1100.00 = 112.20; 93.10 EUR / 100 kg x 100 kg = 93.10 EUR = 116.375 USD; total 228.575
    const outcome = computeDuty(parseDuty('10.20% + 93.10 EUR / 100 kg'), base());
    expect(outcome.amount?.toFixed()).toBe('228.575');
  });

  it('says what is missing instead of guessing a weight', () => {
    const outcome = computeDuty(parseDuty('8.4¢/kg + 1.9%'), base({ weightKg: null }));
    expect(outcome.amount).toBeNull();
    expect('reason' in outcome && outcome.reason).toContain('weight_kg');
  });

  it('uses the season of the import date', () => {
    const seasonal = parseDuty('16.00% (01 JAN-31 MAR, 16 OCT-31 DEC), 12.00% (01 APR-15 OCT)');
    // 16 % x 1100.00 = 176.00 (16 October is in the winter season); 12 % x 1100.00 = 132.00
    expect(computeDuty(seasonal, base({ importDate: '2026-10-16' })).amount?.toFixed()).toBe('176');
    expect(computeDuty(seasonal, base({ importDate: '2026-10-15' })).amount?.toFixed()).toBe('132');
    const withoutDate = computeDuty(seasonal, base());
    expect(withoutDate.amount).toBeNull();
    expect('reason' in withoutDate && withoutDate.reason).toContain('import_date');
  });

  it('refuses conditional duties', () => {
    const outcome = computeDuty(parseDuty('Entry Price'), base());
    expect(outcome.amount).toBeNull();
  });
});
