import { describe, expect, it } from 'vitest';
import { errorOf } from '../../helpers/errors.js';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';


describe('lookupTariffs: United States (HTS lines)', () => {
  it('gives the HS path and both US lines of cosmetics 330499, with the KORUS rate for Korean goods', () => {
    const result = lookupTariffs({ hsCode: '330499', destination: 'usa', origin: 'KR', lang: 'en' });
    expect(result.hs).toMatchObject({
      section: { code: 'VI' },
      chapter: { code: '33' },
      heading: { code: '3304' },
      subheading: { code: '330499' },
      national_code: null,
      description_lang: 'en',
    });
    expect(result.destination).toEqual({ code: 'US', name: 'United States', name_lang: 'en' });
    expect(result.schedule?.id).toBe('us_hts');
    expect(result.lines_total).toBe(2);
    // HTS 2026 rev. 10: 3304.99.10 and 3304.99.50, both "Free" in column 1 general.
    expect(result.rates.map((r) => [r.type, r.national_code, r.duty?.text])).toEqual([
      ['mfn', '33049910', 'Free'],
      ['mfn', '33049950', 'Free'],
    ]);
    expect(result.rates[0]).toMatchObject({ basis: 'line', precision: 'exact', source: { vintage: 'HTS 2026 Revision 10 (in effect 2026-06-08)', edition: 'HTS 2026 Revision 10', effective_date: '2026-06-08' } });
    expect(result.agreements).toEqual([{ name: 'Korea, Republic of - United States', type: 'FTA & EIA', source: expect.stringContaining('WTO') }]);
    expect(result.vat).toMatchObject({ tax_type: 'none', standard_rate_pct: null, basis: 'not_applicable' });
    expect(result.vat.note).toContain('no national VAT');
  });

  it('lists the preferential rate next to the MFN rate where the line has one (deodorants, 4.9 % / KORUS Free)', () => {
    const result = lookupTariffs({ hsCode: '330720', destination: 'US', origin: 'KOR', lang: 'en' });
    expect(result.rates.map((r) => [r.type, r.duty?.text, r.program?.symbol ?? null])).toEqual([
      ['mfn', '4.9%', null],
      ['preferential', 'Free', 'KR'],
    ]);
  });

  it('lists no preference for an origin without a mapped US program, and column 2 for Russia', () => {
    expect(lookupTariffs({ hsCode: '330720', destination: 'US', origin: 'CN', lang: 'en' }).rates.map((r) => r.type)).toEqual(['mfn']);
    const russia = lookupTariffs({ hsCode: '33021040', destination: 'US', origin: 'RU', lang: 'en' });
    expect(russia.rates.map((r) => [r.type, r.duty?.text])).toEqual([
      ['mfn', '8.4¢/kg + 1.9%'],
      ['column_2', '88¢/kg +25%'],
    ]);
    expect(russia.hs.national_code).toBe('33021040');
  });

  it('gives the chapter average (an estimate) beside the lines of a heading, and refuses a chapter as pricing does', () => {
    const result = lookupTariffs({ hsCode: '3304', destination: 'US', lang: 'en' });
    const average = result.rates.find((r) => r.basis === 'chapter_average');
    // mfn_by_hs_chapter.csv, USA / 33: 1.45 % over 41 ad valorem lines of 43.
    expect(average).toMatchObject({ precision: 'estimate', duty: { ad_valorem_pct: '1.45' } });
    expect(errorOf(() => lookupTariffs({ hsCode: '33', destination: 'US', lang: 'en' }))).toMatchObject({ code: 'validation_failed', status: 400, details: [{ field: '/hs_code', issue: 'must be 4, 6, 8, 10 digits' }] });
  });

  it('refuses origin = destination, as pricing does', () => {
    expect(errorOf(() => lookupTariffs({ hsCode: '330499', destination: 'US', origin: 'USA', lang: 'en' }))).toMatchObject({ code: 'validation_failed', status: 400, details: [{ field: '/destination', issue: 'must differ from origin' }] });
  });

  it('answers 404 for a national line the schedule does not have', () => {
    expect(errorOf(() => lookupTariffs({ hsCode: '33049999', destination: 'US', lang: 'en' }))).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('lookupTariffs: EU and UK (CN lines)', () => {
  it('uses the EU line for a member state, with its VAT and the EU-Korea agreement', () => {
    const result = lookupTariffs({ hsCode: '330720', destination: 'DE', origin: 'KR', lang: 'ko' });
    expect(result.destination).toEqual({ code: 'DE', name: '독일', name_lang: 'ko' });
    // CN 2020 rates for today's date: estimates, with the warning naming the schedule's year.
    expect(result.rates.map((r) => [r.type, r.national_code, r.duty?.text, r.precision, r.used])).toEqual([
      ['mfn', '33072000', '6.5%', 'estimate', false],
      ['preferential', '33072000', '0.00%', 'estimate', true],
    ]);
    expect(result.vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '19', basis: 'customs_value_plus_duty' });
    expect(result.agreements?.map((a) => a.name)).toEqual(['EU - Korea, Republic of']);
    expect(result.notes.join(' ')).not.toContain('no preferential schedule');
    expect(result.warnings).toEqual([expect.objectContaining({ measure: 'CN 2020 (the line rates)', date: '2020-12-31' })]);
    expect(result.rates[0]?.note).toContain('an estimate for');
  });

  it('uses the UK Global Tariff for GB and reads seasonal rates', () => {
    const result = lookupTariffs({ hsCode: '08051022', destination: 'GB', lang: 'en' });
    expect(result.rates[0]?.duty).toMatchObject({ kind: 'seasonal', text: '10.00% (01 NOV - 30 APR), 2.00% (01 MAY - 31 OCT)' });
  });

  it('falls back to the chapter average when CN 2020 has no line for an HS 2022 subheading', () => {
    // 030910 (fish flours, new in HS 2022) has no line in the 2020 EU file.
    const result = lookupTariffs({ hsCode: '030910', destination: 'FR', lang: 'en' });
    expect(result.lines_total).toBe(0);
    // mfn_by_hs_chapter.csv, EU27 / 03: 10.82 % over 457 lines
    expect(result.rates).toEqual([expect.objectContaining({ basis: 'chapter_average', precision: 'estimate', duty: expect.objectContaining({ ad_valorem_pct: '10.82' }) })]);
    expect(result.notes[0]).toContain('has no line under 030910');
  });
});

describe('lookupTariffs: other countries (country average)', () => {
  it('marks the WTO average as an estimate, never as a line rate', () => {
    const result = lookupTariffs({ hsCode: '330499', destination: 'TH', lang: 'en' });
    expect(result.schedule).toBeNull();
    expect(result.rates).toHaveLength(1);
    // country_avg_tariffs.csv: TH 11.5 (WTO, 2021)
    expect(result.rates[0]).toMatchObject({
      type: 'mfn',
      basis: 'country_average',
      precision: 'estimate',
      national_code: null,
      year: 2021,
      duty: { kind: 'ad_valorem', ad_valorem_pct: '11.5' },
    });
  });

  it('warns that the average is of another year, for a date before that year as after it', () => {
    // country_avg_tariffs.csv: TH 11.5 (WTO, 2021).
    const warning = (asOf: string) => lookupTariffs({ hsCode: '330499', destination: 'TH', asOf, lang: 'en' }).warnings;
    expect(warning('2015-01-01')).toEqual([expect.objectContaining({ code: 'country_average_year', date: '2021-01-01', message: expect.stringContaining('a date before that year') })]);
    expect(warning('2021-06-30')).toEqual([]);
    expect(warning('2026-06-08')).toEqual([expect.objectContaining({ code: 'country_average_year', date: '2021-12-31' })]);
  });

  it('answers null with a reason where the WTO average is missing, and for VAT gaps', () => {
    const result = lookupTariffs({ hsCode: '330499', destination: 'ER', lang: 'en' });
    expect(result.rates[0]).toMatchObject({ basis: 'country_average', duty: null });
    expect(result.rates[0]?.reason).toContain('not in the data');
    // Bangladesh levies a VAT but is one of the 74 countries missing from the VAT list.
    const bangladesh = lookupTariffs({ hsCode: '330499', destination: 'BD', lang: 'en' });
    expect(bangladesh.vat).toMatchObject({ standard_rate_pct: null, tax_type: null });
    expect(bangladesh.vat.reason).toContain('absence does not mean 0 %');
  });

  it('applies the documented Bahrain VAT correction', () => {
    const result = lookupTariffs({ hsCode: '330499', destination: 'BH', lang: 'en' });
    expect(result.vat.standard_rate_pct).toBe('10');
    expect(result.vat.note).toContain('The source list gives 5 %');
  });
});

describe('lookupTariffs: HS codes as people type them', () => {
  it('reads dots, spaces and hyphens between the digits, and answers with the digits', () => {
    for (const typed of ['3307.20', '3307 20', '3307-20', ' 3307.20 ']) {
      const result = lookupTariffs({ hsCode: typed, destination: 'US', origin: 'KR', asOf: '2026-06-08', lang: 'en' });
      expect(result.hs_code, typed).toBe('330720');
      expect(result.rates.map((r) => r.national_code)).toEqual(['33072000', '33072000']);
    }
    expect(lookupTariffs({ hsCode: '3307 20 00', destination: 'GB', asOf: '2021-06-01', lang: 'en' }).hs.national_code).toBe('33072000');
    expect(lookupTariffs({ hsCode: '8703.80.00.20', destination: 'US', origin: 'KR', asOf: '2026-06-08', lang: 'en' }).hs.national_code).toBe('8703800020');
  });

  it('takes US chapter 98 lines (special classification provisions), only for the US', () => {
    // HTS 2026 rev. 10, 9801.00.10: US goods returned, general "Free".
    const returned = lookupTariffs({ hsCode: '9801.00.10', destination: 'US', origin: 'KR', asOf: '2026-06-08', lang: 'en' });
    expect(returned.hs).toMatchObject({ section: { code: 'XXII' }, chapter: { code: '98' }, heading: null, national_code: '98010010' });
    expect(returned.rates[0]).toMatchObject({ national_code: '98010010', duty: { kind: 'free' }, used: true });
    expect(returned.measures).toEqual([expect.objectContaining({ kind: 'section_122', applied: false, requires_review: true })]);
    // 9802.00.80: "A duty upon the full value of the imported article, less the cost or value of such products of the United States": shown, not computed.
    expect(lookupTariffs({ hsCode: '98020080', destination: 'US', asOf: '2026-06-08', lang: 'en' }).rates[0]?.duty).toMatchObject({ kind: 'other', computable: false });
    expect(errorOf(() => lookupTariffs({ hsCode: '9801.00.10', destination: 'DE', lang: 'en' }))).toMatchObject({
      code: 'unknown_hs_code',
      status: 400,
      message: '9801.00.10 is not an HS 2022 code: the HS reserves chapters 98 and 99 for the special uses of each country (national provisions, additional duties), and classifies no goods there.',
    });
  });
});

describe('lookupTariffs: bad input', () => {
  it('rejects an HS code that is not in HS 2022', () => {
    expect(errorOf(() => lookupTariffs({ hsCode: '330498', destination: 'US', lang: 'en' }))).toMatchObject({
      code: 'unknown_hs_code',
      status: 400,
      details: [{ field: '/hs_code' }],
    });
    expect(errorOf(() => lookupTariffs({ hsCode: '7701', destination: 'US', lang: 'en' })).code).toBe('unknown_hs_code');
  });

  it('rejects malformed codes and countries', () => {
    expect(errorOf(() => lookupTariffs({ hsCode: '3304991', destination: 'US', lang: 'en' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/hs_code' }] });
    expect(errorOf(() => lookupTariffs({ hsCode: '3304..99', destination: 'US', lang: 'en' })).code).toBe('validation_failed');
    expect(errorOf(() => lookupTariffs({ hsCode: '3304.9x', destination: 'US', lang: 'en' })).code).toBe('validation_failed');
    expect(errorOf(() => lookupTariffs({ hsCode: '330499', destination: 'ZZ', lang: 'en' }))).toMatchObject({ code: 'unknown_country', details: [{ field: '/destination' }] });
    expect(errorOf(() => lookupTariffs({ hsCode: '330499', destination: 'U5', lang: 'en' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/destination' }] });
    expect(errorOf(() => lookupTariffs({ hsCode: '330499', destination: 'US', origin: 'XXX', lang: 'en' }))).toMatchObject({ code: 'unknown_country', details: [{ field: '/origin' }] });
  });
});

describe('what no destination data has: anti-dumping, countervailing and safeguard duties', () => {
  const remedies = /Anti-dumping, countervailing and safeguard duties are not in the data/;
  const said = (notes: string[]) => notes.filter((n) => remedies.test(n)).length;

  it('says so once in every tariff answer of goods crossing a border, with a schedule or a country average, with or without an origin', () => {
    for (const destination of ['US', 'DE', 'GB', 'JP', 'VN', 'CN', 'HK', 'SG', 'TH']) {
      expect(said(lookupTariffs({ hsCode: '330499', destination, origin: 'KR', asOf: '2026-08-01', lang: 'en' }).notes), destination).toBe(1);
      expect(said(lookupTariffs({ hsCode: '330499', destination, asOf: '2026-08-01', lang: 'en' }).notes), destination).toBe(1);
    }
  });

  it('does not say it where no border is crossed (goods of France into Germany)', () => {
    expect(said(lookupTariffs({ hsCode: '330499', destination: 'DE', origin: 'FR', asOf: '2026-08-01', lang: 'en' }).notes)).toBe(0);
  });
});

describe('Hong Kong and Singapore answer by law: the law is the source', () => {
  it('cites the Ordinance and the Acts, never a file of this project, and warns that amendments after the law stated are not in the data', () => {
    const hk = lookupTariffs({ hsCode: '330499', destination: 'HK', origin: 'KR', asOf: '2026-06-08', lang: 'en' });
    const sg = lookupTariffs({ hsCode: '330499', destination: 'SG', origin: 'KR', asOf: '2026-06-08', lang: 'en' });
    expect(hk.rates[0]!.source.name).toContain('Dutiable Commodities Ordinance (Cap. 109)');
    expect(sg.rates[0]!.source.name).toMatch(/Customs Act 1960.*Goods and Services Tax Act 1993/);
    for (const answer of [hk, sg]) expect(JSON.stringify(answer)).not.toMatch(/SOURCE\.md|data\/tariffs/);
    expect(hk.warnings).toEqual([expect.objectContaining({ code: 'schedule_edition', date: '2008-02-27', message: expect.stringContaining('amendments after that day are not in it') })]);
    expect(sg.warnings).toEqual([expect.objectContaining({ code: 'schedule_edition', date: '2024-01-01' })]);
  });
});
