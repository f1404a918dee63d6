// The calibration of the classifier's confidence levels (npm run eval:classify -- --in-process
// --calibrate): chooses the thresholds of src/domain/classify/confidence.ts on one half of the
// development set and shows what they give on the other half, so that a choice fitted to a few rows
// shows as a fall on the half it was not chosen on. Only aggregate precision is used: no row is
// looked at on its own.
import type { ConfidenceChecks, ConfidenceThresholds } from '../src/domain/classify/confidence.js';
import { confidenceLevel } from '../src/domain/classify/confidence.js';

export interface CalibrationRow {
  half: 'A' | 'B';
  lang: string;
  checks: ConfidenceChecks | null;
  /** The first candidate is the ruling's subheading (6 digits) / heading (4 digits). */
  right6: boolean;
  right4: boolean;
}

export const LEVELS = ['high', 'medium', 'low', 'none'] as const;

export interface LevelTally {
  answers: number;
  right6: number;
  right4: number;
}

export function tallyLevels(rows: { level: string; right6: boolean; right4: boolean }[]): Map<string, LevelTally> {
  const out = new Map<string, LevelTally>(LEVELS.map((l) => [l, { answers: 0, right6: 0, right4: 0 }]));
  for (const row of rows) {
    const t = out.get(row.level) ?? { answers: 0, right6: 0, right4: 0 };
    t.answers++;
    if (row.right6) t.right6++;
    if (row.right4) t.right4++;
    out.set(row.level, t);
  }
  return out;
}

/** Lower bound of a proportion's confidence interval (Wilson score, z = 1.645: 90 % two-sided). */
export function wilsonLower(successes: number, n: number, z = 1.645): number {
  if (n === 0) return 0;
  const p = successes / n;
  const denominator = 1 + (z * z) / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return (centre - spread) / denominator;
}

const GRID = {
  ownShare: [0.5, 0.6, 0.7, 0.8, 0.9],
  wordingShare: [0.2, 0.3, 0.4, 0.5],
  headingMargin: [0.1, 0.2, 0.3, 0.5, 0.7],
};
/** `high` must hold at least this share of the answers it is chosen on (the target's 3 %). */
const MIN_HIGH_SHARE = 0.03;

/**
 * The thresholds whose `high` answers have the highest lower bound of precision on `rows` (then
 * `medium`'s), among those where each level is more precise than the one below and `high` holds
 * at least 3 % of the answers.
 */
export function chooseThresholds(rows: CalibrationRow[]): { thresholds: ConfidenceThresholds; score: [number, number] } | null {
  const answered = rows.filter((r) => r.checks !== null);
  let best: { thresholds: ConfidenceThresholds; score: [number, number] } | null = null;
  for (const ownShare of GRID.ownShare) {
    for (const wordingShare of GRID.wordingShare) {
      for (const headingMargin of GRID.headingMargin) {
        for (let high = 3; high <= 8; high++) {
          for (let medium = 1; medium < high; medium++) {
            const thresholds = { ownShare, wordingShare, headingMargin, high, medium };
            const t = tallyLevels(answered.map((r) => ({ level: confidenceLevel(r.checks, thresholds), right6: r.right6, right4: r.right4 })));
            const [h, m, l] = [t.get('high')!, t.get('medium')!, t.get('low')!];
            if (h.answers < MIN_HIGH_SHARE * answered.length || m.answers === 0 || l.answers === 0) continue;
            if (!(h.right6 / h.answers > m.right6 / m.answers && m.right6 / m.answers > l.right6 / l.answers)) continue;
            const score: [number, number] = [wilsonLower(h.right6, h.answers), wilsonLower(m.right6, m.answers)];
            if (!best || score[0] > best.score[0] || (score[0] === best.score[0] && score[1] > best.score[1])) best = { thresholds, score };
          }
        }
      }
    }
  }
  return best;
}
