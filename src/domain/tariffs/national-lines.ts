import { ApiError } from '../errors.js';
import type { CodeIndex } from '../reference/code-index.js';
import { chapterAveragesOf } from '../reference/tariffs.js';
import type { ChapterAverage } from '../reference/tariffs.js';
import { chapterAverageTable } from './chapter-averages.js';
import type { ChapterAverages } from './chapter-averages.js';
import type { ScheduleInfo } from './destination-schedule.js';

// The line files of the US, EU and UK schedules (each loaded by its module: us/hts-file.ts,
// eu-uk/tariff-file.ts): the shape of their lines, the lines under a requested code, and their
// chapter averages, computed beforehand from the line files (data/tariffs/mfn_by_hs_chapter.csv).

export interface TariffLine {
  /** National line: US HTS 8 digits, EU/UK CN 8 or 10 digits. */
  code: string;
  hs6: string;
  description: string;
  /** MFN rate as published ("Free", "6.5%", "4.4¢/kg + 6%", "10.20% + 93.10 EUR / 100 kg"). */
  rate: string;
  /** US only: column 1 special rates with program symbols ("Free (A+,AU,...,KR,...)"). */
  specialRate: string | null;
  /** US only: column 2 rate (Cuba, North Korea; Russia and Belarus since 2022). */
  column2Rate: string | null;
  /** US only: the chapter 99 headings (8 digits) the line's footnotes point to. */
  chapter99: string[];
}

/**
 * National lines for a requested code. Up to 6 digits: every line under the prefix. Longer: the
 * line itself, else its 8-digit parent (US statistical suffixes; EU/UK 10-digit codes), else the
 * 10-digit lines under an 8-digit code. A national code the schedule does not have is 404.
 */
export function linesFor(index: CodeIndex<TariffLine>, schedule: ScheduleInfo, hsCode: string): TariffLine[] {
  if (hsCode.length <= 6) return index.withPrefix(hsCode);
  const exact = index.get(hsCode) ?? index.get(hsCode.slice(0, 8));
  if (exact) return [exact];
  const children = index.withPrefix(hsCode);
  if (children.length > 0) return children;
  throw new ApiError('not_found', `${hsCode} is not a line of the ${schedule.name} (${schedule.vintage}).`, [
    { field: '/hs_code', issue: `no national line ${hsCode} in ${schedule.vintage}` },
  ]);
}

/**
 * The lines under a code of a schedule that prints 8-digit lines only (Viet Nam, China): up to 6
 * digits every line under the prefix, 8 digits the line itself; a line the schedule does not have is
 * 404 (`edition` names the schedule, `tariff` says it in the issue: "Viet Nam's tariff of 2026").
 */
export function eightDigitLines<L extends { code: string }>(index: CodeIndex<L>, code: string, edition: string, tariff: string): L[] {
  if (code.length <= 6) return index.withPrefix(code);
  const line = index.get(code);
  if (line) return [line];
  throw new ApiError('not_found', `${code} is not a line of ${edition}.`, [{ field: '/hs_code', issue: `no 8-digit line ${code} in ${tariff}` }]);
}

/** The chapter averages of a reporter of mfn_by_hs_chapter.csv, computed from the line files of `vintage`. */
export function lineFileChapterAverages(reporter: ChapterAverage['reporter'], vintage: string, licence: string): ChapterAverages {
  return chapterAverageTable(
    chapterAveragesOf(reporter).map((a) => ({
      chapter: a.chapter,
      avgAdValoremPct: a.avgAdValoremPct,
      tariffLines: a.tariffLines,
      adValoremLines: a.adValoremLines,
      dutyFreeShare: a.dutyFreeShare,
      nonAdValoremShare: a.nonAdValoremShare,
      maxAdValoremPct: a.maxAdValoremPct,
      source: { name: `${a.schedule}; chapter averages computed from the line file`, vintage, licence },
      vintage,
      leftOut: 'specific or compound duties',
    })),
  );
}
