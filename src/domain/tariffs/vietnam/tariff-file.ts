import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { codeIndex } from '../../reference/code-index.js';
import type { CodeIndex } from '../../reference/code-index.js';
import { check, dataFilePath, forEachCsvRow, lazy } from '../../reference/csv.js';
import { findHs } from '../../reference/hs.js';
import { lineText } from '../line-text.js';

// Loader of Viet Nam's import tariff of 2026 as compiled on 2026-01-07 (data/tariffs/SOURCE.md,
// file 9): one row per heading, text row or 8-digit line, each with its depth (`Level`), its
// Vietnamese and English text and, on a line, the standard rate, the MFN rate and one column per
// agreement. Kept compactly: each line points to its own text node (whose parents make its path)
// and to one of the few thousand distinct rows of rate cells. Chapter 98 (the rates of goods under
// conditions of use, declared under their chapter 01-97 code) is left out. Only shapes are checked
// here; the cells are read by rate-text.ts.

export const VN_TARIFF_FILE = 'tariffs/vn_import_tariff_2026_01_07.csv.gz';
export const VN_SCHEDULE_DATE = '2026-01-07';

/** The rate columns after the descriptions, in the file's order. */
export const VN_COLUMNS = [
  'Standard import duty rate',
  'MFN rate',
  'ACFTA', 'ATIGA', 'AJCEP', 'VJEPA', 'AKFTA', 'AANZFTA', 'AIFTA', 'VKFTA', 'VCFTA', 'VN-EAEU', 'CPTPP', 'AHKFTA', 'EVFTA', 'UKVFTA', 'VIFTA',
  'RCEPT A', 'RCEPT B', 'RCEPT C', 'RCEPT D', 'RCEPT E', 'RCEPT F',
] as const;
export type VnColumn = (typeof VN_COLUMNS)[number];

export interface VnLine {
  /** 8 digits (AHTN 2022). */
  code: string;
  /** Index of the line's own text node. */
  node: number;
  /** Index of its row of rate cells (`cells`). */
  rates: number;
}

export interface VnTariffFile {
  lines: CodeIndex<VnLine>;
  /** Each node's English and Vietnamese text (dashes of depth removed) and its parent node (-1 at a heading). */
  en: string[];
  vi: string[];
  parent: Int32Array;
  /** Distinct rows of rate cells, in VN_COLUMNS order, as written. */
  cells: string[][];
  /** Lines of chapter 98 left out (counted for the data check). */
  chapter98: number;
}

const DEPTH = /^[\s-]*/;

const file = lazy((): VnTariffFile => {
  // Repeated texts ("- - Other", rate cells) are kept once.
  const interned = new Map<string, string>();
  const intern = (text: string) => {
    const known = interned.get(text);
    if (known !== undefined) return known;
    interned.set(text, text);
    return text;
  };
  const en: string[] = [];
  const vi: string[] = [];
  const parent: number[] = [];
  const cells: string[][] = [];
  const cellRow = new Map<string, number>();
  const lines: VnLine[] = [];
  /** The last node at each depth. */
  const stack: number[] = [];
  let chapter98 = 0;
  let rows = 0;

  const header = (row: string[]) => {
    check(row[0] === 'Level' && row[1] === 'HSCode' && row[2] === 'Description_VN' && row[3] === 'Description_EN', `${VN_TARIFF_FILE}: unexpected header`);
    VN_COLUMNS.forEach((column, i) => {
      const name = row[4 + i] ?? '';
      check(name === column || name === `Import duty rate per ${column}`, `${VN_TARIFF_FILE}: column ${4 + i} is "${name}", expected ${column}`);
    });
  };

  const read = (row: string[]) => {
    const code = (row[1] ?? '').trim();
    if (code.startsWith('98') || chapter98 > 0) {
      check(code === '' || code.startsWith('98'), `${VN_TARIFF_FILE}: ${code} comes after chapter 98, which should close the file`);
      if (code.length === 8) chapter98 += 1;
      return;
    }
    const level = Number(row[0]);
    check(Number.isInteger(level) && level >= 0 && level <= 8, `${VN_TARIFF_FILE}: bad level "${row[0]}" at "${code}"`);
    check(/^(\d{4}|\d{6}|\d{8}|)$/.test(code), `${VN_TARIFF_FILE}: bad HS code "${code}"`);
    stack.length = level;
    let up = -1;
    for (let l = level - 1; l >= 0 && up === -1; l--) up = stack[l] ?? -1;
    const node = en.length;
    en.push(intern((row[3] ?? '').replace(DEPTH, '').trim()));
    vi.push(intern((row[2] ?? '').replace(DEPTH, '').trim()));
    parent.push(up);
    stack[level] = node;
    if (code.length !== 8) return;
    check(findHs(code.slice(0, 6)) !== undefined, `${VN_TARIFF_FILE}: ${code} is under ${code.slice(0, 6)}, not an HS 2022 subheading`);
    check(en[node] !== '' && vi[node] !== '', `${VN_TARIFF_FILE}: line ${code} lacks its English or Vietnamese text`);
    const rates = VN_COLUMNS.map((_, i) => intern((row[4 + i] ?? '').trim()));
    check(rates[1] !== '', `${VN_TARIFF_FILE}: line ${code} has no MFN rate`);
    const key = rates.join('\u0000');
    let index = cellRow.get(key);
    if (index === undefined) {
      index = cells.length;
      cells.push(rates);
      cellRow.set(key, index);
    }
    lines.push({ code, node, rates: index });
  };

  // Each row is read as the parser gives it and dropped: the 17,646 rows of 28 cells are never held at once.
  forEachCsvRow(gunzipSync(readFileSync(dataFilePath(VN_TARIFF_FILE))).toString('utf8'), VN_TARIFF_FILE, (row) => {
    if (rows++ === 0) header(row);
    else read(row);
  });
  check(rows >= 17000, `${VN_TARIFF_FILE} has ${rows} rows, expected 17,647`);
  const index = codeIndex(lines, VN_TARIFF_FILE);
  check(index.size >= 11000, `${VN_TARIFF_FILE} has ${index.size} lines in chapters 01-97, expected 11,414`);
  check(chapter98 > 500, `${VN_TARIFF_FILE} has ${chapter98} chapter 98 lines, expected 586`);
  const face = index.get('33049930');
  check(face && cells[face.rates]![1] === '18', `${VN_TARIFF_FILE}: 3304.99.30 should carry the MFN rate 18`);
  return { lines: index, en, vi, parent: Int32Array.from(parent), cells, chapter98 };
});

export const vnTariffFile = file;

/** A line's text with the texts above it (line-text.ts: its own text whole, the ancestors shortened). */
export function vnPath(texts: readonly string[], node: number): string {
  const { parent } = file();
  const parts: string[] = [];
  for (let n = node; n !== -1; n = parent[n]!) parts.push(texts[n]!);
  return lineText(parts.reverse());
}

const COLUMN_INDEX = new Map<VnColumn, number>(VN_COLUMNS.map((c, i) => [c, i]));

/** A line's rate cell of `column`, as written. */
export function vnCell(line: VnLine, column: VnColumn): string {
  return file().cells[line.rates]![COLUMN_INDEX.get(column)!]!;
}
