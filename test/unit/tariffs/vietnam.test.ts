import { describe, expect, it } from 'vitest';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffRateRecord } from '../../../src/domain/tariffs/types.js';
import { readVnCell } from '../../../src/domain/tariffs/vietnam/rate-text.js';
import { VN_COLUMNS, vnTariffFile } from '../../../src/domain/tariffs/vietnam/tariff-file.js';
import { errorOf } from '../../helpers/errors.js';

// Viet Nam's import tariff of 2026 (data/tariffs/vn_import_tariff_2026_01_07.csv.gz). Every figure
// below is read by hand from the file's row of the line named (the columns MFN, VKFTA, AKFTA,
// RCEPT E... as written there).

const lookup = (hsCode: string, origin?: string, asOf = '2026-06-08') => lookupTariffs({ hsCode, destination: 'VN', origin, asOf, lang: 'en' });
const used = (rates: TariffRateRecord[]) => rates.find((r) => r.used)!;

describe("Viet Nam: goods of Korea and their three agreements", () => {
  it('face creams 3304.99.30: VKFTA 0 % used against MFN 18 %, AKFTA 5 % and RCEP (column E) 10 % listed beside it', () => {
    // Row 33049930: MFN 18, AKFTA 5, VKFTA 0, RCEPT E 10.
    const result = lookup('33049930', 'KR');
    expect(result.schedule).toEqual({ id: 'vn_import_tariff', name: expect.stringContaining('Viet Nam'), vintage: '2026 tariff as compiled on 2026-01-07' });
    expect(result.rates.map((r) => [r.type, r.program?.symbol ?? null, r.duty?.ad_valorem_pct, r.used])).toEqual([
      ['mfn', null, '18', false],
      ['preferential', 'VKFTA', '0', true],
      ['preferential', 'AKFTA', '5', false],
      ['preferential', 'RCEP', '10', false],
    ]);
    expect(used(result.rates)).toMatchObject({ precision: 'exact', proof_of_origin: { accepted: [expect.stringContaining('Form VK')] }, condition: expect.stringContaining('Form VK') });
    expect(result.preferences.map((p) => [p.program.symbol, p.saving_pct, p.status])).toEqual([
      ['VKFTA', '18', 'used'],
      ['AKFTA', '13', 'not_lowest'],
      ['RCEP', '8', 'not_lowest'],
    ]);
    expect(result.preferences[2]!.program.name).toContain('goods of Korea (column E)');
    expect(result.rates[0]).toMatchObject({ national_description_lang: 'vi', description: expect.stringContaining('Other face or skin creams and lotions') });
    expect(result.rates[0]!.national_description).toContain('Kem và dung dịch (lotion) bôi mặt');
    expect(result.vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '10' });
  });

  it('uses RCEP where it is the lowest: 2922.42.20 MFN 20, VKFTA 5, AKFTA 5, RCEP 0', () => {
    expect(used(lookup('29224220', 'KR').rates)).toMatchObject({ program: { symbol: 'RCEP' }, duty: { kind: 'free' } });
  });

  it('never uses a rate above MFN: a golf car 8703.10.10 reads VKFTA 78 against MFN 70; RCEP 35 is used, AKFTA is excluded (*)', () => {
    const result = lookup('87031010', 'KR');
    expect(used(result.rates)).toMatchObject({ program: { symbol: 'RCEP' }, duty: { ad_valorem_pct: '35' } });
    expect(result.preferences.map((p) => [p.program.symbol, p.status, p.saving_pct])).toEqual([
      ['VKFTA', 'not_below_mfn', '-8'],
      ['RCEP', 'used', '35'],
      ['AKFTA', 'excluded', null],
    ]);
  });

  it('excludes the origins a cell names: 0102.29.11 AKFTA "0(-KR)" is closed to goods of Korea, open to goods of Thailand', () => {
    const korea = lookup('01022911', 'KR').preferences.find((p) => p.program.symbol === 'AKFTA');
    expect(korea).toMatchObject({ status: 'excluded', duty: null, reason: expect.stringContaining('KR') });
    expect(readVnCell('0(-KR)', 'TH')).toMatchObject({ kind: 'rate', duty: { kind: 'free' } });
    expect(readVnCell('0(-LA, KR)', 'LA')).toMatchObject({ kind: 'origin_excluded', origins: ['LA', 'KR'] });
  });

  it('explains a tariff-rate quota: duck eggs 0407.29.10 "40 (NHN: 80)" pay 80 % outside the quota; VKFTA 30 % holds within it', () => {
    const result = lookup('04072910', 'KR');
    expect(result.rates[0]).toMatchObject({ used: true, duty: { ad_valorem_pct: '80', text: '40 (NHN: 80)' }, tariff_quota: { in_quota: '40', out_of_quota: '80', applies: 'out_of_quota' } });
    expect(result.preferences.find((p) => p.program.symbol === 'VKFTA')).toMatchObject({ status: 'within_quota', duty: { ad_valorem_pct: '30' } });
    // Within the quota VKFTA's 30 % saves 10 points against the in-quota MFN rate 40 %, not 50 against the out-of-quota 80 %.
    expect(result.preferences.find((p) => p.program.symbol === 'VKFTA')!.saving_pct).toBe('10');
  });

  it('does not compute a rate set in chapter 98, and lists the agreements that exclude the line (*)', () => {
    const result = lookup('87021010', 'KR');
    expect(result.rates).toEqual([expect.objectContaining({ type: 'mfn', requires_review: true, duty: expect.objectContaining({ kind: 'other', computable: false }) })]);
    expect(result.preferences.map((p) => p.status)).toEqual(['excluded', 'excluded', 'excluded']);
  });

  it('does not compute a cell that splits the line ("0/5"), and reads a cell whose parts agree ("0/0") as one rate', () => {
    expect(readVnCell('0/5', 'KR')).toMatchObject({ kind: 'rate', duty: { kind: 'other', computable: false } });
    expect(readVnCell('0/0/0', 'KR')).toMatchObject({ kind: 'rate', duty: { kind: 'free' } });
    expect(lookup('19019039', 'KR').preferences[0]).toMatchObject({ program: { symbol: 'VKFTA' }, status: 'not_computed' });
  });

  it('reads exclusions part by part in a split cell, and an exclusion list with a trailing comma (made-up cells)', () => {
    // Every part open to the origin, the same rate: that rate; the exclusions of other members do not matter.
    expect(readVnCell('3 (-AA, BB)/3', 'KR')).toMatchObject({ kind: 'rate', duty: { kind: 'ad_valorem', ad_valorem_pct: '3' } });
    expect(readVnCell('2/2(-AA, BB)', 'KR')).toMatchObject({ kind: 'rate', duty: { ad_valorem_pct: '2' } });
    // Excluded from one part only: which rate applies depends on the goods, not computed, never the open part's rate.
    expect(readVnCell('2/2(-AA, KR)', 'KR')).toMatchObject({ kind: 'rate', duty: { kind: 'other', computable: false, note: expect.stringContaining('goods of KR are excluded from some parts') } });
    expect(readVnCell('4 (-KR)/6', 'KR')).toMatchObject({ kind: 'rate', duty: { kind: 'other', computable: false } });
    // Excluded from every part: excluded, naming every member either part excludes.
    expect(readVnCell('1(-KR, AA)/1(-BB, KR)', 'KR')).toMatchObject({ kind: 'origin_excluded', origins: ['KR', 'AA', 'BB'] });
    // Different rates in parts open to the origin: a split, not computed.
    expect(readVnCell('1(-AA)/5(-BB)', 'KR')).toMatchObject({ kind: 'rate', duty: { kind: 'other', computable: false } });
    // A trailing comma inside the list, as some cells print it.
    expect(readVnCell('7(-AA, KR, )', 'KR')).toMatchObject({ kind: 'origin_excluded', origins: ['AA', 'KR'] });
    expect(readVnCell('7(-AA, BB, )', 'KR')).toMatchObject({ kind: 'rate', duty: { kind: 'ad_valorem', ad_valorem_pct: '7' } });
  });
});

describe('Viet Nam: other origins get their own agreements', () => {
  const symbols = (origin: string) => lookup('02031100', origin).preferences.map((p) => p.program.symbol);

  it('Japan: VJEPA, CPTPP, AJCEP and RCEP (column D); the EU: EVFTA at 7,5 % (a decimal comma); the UK: UKVFTA; China: ACFTA and RCEP; the US: MFN', () => {
    // Row 02031100: MFN 25, VJEPA 0, AJCEP 0, CPTPP "2,7; M: 5,4", RCEPT D 13,6, EVFTA 7,5, UKVFTA 7,5.
    expect(symbols('JP')).toEqual(['VJEPA', 'CPTPP', 'AJCEP', 'RCEP']);
    const germany = lookup('02031100', 'DE');
    expect(used(germany.rates)).toMatchObject({ program: { symbol: 'EVFTA' }, duty: { ad_valorem_pct: '7.5', text: '7,5' } });
    expect(symbols('GB')).toEqual(['UKVFTA']);
    expect(symbols('CN')).toEqual(['ACFTA', 'RCEP']);
    const us = lookup('02031100', 'US');
    expect(us.preferences).toEqual([]);
    expect(used(us.rates)).toMatchObject({ type: 'mfn', use_reason: expect.stringContaining('no preferential agreement') });
  });

  it("CPTPP's second figure is for goods of Mexico: 2,7 % for Japan, 5,4 % for Mexico", () => {
    const cptpp = (origin: string) => lookup('02031100', origin).rates.find((r) => r.program?.symbol === 'CPTPP')!.duty;
    expect(cptpp('JP')).toMatchObject({ ad_valorem_pct: '2.7' });
    expect(cptpp('MX')).toMatchObject({ ad_valorem_pct: '5.4' });
  });
});

describe('Viet Nam: codes, dates and the data', () => {
  it('answers 8-digit lines, lists a subheading, refuses a code the tariff lacks and a length it does not print', () => {
    expect(lookup('330499', 'KR').lines_total).toBeGreaterThan(1);
    expect(errorOf(() => lookup('33049999', 'KR'))).toMatchObject({ code: 'not_found', status: 404 });
    expect(errorOf(() => lookup('3304993000', 'KR'))).toMatchObject({ code: 'validation_failed', status: 400 });
  });

  it("lists 25 lines of a heading where each compares the origin's agreements, 100 without an origin (0303: 62 lines)", () => {
    const codes = (r: ReturnType<typeof lookup>) => new Set(r.rates.filter((x) => x.national_code !== null).map((x) => x.national_code)).size;
    const withPreferences = lookup('0303', 'KR');
    expect(withPreferences).toMatchObject({ lines_total: 62, lines_truncated: true });
    expect(codes(withPreferences)).toBe(25);
    const plain = lookupTariffs({ hsCode: '0303', destination: 'VN', asOf: '2026-06-08', lang: 'en' });
    expect(plain).toMatchObject({ lines_total: 62, lines_truncated: false });
    expect(codes(plain)).toBe(62);
  });

  it('refuses a date before the data (2026-01-07) and marks rates past 2026-12-31 as estimates with a warning', () => {
    expect(errorOf(() => lookup('33049930', 'KR', '2026-01-06'))).toMatchObject({ code: 'date_not_covered', status: 422 });
    const later = lookup('33049930', 'KR', '2027-02-01');
    expect(used(later.rates)).toMatchObject({ precision: 'estimate' });
    expect(later.warnings).toEqual([expect.objectContaining({ code: 'schedule_vintage', date: '2026-12-31' })]);
    expect(lookup('33049930', 'KR', '2026-01-07').warnings).toEqual([]);
  });

  it('holds 11,414 lines of chapters 01-97 and leaves chapter 98 out; RCEP columns B and F (Australia, New Zealand) are the same on every line', () => {
    const file = vnTariffFile();
    expect(file.lines.size).toBe(11414);
    expect(file.chapter98).toBe(586);
    const b = VN_COLUMNS.indexOf('RCEPT B');
    const f = VN_COLUMNS.indexOf('RCEPT F');
    expect(file.cells.filter((row) => row[b] !== row[f])).toEqual([]);
  });
});
