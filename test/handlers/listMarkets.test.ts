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

describe('listMarkets', () => {
  it('lists every market by goods imports, paged', async () => {
    const res = await app.request('GET', '/api/v1/markets', { query: { limit: 2 } });
    expect(res.status).toBe(200);
    const { data } = res.body as Json;
    // wdi_country_latest.csv merch_imports_usd: US 3506554000000, CN 2582896000000
    expect(data.markets.map((m: any) => [m.code, m.goods_imports.value.amount, m.goods_imports.year])).toEqual([
      ['US', '3506554000000.00', 2025],
      ['CN', '2582896000000.00', 2025],
    ]);
    expect(data).toMatchObject({ total: 250, page: 1, limit: 2, has_more: true, sort: 'imports', region: null });
  });

  it('filters by region in any case and sorts by GDP', async () => {
    const res = await app.request('GET', '/api/v1/markets', { query: { region: 'EASTERN ASIA', sort: 'gdp' }, headers: { 'accept-language': 'ko' } });
    const { data } = res.body as Json;
    expect(res.headers.get('content-language')).toBe('ko');
    expect(data.region).toBe('Eastern Asia');
    expect(data.markets[0]).toMatchObject({ code: 'CN', name: '중국' });
    expect(data.markets.at(-1)).toMatchObject({ code: 'TW', gdp: { value: null } });
  });

  it('rejects an unknown region, an unknown sort and a limit over 100', async () => {
    const queries: Array<Record<string, string | number>> = [{ region: 'Atlantis' }, { sort: 'population' }, { limit: 101 }];
    for (const query of queries) {
      const res = await app.request('GET', '/api/v1/markets', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((res.body as any).error.code).toBe('validation_failed');
    }
  });
});
