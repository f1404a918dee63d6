import { lazy } from '../../reference/csv.js';
import { Dec } from '../../reference/money.js';
import type { ScheduleChapterAverage } from '../destination-schedule.js';
import type { TariffRateRecord } from '../types.js';
import { appliedMfn } from './applied-rate.js';
import { jpTariffFile } from './tariff-file.js';
import { JP_SOURCE, JP_VINTAGE } from './vintage.js';

// Chapter averages of Japan's applied MFN rates, computed from the schedule itself at load time (the
// same measure as data/tariffs/mfn_by_hs_chapter.csv for the US, the EU and the UK: the simple
// average of the lines whose applied rate is ad valorem, free counting as 0 %; lines with specific,
// compound, alternative, seasonal or conditional duties are left out and counted).

export interface JpChapterAverage {
  chapter: string;
  lines: number;
  adValoremLines: number;
  /** Percent, rounded to 2 decimals. */
  average: string;
  dutyFreeShare: string;
  nonAdValoremShare: string;
  max: string;
}

export const jpChapterAverages = lazy((): Map<string, JpChapterAverage> => {
  const byChapter = new Map<string, { lines: number; rates: Dec[]; free: number }>();
  for (const line of jpTariffFile().lines) {
    const chapter = line.code.slice(0, 2);
    const entry = byChapter.get(chapter) ?? { lines: 0, rates: [], free: 0 };
    byChapter.set(chapter, entry);
    entry.lines += 1;
    const { duty } = appliedMfn(line);
    if (duty.kind === 'free' || duty.kind === 'ad_valorem') entry.rates.push(new Dec(duty.ad_valorem_pct!));
    if (duty.kind === 'free') entry.free += 1;
  }
  const out = new Map<string, JpChapterAverage>();
  for (const [chapter, e] of byChapter) {
    const sum = e.rates.reduce((a, b) => a.plus(b), new Dec(0));
    const share = (n: number) => new Dec(n).div(e.lines).toDecimalPlaces(3).toFixed();
    out.set(chapter, {
      chapter,
      lines: e.lines,
      adValoremLines: e.rates.length,
      average: e.rates.length === 0 ? '0' : sum.div(e.rates.length).toDecimalPlaces(2).toFixed(),
      dutyFreeShare: share(e.free),
      nonAdValoremShare: share(e.lines - e.rates.length),
      max: e.rates.reduce((a, b) => (b.gt(a) ? b : a), new Dec(0)).toFixed(),
    });
  }
  return out;
});

const AVERAGES_SOURCE = `${JP_SOURCE.name}; chapter averages of the applied MFN rates computed from it`;

/** The chapters with ad valorem lines, in chapter order, for a market's schedule (destination-schedule.ts chapterAverages). */
export function jpChapterAverageList(): ScheduleChapterAverage[] {
  return [...jpChapterAverages().values()]
    .filter((a) => a.adValoremLines > 0)
    .sort((a, b) => (a.chapter < b.chapter ? -1 : 1))
    .map((a) => ({
      chapter: a.chapter,
      avgAdValoremPct: a.average,
      tariffLines: a.lines,
      adValoremLines: a.adValoremLines,
      dutyFreeShare: a.dutyFreeShare,
      maxAdValoremPct: a.max,
      source: AVERAGES_SOURCE,
      vintage: JP_VINTAGE,
    }));
}

/** The chapter average as a rate record (an estimate, never a line rate); null for a chapter without lines or ad valorem lines. */
export function jpChapterAverageRecord(chapter: string): TariffRateRecord | null {
  const a = jpChapterAverages().get(chapter);
  if (!a || a.adValoremLines === 0) return null;
  const pct = (share: string) => `${new Dec(share).mul(100).toDecimalPlaces(1).toFixed()} %`;
  return {
    type: 'mfn',
    basis: 'chapter_average',
    precision: 'estimate',
    national_code: null,
    description: `Simple average of the ${a.adValoremLines} ad valorem lines of chapter ${chapter} (of ${a.lines} lines)`,
    duty: { kind: 'ad_valorem', text: `${a.average}% (chapter average)`, ad_valorem_pct: a.average, specific: [], seasons: null, needs: [], computable: true, note: null },
    program: null,
    year: null,
    source: { ...JP_SOURCE, name: AVERAGES_SOURCE },
    reason: null,
    note: `Not a line rate. ${pct(a.dutyFreeShare)} of the chapter's lines are duty free, ${pct(a.nonAdValoremShare)} have specific, compound or conditional duties (left out of the average); the highest ad valorem rate is ${a.max} %.`,
  };
}
