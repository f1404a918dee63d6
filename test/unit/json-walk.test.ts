import { describe, expect, it } from 'vitest';
import { jsonShapeIssue } from '../../src/http/hardening.js';
import { textIssue } from '../../src/http/input-checks.js';

// The walks behind the input checks: what they report, and where (the JSON Pointer, built only for
// the value reported).

describe('input checks over JSON', () => {
  it('points at the first offending value in document order, with ~ and / escaped', () => {
    const body = { 'a/b': [{ ok: 'fine' }, { 'c~d': 'x\u0000y' }], later: '\ud800' };
    expect(textIssue(body)).toEqual({ field: '/a~1b/1/c~0d', issue: 'contains a NUL character (U+0000)' });
    expect(textIssue({ fine: ['a', 'b'], last: 'z\udc00' })).toEqual({ field: '/last', issue: 'contains an unpaired UTF-16 surrogate' });
  });

  it('reports a key that cannot be stored at its object, a bad root string at /, and passes paired surrogates', () => {
    expect(textIssue({ outer: { 'k\u0000': 1 } })).toEqual({ field: '/outer', issue: 'has a key that contains a NUL character (U+0000)' });
    expect(textIssue('\u0000')).toEqual({ field: '/', issue: 'contains a NUL character (U+0000)' });
    expect(textIssue({ emoji: '😀 수출', list: [1, null, true] })).toBeNull();
  });

  it('refuses nesting past the limit and forbidden keys, at their place', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(jsonShapeIssue(deep, 32)).toEqual({ field: `/${Array(32).fill('0').join('/')}`, issue: 'nests deeper than 32 levels' });
    expect(jsonShapeIssue({ items: [{ ok: 1 }, JSON.parse('{"__proto__": {}}')] })).toEqual({ field: '/items/1/__proto__', issue: 'is a forbidden key' });
    expect(jsonShapeIssue({ a: { b: [1, 2, { c: 'd' }] } })).toBeNull();
  });
});
