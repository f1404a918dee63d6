import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

interface ErrorJson {
  error: { code: string; details: Array<{ field: string; issue: string }> };
}
type Json = { status: string; data: any };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const errorOf = (body: unknown) => (body as ErrorJson).error;

describe('getMarket', () => {
  it('answers an alpha-3 code in any case with the alpha-2 market, labels in the negotiated language', async () => {
    const res = await app.request('GET', '/api/v1/markets/kor', { headers: { 'accept-language': 'ko-KR,ko;q=0.9' }, query: { origin: 'US' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('ko');
    const { data } = res.body as Json;
    expect(data.country).toMatchObject({ code: 'KR', iso3: 'KOR', name: '대한민국', name_lang: 'ko' });
    // usd_daily_rates_ecb_derived.csv, 2026-04-13: 1489.95 KRW per USD
    expect(data.currency.usd_rate).toMatchObject({ units_per_usd: '1489.95', date: '2026-04-13' });
    expect(data.trade.agreements).toEqual([{ name: 'Korea, Republic of - United States', type: 'FTA & EIA' }]);
  });

  it('is served under /v1 too, in English by default', async () => {
    const res = await app.request('GET', '/v1/markets/DE');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('en');
    expect((res.body as Json).data.country.name).toBe('Germany');
    expect((res.body as Json).data.trade.vat.standard_rate_pct).toBe('19');
  });

  it('takes the origin from the exporter profile when ?origin= is absent', async () => {
    const before = await app.request('GET', '/api/v1/markets/US');
    expect((before.body as Json).data.trade.agreements).toBeNull();
    const put = await app.request('PUT', '/api/v1/account/profile', {
      body: { company_name: 'Seoul Beauty Co.', origin_country: 'KR', products: [{ name: 'Face cream', hs_code: '330499' }] },
    });
    expect(put.status).toBe(200);
    const after = await app.request('GET', '/api/v1/markets/US');
    expect((after.body as Json).data.trade.origin).toBe('KR');
    expect((after.body as Json).data.trade.agreements.map((a: { name: string }) => a.name)).toEqual(['Korea, Republic of - United States']);
  });

  it('names the schedule and vintage the tariffs of Viet Nam, Hong Kong and Singapore come from, with their tax on imports', async () => {
    const market = async (code: string) => ((await app.request('GET', `/api/v1/markets/${code}`, { query: { origin: 'KR' } })).body as Json).data.trade;
    const [vn, hk, sg] = await Promise.all(['VN', 'HK', 'SG'].map(market));
    expect(vn.tariff_schedule).toMatchObject({ id: 'vn_import_tariff', vintage: '2026 tariff as compiled on 2026-01-07', note: null });
    expect(vn.vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '10' });
    expect(hk.tariff_schedule).toMatchObject({ id: 'hk_dutiable_commodities', vintage: expect.stringContaining('Cap. 109') });
    expect(hk.vat).toMatchObject({ tax_type: 'none', standard_rate_pct: null, reason: null });
    expect(sg.tariff_schedule).toMatchObject({ id: 'sg_customs_duties', vintage: expect.stringContaining('in force from 2024-01-01') });
    expect(sg.vat).toMatchObject({ tax_type: 'gst', standard_rate_pct: '9' });
  });

  it("names the schedule and vintage China's tariffs come from, its import VAT, and the country average beside them", async () => {
    const res = await app.request('GET', '/api/v1/markets/CN', { query: { origin: 'KR' } });
    expect(res.status).toBe(200);
    const { trade } = (res.body as Json).data;
    expect(trade.tariff_schedule).toMatchObject({ id: 'cn_import_tariff', vintage: '2026 tariff, in force from 2026-01-01' });
    expect(trade.tariff_schedule.chapter_averages.length).toBe(96);
    expect(trade.vat).toMatchObject({ tax_type: 'vat', standard_rate_pct: '13', note: expect.stringContaining('9 %') });
    expect(trade.average_mfn_tariff).toMatchObject({ value: '7.5' });
  });

  it('answers figures the sources lack with null and a reason', async () => {
    const { data } = (await app.request('GET', '/api/v1/markets/ER')).body as Json;
    expect(data.economy.inflation).toMatchObject({ value: null, reason: 'Not reported by the World Bank since 2010.' });
    expect(data.trade.average_mfn_tariff.value).toBeNull();
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await app.request('GET', '/api/v1/markets/ZZ');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).code).toBe('not_found');
    for (const code of ['K1', 'KORE', 'k']) {
      const malformed = await app.request('GET', `/api/v1/markets/${code}`);
      expect(malformed.status, code).toBe(400);
      expect(errorOf(malformed.body).code).toBe('validation_failed');
    }
    const badOrigin = await app.request('GET', '/api/v1/markets/KR', { query: { origin: 'ZZ' } });
    expect(badOrigin.status).toBe(400);
    expect(errorOf(badOrigin.body)).toMatchObject({ code: 'unknown_country', details: [{ field: '/origin' }] });
  });

  it('needs the markets:read scope', async () => {
    const key = await app.services.accounts.createApiKey(app.accountId, 'test', ['buyers:read']);
    const res = await app.request('GET', '/api/v1/markets/KR', { key: key.secret });
    expect(res.status).toBe(403);
    expect(errorOf(res.body).code).toBe('insufficient_scope');
  });
});
