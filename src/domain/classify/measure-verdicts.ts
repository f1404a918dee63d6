import type { NodeDocument } from './documents.js';
import type { Interval, MeasuredRange, Quantity } from './measures.js';
import type { ClassifierIndex } from './search-index.js';

// Which of a heading's subheadings a description's quantities fit (measures.ts reads the quantities
// and the subheadings' ranges), and what that makes of their scores in the ranking (engine.ts).

function inside(q: Quantity, r: Interval): boolean {
  const aboveMin = r.minOpen ? q.min > r.min : q.min >= r.min;
  const belowMax = r.maxOpen ? q.max < r.max : q.max <= r.max;
  return aboveMin && belowMax;
}

/** A quantity and a range measure the same thing unless both say what and differ. */
function comparable(q: Quantity, r: MeasuredRange): boolean {
  return q.dimension === r.dimension && (q.attribute === null || r.attribute === null || q.attribute === r.attribute);
}

/** Whether `a` lies within `b` and is narrower. */
function narrower(a: Interval, b: Interval): boolean {
  const minIn = a.min > b.min || (a.min === b.min && (a.minOpen || !b.minOpen));
  const maxIn = a.max < b.max || (a.max === b.max && (a.maxOpen || !b.maxOpen));
  return minIn && maxIn && (a.min !== b.min || a.max !== b.max || a.minOpen !== b.minOpen || a.maxOpen !== b.maxOpen);
}

const sameKind = (a: MeasuredRange, b: MeasuredRange) => a.dimension === b.dimension && a.attribute === b.attribute;

/**
 * fits: a quantity lies in one of the subheading's ranges, and no sibling that matches the
 * description's words as well has a narrower range of the same kind holding it (of "4.75mm or more"
 * and "exceeding 10mm", 12 mm fits the second: the most specific description wins, as the General
 * Interpretative Rule 3(a) has it for headings); contradicts: a quantity said to be of what a range
 * measures lies outside it, or a sibling's range of the same kind holds a quantity that this one
 * does not; null: the measures say nothing here.
 */
export type MeasureVerdict = 'fits' | 'contradicts' | null;

export interface MeasuredSubheading {
  id: number;
  ranges: readonly MeasuredRange[];
  /** How much of the description's words its own text matched (siblings share the rest of the path). */
  evidence: number;
}

/**
 * The verdict on each of a heading's subheadings (their ranges, by id), for the description's
 * quantities. Only the siblings are compared for a quantity that does not say what it measures:
 * "12 mm" picks among a heading's thicknesses, it does not say that a width of 600 mm or more is wrong.
 */
export function measureVerdicts(subheadings: readonly MeasuredSubheading[], quantities: readonly Quantity[]): Map<number, MeasureVerdict> {
  const out = new Map<number, MeasureVerdict>();
  const held = subheadings.flatMap((s) => s.ranges.flatMap((r) => quantities.filter((q) => comparable(q, r) && inside(q, r)).map((q) => ({ s, range: r, q }))));
  // A range every sibling has ("of a width 600mm or more" across 7208) tells none of them apart.
  const common = (r: MeasuredRange) => subheadings.every((s) => s.ranges.some((o) => sameKind(o, r) && !narrower(o, r) && !narrower(r, o) && o.min === r.min && o.max === r.max));
  for (const s of subheadings) {
    let verdict: MeasureVerdict = null;
    for (const r of s.ranges) {
      const shared = common(r);
      for (const q of quantities) {
        if (!comparable(q, r)) continue;
        if (inside(q, r)) {
          const broader = held.some((h) => h.q === q && h.s !== s && h.s.evidence >= s.evidence && sameKind(h.range, r) && narrower(h.range, r));
          if (!broader && !shared && verdict === null) verdict = 'fits';
        } else if ((q.attribute !== null && q.attribute === r.attribute) || (!shared && held.some((h) => h.q === q && h.s !== s && sameKind(h.range, r)))) {
          verdict = 'contradicts';
        }
      }
      if (verdict === 'contradicts') break;
    }
    out.set(s.id, verdict);
  }
  return out;
}

/**
 * What the description's quantities make of a subheading's score: more when one lies in its range,
 * less when one falls outside (measureVerdicts: each heading's subheadings compared).
 */
export function measureFactor(
  index: ClassifierIndex,
  quantities: readonly Quantity[],
  params: { measureFit: number; measurePenalty: number },
  ownEvidence: (id: number) => number,
): (subheading: NodeDocument) => number {
  if (quantities.length === 0) return () => 1;
  const byHeading = new Map<string, Map<number, MeasureVerdict>>();
  return (subheading) => {
    if (index.ranges[subheading.id]!.length === 0) return 1;
    const heading = subheading.code.slice(0, 4);
    let verdicts = byHeading.get(heading);
    if (!verdicts) {
      const siblings = (index.subheadingsOf.get(heading) ?? []).map((s) => ({ id: s.id, ranges: index.ranges[s.id]!, evidence: ownEvidence(s.id) }));
      byHeading.set(heading, (verdicts = measureVerdicts(siblings, quantities)));
    }
    const verdict = verdicts.get(subheading.id);
    return verdict === 'fits' ? 1 + params.measureFit : verdict === 'contradicts' ? 1 - params.measurePenalty : 1;
  };
}

