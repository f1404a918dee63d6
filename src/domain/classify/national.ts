import { hskLinesOf } from '../reference/hsk.js';
import { destinationSchedule } from '../tariffs/schedules.js';
import { LRUCache } from 'lru-cache';
import { termStrings } from './text.js';
import type { NationalSchedule } from './types.js';

// The destination's national line under a candidate subheading: the line whose wording shares the
// most (rare) words with the description, or the only line. With several lines and no word in
// common the answer is null rather than a guess.

/** The national schedule the data has for an importing country (ISO alpha-2): the tariff lookup's, or Korea's HSK. */
export function nationalScheduleFor(destination: string): NationalSchedule | null {
  return destination === 'KR' ? 'kr_hsk' : destinationSchedule(destination);
}

interface NationalLine {
  code: string;
  description: string;
  /** Text compared with the description (the Korean lines add their parents' path and English name). */
  text: string;
}

function linesOf(schedule: NationalSchedule, hs6: string): NationalLine[] {
  if (schedule === 'kr_hsk') {
    return hskLinesOf(hs6).map((l) => ({
      code: l.code,
      description: l.nameKo,
      text: `${l.pathKo.slice(1).join(' > ')} > ${l.nameKo} > ${l.nameEn}`,
    }));
  }
  return schedule.nationalLines(hs6).map((l) => ({ code: l.code, description: l.description, text: l.description }));
}

/** The distinct terms of national lines' texts, kept for the lines asked about most. */
const lineTerms = new LRUCache<string, string[]>({ max: 20_000 });

function termsOfLine(line: NationalLine): string[] {
  let terms = lineTerms.get(line.text);
  if (!terms) {
    terms = [...new Set(termStrings(line.text))];
    lineTerms.set(line.text, terms);
  }
  return terms;
}

/**
 * The best national line of `hs6` for terms weighted by `evidence` (term → weight × rarity).
 * Ties go to the lower code, so the answer is stable.
 */
export function bestNationalLine(schedule: NationalSchedule, hs6: string, evidence: Map<string, number>): { code: string; description: string } | null {
  const lines = linesOf(schedule, hs6);
  if (lines.length === 1) return { code: lines[0]!.code, description: lines[0]!.description };
  let best: NationalLine | null = null;
  let bestScore = 0;
  for (const line of lines) {
    let score = 0;
    for (const term of termsOfLine(line)) score += evidence.get(term) ?? 0;
    if (score > bestScore) {
      best = line;
      bestScore = score;
    }
  }
  return best ? { code: best.code, description: best.description } : null;
}
