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

describe('searchHsCodes', () => {
  it('finds codes by prefix and by words, in code order', async () => {
    const byCode = await app.request('GET', '/api/v1/customs/hs-codes', { query: { q: '3304' } });
    expect(byCode.status).toBe(200);
    expect(byCode.headers.get('content-language')).toBe('en');
    expect((byCode.body as Json).data.hs_codes.map((h: any) => h.code)).toEqual(['3304', '330410', '330420', '330430', '330491', '330499']);
    const byWords = await app.request('GET', '/api/v1/customs/hs-codes', { query: { q: 'skin care' } });
    expect((byWords.body as Json).data).toMatchObject({ total: 2, has_more: false, hs_codes: [{ code: '3304' }, { code: '330499' }] });
  });

  it('pages', async () => {
    const res = await app.request('GET', '/api/v1/customs/hs-codes', { query: { q: '33', limit: 5, page: 2 } });
    expect((res.body as Json).data).toMatchObject({ page: 2, limit: 5, has_more: true });
    expect((res.body as Json).data.hs_codes).toHaveLength(5);
  });

  it('answers 400 without q or with a too short one', async () => {
    const queries: Array<Record<string, string>> = [{}, { q: 'a' }, { q: '1234567' }];
    for (const query of queries) {
      const res = await app.request('GET', '/api/v1/customs/hs-codes', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((res.body as any).error.code).toBe('validation_failed');
    }
  });
});
