import { check } from './csv.js';

// The one index of coded rows (HS 2022 codes, the national lines of every tariff schedule), held
// compactly: the rows sorted by code, so the rows under a code prefix are a contiguous range found
// by binary search; the codes in one string; every other field a column of numbers (a field whose
// values are all 32-bit integers) or of ids into the field's distinct values, each kept once (the
// same rate text, path or rate row of hundreds of lines is one string or one frozen object). A row
// is made again as an object when it is asked for, so what stays in memory after a loader is the
// data's own text and a few bytes a row, never an object a line. Built once per data set by its loader.

export interface CodeIndex<T extends { code: string }> {
  /** How many rows. */
  readonly size: number;
  get(code: string): T | undefined;
  /** The rows whose code starts with `prefix`, in code order (empty when none). */
  withPrefix(prefix: string): T[];
  /** Every row, in code order: made anew on each call (for loaders and checks, not for requests). */
  all(): T[];
}

/** A field's values: the integers themselves, or ids into its distinct values. */
type Column = { kind: 'int'; values: Int32Array } | { kind: 'table'; ids: Uint16Array | Uint32Array; distinct: unknown[] };

/**
 * Sorts `rows` by code (in place) and indexes them; a duplicate code fails the data check of
 * `what`. Every row has the same fields, in the same order, as the first (the rows made again have
 * them in that order). Values that are objects or arrays are frozen and shared by the rows that
 * have equal ones: a caller never changes a row it was given.
 */
export function codeIndex<T extends { code: string }>(rows: T[], what: string): CodeIndex<T> {
  rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (let i = 1; i < rows.length; i++) check(rows[i]!.code !== rows[i - 1]!.code, `duplicate key ${rows[i]!.code} in ${what}`);
  const fields = rows.length === 0 ? ['code'] : Object.keys(rows[0]!);
  for (const row of rows) {
    const keys = Object.keys(row);
    check(keys.length === fields.length && keys.every((k, i) => k === fields[i]), `${what}: rows of one index have the same fields (${row.code})`);
  }
  // The closures below must not refer to `rows`: the row objects would stay alive with them.
  const size = rows.length;
  const codes = rows.map((r) => r.code).join('');
  const starts = new Uint32Array(rows.length + 1);
  for (let i = 0, at = 0; i < rows.length; i++) {
    starts[i] = at;
    at += rows[i]!.code.length;
    starts[i + 1] = at;
  }
  const columns = new Map<string, Column>();
  for (const field of fields) if (field !== 'code') columns.set(field, column(rows.map((r) => (r as Record<string, unknown>)[field])));
  const codeAt = (i: number) => codes.slice(starts[i]!, starts[i + 1]!);
  const make = (i: number): T => {
    const row: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === 'code') {
        row.code = codeAt(i);
        continue;
      }
      const c = columns.get(field)!;
      row[field] = c.kind === 'int' ? c.values[i] : c.distinct[c.ids[i]!];
    }
    return row as T;
  };
  /** -1, 0 or 1 as code `i` sorts before, equal to or after `text` (only its first `text.length` characters when `prefix`). */
  const compare = (i: number, text: string, prefix: boolean): number => {
    const start = starts[i]!;
    const length = starts[i + 1]! - start;
    const n = Math.min(length, text.length);
    for (let k = 0; k < n; k++) {
      const d = codes.charCodeAt(start + k) - text.charCodeAt(k);
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    if (prefix && length >= text.length) return 0;
    return length === text.length ? 0 : length < text.length ? -1 : 1;
  };
  /** The first row whose code is not before `text`. */
  const lowerBound = (text: string): number => {
    let lo = 0;
    let hi = size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(mid, text, false) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    size,
    get(code) {
      const i = lowerBound(code);
      return i < size && compare(i, code, false) === 0 ? make(i) : undefined;
    },
    withPrefix(prefix) {
      const out: T[] = [];
      for (let i = lowerBound(prefix); i < size && compare(i, prefix, true) === 0; i++) out.push(make(i));
      return out;
    },
    all: () => Array.from({ length: size }, (_, i) => make(i)),
  };
}

const isInt32 = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31 && !Object.is(v, -0);

function column(values: unknown[]): Column {
  if (values.length > 0 && values.every(isInt32)) return { kind: 'int', values: Int32Array.from(values) };
  const distinct: unknown[] = [];
  const idOf = new Map<unknown, number>();
  const ids = values.map((value) => {
    // Strings and other primitives by value; plain objects and arrays by their JSON text (an absent
    // member and one set to undefined told apart; -0 apart from 0, which a Map key is not).
    const key =
      value !== null && typeof value === 'object'
        ? `\u0000${JSON.stringify(plain(value), (_, v: unknown) => (v === undefined ? '\u0000undefined' : v))}`
        : Object.is(value, -0)
          ? '\u0000-0'
          : value;
    let id = idOf.get(key);
    if (id === undefined) {
      id = distinct.length;
      distinct.push(deepFreeze(value));
      idOf.set(key, id);
    }
    return id;
  });
  return { kind: 'table', ids: distinct.length <= 0x10000 ? Uint16Array.from(ids) : Uint32Array.from(ids), distinct };
}

/** Only plain objects and arrays are kept by their JSON text (a Map's or a Date's text would not tell two apart). */
function plain<V extends object>(value: V): V {
  const proto = Object.getPrototypeOf(value) as unknown;
  check(proto === Object.prototype || proto === Array.prototype || proto === null, 'a code index keeps plain objects and arrays only');
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object') plain(inner as object);
  return value;
}

function deepFreeze<V>(value: V): V {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
