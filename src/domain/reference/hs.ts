import { check, lazy, readCsv, uniqueBy } from './csv.js';

export interface HsEntry {
  code: string;
  description: string;
  /** 2 = chapter, 4 = heading, 6 = subheading. */
  level: 2 | 4 | 6;
  parent: string | null;
  section: string;
}

export interface HsSection {
  section: string;
  name: string;
  firstChapter: string;
  lastChapter: string;
}

const load = lazy(() => {
  // 99 / 9999 / 999999 are UN Comtrade reporting codes, not WCO HS codes (see SOURCE.md).
  const rows = readCsv('hs-nomenclature/hs2022.csv').filter((r) => r.section !== 'TOTAL');
  check(rows.length > 6900, `hs2022.csv has ${rows.length} usable rows, expected about 6,936`);
  const entries: HsEntry[] = rows.map((r) => {
    const code = r.hscode ?? '';
    check(/^(\d{2}|\d{4}|\d{6})$/.test(code), `bad HS code "${code}" in hs2022.csv`);
    check(String(code.length) === r.level, `HS code ${code} has level ${r.level}`);
    return {
      code,
      description: r.description ?? '',
      level: code.length as 2 | 4 | 6,
      parent: code.length === 2 ? null : (r.parent ?? null),
      section: r.section ?? '',
    };
  });
  const byCode = uniqueBy(entries, (e) => e.code, 'hs2022.csv');
  const sections = readCsv('hs-nomenclature/hs2022_sections.csv').map((r) => ({
    section: r.section ?? '',
    name: r.name ?? '',
    firstChapter: r.first_chapter ?? '',
    lastChapter: r.last_chapter ?? '',
  }));
  check(sections.length === 21, `hs2022_sections.csv has ${sections.length} rows, expected 21`);
  return { entries, byCode, sections: uniqueBy(sections, (s) => s.section, 'hs2022_sections.csv') };
});

export function allHsEntries(): HsEntry[] {
  return load().entries;
}

export function findHs(code: string): HsEntry | undefined {
  return load().byCode.get(code);
}

export function hsSection(section: string): HsSection | undefined {
  return load().sections.get(section);
}

/** Headings (4 digits) of one chapter, in code order. */
export function headingsOfChapter(chapter: string): HsEntry[] {
  return load().entries.filter((e) => e.level === 4 && e.code.startsWith(chapter));
}

// Chapters HS 2022 leaves empty, as its own notes say: 77 is reserved for possible future use, 98 and
// 99 for the special uses of each contracting party (national provisions, additional duties).
const RESERVED_FOR_NATIONAL_USE = 'the HS reserves chapters 98 and 99 for the special uses of each country (national provisions, additional duties), and classifies no goods there';
const EMPTY_CHAPTERS: Record<string, string> = {
  '77': 'the HS reserves chapter 77 for possible future use, and classifies no goods there',
  '98': RESERVED_FOR_NATIONAL_USE,
  '99': RESERVED_FOR_NATIONAL_USE,
};

/**
 * Why the digits of an HS code are not in HS 2022: the first of its chapter, heading and
 * subheading that the nomenclature lacks; null when it has each level the code spans (digits past
 * the sixth are a national line, which only a destination's schedule can check).
 */
export function hsCodeGap(digits: string): string | null {
  const chapter = digits.slice(0, 2);
  if (!findHs(chapter)) return EMPTY_CHAPTERS[chapter] ?? `HS 2022 has no chapter ${chapter}`;
  if (digits.length >= 4 && !findHs(digits.slice(0, 4))) return `chapter ${chapter} has no heading ${digits.slice(0, 4)}`;
  if (digits.length >= 6 && !findHs(digits.slice(0, 6))) return `heading ${digits.slice(0, 4)} has no subheading ${digits.slice(0, 6)}`;
  return null;
}

/**
 * The refusal of an HS code whose digits HS 2022 lacks, naming the code as the client sent it and
 * why (`9999.99 is not an HS 2022 code: the HS reserves chapters 98 and 99...`); null when it is known.
 */
export function unknownHsCodeIssue(sent: string, digits: string): string | null {
  const gap = hsCodeGap(digits);
  return gap === null ? null : `${sent.trim()} is not an HS 2022 code: ${gap}`;
}

/**
 * An HS code as people type it, as digits: "3307.20", "3307 20 00", "8703.80.00.00", "6101.20-000"
 * become "330720", "33072000", "8703800000", "610120000". Digits grouped by single dots, spaces or
 * hyphens are accepted; anything else is returned unchanged, for the check to refuse.
 */
export function normalizeHsCode(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const trimmed = raw.trim();
  return /^\d(?:[.\s-]?\d)*$/.test(trimmed) ? trimmed.replace(/[.\s-]/g, '') : raw;
}
