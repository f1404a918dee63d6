import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { codeIndex } from '../../reference/code-index.js';
import type { CodeIndex } from '../../reference/code-index.js';
import { check, dataFilePath, lazy, readCsv } from '../../reference/csv.js';
import { lineText } from '../line-text.js';
import type { TariffLine } from '../national-lines.js';

// Loader of the US Harmonized Tariff Schedule, 2026 Revision 10 (USITC JSON export; see
// data/tariffs/SOURCE.md, file 5), and of the dated facts about the US measures (file 6).
// Only shapes are checked here; rate texts are read by duty-rate.ts.

export const US_HTS_FILE = 'tariffs/us_hts_2026_rev10.json.gz';
export const US_HTS_EDITION = 'HTS 2026 Revision 10';
/** The revision's effective date (USITC). */
export const US_HTS_EFFECTIVE_DATE = '2026-06-08';

interface HtsRecord {
  htsno: string;
  indent: string;
  description: string;
  general: string | null;
  special: string | null;
  other: string | null;
  footnotes: { columns: string[]; value: string }[] | null;
}

export interface UsHtsLine {
  /** 8 digits (10 where the schedule prints a rate on a statistical line of its own). */
  code: string;
  description: string;
  general: string;
  special: string | null;
  other: string | null;
  /** Chapter 99 headings (9903.xx.xx, as 8 digits) that the line's footnotes point to. */
  chapter99: string[];
}

export interface UsChapter99Heading {
  /** 8 digits, e.g. 99030301. */
  code: string;
  /** As printed: 9903.03.01. */
  printed: string;
  description: string;
  general: string;
}

const HEADING_REF = /\b9903\.\d{2}\.\d{2}\b/g;

/** "See 9903.88.03." / "See 9903.41.10 and 9903.88.15." -> ["99038803"], ["99034110","99038815"]. */
export function chapter99References(footnotes: HtsRecord['footnotes']): string[] {
  const refs = new Set<string>();
  for (const f of footnotes ?? []) {
    if (!f.columns.includes('general')) continue;
    for (const m of f.value.matchAll(HEADING_REF)) refs.add(m[0].replace(/\./g, ''));
  }
  return [...refs];
}

/** The file's records, read afresh on each call: only the loader and checks read them, and none is kept. */
function readRecords(): HtsRecord[] {
  const parsed: unknown = JSON.parse(gunzipSync(readFileSync(dataFilePath(US_HTS_FILE))).toString('utf8'));
  check(Array.isArray(parsed), `${US_HTS_FILE} is not a JSON array`);
  check(parsed.length >= 35000, `${US_HTS_FILE} has ${parsed.length} records, expected 35,509`);
  return parsed as HtsRecord[];
}

function usLine(l: UsHtsLine): TariffLine {
  return { code: l.code, hs6: l.code.slice(0, 6), description: l.description, rate: l.general, specialRate: l.special, column2Rate: l.other, chapter99: l.chapter99 };
}

const loaded = lazy(() => {
  const lines: UsHtsLine[] = [];
  /** Chapter 98: special classification provisions (goods returned, repairs, personal exemptions...), national lines of the HTS. */
  const chapter98: UsHtsLine[] = [];
  const chapter99 = new Map<string, UsChapter99Heading>();
  const all = readRecords();
  const eightDigit = new Set<string>();
  const statistical: { code: string }[] = [];
  for (const r of all) {
    check(typeof r.htsno === 'string' && typeof r.description === 'string', `${US_HTS_FILE}: a record without htsno or description`);
    const digits = r.htsno.replace(/\./g, '');
    check(digits === '' || /^(\d{4}|\d{6}|\d{8}|\d{10})$/.test(digits), `${US_HTS_FILE}: bad htsno "${r.htsno}"`);
    if (digits.length === 8 && (r.general ?? '').trim() !== '') eightDigit.add(digits);
    if (digits.length === 10) statistical.push({ code: digits });
  }
  // A line's description is its text after its parents' texts (by indent), joined by " > ".
  const path: string[] = [];
  for (const r of all) {
    const digits = r.htsno.replace(/\./g, '');
    const general = (r.general ?? '').trim();
    const indent = Number(r.indent);
    check(Number.isInteger(indent) && indent >= 0 && indent <= 12, `${US_HTS_FILE}: bad indent "${r.indent}" at "${r.htsno}"`);
    path.length = indent;
    path[indent] = r.description.trim();
    if (digits.startsWith('9903') && digits.length === 8) {
      chapter99.set(digits, { code: digits, printed: r.htsno, description: r.description.trim(), general });
      continue;
    }
    // Chapter 99 holds additional duties, not goods lines; chapter 98 its own provisions, kept apart.
    if (general === '' || digits.length < 8 || digits.startsWith('99')) continue;
    // A 10-digit code ending in 00 that carries the rate is the 8-digit line printed with its only statistical suffix.
    const code = digits.length === 10 && digits.endsWith('00') && !eightDigit.has(digits.slice(0, 8)) ? digits.slice(0, 8) : digits;
    (digits.startsWith('98') ? chapter98 : lines).push({
      code,
      description: lineText(path),
      general,
      special: (r.special ?? '').trim() || null,
      other: (r.other ?? '').trim() || null,
      chapter99: chapter99References(r.footnotes),
    });
  }
  check(lines.length >= 11000, `${US_HTS_FILE} has ${lines.length} goods lines with a rate, expected about 11,430`);
  check(chapter99.has('99030301'), `${US_HTS_FILE} lacks heading 9903.03.01 (Section 122)`);
  check(chapter98.length >= 150, `${US_HTS_FILE} has ${chapter98.length} chapter 98 lines with a rate, expected 155`);
  // Kept as the schedule answers them (national-lines.ts), indexed by code; the records are dropped.
  return {
    goods: codeIndex(lines.map(usLine), US_HTS_FILE),
    chapter98: codeIndex(chapter98.map(usLine), `${US_HTS_FILE} (chapter 98)`),
    chapter99,
    statistical: codeIndex(statistical, `${US_HTS_FILE} (statistical codes)`),
  };
});

export function usChapter99Heading(code: string): UsChapter99Heading | undefined {
  return loaded().chapter99.get(code);
}

/** The 10-digit statistical codes the schedule prints under an 8-digit code (empty when none). */
export function usStatisticalCodes(code8: string): readonly string[] {
  return loaded().statistical.withPrefix(code8).map((s) => s.code);
}

export function usChapter99Count(): number {
  return loaded().chapter99.size;
}

/** Every goods record (chapters 01-97) of the file naming `symbol` in its special column: code and special text. */
export function usRecordsWithProgram(symbol: string): { code: string; special: string }[] {
  const re = new RegExp(`[(,\\s]${symbol.replace(/[+*]/g, '\\$&')}[,)\\s]`);
  return readRecords()
    .filter((r) => r.htsno !== '' && !/^9[89]/.test(r.htsno) && re.test(r.special ?? ''))
    .map((r) => ({ code: r.htsno.replace(/\./g, ''), special: (r.special ?? '').trim() }));
}

// --- Dated facts about the US measures (Budget Lab tariff-rate-tracker; SOURCE.md, file 6) ---

export interface UsRevision {
  revision: string;
  effectiveDate: string;
  event: string | null;
}

export const usRevisions = lazy((): UsRevision[] => {
  const rows = readCsv('tariffs/us_hts_revision_dates.csv');
  check(rows.length >= 40, `us_hts_revision_dates.csv has ${rows.length} rows, expected about 42`);
  return rows.map((r) => {
    check(/^\d{4}-\d{2}-\d{2}$/.test(r.effective_date ?? ''), `us_hts_revision_dates.csv: bad effective_date "${r.effective_date}"`);
    return { revision: r.revision ?? '', effectiveDate: r.effective_date!, event: r.policy_event && r.policy_event !== 'NA' ? r.policy_event : null };
  });
});

/** The lines (8 digits, or 10 for a statistical line alone) that Section 122 (9903.03.01) exempts. */
export const usSection122Exempt = lazy((): Set<string> => {
  const rows = readCsv('tariffs/us_s122_exempt_hts8_2026.csv');
  check(rows.length >= 1600, `us_s122_exempt_hts8_2026.csv has ${rows.length} rows, expected 1,656`);
  const codes = new Set<string>();
  for (const r of rows) {
    check(/^(\d{8}|\d{10})$/.test(r.hts8 ?? ''), `us_s122_exempt_hts8_2026.csv: bad hts8 "${r.hts8}"`);
    check(!codes.has(r.hts8!), `duplicate key ${r.hts8} in us_s122_exempt_hts8_2026.csv`);
    codes.add(r.hts8!);
  }
  return codes;
});

/** The goods lines (chapters 01-97). */
export function usGoodsLines(): CodeIndex<TariffLine> {
  return loaded().goods;
}

/** US chapter 98 (special classification provisions): national lines outside HS 2022, indexed apart from the goods lines. */
export function usChapter98(): CodeIndex<TariffLine> {
  return loaded().chapter98;
}
