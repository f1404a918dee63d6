import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeIndex } from '../../../src/domain/reference/code-index.js';

// The compact code index (rows kept as columns, made again when asked for) answers what the plain
// structure it replaced answered: the rows sorted by code, a map by code, a prefix scan.

interface Row {
  code: string;
  text: string;
  count: number;
  share: number | null;
  tags: string[];
  rates: Record<string, string | undefined>;
}

/** The plain structure: sorted copies of the rows, found by a scan. */
function plainIndex(rows: Row[]) {
  const sorted = rows.map((r) => structuredClone(r)).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const byCode = new Map(sorted.map((r) => [r.code, r]));
  return { get: (code: string) => byCode.get(code), withPrefix: (prefix: string) => sorted.filter((r) => r.code.startsWith(prefix)), all: () => sorted };
}

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom('0', '1', '2', '9'), minLength: min, maxLength: max });
const row: fc.Arbitrary<Row> = fc.record({
  code: digits(2, 10),
  // Few distinct values, as rate texts and paths are: they are kept once.
  text: fc.constantFrom('Free', '6.5%', '4.4¢/kg + 6%', '기타', 'Other > 10 %', ''),
  count: fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constant(0)),
  share: fc.oneof(fc.constant(null), fc.constant(-0), fc.double({ noNaN: true }), fc.integer()),
  tags: fc.array(fc.constantFrom('9903.88.03', 'KR', ''), { maxLength: 3 }),
  rates: fc.dictionary(fc.constantFrom('基本', 'WTO協定', 'EPA_RCEP_韓国'), fc.option(fc.constantFrom('3%', '無税'), { nil: undefined }), { maxKeys: 3 }),
});

describe('codeIndex', () => {
  it('answers every code and prefix as the plain rows do (random rows, random codes)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.code, maxLength: 200 }), fc.array(digits(0, 11), { minLength: 1, maxLength: 30 }), (rows, queries) => {
        const plain = plainIndex(rows);
        const index = codeIndex(rows.map((r) => structuredClone(r)), 'random rows');
        expect(index.size).toBe(rows.length);
        expect(index.all()).toStrictEqual(plain.all());
        for (const q of [...queries, ...rows.slice(0, 10).map((r) => r.code), ...rows.slice(0, 10).map((r) => r.code.slice(0, 4))]) {
          expect(index.get(q)).toStrictEqual(plain.get(q));
          expect(index.withPrefix(q)).toStrictEqual(plain.withPrefix(q));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a value shared by many rows once, frozen, and integers as numbers', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ code: String(10_000_000 + i), rate: 'Free', chapter99: ['99038803'], node: i - 500 }));
    const index = codeIndex(rows, 'shared values');
    const [a, b] = index.withPrefix('1000000');
    expect(a!.chapter99).toBe(b!.chapter99);
    expect(Object.isFrozen(a!.chapter99)).toBe(true);
    expect(() => (a!.chapter99 as string[]).push('x')).toThrow(TypeError);
    expect(index.get('10000999')).toStrictEqual({ code: '10000999', rate: 'Free', chapter99: ['99038803'], node: 499 });
  });

  it('fails the data check on a duplicate code, on rows of different shapes and on values that are not plain', () => {
    expect(() => codeIndex([{ code: '0101' }, { code: '0101' }], 'dup.csv')).toThrow(/duplicate key 0101 in dup\.csv/);
    expect(() => codeIndex([{ code: '0101', a: 1 }, { code: '0102', b: 1 } as never], 'shapes.csv')).toThrow(/same fields/);
    expect(() => codeIndex([{ code: '0101', at: new Map() }], 'maps.csv')).toThrow(/plain objects and arrays/);
  });
});
