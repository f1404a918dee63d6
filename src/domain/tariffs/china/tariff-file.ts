import { readFileSync } from 'node:fs';
import { codeIndex } from '../../reference/code-index.js';
import type { CodeIndex } from '../../reference/code-index.js';
import { check, dataFilePath, forEachCsvRow, lazy } from '../../reference/csv.js';
import { findHs } from '../../reference/hs.js';

// Loader of China's 2026 import tariff for goods of Korea (data/tariffs/SOURCE.md, file 12): one row
// per 8-digit line with its number, the MFN rate as printed (`8∆6`: MFN 8 with the provisional rate
// 6), the China-Korea FTA rate, the RCEP rate for goods of Korea and a note of what the PDF parse lost
// (`no-kr`, `no-rkrr`: the partner is absent; `odd`: the text was visibly cut). The file has no text
// of the lines. Kept compactly: each line points to one of the few hundred distinct rows of cells.
// Only shapes are checked here; the cells are read by rate-text.ts.

export const CN_TARIFF_FILE = 'tariffs/cn_import_tariff_2026_kr.csv';
/** The day China's 2026 tariff took effect. */
export const CN_SCHEDULE_DATE = '2026-01-01';

const HEADER = ['no', 'code', 'mfn', 'kr_fta', 'rcep_kr', 'note'];
const NOTES = new Set(['no-kr', 'no-rkrr', 'odd']);

/** A footnote marker of the schedule: a circled number, ① to ⑳. */
export const MARKER = '[\u2460-\u2473]';
const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** MFN: a rate, a marker or a rate with its marker, then optionally `∆` and the provisional rate (or its marker). */
const MFN_SHAPE = new RegExp(`^(?:${NUMBER}${MARKER}?|${MARKER})(?:\u2206(?:${NUMBER}|${MARKER}))?$`);
const PREFERENCE_SHAPE = new RegExp(`^(?:${NUMBER}|${MARKER})?$`);

export interface CnLine {
  /** 8 digits. */
  code: string;
  /** Index of its row of cells (`cells`). */
  rates: number;
}

/** One distinct row of cells, as written. */
export interface CnCells {
  mfn: string;
  /** China-Korea FTA; empty where Korea is absent from the line's agreement lists. */
  krFta: string;
  /** RCEP, China's schedule for goods of Korea; empty likewise. */
  rcepKr: string;
  /** The source's text was visibly cut on the line (`odd`): an absent rate is unknown, not absent. */
  cut: boolean;
}

export interface CnTariffFile {
  lines: CodeIndex<CnLine>;
  cells: CnCells[];
  /** Lines whose text was cut (`odd`), and of them those without a China-Korea FTA rate (for the data check). */
  cut: number;
  cutWithoutKr: number;
}

const file = lazy((): CnTariffFile => {
  const cells: CnCells[] = [];
  const cellRow = new Map<string, number>();
  const lines: CnLine[] = [];
  let rows = 0;
  let cut = 0;
  let cutWithoutKr = 0;

  const read = (row: string[]) => {
    const [no = '', code = '', mfn = '', krFta = '', rcepKr = '', note = ''] = row.map((cell) => cell.trim());
    const number = rows - 1;
    const where = `${CN_TARIFF_FILE} row ${number}`;
    check(no === String(number), `${where}: numbered "${no}", expected ${number} (the rows run without a gap)`);
    check(/^\d{8}$/.test(code), `${where}: bad code "${code}"`);
    check(findHs(code.slice(0, 6)) !== undefined, `${where}: ${code} is under ${code.slice(0, 6)}, not an HS 2022 subheading`);
    check(MFN_SHAPE.test(mfn), `${where}: ${code} has an MFN rate of an unknown shape "${mfn}"`);
    check(PREFERENCE_SHAPE.test(krFta) && PREFERENCE_SHAPE.test(rcepKr), `${where}: ${code} has a preferential rate of an unknown shape ("${krFta}", "${rcepKr}")`);
    const notes = note === '' ? [] : note.split(';');
    check(notes.every((n) => NOTES.has(n)), `${where}: ${code} has an unknown note "${note}"`);
    check(notes.includes('no-kr') === (krFta === '') && notes.includes('no-rkrr') === (rcepKr === ''), `${where}: ${code}'s note "${note}" does not match its rates`);
    const isCut = notes.includes('odd');
    if (isCut) cut += 1;
    if (isCut && krFta === '') cutWithoutKr += 1;
    const key = `${mfn}\u0000${krFta}\u0000${rcepKr}\u0000${isCut ? 1 : 0}`;
    let index = cellRow.get(key);
    if (index === undefined) {
      index = cells.length;
      cells.push({ mfn, krFta, rcepKr, cut: isCut });
      cellRow.set(key, index);
    }
    lines.push({ code, rates: index });
  };

  // Each row is read as the parser gives it and dropped.
  forEachCsvRow(readFileSync(dataFilePath(CN_TARIFF_FILE), 'utf8'), CN_TARIFF_FILE, (row) => {
    if (rows++ === 0) check(HEADER.every((name, i) => row[i] === name) && row.length === HEADER.length, `${CN_TARIFF_FILE}: unexpected header "${row.join(',')}"`);
    else read(row);
  }, { cells: HEADER.length });
  const index = codeIndex(lines, CN_TARIFF_FILE);
  check(index.size >= 8900, `${CN_TARIFF_FILE} has ${index.size} lines, expected 8,972`);
  const chapters = new Set(index.all().map((l) => l.code.slice(0, 2)));
  check(chapters.size === 96, `${CN_TARIFF_FILE} has lines in ${chapters.size} chapters, expected every chapter 01-97 but 77`);
  check(cutWithoutKr > 800 && cutWithoutKr < 900, `${CN_TARIFF_FILE} has ${cutWithoutKr} cut lines without a China-Korea FTA rate, expected 861`);
  const steel = index.get('72085110');
  check(steel && cells[steel.rates]!.mfn === '6' && cells[steel.rates]!.krFta === '1.2', `${CN_TARIFF_FILE}: 7208.51.10 should carry MFN 6 and the China-Korea FTA rate 1.2`);
  return { lines: index, cells, cut, cutWithoutKr };
});

export const cnTariffFile = file;

/** A line's row of cells. */
export function cnCells(line: CnLine): CnCells {
  return file().cells[line.rates]!;
}
