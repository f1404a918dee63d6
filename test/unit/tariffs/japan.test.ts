import { describe, expect, it } from 'vitest';
import { errorOf } from '../../helpers/errors.js';
import { Dec } from '../../../src/domain/reference/money.js';
import { resolveCountry } from '../../../src/domain/reference/trade-countries.js';
import { applicableDuty } from '../../../src/domain/tariffs/applicable.js';
import type { DutyBase } from '../../../src/domain/tariffs/duty-rate.js';
import { appliedMfn } from '../../../src/domain/tariffs/japan/applied-rate.js';
import { computeDuty } from '../../../src/domain/tariffs/duty-rate.js';
import { readJpRate, withEnglish } from '../../../src/domain/tariffs/japan/rate-text.js';
import { jpLineRates } from '../../../src/domain/tariffs/japan/records.js';
import { jpTariffFile, readImportPeriod } from '../../../src/domain/tariffs/japan/tariff-file.js';
import type { JpLine } from '../../../src/domain/tariffs/japan/tariff-file.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { TariffDuty, TariffRateRecord } from '../../../src/domain/tariffs/types.js';

// Every figure below is read from data/tariffs/jp_customs_tariff_2026_07_09.json.gz (the line's
// cells are quoted in the comments).

const country = (code: string) => resolveCountry(code, '/origin');
const line = (code: string): JpLine => {
  const found = jpTariffFile().get(code);
  expect(found, code).toBeDefined();
  return found!;
};
const mfn = (code: string) => appliedMfn(line(code));
const used = (code: string, origin: string | null, asOf = '2026-08-01'): TariffRateRecord =>
  jpLineRates(line(code), { origin: origin ? country(origin) : null, asOf, applyPreferences: true }).used;

/** Duty in JPY for a customs value in JPY. */
function dutyOn(duty: TariffDuty, value: string, more: Partial<DutyBase> = {}) {
  return computeDuty(duty, { customsValue: new Dec(value), quantity: new Dec(1), weightKg: null, volumeL: null, importDate: null, toQuote: (a) => a, ...more });
}

describe('Japan: reading a rate cell', () => {
  it('reads free, ad valorem, yen specific, compound and "whichever is higher" texts', () => {
    expect(readJpRate('無税').duty).toMatchObject({ kind: 'free', ad_valorem_pct: '0', computable: true });
    expect(readJpRate('10.9%').duty).toMatchObject({ kind: 'ad_valorem', ad_valorem_pct: '10.9' });
    expect(readJpRate('19,508円/頭').duty).toMatchObject({ kind: 'specific', specific: [{ amount: '19508', currency: 'JPY', per: '1', unit: 'item' }], needs: ['quantity'] });
    expect(readJpRate('934円/kl').duty.specific).toEqual([{ amount: '934', currency: 'JPY', per: '1000', unit: 'liter', text: '934円/kl' }]);
    expect(readJpRate('25%＋63円/kg').duty).toMatchObject({ kind: 'compound', ad_valorem_pct: '25', specific: [{ amount: '63', unit: 'kg' }], needs: ['weight_kg'] });
    expect(readJpRate('29.8%+\n915円/kg').duty).toMatchObject({ kind: 'compound', ad_valorem_pct: '29.8', specific: [{ amount: '915' }] });
    expect(readJpRate('60%又は4,800円/足のうちいずれか高い税率').duty).toMatchObject({
      kind: 'alternative',
      alternatives_rule: 'higher',
      alternatives: [{ ad_valorem_pct: '60', specific: [] }, { ad_valorem_pct: null, specific: [{ amount: '4800', unit: 'pair' }] }],
      needs: ['quantity'],
      computable: true,
    });
  });

  it('marks parenthesised cells as listed, not applied, and never computes marks, ranges, conditions or areas', () => {
    expect(readJpRate('(10.9%)')).toMatchObject({ parenthesised: true, duty: { kind: 'ad_valorem', ad_valorem_pct: '10.9' } });
    expect(readJpRate('(無税)〜(12%)')).toMatchObject({ parenthesised: true, duty: { computable: false } });
    expect(readJpRate('*(55円/kg)')).toMatchObject({ parenthesised: true, marks: ['*'], duty: { kind: 'other', computable: false } });
    expect(readJpRate('◎無税').duty).toMatchObject({ kind: 'other', computable: false });
    expect(readJpRate('●2.2%〜3.5%').duty.computable).toBe(false);
    expect(readJpRate('無税〜(1.8%)又は非譲許').duty.computable).toBe(false);
    expect(readJpRate('関税割当数量以内のもの\u3000無税').duty.note).toContain('condition');
    expect(readJpRate('(73.70円−課税価格)/kg').duty.computable).toBe(false);
    expect(readJpRate('5.6%又は4.4%＋1.52円/㎡のうちいずれか高い税率').duty.note).toContain('square metre');
  });

  it('reads the import periods of a line printed once per season', () => {
    expect(readImportPeriod('(1)毎年4月1日から同年9月30日までに輸入されるもの')).toEqual({ from: '04-01', to: '09-30' });
    expect(readImportPeriod('2 毎年11月1日から翌年2月末日までに輸入されるもの')).toEqual({ from: '11-01', to: '02-29' });
  });
});

describe('Japan: the applied MFN rate of a line', () => {
  it('applies the general rate where the WTO rate is printed in parentheses (6101.20-000: 10.9 %, WTO (10.9%))', () => {
    const m = mfn('610120000');
    expect(m.duty).toMatchObject({ kind: 'ad_valorem', ad_valorem_pct: '10.9' });
    expect(m.columns).toEqual([
      { column: 'general', text: '10.9%', text_en: '10.9%', applied: true, reason: expect.any(String) },
      { column: 'wto', text: '(10.9%)', text_en: '(10.9%)', applied: false, reason: expect.stringContaining('parentheses') },
    ]);
  });

  it('applies the WTO rate where it is lower (0103.91-000: general 10 %, WTO 8.5 %)', () => {
    expect(mfn('010391000')).toMatchObject({ duty: { ad_valorem_pct: '8.5' }, reason: expect.stringContaining('WTO') });
  });

  it('applies the temporary rate over the general rate, and over a higher WTO rate (0304.94-010: 10 %, temporary 4.2 %, WTO 6 %)', () => {
    const m = mfn('030494010');
    expect(m.duty.ad_valorem_pct).toBe('4.2');
    expect(m.columns.map((c) => [c.column, c.applied])).toEqual([
      ['general', false],
      ['temporary', true],
      ['wto', false],
    ]);
  });

  it('inherits a cell from the line above (0201.30-010: temporary 38.5 % printed on 0201.30; general (50%) not applied)', () => {
    expect(line('020130010').rates['暫定']).toBe('38.5%');
    expect(mfn('020130010')).toMatchObject({ duty: { ad_valorem_pct: '38.5' } });
    // 0103.92-011: the general rate (10%) is printed once on 0103.92; the line's own cell is the temporary 19,508円/頭.
    expect(mfn('010392011').columns.map((c) => [c.column, c.text, c.applied])).toEqual([
      ['general', '(10%)', false],
      ['temporary', '19,508円/頭', true],
      ['wto', '(19,508円/頭)', false],
    ]);
  });

  it('computes specific duties with the quantity, and says what is missing without it', () => {
    const perHead = mfn('010392011').duty;
    expect(dutyOn(perHead, '1000000', { quantity: new Dec(10) })).toEqual({ amount: new Dec(195080), appliedAdValoremPct: null });
    // 0401.10-190: general 25%＋63円/kg, WTO 21.3%＋54円/kg (never higher): 21.3 % x 10,000 + 54 x 100 kg = 7,530 yen.
    const compound = mfn('040110190').duty;
    expect(compound).toMatchObject({ kind: 'compound', text: '21.3%＋54円/kg' });
    expect(dutyOn(compound, '10000', { weightKg: new Dec(100) })).toEqual({ amount: new Dec(7530), appliedAdValoremPct: '21.3' });
    expect(dutyOn(compound, '10000')).toMatchObject({ amount: null, reason: expect.stringContaining('weight_kg') });
  });

  it('computes "whichever is higher" and the lower of a national and a WTO rate of different forms', () => {
    // 0408.19-000: general 25 % or 60円/kg, WTO 20 % or 48円/kg (whichever is higher): the WTO rate is never higher.
    const higher = mfn('040819000').duty;
    expect(higher).toMatchObject({ kind: 'alternative', alternatives_rule: 'higher', text: '20%又は48円/kgのうちいずれか高い税率' });
    expect(dutyOn(higher, '10000', { weightKg: new Dec(100) }).amount).toEqual(new Dec(4800));
    expect(dutyOn(higher, '100000', { weightKg: new Dec(100) }).amount).toEqual(new Dec(20000));
    // Without the weight its specific rate cannot be compared: not computed, never read as the ad valorem part alone.
    expect(dutyOn(higher, '10000')).toMatchObject({ amount: null, reason: expect.stringContaining('weight_kg') });
    // 2836.20-100: general 1.68円/kg, WTO 5.5 %: the lower of the two at entry.
    const lower = mfn('283620100');
    expect(lower.duty).toMatchObject({ kind: 'alternative', alternatives_rule: 'lower' });
    expect(lower.columns.every((c) => c.applied)).toBe(true);
    expect(dutyOn(lower.duty, '10000', { weightKg: new Dec(100) }).amount).toEqual(new Dec(168));
    expect(dutyOn(lower.duty, '1000', { weightKg: new Dec(100) }).amount).toEqual(new Dec(55));
    expect(dutyOn(lower.duty, '1000')).toMatchObject({ amount: null });
  });

  it('makes one seasonal duty of a line printed per import period (0803.10-100 plantains: WTO 20 % / 25 %)', () => {
    const m = mfn('080310100');
    expect(m.duty).toMatchObject({
      kind: 'seasonal',
      seasons: [
        { ad_valorem_pct: '20', periods: [{ from: '04-01', to: '09-30' }] },
        { ad_valorem_pct: '25', periods: [{ from: '10-01', to: '03-31' }] },
      ],
    });
    expect(dutyOn(m.duty, '1000', { importDate: '2026-12-01' }).amount).toEqual(new Dec(250));
  });

  it('flags for review, never computes, a rate whose mark the data does not explain (0402.10-211: temporary ◎無税)', () => {
    expect(mfn('040210211')).toMatchObject({ requiresReview: true, duty: { kind: 'other', computable: false } });
  });
});

describe('Japan: each duty in English beside the schedule\'s Japanese text (issue 48)', () => {
  const records = (code: string, origin: string | null = 'KR') => jpLineRates(line(code), { origin: origin ? country(origin) : null, asOf: '2026-08-01', applyPreferences: true }).records;
  const texts = (code: string, origin: string | null = 'KR') => records(code, origin).map((r) => [r.type, r.duty?.text, r.duty?.text_en]);

  it('renders free, ad valorem, specific per unit (the unit translated) and compound duties from their parts, keeping the published text', () => {
    // 3304.99-010: 無税 (MFN and RCEP).
    expect(texts('330499010')).toEqual([['mfn', '無税', 'Free'], ['preferential', '無税', 'Free']]);
    expect(texts('610120000')).toEqual([['mfn', '10.9%', '10.9%'], ['preferential', '6.8%', '6.8%']]);
    // 0103.92-011: 19,508円/頭 (per head: the contract's unit item).
    expect(texts('010392011', null)).toEqual([['mfn', '19,508円/頭', '19,508 JPY per item']]);
    expect(texts('040110190', null)).toEqual([['mfn', '21.3%＋54円/kg', '21.3% + 54 JPY per kg']]);
    // Cells no line of these tests uses: per 1,000 of a unit, per tonne, per pair.
    const english = (cell: string) => withEnglish(readJpRate(cell).duty, readJpRate(cell).parenthesised).text_en;
    expect(english('934円/kl')).toBe('934 JPY per 1,000 liters');
    expect(english('290.70円/1,000本')).toBe('290.7 JPY per 1,000 items');
    expect(english('930円/MT')).toBe('930 JPY per tonne');
    expect(english('60%又は4,800円/足のうちいずれか高い税率')).toBe('60% or 4,800 JPY per pair, whichever is higher');
  });

  it('renders "whichever is higher", the lower of a national and a WTO rate, and rates per import period', () => {
    expect(texts('040819000', null)).toEqual([['mfn', '20%又は48円/kgのうちいずれか高い税率', '20% or 48 JPY per kg, whichever is higher']]);
    // 2836.20-100: general 1.68円/kg, WTO 5.5 %: the lower at entry; RCEP "2.5%又は0.76円/kgのうちいずれか低い税率".
    expect(texts('283620100')).toEqual([
      ['mfn', '1.68円/kg or 5.5%, whichever is lower', '1.68 JPY per kg or 5.5%, whichever is lower'],
      ['preferential', '2.5%又は0.76円/kgのうちいずれか低い税率', '2.5% or 0.76 JPY per kg, whichever is lower'],
    ]);
    expect(withEnglish(mfn('080310100').duty).text_en).toBe('04-01 to 09-30: 20%; 10-01 to 03-31: 25%');
    expect(mfn('080310100').columns.map((c) => c.text_en)).toEqual(['04-01 to 09-30: 40%', '04-01 to 09-30: 20%', '10-01 to 03-31: 50%', '10-01 to 03-31: 25%']);
  });

  it('keeps the parentheses of a rate listed and not applied, gives no English for a text it does not read, and quotes both in reasons', () => {
    // 1211.20-900: RCEP (Korea) (5.5%), listed, not applied.
    expect(texts('121120900')).toEqual([['mfn', '3%', '3%'], ['preferential', '(5.5%)', '(5.5%)']]);
    expect(mfn('010392011').columns.map((c) => [c.text, c.text_en])).toEqual([['(10%)', '(10%)'], ['19,508円/頭', '19,508 JPY per item'], ['(19,508円/頭)', '(19,508 JPY per item)']]);
    // 0402.10-211: temporary ◎無税 (a mark the data does not explain): the text only.
    expect(records('040210211', null)[0]!.duty).toMatchObject({ kind: 'other', text: '◎無税', text_en: null });
    expect(mfn('040210211').columns.map((c) => c.text_en)).toEqual(['(466 JPY per kg)', null, '(Free)']);
    expect(records('330499010', null)[0]!.note).toContain('"無税" (Free)');
  });
});

describe('Japan: preferences by origin', () => {
  it('gives goods of Korea the RCEP rate with its proof of origin, and goods of the US the MFN rate (6101.20: 6.8 % / 10.9 %)', () => {
    const korea = used('610120000', 'KR');
    expect(korea).toMatchObject({ type: 'preferential', program: { symbol: 'RCEP' }, duty: { ad_valorem_pct: '6.8' } });
    expect(korea.program?.name).toContain('Korea');
    expect(korea.proof_of_origin?.legal_basis).toContain('Article 3.16');
    expect(korea.proof_of_origin?.accepted.join(' ')).toMatch(/Certificate of Origin.*approved exporter.*importer/);
    expect(korea.condition).toContain('approved exporter');
    const us = used('610120000', 'US');
    expect(us).toMatchObject({ type: 'mfn', duty: { ad_valorem_pct: '10.9' } });
    expect(us.use_reason).toContain('not conceded');
  });

  it('names the agreement of each origin: China (RCEP), Germany (EU-Japan EPA), the UK, Viet Nam (the lowest of four)', () => {
    expect(used('610120000', 'CN')).toMatchObject({ program: { symbol: 'RCEP' }, duty: { ad_valorem_pct: '6.8' } });
    expect(used('610120000', 'DE')).toMatchObject({ program: { symbol: 'JP-EU' }, duty: { kind: 'free' } });
    expect(used('610190900', 'GB').duty?.kind).toBe('free');
    const vietnam = jpLineRates(line('610120000'), { origin: country('VN'), asOf: '2026-08-01', applyPreferences: true });
    expect(vietnam.records.map((r) => r.program?.symbol ?? 'MFN')).toEqual(['MFN', 'RCEP', 'CPTPP', 'AJCEP', 'JP-VN']);
    expect(vietnam.used.duty?.kind).toBe('free');
  });

  it('uses the MFN rate where it is already free, where the preference is in parentheses, and without preferences', () => {
    expect(used('330499010', 'KR').use_reason).toContain('already free');
    // 1211.20-900: general 3 %, RCEP (Korea) (5.5%): listed, not applied.
    const parenthesised = jpLineRates(line('121120900'), { origin: country('KR'), asOf: '2026-08-01', applyPreferences: true });
    expect(parenthesised.used).toMatchObject({ type: 'mfn', duty: { ad_valorem_pct: '3' } });
    expect(parenthesised.records[1]).toMatchObject({ type: 'preferential', duty: { ad_valorem_pct: '5.5' }, requires_review: false });
    expect(parenthesised.records[1]?.note).toContain('parentheses');
    expect(jpLineRates(line('610120000'), { origin: country('KR'), asOf: '2026-08-01', applyPreferences: false }).used.type).toBe('mfn');
  });

  it('lists a preference with a condition in its text for review and uses the MFN rate (1605.53-110, RCEP Korea)', () => {
    const rates = jpLineRates(line('160553110'), { origin: country('KR'), asOf: '2026-08-01', applyPreferences: true });
    expect(rates.used.type).toBe('mfn');
    expect(rates.records[1]).toMatchObject({ type: 'preferential', requires_review: true, duty: { kind: 'other', computable: false } });
  });

  it('gives no preference before the agreement entered into force for the origin (RCEP for Korea: 2022-02-01)', () => {
    const early = used('610120000', 'KR', '2022-01-15');
    expect(early).toMatchObject({ type: 'mfn' });
    expect(early.use_reason).toContain('in force for KR from 2022-02-01');
  });
});

describe('Japan: codes and dates in a lookup', () => {
  it('accepts the 9-digit statistical code, a 10-digit code with its NACCS digit, and an 8-digit prefix', () => {
    const nine = lookupTariffs({ hsCode: '610190100', destination: 'JP', origin: 'KR', asOf: '2026-08-01', lang: 'en' });
    expect(nine.hs.national_code).toBe('610190100');
    expect(nine.rates.map((r) => [r.national_code, r.type, r.duty?.text])).toEqual([
      ['610190100', 'mfn', '10.9%'],
      ['610190100', 'preferential', '6.8%'],
    ]);
    expect(nine.rates[0]?.national_description).toContain('羊毛製');
    const ten = lookupTariffs({ hsCode: '6101901001', destination: 'JP', lang: 'en' });
    expect(ten.rates.map((r) => r.national_code)).toEqual(['610190100']);
    expect(ten.notes.join(' ')).toContain('NACCS');
    expect(lookupTariffs({ hsCode: '61019010', destination: 'JP', lang: 'en' }).lines_total).toBe(1);
  });

  it('answers 404 for a 9-digit code Japan does not have, and 400 for a 9-digit code elsewhere (not a length those schedules print)', () => {
    expect(errorOf(() => lookupTariffs({ hsCode: '610190999', destination: 'JP', lang: 'en' }))).toMatchObject({ code: 'not_found', details: [{ field: '/hs_code' }] });
    expect(errorOf(() => lookupTariffs({ hsCode: '610120000', destination: 'US', lang: 'en' }))).toMatchObject({ code: 'validation_failed', details: [{ issue: 'must be 4, 6, 8, 10 digits' }] });
  });

  it('adds the chapter average computed from the schedule for a 4-digit code, and lists at most 100 lines', () => {
    const heading = lookupTariffs({ hsCode: '6104', destination: 'JP', lang: 'en' });
    expect(heading.schedule?.id).toBe('jp_customs_tariff');
    const average = heading.rates.at(-1)!;
    expect(average).toMatchObject({ basis: 'chapter_average', precision: 'estimate', national_code: null });
    expect(Number(average.duty?.ad_valorem_pct)).toBeGreaterThan(5);
    // Heading 2008 (prepared fruit) has 104 statistical lines.
    const long = lookupTariffs({ hsCode: '2008', destination: 'JP', lang: 'en' });
    expect(long.lines_total).toBe(104);
    expect(long.lines_truncated).toBe(true);
  });

  it('answers a line printed once per import period with the rates of the period of as_of: US oranges 0805.10-000 keep the US-Japan 0 %', () => {
    // 0805.10-000: general 20 % / WTO 16 % from 1 June to 30 November, 40 % / 32 % from 1 December to 31 May; US-Japan 無税 in both.
    const summer = lookupTariffs({ hsCode: '080510000', destination: 'JP', origin: 'US', asOf: '2026-08-01', lang: 'en' });
    expect(summer.rates.map((r) => [r.type, r.duty?.text, r.used])).toEqual([['mfn', '16%', false], ['preferential', '無税', true]]);
    expect(summer.rates[0]!.note).toContain('06-01 to 11-30, the period of 2026-08-01');
    const winter = lookupTariffs({ hsCode: '080510000', destination: 'JP', origin: 'KR', asOf: '2026-12-15', lang: 'en' });
    expect(winter.rates.find((r) => r.used)).toMatchObject({ type: 'mfn', duty: { kind: 'ad_valorem', ad_valorem_pct: '32' } });
  });

  it('answers from the schedule date, exact through 31 March 2027 and estimates after it, each with its warning (the same vintage fields as the EU and the UK)', () => {
    expect(errorOf(() => lookupTariffs({ hsCode: '610120', destination: 'JP', origin: 'KR', asOf: '2026-07-08', lang: 'en' }))).toMatchObject({
      code: 'date_not_covered',
      details: [{ field: '/as_of', issue: expect.stringContaining('2026-07-09') }],
    });
    const first = lookupTariffs({ hsCode: '610120', destination: 'JP', origin: 'KR', asOf: '2026-07-09', lang: 'en' });
    expect(first.rates.map((r) => r.precision)).toEqual(['exact', 'exact']);
    expect(first.warnings).toEqual([]);
    const during = lookupTariffs({ hsCode: '610120', destination: 'JP', origin: 'KR', asOf: '2027-03-31', lang: 'en' });
    expect(during.rates.map((r) => r.precision)).toEqual(['exact', 'exact']);
    expect(during.warnings).toEqual([expect.objectContaining({ code: 'schedule_edition', date: '2026-07-09' })]);
    const next = lookupTariffs({ hsCode: '610120', destination: 'JP', origin: 'KR', asOf: '2027-04-01', lang: 'en' });
    expect(next.rates.map((r) => r.precision)).toEqual(['estimate', 'estimate']);
    expect(next.rates[1]).toMatchObject({ used: true, note: expect.stringContaining('2026-07-09 schedule') });
    expect(next.warnings).toEqual([expect.objectContaining({ code: 'schedule_vintage', date: '2027-03-31', message: expect.stringContaining('1 April') })]);
  });

  it('gives a price one rate: the line\'s, or none where the lines under a code differ', () => {
    const input = { destination: country('JP'), origin: country('KR'), applyPreferences: true, asOf: '2026-08-01' };
    expect(applicableDuty({ ...input, hsCode: '610120' }).record).toMatchObject({ type: 'preferential', duty: { ad_valorem_pct: '6.8' } });
    // 6101.90: -100 RCEP 6.8 %, -900 RCEP 5.3 %.
    expect(applicableDuty({ ...input, hsCode: '610190' })).toMatchObject({ record: null, reason: expect.stringContaining('610190100, 610190900); give the national code') });
  });
});
