import { uniqueBy } from './csv.js';

// The one index of coded rows (HS 2022 codes, the national lines of every tariff schedule): sorted
// by code, so the rows under a code prefix are a contiguous range found by binary search, and by
// code. Built once per data set by its loader.

export interface CodeIndex<T extends { code: string }> {
  /** Every row, in code order. */
  readonly rows: readonly T[];
  get(code: string): T | undefined;
  /** The rows whose code starts with `prefix`, in code order (empty when none). */
  withPrefix(prefix: string): T[];
}

/** Sorts `rows` by code (in place) and indexes them; a duplicate code fails the data check of `what`. */
export function codeIndex<T extends { code: string }>(rows: T[], what: string): CodeIndex<T> {
  rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const byCode = uniqueBy(rows, (r) => r.code, what);
  return {
    rows,
    get: (code) => byCode.get(code),
    withPrefix: (prefix) => rowsWithPrefix(rows, prefix),
  };
}

/** The rows of a code-sorted list whose code starts with `prefix` (binary search for the first). */
function rowsWithPrefix<T extends { code: string }>(rows: readonly T[], prefix: string): T[] {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid]!.code < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: T[] = [];
  for (let i = lo; i < rows.length && rows[i]!.code.startsWith(prefix); i++) out.push(rows[i]!);
  return out;
}
