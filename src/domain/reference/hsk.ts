import { codeIndex } from './code-index.js';
import { check, lazy, readCsv } from './csv.js';
import { allHsEntries, findHs } from './hs.js';

// The Korean national nomenclature (HSK, 10 digits) with its Korean names; see
// data/hs-nomenclature/SOURCE.md. The only Korean text of the HS tree the data has: headings and
// subheadings can be named in Korean from it, chapters and sections cannot.

export interface HskLine {
  /** HSK 10-digit code. */
  code: string;
  /** Its HS 2022 subheading. */
  hs6: string;
  /** Korean name of the line itself ("기타" for an "other" line). */
  nameKo: string;
  /** Korean names of the parent levels, heading first (empty for a heading without subdivisions). */
  pathKo: string[];
  nameEn: string;
}

/**
 * Lines whose first 6 digits are no HS 2022 subheading: Korean national codes without an HS
 * counterpart. Listed by hand so a new one in a later edition fails the check instead of slipping in.
 */
const NATIONAL_ONLY = new Set(['2424000000']); // 이사화물, household goods moved with their owner

const load = lazy(() => {
  const rows = readCsv('hs-nomenclature/hsk_2026_ko.csv');
  check(rows.length >= 11000, `hsk_2026_ko.csv has ${rows.length} rows, expected about 11,327`);
  const lines: HskLine[] = [];
  for (const r of rows) {
    const code = r.hs10 ?? '';
    check(/^\d{10}$/.test(code), `bad hs10 "${code}" in hsk_2026_ko.csv`);
    check(r.hs6 === code.slice(0, 6), `hs10 ${code}: hs6 "${r.hs6}" does not match`);
    check((r['품목명'] ?? '').trim() !== '', `hs10 ${code} has no Korean name`);
    if (NATIONAL_ONLY.has(code)) continue;
    check(findHs(code.slice(0, 6))?.level === 6, `hs10 ${code}: ${code.slice(0, 6)} is not an HS 2022 subheading`);
    const path = (r['상위설명'] ?? '').trim();
    check(path !== '', `hs10 ${code} has no parent path`);
    lines.push({
      code,
      hs6: code.slice(0, 6),
      nameKo: r['품목명']!.trim(),
      pathKo: path.split(' > ').map((p) => p.trim()),
      nameEn: (r['영문품목명'] ?? '').trim(),
    });
  }
  // Held compactly (code-index.ts): a path shared by many lines is kept once.
  const index = codeIndex(lines, 'hsk_2026_ko.csv');
  // Every HS 2022 subheading has its Korean lines: the Korean names of the whole tree rest on it.
  const hs6s = new Set<string>();
  const headingNames = new Map<string, string>();
  for (const line of lines) {
    hs6s.add(line.hs6);
    const heading = line.code.slice(0, 4);
    const name = line.pathKo[0]!;
    check((headingNames.get(heading) ?? name) === name, `hsk_2026_ko.csv names heading ${heading} two ways`);
    headingNames.set(heading, name);
  }
  for (const e of allHsEntries()) {
    if (e.level === 6) check(hs6s.has(e.code), `hsk_2026_ko.csv has no line for HS 2022 subheading ${e.code}`);
  }
  return { index, headingNames };
});

/** How many HSK lines the data has. */
export function hskLineCount(): number {
  return load().index.size;
}

export function findHskLine(code: string): HskLine | undefined {
  return load().index.get(code);
}

/** The HSK lines of one HS 2022 subheading, in code order. */
export function hskLinesOf(hs6: string): HskLine[] {
  return hs6.length === 6 ? load().index.withPrefix(hs6) : [];
}

/** Korean name of an HS heading (4 digits), from the first level of its lines' paths. */
export function hskHeadingName(heading: string): string | undefined {
  return load().headingNames.get(heading);
}

/**
 * Korean name of an HS subheading, as the path below the heading down to the subheading
 * ("말 > 번식용" for 010121). A subheading with one national line is named by the line (and
 * its parents); with several, by the parent levels all of them share; a heading without HS
 * subdivisions (its one subheading split only nationally) by the heading's name.
 */
export function hskSubheadingName(hs6: string): string | undefined {
  const lines = hskLinesOf(hs6);
  if (lines.length === 0) return undefined;
  if (lines.length === 1) return [...lines[0]!.pathKo.slice(1), lines[0]!.nameKo].join(' > ');
  let shared = lines[0]!.pathKo;
  for (const line of lines) {
    let n = 0;
    while (n < shared.length && n < line.pathKo.length && shared[n] === line.pathKo[n]) n++;
    shared = shared.slice(0, n);
  }
  return shared.length > 1 ? shared.slice(1).join(' > ') : shared[0];
}
