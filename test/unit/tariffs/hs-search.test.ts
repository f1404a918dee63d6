import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors.js';
import { searchHsCodes } from '../../../src/domain/tariffs/hs-search.js';

describe('searchHsCodes', () => {
  it('finds codes by prefix, in code order', () => {
    const result = searchHsCodes({ q: '3304' });
    expect(result.hs_codes.map((h) => h.code)).toEqual(['3304', '330410', '330420', '330430', '330491', '330499']);
    expect(result).toMatchObject({ total: 6, page: 1, limit: 20, has_more: false, description_lang: 'en' });
    expect(result.hs_codes[5]).toMatchObject({ level: 6, section: 'VI', parent: '3304' });
    expect(searchHsCodes({ q: '3304.99' }).hs_codes.map((h) => h.code)).toEqual(['330499']);
  });

  it('ranks subheadings for words with the classification engine, the best first', () => {
    const skin = searchHsCodes({ q: 'skin care' }).hs_codes;
    expect(skin[0]?.code).toBe('330499');
    expect(skin.every((h) => h.level === 6)).toBe(true);
    expect(searchHsCodes({ q: 'Deodor' }).hs_codes[0]?.code).toBe('330720');
  });

  it('pages deterministically', () => {
    const first = searchHsCodes({ q: '33', limit: 4, page: 1 });
    const second = searchHsCodes({ q: '33', limit: 4, page: 2 });
    expect(first.has_more).toBe(true);
    expect(first.hs_codes.map((h) => h.code)).toEqual(['33', '3301', '330112', '330113']);
    expect(second.hs_codes[0]?.code).toBe('330119');
    expect(first.total).toBe(second.total);
  });

  it('rejects an empty or too short query and an out-of-range limit', () => {
    const errorOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e as ApiError;
      }
      throw new Error('expected an error');
    };
    expect(errorOf(() => searchHsCodes({ q: 'a' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/q' }] });
    expect(errorOf(() => searchHsCodes({ q: '1234567' }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/q' }] });
    expect(errorOf(() => searchHsCodes({ q: 'skin', limit: 101 }))).toMatchObject({ code: 'validation_failed', details: [{ field: '/limit' }] });
  });
});
