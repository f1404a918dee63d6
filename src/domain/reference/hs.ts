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
