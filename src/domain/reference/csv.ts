import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
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

/**
 * Reads a reference CSV with a header row into records of strings. Every value stays a string
 * (HS codes keep leading zeros; Namibia's "NA" stays "NA").
 */
export function readCsv(relativePath: string): Record<string, string>[] {
  const text = readFileSync(dataFilePath(relativePath), 'utf8');
  return parse(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
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
