import { describe, expect, it } from 'vitest';
import { Dec } from '../../../src/domain/reference/money.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffLookupResult, TariffMeasure } from '../../../src/domain/tariffs/types.js';
import { floorAddition, stack } from '../../../src/domain/tariffs/us/stacking.js';

// The stacking formula of src/domain/tariffs/us/stacking.ts against worked cases, each figure from
// the heading texts of HTS 2026 Revision 10 and the rates of policy_params.yaml, by hand:
//   duty % = base + s232 × v232 + s122 × v122 + Σ s301 + Σ other (+ IEEPA, void)

const us = (hsCode: string, origin: string, asOf: string) => lookupTariffs({ hsCode, destination: 'US', origin, asOf, lang: 'en' });
const used = (r: TariffLookupResult) => r.rates.find((x) => x.used)!;
const applied = (r: TariffLookupResult) => r.measures.filter((m) => m.applied).map((m) => [m.heading, m.additional_pct, m.value_share]);
/** The formula over an answer: the base rate used plus each applied measure on its share of the value. */
function total(r: TariffLookupResult): string {
  const base = used(r).duty?.kind === 'free' ? new Dec(0) : new Dec(used(r).duty!.ad_valorem_pct!);
  return r.measures.filter((m) => m.applied).reduce((sum, m) => sum.plus(new Dec(m.additional_pct!).mul(m.value_share ?? 1)), base).toFixed();
}

describe('US stacking: worked cases', () => {
  it('a Korean electric car 8703.80.00 on 2026-06-08: KORUS Free + 15 (9903.94.61 "15%" in all) = 15 %; Section 122 not applied (9903.03.06)', () => {
    const car = us('87038000', 'KR', '2026-06-08');
    expect(used(car).duty?.kind).toBe('free');
    expect(applied(car)).toEqual([['9903.94.61', '15', null]]);
    const s122 = car.measures.find((m) => m.kind === 'section_122')!;
    expect(s122).toMatchObject({ heading: '9903.03.01', applied: false, requires_review: false });
    expect(s122.reason).toContain('9903.03.06');
    expect(total(car)).toBe('15');
  });

  it('a Chinese electric car 8703.80.00 on 2026-06-08: 2.5 + 25 (9903.94.01) + 100 (Section 301, 9903.91.03) = 127.5 %; Section 301 in full on top of Section 232', () => {
    const car = us('87038000', 'CN', '2026-06-08');
    expect(used(car).duty?.ad_valorem_pct).toBe('2.5');
    expect(applied(car)).toEqual([['9903.94.01', '25', null], ['9903.91.03', '100', null]]);
    expect(car.measures.find((m) => m.heading === '9903.91.03')).toMatchObject({ kind: 'section_301', legal_basis: 'Section 301, Trade Act of 1974' });
    expect(total(car)).toBe('127.5');
  });

  it('Chinese deodorants 3307.20.00 on 2026-06-08 (annex II: out of Section 232): 4.9 + 10 (Section 122) + 25 (9903.88.03) = 39.9 %; after 2026-07-23 Section 122 ends: 29.9 %', () => {
    const june = us('33072000', 'CN', '2026-06-08');
    expect(applied(june)).toEqual([['9903.03.01', '10', null], ['9903.88.03', '25', null]]);
    expect(total(june)).toBe('39.9');
    const august = us('33072000', 'CN', '2026-08-01');
    expect(applied(august)).toEqual([['9903.88.03', '25', null]]);
    expect(total(august)).toBe('29.9');
  });

  it('before the annexes, a derivative on its metal content and Section 122 on the rest: base + 50 × v + 10 × (1 - v)', () => {
    const can = us('04029968', 'KR', '2026-03-01');
    const s232 = can.measures.find((m) => m.kind === 'section_232') as TariffMeasure;
    const v = new Dec(s232.value_share!);
    expect(v.gt(0) && v.lt(1)).toBe(true);
    const base = used(can).duty?.kind === 'free' ? new Dec(0) : new Dec(used(can).duty!.ad_valorem_pct!);
    expect(total(can)).toBe(base.plus(v.mul(50)).plus(new Dec(1).minus(v).mul(10)).toFixed());
  });

  it('a floor adds what the base lacks and nothing above it', () => {
    expect(floorAddition(new Dec('2.5'), '15').toFixed()).toBe('12.5');
    expect(floorAddition(new Dec('25'), '15').toFixed()).toBe('0');
  });

  it('IEEPA is listed and never summed (invalidated 2026-02-20, not collected from 2026-02-24)', () => {
    const ieepa: TariffMeasure = {
      national_code: '61091000', heading: '9903.01.25', legal_basis: 'IEEPA', text: 'Articles the product of any country', rate_text: 'The duty provided in the applicable subheading + 10%',
      additional_pct: '10', applied: true, requires_review: false, valid_from: null, valid_until: null, reason: null, kind: 'ieepa', programme: null, value_share: null, value_share_source: null, precision: 'exact', claims: [],
    };
    const { measures } = stack({ section122: null, section232: null, footnotes: [ieepa] });
    expect(measures[0]).toMatchObject({ applied: false, requires_review: false });
    expect(measures[0]!.reason).toContain('2026-02-20');
    expect(measures[0]!.reason).toContain('2026-02-24');
  });
});
