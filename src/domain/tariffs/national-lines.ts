import { ApiError } from '../errors.js';
import { SCHEDULES, chapterAveragesOf, findChapterAverage, linesWithPrefix, scheduleLines } from '../reference/tariffs.js';
import type { ScheduleId, ScheduleLines, TariffLine } from '../reference/tariffs.js';
import type { ScheduleChapterAverage } from './destination-schedule.js';
import type { TariffRateRecord } from './types.js';

// The line files of the US, EU and UK schedules (src/domain/reference/tariffs.ts): the lines under
// a requested code, and the chapter averages computed from the line files (mfn_by_hs_chapter.csv).

/**
 * National lines for a requested code. Up to 6 digits: every line under the prefix. Longer: the
 * line itself, else its 8-digit parent (US statistical suffixes; EU/UK 10-digit codes), else the
 * 10-digit lines under an 8-digit code. A national code the schedule does not have is 404.
 */
export function linesFor(scheduleId: ScheduleId | ScheduleLines, hsCode: string): TariffLine[] {
  if (hsCode.length <= 6) return linesWithPrefix(scheduleId, hsCode);
  const indexed = typeof scheduleId === 'string' ? scheduleLines(scheduleId) : scheduleId;
  const { byCode, schedule } = indexed;
  const exact = byCode.get(hsCode) ?? byCode.get(hsCode.slice(0, 8));
  if (exact) return [exact];
  const children = linesWithPrefix(indexed, hsCode);
  if (children.length > 0) return children;
  throw new ApiError('not_found', `${hsCode} is not a line of the ${schedule.name} (${schedule.vintage}).`, [
    { field: '/hs_code', issue: `no national line ${hsCode} in ${schedule.vintage}` },
  ]);
}

/** The averages were computed from the line files of their own vintage (the US ones from HTS 2023). */
function averageVintage(scheduleId: ScheduleId): string {
  return scheduleId === 'us_hts' ? 'HTS 2023 (USITC export, 2023)' : SCHEDULES[scheduleId].vintage;
}

export function chapterAverageRecord(scheduleId: ScheduleId, chapter: string): TariffRateRecord | null {
  const schedule = SCHEDULES[scheduleId];
  const average = findChapterAverage(schedule.reporter, chapter);
  if (!average) return null;
  const share = (v: string) => `${Math.round(Number(v) * 1000) / 10} %`;
  return {
    type: 'mfn',
    basis: 'chapter_average',
    precision: 'estimate',
    national_code: null,
    description: `Simple average of the ${average.adValoremLines} ad valorem lines of chapter ${chapter} (of ${average.tariffLines} lines)`,
    duty: {
      kind: 'ad_valorem',
      text: `${average.avgAdValoremPct}% (chapter average)`,
      ad_valorem_pct: average.avgAdValoremPct,
      specific: [],
      seasons: null,
      needs: [],
      computable: true,
      note: null,
    },
    program: null,
    year: null,
    source: { name: `${average.schedule}; chapter averages computed from the line file`, vintage: averageVintage(scheduleId), licence: schedule.licence },
    reason: null,
    note: `Not a line rate. ${share(average.dutyFreeShare)} of the chapter's lines are duty free, ${share(average.nonAdValoremShare)} have specific or compound duties (left out of the average); the highest ad valorem rate is ${average.maxAdValoremPct} %.`,
  };
}

export function chapterAveragesFor(scheduleId: ScheduleId): ScheduleChapterAverage[] {
  const schedule = SCHEDULES[scheduleId];
  return chapterAveragesOf(schedule.reporter).map((a) => ({
    chapter: a.chapter,
    avgAdValoremPct: a.avgAdValoremPct,
    tariffLines: a.tariffLines,
    adValoremLines: a.adValoremLines,
    dutyFreeShare: a.dutyFreeShare,
    maxAdValoremPct: a.maxAdValoremPct,
    source: `${a.schedule}; chapter averages computed from the line file`,
    vintage: averageVintage(scheduleId),
  }));
}
