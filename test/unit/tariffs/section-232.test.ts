import { describe, expect, it } from 'vitest';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffLookupResult, TariffMeasure } from '../../../src/domain/tariffs/types.js';

// Section 232 in the sum, programme by programme. Expected figures come from the heading texts of
// HTS 2026 Revision 10 (chapter 99) and the product lists of data/tariffs/us-section-232/ quoted in
// each case, not from the code under test:
//   9903.94.61 "15%": passenger vehicles of South Korea, column 1 (general or special) under 15 %.
//   9903.94.63 "15%": parts of passenger vehicles of South Korea (note 33(g)), under 15 %.
//   9903.82.02 "+ 50%": annex I-A; 9903.82.09 "+ 25%": annex I-B; 9903.82.04 "+ 25%": I-A of the UK.
//   9903.03.06: Section 232 goods are not subject to Section 122 (9903.03.01, +10 % to 2026-07-23).

const us = (hsCode: string, origin: string, asOf: string) => lookupTariffs({ hsCode, destination: 'US', origin, asOf, lang: 'en' });
// Every measure the code makes has all its fields (TariffMeasure); the contract's type leaves the later ones optional.
const s232 = (r: TariffLookupResult) => r.measures.find((m) => m.kind === 'section_232') as TariffMeasure;
const s122 = (r: TariffLookupResult) => r.measures.find((m) => m.kind === 'section_122') as TariffMeasure;
const used = (r: TariffLookupResult) => r.rates.find((x) => x.used)!;
/** Base ad valorem rate used plus every applied measure on its share of the value, in percent. */
function total(r: TariffLookupResult): number {
  const base = used(r).duty?.kind === 'free' ? 0 : Number(used(r).duty?.ad_valorem_pct);
  return r.measures.filter((m) => m.applied).reduce((sum, m) => sum + Number(m.additional_pct) * (m.value_share === null ? 1 : Number(m.value_share)), base);
}

describe('Section 232: the cases the issue names (goods of Korea)', () => {
  it('an electric car 8703.80.00 on 2026-06-08: 15 % in all via 9903.94.61, no Section 122', () => {
    const car = us('87038000', 'KR', '2026-06-08');
    expect(used(car)).toMatchObject({ type: 'preferential', duty: { text: 'Free' }, program: { symbol: 'KR' } });
    expect(s232(car)).toMatchObject({
      heading: '9903.94.61',
      legal_basis: 'Section 232, Trade Expansion Act of 1962',
      rate_text: '15%',
      additional_pct: '15',
      applied: true,
      requires_review: false,
      valid_from: '2025-11-15',
      precision: 'exact',
    });
    expect(s232(car).programme).toContain('870380');
    expect(s122(car)).toMatchObject({ applied: false, requires_review: false });
    expect(s122(car).reason).toContain('9903.03.06');
    expect(total(car)).toBe(15);
  });

  it('the same car on 2026-08-01: still 15 % (Section 122 is past its statutory end anyway)', () => {
    const car = us('87038000', 'KR', '2026-08-01');
    expect(s232(car)).toMatchObject({ heading: '9903.94.61', additional_pct: '15', applied: true });
    expect(total(car)).toBe(15);
  });

  it('hot-rolled steel 7208.51.00: 50 % via 9903.82.02 (annex I-A, chapter 72), no Section 122', () => {
    const steel = us('72085100', 'KR', '2026-06-08');
    expect(s232(steel)).toMatchObject({ heading: '9903.82.02', additional_pct: '50', applied: true, valid_from: '2026-04-06', legal_basis: 'Section 232, Trade Expansion Act of 1962' });
    expect(s122(steel).applied).toBe(false);
    expect(total(steel)).toBe(50);
  });

  it('pipes 7306.30, aluminium sheet 7606.12, copper wire 7408.11: 50 % (annex I-A)', () => {
    for (const code of ['73063010', '76061230', '74081130']) {
      const r = us(code, 'KR', '2026-06-08');
      expect(s232(r), code).toMatchObject({ heading: '9903.82.02', additional_pct: '50', applied: true });
      expect(total(r), code).toBe(50);
    }
  });

  it('tyres 4011.10.10 (auto parts list): 15 % in all via 9903.94.63, not Section 122', () => {
    const tyres = us('40111010', 'KR', '2026-06-08');
    expect(s232(tyres)).toMatchObject({ heading: '9903.94.63', additional_pct: '15', applied: true });
    expect(s122(tyres).applied).toBe(false);
    expect(total(tyres)).toBe(15);
  });

  it('wood of chapter 44 that no Section 232 list covers pays Section 122 (4407.96, 4412.91.31, 4419.19.10)', () => {
    for (const code of ['440796', '44129131', '44191910']) {
      const r = us(code, 'KR', '2026-06-08');
      expect(r.measures.some((m) => m.kind === 'section_232'), code).toBe(false);
      expect(s122(r), code).toMatchObject({ applied: true, additional_pct: '10' });
    }
  });
});

describe('Section 232 programmes and country deals', () => {
  it('vehicles: Japan and the EU pay 15 % in all, China and others +25 % (9903.94.01), light trucks at 25 % keep their rate', () => {
    expect(s232(us('87038000', 'JP', '2026-06-08'))).toMatchObject({ heading: '9903.94.41', additional_pct: '12.5' });
    expect(s232(us('87038000', 'DE', '2026-06-08'))).toMatchObject({ heading: '9903.94.51', additional_pct: '12.5' });
    const china = us('87038000', 'CN', '2026-06-08');
    expect(s232(china)).toMatchObject({ heading: '9903.94.01', additional_pct: '25', applied: true });
    // 8704.21.01: column 1 general and KORUS both 25 %: 9903.94.60, no addition.
    const truck = us('87042101', 'KR', '2026-06-08');
    expect(s232(truck)).toMatchObject({ heading: '9903.94.60', additional_pct: '0', applied: true });
    expect(total(truck)).toBe(25);
  });

  it('vehicles of the UK: +25 % without the quota claim, +7.5 % with it (9903.94.31)', () => {
    const uk = s232(us('87038000', 'GB', '2026-06-08'));
    expect(uk).toMatchObject({ heading: '9903.94.01', additional_pct: '25' });
    expect(uk.claims).toEqual([expect.objectContaining({ claim: 'uk_vehicle_quota', heading: '9903.94.31', additional_pct: '7.5' })]);
  });

  it('medium and heavy vehicles +25 % (9903.74.01), buses +10 % (9903.74.02); US content is a claim for Mexico', () => {
    expect(s232(us('87042211', 'KR', '2026-06-08'))).toMatchObject({ heading: '9903.74.01', additional_pct: '25', applied: true });
    expect(s232(us('87021031', 'KR', '2026-06-08'))).toMatchObject({ heading: '9903.74.02', additional_pct: '10', applied: true });
    const mexico = s232(us('87042211', 'MX', '2026-06-08'));
    expect(mexico.claims).toEqual([expect.objectContaining({ claim: 'usmca_us_content', heading: '9903.74.03', additional_pct: null })]);
  });

  it('a part on both parts lists: the auto parts deal, with the medium- and heavy-vehicle part as a claim', () => {
    const hose = s232(us('4009120020', 'KR', '2026-06-08'));
    expect(hose).toMatchObject({ heading: '9903.94.63', additional_pct: '15' });
    expect(hose.claims).toEqual([expect.objectContaining({ claim: 'mhd_vehicle_part', heading: '9903.74.08', additional_pct: '25' })]);
    const canada = s232(us('40111010', 'CA', '2026-06-08'));
    expect(canada).toMatchObject({ heading: '9903.94.05', additional_pct: '25' });
    expect(canada.claims[0]).toMatchObject({ claim: 'usmca_qualifying', heading: '9903.94.06', additional_pct: '0' });
  });

  it('an auto part of note 33(r): annex I-B +25 % without the claims; certified 15 % in all; certified and KORUS-originating 0', () => {
    const part = s232(us('87089210', 'KR', '2026-06-08'));
    expect(part).toMatchObject({ heading: '9903.82.09', additional_pct: '25', applied: true });
    const claims = Object.fromEntries(part.claims.map((c) => [c.claim, c]));
    expect(claims.us_auto_production_certification).toMatchObject({ heading: '9903.94.65', additional_pct: '15' });
    expect(claims.us_auto_production_certification?.must_show).toContain('production or repair of automobiles in the United States');
    expect(claims.fta_origin_with_certification).toMatchObject({ additional_pct: '0' });
    expect(claims.fta_origin_with_certification?.must_show).toContain('KORUS certification of origin');
  });

  it('wood: softwood +10 % (9903.76.01); upholstered furniture of Korea 15 % in all (9903.76.23) by its 10-digit line; the 8-digit line asks for it', () => {
    expect(s232(us('44071100', 'KR', '2026-06-08'))).toMatchObject({ heading: '9903.76.01', additional_pct: '10' });
    expect(s232(us('9401614011', 'KR', '2026-06-08'))).toMatchObject({ heading: '9903.76.23', additional_pct: '15', applied: true });
    const line = us('94016140', 'KR', '2026-06-08');
    expect(s232(line)).toMatchObject({ applied: false, requires_review: true, additional_pct: null });
    expect(s232(line).reason).toContain('give the 10-digit code');
    expect(s122(line)).toMatchObject({ applied: false, requires_review: true });
  });

  it('semiconductors +25 % from 2026-01-16 (9903.79.01), with the end-use and threshold claims', () => {
    const chips = s232(us('84715001', 'CN', '2026-06-08'));
    expect(chips).toMatchObject({ heading: '9903.79.01', additional_pct: '25', valid_from: '2026-01-16' });
    expect(chips.claims.map((c) => c.claim)).toEqual(['semiconductor_performance_threshold', 'semiconductor_end_use']);
  });

  it('annexes: the UK pays 25 % on I-A steel (9903.82.04), Russia 200 % on aluminium, annex III is a 15 % floor', () => {
    expect(s232(us('72085100', 'GB', '2026-06-08'))).toMatchObject({ heading: '9903.82.04', additional_pct: '25' });
    expect(s232(us('76061230', 'RU', '2026-06-08'))).toMatchObject({ heading: '9903.85.67', additional_pct: '200' });
    // 8504.34.00 (annex III, aluminium), column 1 general 1.6 %: 15 % in all under 9903.82.10.
    const transformer = us('85043400', 'KR', '2026-06-08');
    expect(s232(transformer)).toMatchObject({ heading: '9903.82.10', valid_until: '2027-12-31', applied: true });
    expect(total(transformer)).toBe(15);
    const transformers = s232(us('850421', 'KR', '2026-06-08'));
    expect(transformers).toMatchObject({ heading: '9903.82.09', additional_pct: '25' });
    expect(transformers.claims.map((c) => c.claim)).toEqual(['derivative_steel_c_xi', 'no_metal_content', 'metal_weight_under_15_percent', 'motorcycle_part']);
    expect(transformers.claims.find((c) => c.claim === 'no_metal_content')).toMatchObject({ additional_pct: '0', section_122_pct: '10' });
  });

  it('before 2026-04-06: steel 50 % on the whole value (9903.81.87); a derivative on its metal content, an estimate, with Section 122 on the rest', () => {
    expect(s232(us('72085100', 'KR', '2026-03-01'))).toMatchObject({ heading: '9903.81.87', additional_pct: '50', valid_until: '2026-04-05', value_share: null });
    const can = us('04029968', 'KR', '2026-03-01');
    const derivative = s232(can);
    expect(derivative).toMatchObject({ additional_pct: '50', applied: true, precision: 'estimate' });
    expect(Number(derivative.value_share)).toBeGreaterThan(0);
    expect(Number(derivative.value_share)).toBeLessThan(1);
    expect(derivative.value_share_source).toContain('metal_content_shares_bea_hs10.csv');
    const rest = s122(can);
    expect(rest).toMatchObject({ applied: true, precision: 'estimate' });
    expect(Number(rest.value_share) + Number(derivative.value_share)).toBeCloseTo(1, 10);
    // The UK's rate before the annexes is not in the data: review, out of the sum.
    expect(s232(us('72085100', 'GB', '2026-03-01'))).toMatchObject({ applied: false, requires_review: true, additional_pct: null });
  });

  it('deodorants (annex II, removed from Section 232 on 2026-04-06) pay Section 122', () => {
    const r = us('33072000', 'KR', '2026-06-08');
    expect(r.measures.some((m) => m.kind === 'section_232')).toBe(false);
    expect(s122(r).applied).toBe(true);
  });
});
