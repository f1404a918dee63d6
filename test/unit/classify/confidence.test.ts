import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { classifyProduct, rankDescription } from '../../../src/domain/classify/classify.js';
import { CONFIDENCE_PRECISION, CONFIDENCE_THRESHOLDS, confidenceLevel, confidencePoints } from '../../../src/domain/classify/confidence.js';
import type { ConfidenceChecks } from '../../../src/domain/classify/confidence.js';
import { classifierIndex } from '../../../src/domain/classify/search-index.js';
import { projectPath } from '../../../src/paths.js';
import { chooseThresholds, wilsonLower } from '../../../scripts/classify-calibration.js';

// Descriptions here are made up for the tests, never rows of the development set of customs rulings.

const checksOf = (description: string) => rankDescription(description, /[\uAC00-\uD7A3]/.test(description) ? 'ko' : 'en', 5).checks!;
const clear: ConfidenceChecks = { agreeing: ['nomenclature', 'national', 'own', 'lead'], ownShare: 1, wordingShare: 0.5, headingMargin: 0.9, partMismatch: false, severalGoods: false };

beforeAll(() => {
  classifierIndex();
});

describe('the checks of an answer', () => {
  it('find independent readings agreeing, the wording explained and no rival heading for a plain description', () => {
    const checks = checksOf('fresh apples');
    expect(checks.agreeing).toEqual(['nomenclature', 'national', 'own', 'lead']);
    expect(checks.ownShare).toBe(1);
    expect(checks.headingMargin).toBeGreaterThan(CONFIDENCE_THRESHOLDS.headingMargin);
    expect(classifyProduct({ description: 'fresh apples' }).confidence).toBe('high');
  });

  it('count against a part read as a whole article', () => {
    const checks = checksOf('cast iron housing for a centrifugal pump');
    expect(checks.partMismatch).toBe(true);
    expect(confidenceLevel(checks)).toBe('low');
    expect(checksOf('fresh apples').partMismatch).toBe(false);
  });

  it('count against several goods or a set, which one code may not cover', () => {
    expect(checksOf('hammers, chisels and files of steel').severalGoods).toBe(true);
    expect(checksOf('a tool kit with pliers and screwdrivers').severalGoods).toBe(true);
    expect(checksOf('frozen shrimps, shell-on').severalGoods).toBe(false);
    expect(checksOf('stainless steel kitchen sink').severalGoods).toBe(false);
  });

  it('are none without a candidate', () => {
    expect(rankDescription('xqzvw blorft', 'en', 5).checks).toBeNull();
    expect(confidenceLevel(null)).toBe('none');
  });
});

describe('points and levels', () => {
  it('give a point per agreeing reading and per check passed, take two for a part and one for several goods', () => {
    expect(confidencePoints(clear)).toBe(7);
    expect(confidencePoints({ ...clear, ownShare: 0.5, wordingShare: 0.1, headingMargin: 0 })).toBe(4);
    expect(confidencePoints({ ...clear, partMismatch: true })).toBe(5);
    expect(confidencePoints({ ...clear, severalGoods: true, agreeing: ['own'] })).toBe(3);
  });

  it('cut the points into levels at the calibrated thresholds', () => {
    const at = (points: number) => confidenceLevel({ ...clear, agreeing: clear.agreeing.slice(0, Math.max(0, points - 3)) });
    expect(at(CONFIDENCE_THRESHOLDS.high)).toBe('high');
    expect(at(CONFIDENCE_THRESHOLDS.high - 1)).toBe('medium');
    expect(at(CONFIDENCE_THRESHOLDS.medium)).toBe('medium');
    expect(at(CONFIDENCE_THRESHOLDS.medium - 1)).toBe('low');
  });
});

describe('the precision each level states', () => {
  const { levels } = CONFIDENCE_PRECISION;

  it('falls level by level, whole set and held out, and high holds at least 3 % of the measured answers', () => {
    expect(levels.high.precision_6_digit!).toBeGreaterThan(levels.medium.precision_6_digit!);
    expect(levels.medium.precision_6_digit!).toBeGreaterThan(levels.low.precision_6_digit!);
    expect(levels.high.held_out.precision_6_digit!).toBeGreaterThan(levels.medium.held_out.precision_6_digit!);
    expect(levels.medium.held_out.precision_6_digit!).toBeGreaterThan(levels.low.held_out.precision_6_digit!);
    // Held out, every answer of the set is levelled once, as on the whole set.
    const total = (key: 'whole' | 'held') => (['high', 'medium', 'low', 'none'] as const).reduce((n, l) => n + (key === 'whole' ? levels[l].sample_size : levels[l].held_out.sample_size), 0);
    expect(total('held')).toBe(total('whole'));
    const answers = levels.high.sample_size + levels.medium.sample_size + levels.low.sample_size + levels.none.sample_size;
    expect(levels.high.sample_size / answers).toBeGreaterThanOrEqual(0.03);
    expect(levels.none.precision_6_digit).toBeNull();
    expect(CONFIDENCE_PRECISION.measured_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('goes with every answer, for its own level', () => {
    const result = classifyProduct({ description: 'fresh apples', destination: 'US' });
    expect(result.confidence_precision).toEqual({ level: result.confidence, ...levels[result.confidence], measured_on: CONFIDENCE_PRECISION.measured_on, measured_at: CONFIDENCE_PRECISION.measured_at });
    expect(classifyProduct({ description: 'xqzvw blorft' }).confidence_precision).toMatchObject({ level: 'none', precision_6_digit: null });
  });

  it('is the table the HS codes guide and the design notes publish', () => {
    const pct = (p: number | null) => `${(100 * p!).toFixed(1)} %`;
    for (const file of ['docs/guides/hs-classification.md', 'docs/design/classification.md']) {
      const text = readFileSync(projectPath(...file.split('/')), 'utf8');
      for (const level of ['high', 'medium', 'low'] as const) {
        const { precision_6_digit, precision_4_digit, sample_size, held_out } = levels[level];
        const share = `${pct(sample_size / (levels.high.sample_size + levels.medium.sample_size + levels.low.sample_size))}`;
        expect(text, `${file}: ${level}`).toContain(
          `| ${level} | ${pct(precision_6_digit)} | ${pct(precision_4_digit)} | ${sample_size} | ${share} | ${pct(held_out.precision_6_digit)} | ${pct(held_out.precision_4_digit)} | ${held_out.sample_size} |`,
        );
      }
    }
  });
});

describe('the calibration', () => {
  it('bounds a precision from below, less tightly for fewer answers', () => {
    expect(wilsonLower(8, 10)).toBeLessThan(0.8);
    expect(wilsonLower(80, 100)).toBeGreaterThan(wilsonLower(8, 10));
    expect(wilsonLower(0, 0)).toBe(0);
  });

  it('chooses thresholds whose levels fall in precision, with high holding at least 3 % of the answers', () => {
    // Made-up answers: the more readings agree, the more often right.
    const rows = Array.from({ length: 200 }, (_, i) => {
      const agreeing = (['nomenclature', 'national', 'own', 'lead'] as const).slice(0, i % 5);
      return { half: 'A' as const, lang: 'en', checks: { ...clear, agreeing: [...agreeing], ownShare: (i % 7) / 6 }, right6: i % 5 >= 3 ? i % 4 !== 0 : i % 6 === 0, right4: true };
    });
    const chosen = chooseThresholds(rows)!;
    const levelOf = (r: (typeof rows)[number]) => confidenceLevel(r.checks, chosen.thresholds);
    const precision = (level: string) => {
      const at = rows.filter((r) => levelOf(r) === level);
      return at.filter((r) => r.right6).length / at.length;
    };
    expect(rows.filter((r) => levelOf(r) === 'high').length).toBeGreaterThanOrEqual(6);
    expect(precision('high')).toBeGreaterThan(precision('medium'));
    expect(precision('medium')).toBeGreaterThan(precision('low'));
  });
});
