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
    expect((byWords.body as Json).data.hs_codes[0]).toMatchObject({ code: '330499', level: 6 });
  });

  it('ranks words with the classification engine: trade names, Korean, stems', async () => {
    const expected: Array<[string, string]> = [
      ['lipstick', '3304'],
      ['face cream', '3304'],
      ['lithium batteries', '850'],
      ['kimchi', '2005'],
      ['화장품', '3304'],
      ['electric vehicle', '8703'],
    ];
    for (const [q, prefix] of expected) {
      const res = await app.request('GET', '/api/v1/customs/hs-codes', { query: { q, limit: 3 } });
      expect(res.status, q).toBe(200);
      const codes = (res.body as Json).data.hs_codes.map((h: any) => h.code);
      expect(codes[0], q).toMatch(new RegExp(`^${prefix}`));
    }
    // the same words page stably through the ranked list
    const first = (await app.request('GET', '/api/v1/customs/hs-codes', { query: { q: 'electric vehicle', limit: 5, page: 1 } })).body as Json;
    const second = (await app.request('GET', '/api/v1/customs/hs-codes', { query: { q: 'electric vehicle', limit: 5, page: 2 } })).body as Json;
    const both = [...first.data.hs_codes, ...second.data.hs_codes].map((h: any) => h.code);
    expect(new Set(both).size).toBe(10);
    expect(first.data.total).toBe(second.data.total);
    const nothing = (await app.request('GET', '/api/v1/customs/hs-codes', { query: { q: 'qzxv wqpf' } })).body as Json;
    expect(nothing.data).toMatchObject({ hs_codes: [], total: 0, has_more: false });
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
