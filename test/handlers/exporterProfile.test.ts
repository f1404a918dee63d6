import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Json = Record<string, any>;
const PROFILE = {
  company_name: 'Hanbit Cosmetics Co., Ltd.',
  origin_country: 'kr',
  products: [{ name: 'Sheet mask', hs_code: '3304.99' }],
  sectors: ['화장품'],
  target_countries: ['us', 'VN'],
};

describe('exporter profile and scores', () => {
  it('has no profile at first (404) and scores buyers generically', async () => {
    const res = await app.request('GET', '/api/v1/account/profile');
    expect(res.status).toBe(404);
    expect((res.body as Json).error.code).toBe('not_found');
    const search = await app.request('GET', '/api/v1/buyers', { query: { limit: 1 } });
    const buyer = (search.body as Json).data.buyers[0];
    const detail = await app.request('GET', `/api/v1/buyers/${buyer.id}`);
    const data = (detail.body as Json).data;
    expect(data.score_basis).toBe('generic');
    expect(data.ai_score).toBe(buyer.ai_score);
    expect(data.score_factors.reduce((sum: number, f: Json) => sum + f.points, 0)).toBe(data.ai_score);
    expect(data.score_factors.map((f: Json) => f.factor)).toEqual(['import_scale', 'verified', 'product_breadth']);
  });

  it('saves a profile (normalising codes and labels) and reorders buyers by match', async () => {
    const put = await app.request('PUT', '/api/v1/account/profile', { body: PROFILE });
    expect(put.status).toBe(200);
    const saved = (put.body as Json).data;
    expect(saved.origin_country).toBe('KR');
    expect(saved.sectors).toEqual(['cosmetics']);
    expect(saved.target_countries).toEqual(['US', 'VN']);
    expect(saved.products.map((p: Json) => p.hs_code)).toEqual(PROFILE.products.map((p) => p.hs_code.replace(/[. ]/g, '')));
    expect((await app.request('GET', '/api/v1/account/profile')).body).toEqual(put.body);

    const search = await app.request('GET', '/api/v1/buyers', { query: { limit: 10 } });
    const buyers = (search.body as Json).data.buyers as Json[];
    // Best matches import cosmetics headings, in a target country.
    expect(buyers[0]!.sector_code).toBe('cosmetics');
    expect(['US', 'VN']).toContain(buyers[0]!.country);
    for (const buyer of buyers.slice(0, 3)) {
      const detail = (await app.request('GET', `/api/v1/buyers/${buyer.id}`)).body as Json;
      expect(detail.data.score_basis).toBe('profile');
      expect(detail.data.ai_score).toBe(buyer.ai_score);
      const points = Object.fromEntries(detail.data.score_factors.map((f: Json) => [f.factor, f.points]));
      expect(detail.data.score_factors.reduce((sum: number, f: Json) => sum + f.points, 0)).toBe(buyer.ai_score);
      expect(points.sector_match).toBe(buyer.sector_code === 'cosmetics' ? 25 : 0);
      expect(points.target_country).toBe(['US', 'VN'].includes(buyer.country) ? 20 : 0);
      expect(points.hs_overlap).toBe(buyer.hs_codes.includes('3304') ? 40 : buyer.hs_codes.some((h: string) => h.startsWith('33')) ? 20 : 0);
    }
  });

  it('keeps sandbox and production profiles apart', async () => {
    const live = await app.request('GET', '/api/v1/account/profile', { key: app.liveKey });
    expect(live.status).toBe(404);
  });

  it('rejects unknown countries, sectors and HS codes, saving nothing', async () => {
    const before = (await app.request('GET', '/api/v1/account/profile')).body;
    const res = await app.request('PUT', '/api/v1/account/profile', {
      body: { ...PROFILE, origin_country: 'QQ', sectors: ['spaceships'], products: [{ name: 'x', hs_code: '7799' }] },
    });
    expect(res.status).toBe(400);
    const fields = (res.body as Json).error.details.map((d: Json) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['/origin_country', '/sectors/0', '/products/0/hs_code']));
    expect((res.body as Json).error.details).toContainEqual({ field: '/products/0/hs_code', issue: '7799 is not an HS 2022 code: the HS reserves chapter 77 for possible future use, and classifies no goods there' });
    const dotted = await app.request('PUT', '/api/v1/account/profile', { body: { ...PROFILE, products: [{ name: 'x', hs_code: '3304.98' }, { name: 'y', hs_code: '330' }] } });
    expect((dotted.body as Json).error.details).toEqual([
      { field: '/products/0/hs_code', issue: '3304.98 is not an HS 2022 code: heading 3304 has no subheading 330498' },
      { field: '/products/1/hs_code', issue: '330 is not an HS code: a chapter, heading or subheading has 2, 4 or 6 digits' },
    ]);
    expect((await app.request('GET', '/api/v1/account/profile')).body).toEqual(before);
  });

  it('rejects a profile without products, or with unknown fields', async () => {
    const empty = await app.request('PUT', '/api/v1/account/profile', { body: { ...PROFILE, products: [] } });
    expect(empty.status).toBe(400);
    const extra = await app.request('PUT', '/api/v1/account/profile', { body: { ...PROFILE, revenue: 5 } });
    expect(extra.status).toBe(400);
    expect((extra.body as Json).error.details).toContainEqual({ field: '/revenue', issue: 'is not a known field' });
  });
});

describe('getBuyer', () => {
  it('answers 404 for an unknown buyer and 400 for a malformed id', async () => {
    const missing = await app.request('GET', '/api/v1/buyers/b_999999999');
    expect(missing.status).toBe(404);
    expect((missing.body as Json).error.code).toBe('not_found');
    const malformed = await app.request('GET', '/api/v1/buyers/doc_123');
    expect(malformed.status).toBe(400);
    expect((malformed.body as Json).error.code).toBe('validation_failed');
  });

  it('does not show a sandbox buyer to a live key', async () => {
    const search = await app.request('GET', '/api/v1/buyers', { query: { limit: 1 } });
    const id = (search.body as Json).data.buyers[0].id;
    const res = await app.request('GET', `/api/v1/buyers/${id}`, { key: app.liveKey });
    expect(res.status).toBe(404);
  });
});
