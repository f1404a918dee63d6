import { describe, expect, it } from 'vitest';
import { resolveCountry } from '../../../src/domain/reference/trade-countries.js';
import { applicableDuty } from '../../../src/domain/tariffs/applicable.js';
import { chinaSchedule } from '../../../src/domain/tariffs/china/schedule.js';
import { cnTariffFile } from '../../../src/domain/tariffs/china/tariff-file.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { PricingRequest } from '../../../src/domain/pricing/types.js';
import type { TariffRateRecord } from '../../../src/domain/tariffs/types.js';
import { errorOf } from '../../helpers/errors.js';
import { priceWithBundledRates as calculatePrice } from '../../helpers/rates.js';

// China's import tariff of 2026 for goods of Korea (data/tariffs/cn_import_tariff_2026_kr.csv). Every
// figure below is read by hand from the file's row of the line named (no, code, mfn, kr_fta, rcep_kr,
// note, as written there).

const lookup = (hsCode: string, origin?: string, asOf = '2026-06-08') => lookupTariffs({ hsCode, destination: 'CN', origin, asOf, lang: 'en' });
const used = (rates: TariffRateRecord[]) => rates.find((r) => r.used)!;
const brief = (rates: TariffRateRecord[]) => rates.map((r) => [r.type, r.program?.symbol ?? null, r.duty?.ad_valorem_pct ?? null, r.used]);
const VINTAGE = '2026 tariff, in force from 2026-01-01';

describe('China: goods of Korea, the China-Korea FTA and RCEP', () => {
  it('hot-rolled steel 7208.51.10: the China-Korea FTA 1.2 % against MFN 6 %, with its certificate of origin (Article 3.15); RCEP 3 % beside it', () => {
    // Row 5474: 72085110,6,1.2,3,
    const result = lookup('7208.51.10', 'KR');
    expect(result.schedule).toEqual({ id: 'cn_import_tariff', name: expect.stringContaining('China'), vintage: VINTAGE });
    expect(brief(result.rates)).toEqual([
      ['mfn', null, '6', false],
      ['preferential', 'CKFTA', '1.2', true],
      ['preferential', 'RCEP', '3', false],
    ]);
    expect(used(result.rates)).toMatchObject({
      precision: 'exact',
      program: { name: expect.stringContaining('China-Korea Free Trade Agreement') },
      proof_of_origin: { legal_basis: expect.stringContaining('Article 3.15'), accepted: [expect.stringContaining('Certificate of Origin under the China-Korea FTA')] },
      condition: expect.stringContaining('Article 3.15'),
      source: { edition: expect.stringContaining('2026'), effective_date: '2026-01-01' },
    });
    expect(result.rates[0]!.description).toContain('hot-rolled');
    expect(result.preferences.map((p) => [p.program.symbol, p.saving_pct, p.status])).toEqual([
      ['CKFTA', '4.8', 'used'],
      ['RCEP', '3', 'not_lowest'],
    ]);
  });

  it('integrated circuits 8542.31.11: 0 %, no preference needed', () => {
    // Row 7791: 85423111,0,0,0,
    const result = lookup('85423111', 'KR');
    expect(used(result.rates)).toMatchObject({ type: 'mfn', precision: 'exact', duty: { kind: 'free', ad_valorem_pct: '0' }, source: { vintage: expect.stringContaining('2026') } });
  });

  it('cosmetics 3304.99.00: MFN 1 %, below the FTA\'s 5.2 %, which is never used; RCEP lists no rate', () => {
    // Row 2801: 33049900,1,5.2,,no-rkrr
    const result = lookup('33049900', 'KR');
    expect(used(result.rates)).toMatchObject({ type: 'mfn', precision: 'exact', duty: { ad_valorem_pct: '1' }, use_reason: expect.stringContaining('No agreement') });
    expect(result.preferences.map((p) => [p.program.symbol, p.status, p.saving_pct])).toEqual([
      ['CKFTA', 'not_below_mfn', '-4.2'],
      ['RCEP', 'no_rate', null],
    ]);
  });

  it('a passenger car 8703.23.49: 15 %, outside both agreements', () => {
    // Row 7949: 87032349,15,,,no-kr;no-rkrr
    const result = lookup('87032349', 'KR');
    expect(result.rates).toEqual([expect.objectContaining({ type: 'mfn', used: true, precision: 'exact', duty: expect.objectContaining({ ad_valorem_pct: '15' }) })]);
    expect(result.preferences.map((p) => [p.program.symbol, p.status])).toEqual([
      ['CKFTA', 'no_rate'],
      ['RCEP', 'no_rate'],
    ]);
    expect(result.schedule?.vintage).toBe(VINTAGE);
  });

  it('applies the provisional rate: 0302.14.10 "10∆7" is MFN 10 with the provisional rate 7; the FTA 0 % is used against it', () => {
    // Row of 03021410: 10∆7,0,5,
    const result = lookup('03021410', 'KR');
    expect(result.rates[0]).toMatchObject({ duty: { text: '10∆7', ad_valorem_pct: '7', note: expect.stringContaining('provisional rate (暂定税率) 7 %') } });
    expect(used(result.rates)).toMatchObject({ program: { symbol: 'CKFTA' }, duty: { kind: 'free' } });
  });
});

describe('China: where the source is not whole', () => {
  it('a line whose text was cut, with no rate of either agreement, answers MFN as an estimate with the reason, never 0', () => {
    // Row of 03032500: 10,,,no-kr;no-rkrr;odd
    const result = lookup('03032500', 'KR');
    expect(result.rates).toEqual([expect.objectContaining({ type: 'mfn', used: true, precision: 'estimate', duty: expect.objectContaining({ ad_valorem_pct: '10' }) })]);
    expect(result.rates[0]!.note).toMatch(/estimate.*lost the rate of CKFTA and RCEP/);
    expect(result.preferences.map((p) => [p.program.symbol, p.status, p.duty])).toEqual([
      ['CKFTA', 'unknown', null],
      ['RCEP', 'unknown', null],
    ]);
    expect(result.preferences[0]!.reason).toContain('never guessed');
  });

  it('where the FTA rate was cut and RCEP\'s is known below MFN (0103.91.20: 10, RCEP 5), RCEP is used as an estimate: the FTA may be lower', () => {
    // Row 14: 01039120,10,,5,no-kr;odd
    const result = lookup('01039120', 'KR');
    expect(used(result.rates)).toMatchObject({ program: { symbol: 'RCEP' }, duty: { ad_valorem_pct: '5' }, precision: 'estimate', note: expect.stringContaining('lost the rate of CKFTA') });
    expect(result.preferences.map((p) => [p.program.symbol, p.status])).toEqual([
      ['RCEP', 'used'],
      ['CKFTA', 'unknown'],
    ]);
  });

  it('a subheading whose lines share a duty but not its precision (1702.90: MFN 30 % on each, one line cut) is not one exact figure: a price asks for the national code', () => {
    // Rows 1209-1211: 17029011,30,,,no-kr;no-rkrr / 17029012,30,,,no-kr;no-rkrr;odd / 17029090,30,,,no-kr;no-rkrr
    const base = { hsCode: '170290', destination: resolveCountry('CN', '/destination'), origin: resolveCountry('KR', '/origin'), applyPreferences: true, asOf: '2026-06-08' };
    expect(applicableDuty(base)).toMatchObject({ record: null, reason: expect.stringContaining('exact on some and an estimate on others (17029011, 17029012, 17029090)') });
    expect(applicableDuty({ ...base, hsCode: '17029011' }).record).toMatchObject({ duty: { ad_valorem_pct: '30' }, precision: 'exact' });
    expect(applicableDuty({ ...base, hsCode: '17029012' }).record).toMatchObject({ duty: { ad_valorem_pct: '30' }, precision: 'estimate' });
  });

  it('a free line stays exact when the text was cut: nothing is lower than 0 (2601.11.20)', () => {
    // Row of 26011120: 0,,0,no-kr;odd
    expect(used(lookup('26011120', 'KR').rates)).toMatchObject({ type: 'mfn', precision: 'exact', duty: { kind: 'free' } });
  });

  it('a footnote marker is not computed, with the marker and what it needs: wheat 1001.11.00 "65①"', () => {
    // Row 838: 10011100,65①,,,no-kr;no-rkrr
    const result = lookup('10011100', 'KR');
    expect(result.rates).toEqual([expect.objectContaining({ type: 'mfn', used: true, requires_review: true, duty: expect.objectContaining({ kind: 'other', text: '65①', computable: false }) })]);
    expect(result.rates[0]!.duty!.note).toMatch(/footnote ①.*tariff-rate quota, the in-quota rate/);
    expect(result.rates[0]!.use_reason).toContain('not computed');
  });

  it("an agreement's footnote is not computed and makes the rate used an estimate: chicken 0207.12.00 FTA \"②\", RCEP 10 % used against 20 %", () => {
    // Row 105: 02071200,20,②,10,
    const result = lookup('02071200', 'KR');
    expect(result.preferences.map((p) => [p.program.symbol, p.status])).toEqual([
      ['CKFTA', 'not_computed'],
      ['RCEP', 'used'],
    ]);
    expect(used(result.rates)).toMatchObject({ duty: { ad_valorem_pct: '10' }, precision: 'estimate', note: expect.stringContaining('CKFTA is a footnote') });
  });

  it('a provisional rate printed as a footnote (natural rubber 4001.10.00 "20∆①"): the FTA 4 % is used, an estimate', () => {
    // Row 3251: 40011000,20∆①,4,,no-rkrr
    const result = lookup('40011000', 'KR');
    expect(result.rates[0]).toMatchObject({ requires_review: true, duty: { kind: 'other', note: expect.stringContaining('provisional rate that applies in its place is a footnote') } });
    expect(used(result.rates)).toMatchObject({ program: { symbol: 'CKFTA' }, duty: { ad_valorem_pct: '4' }, precision: 'estimate', note: expect.stringContaining('applied MFN rate is a footnote') });
  });
});

describe('China: other origins, codes, dates, VAT and a price', () => {
  it('goods of other origins get the applied MFN rate as an estimate, saying the data has neither their preferences nor the additional tariffs', () => {
    for (const origin of ['US', 'JP']) {
      const result = lookup('72085110', origin);
      expect(result.rates, origin).toEqual([expect.objectContaining({ type: 'mfn', used: true, precision: 'estimate', duty: expect.objectContaining({ ad_valorem_pct: '6' }) })]);
      expect(result.preferences).toEqual([]);
      expect(result.notes.join(' ')).toContain('goods of the United States among them');
    }
    expect(used(lookup('72085110').rates)).toMatchObject({ type: 'mfn', precision: 'exact' });
  });

  it('lists the lines of a subheading (7208.51: five, one of them cut) and refuses a line or a length the tariff lacks', () => {
    const result = lookup('720851', 'KR');
    expect(result.lines_total).toBe(5);
    expect(result.rates.filter((r) => r.used).map((r) => [r.national_code, r.precision])).toEqual([
      ['72085110', 'exact'],
      ['72085121', 'exact'],
      ['72085129', 'exact'],
      ['72085191', 'estimate'],
      ['72085199', 'exact'],
    ]);
    expect(errorOf(() => lookup('72085100', 'KR'))).toMatchObject({ code: 'not_found', status: 404 });
    expect(errorOf(() => lookup('7208511000', 'KR'))).toMatchObject({ code: 'validation_failed', status: 400 });
    // No line texts: only a subheading of one line names it to the classifier.
    expect(chinaSchedule.nationalLines('720836')).toEqual([{ code: '72083600', description: expect.stringContaining('in coils') }]);
    expect(chinaSchedule.nationalLines('720851')).toEqual([]);
  });

  it('refuses a date before 2026-01-01 and marks rates past 2026-12-31 as estimates with a warning', () => {
    expect(errorOf(() => lookup('72085110', 'KR', '2025-12-31'))).toMatchObject({ code: 'date_not_covered', status: 422 });
    expect(lookup('72085110', 'KR', '2026-01-01').warnings).toEqual([]);
    expect(lookup('72085110', 'KR', '2026-06-08').warnings).toEqual([expect.objectContaining({ code: 'schedule_edition', date: '2026-01-01' })]);
    const later = lookup('72085110', 'KR', '2027-02-01');
    expect(used(later.rates)).toMatchObject({ precision: 'estimate' });
    expect(later.warnings).toEqual([expect.objectContaining({ code: 'schedule_vintage', date: '2026-12-31' })]);
  });

  it('import VAT 13 %, saying the 9 % goods are not applied; consumption tax named as not included', () => {
    expect(lookup('72085110', 'KR').vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '13', note: expect.stringContaining('9 %') });
    const fees = chinaSchedule.entryFees({ origin: { iso2: 'KR' } as never, transportMode: 'sea', applyPreferences: true, asOf: '2026-06-08' });
    expect(fees).toEqual({ rules: [], notIncluded: expect.stringMatching(/consumption tax.*cosmetics, cars.*refined oil/) });
  });

  it('prices hot-rolled coil (FTA 0 %) and a car (15 %) CIF Shanghai: duty 2,808.98, VAT 13 % 11,590.67, landed 102,149.65', () => {
    const usd = (amount: string) => ({ amount, currency: 'USD' });
    const request: PricingRequest = {
      items: [
        { description: 'Hot-rolled steel coil, over 10 mm', hs_code: '7208.36.00', quantity: 100, unit_price: usd('650.00') },
        { description: 'Passenger car, 2.0 L petrol', hs_code: '8703.23.49', quantity: 1, unit_price: usd('18000.00') },
      ],
      origin: 'KR',
      destination: 'CN',
      incoterm: 'CIF',
      transport_mode: 'sea',
      quote_currency: 'USD',
      as_of: '2026-06-08',
      costs: { export_clearance: usd('300.00'), origin_inland: usd('500.00'), main_freight: usd('2400.00'), insurance: usd('150.00'), destination_unloading: usd('350.00'), destination_inland: usd('600.00'), import_clearance: usd('450.00') },
    };
    const quote = calculatePrice(request);
    // Goods 65,000.00 + 18,000.00 = 83,000.00; CIF customs value 83,000 + 300 + 500 + 2,400 + 150 = 86,350.00,
    // the 3,350.00 of costs shared by value: coil 2,623.49 (3,350 x 65/83), car 726.51.
    // Coil 7208.36.00 (72083600,6,0,3): China-Korea FTA 0 % = 0.00; car 15 % x 18,726.51 = 2,808.98.
    // VAT 13 % x (86,350.00 + 2,808.98) = 11,590.67; landed 86,350.00 + 350 + 600 + 450 + 2,808.98 + 11,590.67 = 102,149.65.
    expect(quote.customs_value).toMatchObject({ basis: 'cif', amount: { amount: '86350.00' } });
    expect(quote.items.map((i) => [i.customs_value?.amount, i.duty.amount?.amount, i.duty.program?.symbol ?? null, i.duty.precision])).toEqual([
      ['67623.49', '0.00', 'CKFTA', 'exact'],
      ['18726.51', '2808.98', null, 'exact'],
    ]);
    expect(quote.import_vat).toMatchObject({ tax_type: 'vat', rate_pct: '13', amount: { amount: '11590.67' } });
    expect(quote.entry_fees).toMatchObject({ not_included: expect.stringContaining('consumption tax') });
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '102149.65' }, precision: 'exact' });
  });

  it('holds 8,972 lines, 861 of them cut without a China-Korea FTA rate', () => {
    const file = cnTariffFile();
    expect(file.lines.size).toBe(8972);
    expect(file.cutWithoutKr).toBe(861);
    expect(file.cut).toBe(1137);
  });
});
