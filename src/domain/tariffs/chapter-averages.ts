import { Dec } from '../reference/money.js';
import type { TariffDuty, TariffRateRecord, TariffSource } from './types.js';

// The average ad valorem MFN rate of each HS chapter of a schedule: an estimate where a code has
// no line (or is a chapter or heading), and the chapter table of a market. Either read from a file
// computed beforehand (the US, EU and UK: data/tariffs/mfn_by_hs_chapter.csv) or computed here from
// the schedule's own lines at load time (the same measure: the simple average of the lines whose
// applied rate is ad valorem, free counting as 0 %; the other lines are left out and counted).

export interface ScheduleChapterAverage {
  chapter: string;
  /** Percent, a decimal string. */
  avgAdValoremPct: string;
  tariffLines: number;
  adValoremLines: number;
  /** Shares of the chapter's lines (0 to 1, decimal strings). */
  dutyFreeShare: string;
  nonAdValoremShare: string;
  maxAdValoremPct: string;
  /** Where the average comes from, as the record names it. */
  source: TariffSource;
  /** The edition the average is computed from, as a schedule's `vintage` prints it (older than the line rates for the US: HTS 2023). */
  vintage: string;
  /** What the lines left out of the average carry, as the record's note names them ("specific or compound duties"). */
  leftOut: string;
}

export interface ChapterAverages {
  /** The average of a chapter with ad valorem lines (two digits). */
  get(chapter: string): ScheduleChapterAverage | undefined;
  /** Every chapter with ad valorem lines, in chapter order. */
  list(): ScheduleChapterAverage[];
}

/** A table of averages; chapters without an ad valorem line have none. */
export function chapterAverageTable(averages: ScheduleChapterAverage[]): ChapterAverages {
  const list = averages.filter((a) => a.adValoremLines > 0).sort((a, b) => (a.chapter < b.chapter ? -1 : 1));
  const byChapter = new Map(list.map((a) => [a.chapter, a]));
  return { get: (chapter) => byChapter.get(chapter), list: () => list };
}

/** The averages of a schedule's lines, each line by the duty it applies (its MFN rate). */
export function computeChapterAverages(lines: Iterable<{ code: string; duty: TariffDuty }>, source: TariffSource, vintage: string, leftOut: string): ChapterAverages {
  // Counted per distinct rate, then summed in decimals once per rate: the same sums, few decimal operations.
  const byChapter = new Map<string, { lines: number; rates: Map<string, number>; free: number }>();
  for (const { code, duty } of lines) {
    const chapter = code.slice(0, 2);
    const entry = byChapter.get(chapter) ?? { lines: 0, rates: new Map<string, number>(), free: 0 };
    byChapter.set(chapter, entry);
    entry.lines += 1;
    if (duty.kind === 'free' || duty.kind === 'ad_valorem') entry.rates.set(duty.ad_valorem_pct!, (entry.rates.get(duty.ad_valorem_pct!) ?? 0) + 1);
    if (duty.kind === 'free') entry.free += 1;
  }
  const averages: ScheduleChapterAverage[] = [];
  for (const [chapter, e] of byChapter) {
    let sum = new Dec(0);
    let count = 0;
    let max = new Dec(0);
    for (const [pct, n] of e.rates) {
      const rate = new Dec(pct);
      sum = sum.plus(rate.mul(n));
      count += n;
      if (rate.gt(max)) max = rate;
    }
    const share = (n: number) => new Dec(n).div(e.lines).toDecimalPlaces(3).toFixed();
    averages.push({
      chapter,
      avgAdValoremPct: count === 0 ? '0' : sum.div(count).toDecimalPlaces(2).toFixed(),
      tariffLines: e.lines,
      adValoremLines: count,
      dutyFreeShare: share(e.free),
      nonAdValoremShare: share(e.lines - count),
      maxAdValoremPct: max.toFixed(),
      source,
      vintage,
      leftOut,
    });
  }
  return chapterAverageTable(averages);
}

/** A chapter average as a rate record: an estimate, never a line rate. */
export function chapterAverageRecord(average: ScheduleChapterAverage | undefined): TariffRateRecord | null {
  if (!average) return null;
  const pct = (share: string) => `${new Dec(share).mul(100).toDecimalPlaces(1).toFixed()} %`;
  return {
    type: 'mfn',
    basis: 'chapter_average',
    precision: 'estimate',
    national_code: null,
    description: `Simple average of the ${average.adValoremLines} ad valorem lines of chapter ${average.chapter} (of ${average.tariffLines} lines)`,
    duty: { kind: 'ad_valorem', text: `${average.avgAdValoremPct}% (chapter average)`, ad_valorem_pct: average.avgAdValoremPct, specific: [], seasons: null, needs: [], computable: true, note: null },
    program: null,
    year: null,
    source: average.source,
    reason: null,
    note: `Not a line rate. ${pct(average.dutyFreeShare)} of the chapter's lines are duty free, ${pct(average.nonAdValoremShare)} have ${average.leftOut} (left out of the average); the highest ad valorem rate is ${average.maxAdValoremPct} %.`,
  };
}
