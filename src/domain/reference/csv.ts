import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { projectPath } from '../../paths.js';

/** The project's `data/` folder, wherever the process was started from. */
export const DATA_DIR = projectPath('data') + '/';

export class DataCheckError extends Error {}

let dataDir = DATA_DIR;

/**
 * Points the loaders at another copy of `data/` (the check script's `--data-dir`, used by tests on
 * a corrupted copy). Call it before any loader runs: loaders keep what they loaded first.
 */
export function useDataDir(dir: string): void {
  dataDir = dir.endsWith('/') ? dir : `${dir}/`;
}

/** Where a reference file is read from (the data folder in use). */
export function dataFilePath(relativePath: string): string {
  return dataDir + relativePath;
}

/** A file's text without its byte-order mark. */
function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * A parser's complaint (an unclosed quote, a row of another length than the header) fails the data
 * check. Papa counts rows from 0 (after the header, when there is one): `firstLine` is the file's
 * line of its row 0.
 */
function checkParsed(errors: Papa.ParseError[], what: string, firstLine: number): void {
  const first = errors[0];
  if (first) check(false, `${what}: ${first.message} (row ${(first.row ?? 0) + firstLine})`);
}

/**
 * Reads a reference CSV with a header row into records of strings (RFC 4180: quoted cells, doubled
 * quotes, LF or CRLF; empty lines skipped). Every value stays a string (HS codes keep leading zeros;
 * Namibia's "NA" stays "NA"). Papa Parse, not csv-parse: the same records from every file of data/,
 * in a third to a fifth of the time (docs/design/performance.md, 2026-11-29), which is most of what a
 * server's start and the data check spend on parsing.
 */
export function readCsv(relativePath: string): Record<string, string>[] {
  return parseCsv(readFileSync(dataFilePath(relativePath), 'utf8'), relativePath);
}

/** CSV text with a header row as records of strings, as readCsv reads a file (`what` names it in a failure). */
export function parseCsv(text: string, what: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(withoutBom(text), { header: true, skipEmptyLines: true, delimiter: ',' });
  checkParsed(parsed.errors, what, 2);
  return parsed.data;
}

/**
 * Each row of a CSV text (the header too) as its cells, handed to `onRow` and dropped: a large file's
 * rows are never held at once. `cells`: every row must have this many.
 */
export function forEachCsvRow(text: string, what: string, onRow: (row: string[]) => void, options: { cells?: number } = {}): void {
  const errors: Papa.ParseError[] = [];
  let rowNumber = 0;
  Papa.parse<string[]>(withoutBom(text), {
    skipEmptyLines: true,
    delimiter: ',',
    step: (result) => {
      rowNumber += 1;
      errors.push(...result.errors.map((error) => ({ ...error, row: rowNumber - 1 })));
      const row = result.data;
      check(options.cells === undefined || row.length === options.cells, `${what}: row ${rowNumber} has ${row.length} cells, expected ${options.cells}`);
      onRow(row);
    },
  });
  checkParsed(errors, what, 1);
}

/** Fails loudly when a data set does not look as its SOURCE.md says. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new DataCheckError(`Reference data check failed: ${message}`);
}

/** Builds a map by key, failing on a duplicate key. */
export function uniqueBy<T>(rows: T[], key: (row: T) => string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    check(!map.has(k), `duplicate key ${k} in ${what}`);
    map.set(k, row);
  }
  return map;
}

/**
 * Memoises a reading of a text (a rate cell, a duty text): read once per distinct text, the result
 * shared by every line that has the same text, so it must never be mutated.
 */
export function perDistinctText<T>(read: (text: string) => T): (text: string) => T {
  const readings = new Map<string, T>();
  return (text) => {
    let reading = readings.get(text);
    if (reading === undefined) {
      reading = read(text);
      readings.set(text, reading);
    }
    return reading;
  };
}

/** Memoises a loader so each data set is parsed and checked once, on first use. */
export function lazy<T>(load: () => T): () => T {
  let value: T | undefined;
  let loaded = false;
  return () => {
    if (!loaded) {
      value = load();
      loaded = true;
    }
    return value as T;
  };
}
