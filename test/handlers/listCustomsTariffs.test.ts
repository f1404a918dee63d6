import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

type Json = { data: any };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('listCustomsTariffs', () => {
  it('gives the HS path, the US line with its KORUS rate, the agreement and no VAT', async () => {
    const res = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330720', destination: 'us', origin: 'KR' } });
    expect(res.status).toBe(200);
    const { data } = res.body as Json;
    expect(data.hs.heading.code).toBe('3307');
    // HTS 2026 rev. 10, 3307.20.00: general 4.9%, special Free (...KR...)
    expect(data.rates.map((r: any) => [r.type, r.basis, r.duty.text, r.program?.symbol ?? null])).toEqual([
      ['mfn', 'line', '4.9%', null],
      ['preferential', 'line', 'Free', 'KR'],
    ]);
    expect(data.rates[0].source).toMatchObject({ vintage: 'HTS 2026 Revision 10 (in effect 2026-06-08)', edition: 'HTS 2026 Revision 10', effective_date: '2026-06-08' });
    expect(data.vat).toMatchObject({ tax_type: 'none', standard_rate_pct: null });
  });

  it('gives the country average as an estimate where there are no lines', async () => {
    const res = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330499', destination: 'TH' }, headers: { 'accept-language': 'ko' } });
    const { data } = res.body as Json;
    expect(res.headers.get('content-language')).toBe('ko');
    expect(data.destination).toEqual({ code: 'TH', name: '태국', name_lang: 'ko' });
    expect(data.rates).toEqual([expect.objectContaining({ basis: 'country_average', precision: 'estimate', year: 2021 })]);
    expect(data.vat.standard_rate_pct).toBe('10');
  });

  it("gives Japan's line rate with the RCEP rate for goods of Korea and its proof of origin, and the MFN rate for goods of the US", async () => {
    const korea = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '610120', destination: 'JP', origin: 'KR', as_of: '2026-08-01' } });
    expect(korea.status).toBe(200);
    const { data } = korea.body as Json;
    expect(data.schedule.id).toBe('jp_customs_tariff');
    expect(data.rates.map((r: any) => [r.type, r.national_code, r.duty.text, r.program?.symbol ?? null, r.used])).toEqual([
      ['mfn', '610120000', '10.9%', null, false],
      ['preferential', '610120000', '6.8%', 'RCEP', true],
    ]);
    expect(data.rates[1].proof_of_origin).toMatchObject({ legal_basis: expect.stringContaining('Article 3.16'), accepted: expect.arrayContaining([expect.stringContaining('approved exporter')]) });
    expect(data.rates[0].national_description).toContain('綿製');
    expect(data.rates[0].rate_columns.map((c: any) => [c.text, c.text_en])).toEqual([['10.9%', '10.9%'], ['(10.9%)', '(10.9%)']]);
    // The schedule's Japanese text is kept (the source) and said in English beside it (issue 48).
    const free = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330499010', destination: 'JP', origin: 'KR', as_of: '2026-08-01' } });
    expect((free.body as Json).data.rates.map((r: any) => [r.type, r.duty.text, r.duty.text_en])).toEqual([['mfn', '無税', 'Free'], ['preferential', '無税', 'Free']]);
    expect(data.warnings).toEqual([expect.objectContaining({ date: '2026-07-09' })]);
    const us = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '610120000', destination: 'JP', origin: 'US', as_of: '2026-08-01' } });
    expect((us.body as Json).data.rates.map((r: any) => [r.type, r.duty.text, r.used])).toEqual([['mfn', '10.9%', true]]);
    const missing = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '610190999', destination: 'JP' } });
    expect(missing.status).toBe(404);
  });

  it("gives China's line rates for goods of Korea as the issue states them, each with the schedule's vintage; a cut line's FTA rate unknown, an estimate", async () => {
    const tariff = async (hs_code: string, origin = 'KR') => {
      const res = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code, destination: 'CN', origin, as_of: '2026-06-08' } });
      expect(res.status, hs_code).toBe(200);
      return (res.body as Json).data;
    };
    const [chips, steel, cosmetics, car, cut, us] = await Promise.all([tariff('8542.31.11'), tariff('7208.51.10'), tariff('3304.99.00'), tariff('8703.23.49'), tariff('0303.25.00'), tariff('7208.51.10', 'US')]);
    const usedOf = (data: any) => data.rates.find((r: any) => r.used);
    // The file's rows: 85423111,0,0,0 / 72085110,6,1.2,3 / 33049900,1,5.2,,no-rkrr / 87032349,15,,,no-kr;no-rkrr / 03032500,10,,,no-kr;no-rkrr;odd.
    expect([chips, steel, cosmetics, car, cut].map((d) => [usedOf(d).duty.ad_valorem_pct, usedOf(d).program?.symbol ?? null, usedOf(d).precision, d.schedule.vintage])).toEqual([
      ['0', null, 'exact', '2026 tariff, in force from 2026-01-01'],
      ['1.2', 'CKFTA', 'exact', '2026 tariff, in force from 2026-01-01'],
      ['1', null, 'exact', '2026 tariff, in force from 2026-01-01'],
      ['15', null, 'exact', '2026 tariff, in force from 2026-01-01'],
      ['10', null, 'estimate', '2026 tariff, in force from 2026-01-01'],
    ]);
    expect(usedOf(steel).proof_of_origin.legal_basis).toContain('Article 3.15');
    expect(steel.preferences.map((p: any) => [p.program.symbol, p.status])).toEqual([['CKFTA', 'used'], ['RCEP', 'not_lowest']]);
    expect(cut.preferences.map((p: any) => p.status)).toEqual(['unknown', 'unknown']);
    expect(steel.vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '13' });
    expect(usedOf(us)).toMatchObject({ type: 'mfn', precision: 'estimate', duty: { ad_valorem_pct: '6' } });
  });

  it("gives Viet Nam's line rates for goods of Korea (3304.99.30: VKFTA 0 % used against MFN 18 %), each agreement with its proof of origin", async () => {
    // Row 33049930 of Viet Nam's 2026 tariff: MFN 18, AKFTA 5, VKFTA 0, RCEPT E 10.
    const res = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '3304.99.30', destination: 'VN', origin: 'KR', as_of: '2026-06-08' } });
    expect(res.status).toBe(200);
    const { data } = res.body as Json;
    expect(data.schedule).toMatchObject({ id: 'vn_import_tariff', vintage: '2026 tariff as compiled on 2026-01-07' });
    expect(data.rates.map((r: any) => [r.type, r.program?.symbol ?? null, r.duty.ad_valorem_pct, r.used])).toEqual([
      ['mfn', null, '18', false],
      ['preferential', 'VKFTA', '0', true],
      ['preferential', 'AKFTA', '5', false],
      ['preferential', 'RCEP', '10', false],
    ]);
    expect(data.rates[1].proof_of_origin.accepted[0]).toContain('Form VK');
    expect(data.preferences.map((p: any) => [p.program.symbol, p.status])).toEqual([['VKFTA', 'used'], ['AKFTA', 'not_lowest'], ['RCEP', 'not_lowest']]);
    expect(data.vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '10' });
    expect(data.notes.filter((n: string) => n.startsWith('Anti-dumping, countervailing and safeguard duties are not in the data'))).toHaveLength(1);
    const unknown = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33049999', destination: 'VN' } });
    expect(unknown.status).toBe(404);
  });

  it('gives Hong Kong and Singapore 0 % by law with the law as the source, and their dutiable goods not computed', async () => {
    const tariff = async (hs_code: string, destination: string) => {
      const res = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code, destination, origin: 'KR', as_of: '2026-06-08' } });
      expect(res.status).toBe(200);
      return (res.body as Json).data;
    };
    const [hkCream, hkSpirits, sgCream, sgSpirits] = await Promise.all([tariff('330499', 'HK'), tariff('220830', 'HK'), tariff('330499', 'SG'), tariff('220830', 'SG')]);
    expect(hkCream.schedule.id).toBe('hk_dutiable_commodities');
    expect(hkCream.rates[0]).toMatchObject({ precision: 'exact', duty: { kind: 'free', ad_valorem_pct: '0' }, source: { name: expect.stringContaining('Dutiable Commodities Ordinance (Cap. 109)') } });
    expect(hkCream.vat).toMatchObject({ tax_type: 'none', standard_rate_pct: null });
    expect(hkSpirits.rates[0].duty).toMatchObject({ computable: false, text: expect.stringContaining('above 30 %') });
    expect(sgCream.schedule.id).toBe('sg_customs_duties');
    expect(sgCream.rates[0]).toMatchObject({ precision: 'exact', duty: { kind: 'free' }, source: { name: expect.stringContaining('Customs Act 1960') } });
    expect(sgCream.vat).toMatchObject({ tax_type: 'gst', standard_rate_pct: '9' });
    expect(sgSpirits.rates[0].duty).toMatchObject({ computable: false, text: expect.stringContaining('intoxicating liquors') });
    expect(hkCream.warnings.map((w: any) => [w.code, w.date])).toEqual([['schedule_edition', '2008-02-27']]);
    expect(sgCream.warnings.map((w: any) => [w.code, w.date])).toEqual([['schedule_edition', '2024-01-01']]);
  });

  it('answers 400 for an HS code outside HS 2022 and 404 for a national line the schedule lacks', async () => {
    const unknown = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330498', destination: 'US' } });
    expect(unknown.status).toBe(400);
    expect((unknown.body as any).error).toMatchObject({ code: 'unknown_hs_code', details: [{ field: '/hs_code' }] });
    const noLine = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33049999', destination: 'US' } });
    expect(noLine.status).toBe(404);
    expect((noLine.body as any).error.code).toBe('not_found');
  });

  it('names the code the client sent, and why HS 2022 lacks it, when it refuses one (issue 48: 9999.99 was refused as "99")', async () => {
    const reserved = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '9999.99', destination: 'US' } });
    expect(reserved.status).toBe(400);
    expect((reserved.body as any).error).toMatchObject({
      code: 'unknown_hs_code',
      message: '9999.99 is not an HS 2022 code: the HS reserves chapters 98 and 99 for the special uses of each country (national provisions, additional duties), and classifies no goods there.',
      details: [{ field: '/hs_code', issue: expect.stringMatching(/^9999\.99 is not an HS 2022 code: the HS reserves chapters 98 and 99/) }],
    });
    const subheading = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '3304 98', destination: 'JP' } });
    expect((subheading.body as any).error.message).toBe('3304 98 is not an HS 2022 code: heading 3304 has no subheading 330498.');
  });

  it('answers 400 for missing or malformed parameters and unknown countries', async () => {
    const missing = await app.request('GET', '/api/v1/customs/tariffs', { query: { destination: 'US' } });
    expect(missing.status).toBe(400);
    expect((missing.body as any).error.code).toBe('validation_failed');
    const odd = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33049', destination: 'US' } });
    expect(odd.status).toBe(400);
    const country = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330499', destination: 'ZZ' } });
    expect(country.status).toBe(400);
    expect((country.body as any).error.code).toBe('unknown_country');
  });

  it('answers for as_of: 422 before the US data begins, warnings past what it knows, 400 for a non-date', async () => {
    const early = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33072000', destination: 'US', origin: 'KR', as_of: '2025-12-01' } });
    expect(early.status).toBe(422);
    expect((early.body as any).error).toMatchObject({ code: 'date_not_covered', details: [{ field: '/as_of', issue: expect.stringContaining('2026-02-24') }] });
    const late = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33072000', destination: 'US', origin: 'KR', as_of: '2026-08-01' } });
    expect(late.status).toBe(200);
    const { data } = late.body as Json;
    expect(data.as_of).toBe('2026-08-01');
    expect(data.warnings.map((w: any) => [w.measure, w.date])).toEqual([
      ['Section 122 (9903.03.01)', '2026-07-23'],
      ['HTS 2026 Revision 10 (the schedule and its other measures)', '2026-06-08'],
    ]);
    const bad = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33072000', destination: 'US', as_of: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect((bad.body as any).error.code).toBe('validation_failed');
  });

  it('gives Korean goods into the UK the UK-Korea FTA rate as an estimate, with its condition', async () => {
    const res = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33072000', destination: 'GB', origin: 'KR', as_of: '2026-06-08' } });
    const { data } = res.body as Json;
    // The UK Global Tariff of 2021 for a 2026 date: an estimate, with a warning naming its date.
    expect(data.rates.map((r: any) => [r.type, r.duty.text, r.precision, r.used])).toEqual([
      ['mfn', '6.0%', 'estimate', false],
      ['preferential', '0.00%', 'estimate', true],
    ]);
    expect(data.rates[1].condition).toContain('approved exporter');
    expect(data.warnings).toEqual([expect.objectContaining({ measure: 'UK Global Tariff 2021 (the line rates)', date: '2021-12-31' })]);
  });

  it('refuses a date before a schedule begins, for every destination (EU 2020-01-01, Japan 2026-07-09), and warns on a country average past its year', async () => {
    const early = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33072000', destination: 'DE', origin: 'KR', as_of: '2019-01-01' } });
    expect(early.status).toBe(422);
    expect((early.body as any).error).toMatchObject({ code: 'date_not_covered', details: [{ field: '/as_of', issue: expect.stringContaining('2020-01-01') }] });
    const exact = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33072000', destination: 'DE', as_of: '2020-06-01' } });
    expect((exact.body as Json).data.rates[0]).toMatchObject({ precision: 'exact' });
    expect((exact.body as Json).data.warnings).toEqual([]);
    const japan = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330499', destination: 'JP', as_of: '2026-06-08' } });
    expect(japan.status).toBe(422);
    expect((japan.body as any).error).toMatchObject({ code: 'date_not_covered', details: [{ field: '/as_of', issue: expect.stringContaining('2026-07-09') }] });
    const thailand = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330499', destination: 'TH', as_of: '2026-06-08' } });
    expect((thailand.body as Json).data.warnings).toEqual([expect.objectContaining({ code: 'country_average_year', measure: 'WTO simple-average MFN tariff of TH (2021)', date: '2021-12-31' })]);
  });

  it('refuses a 2-digit chapter and origin = destination with 400 validation_failed, as a price does', async () => {
    const chapter = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '33', destination: 'US' } });
    expect(chapter.status).toBe(400);
    expect((chapter.body as any).error).toMatchObject({ code: 'validation_failed', details: [{ field: '/hs_code', issue: 'must be 4, 6, 8, 10 digits' }] });
    const home = await app.request('GET', '/api/v1/customs/tariffs', { query: { hs_code: '330499', destination: 'KR', origin: 'KR' } });
    expect(home.status).toBe(400);
    expect((home.body as any).error).toMatchObject({ code: 'validation_failed', details: [{ field: '/destination', issue: 'must differ from origin' }] });
  });

  it('needs the tariffs:read scope', async () => {
    const key = await app.services.accounts.createApiKey(app.accountId, 'test', ['markets:read']);
    const res = await app.request('GET', '/api/v1/customs/tariffs', { key: key.secret, query: { hs_code: '330499', destination: 'US' } });
    expect(res.status).toBe(403);
  });
});
