import { Dec } from '../../reference/money.js';
import { usChapter99Heading } from './hts-file.js';
import { usPolicy } from './policy.js';
import type { TariffMeasure } from '../types.js';

// How the US additional duties of a line add up: the one place that says which measure yields to
// which. The formula, as The Budget Lab's tariff-rate-tracker stacks its authorities
// (methodology.md, "Step 5", the mutual-exclusion rule) and as chapter 99 provides:
//
//   duty % = base + s232 × v232 + s122 × v122 + Σ s301 + Σ other + ieepa
//
//   base   the line's rate used: column 1 general, the origin's special rate (KORUS...), or column 2.
//   s232   Section 232, one programme per line (section-232-lists.ts: semiconductors first, then
//          vehicles, parts, wood, then the metals): the programme's rate (policy_params.yaml), or
//          for a country deal of F % in all, max(F - base, 0) (floorAddition: heading "F%" where
//          base < F, the line's own rate where base >= F); claims the request does not carry are
//          listed beside it.
//   v232   the share of the value s232 falls on: 1, or before the annexes (2026-04-06) the
//          estimated metal content of a copper or derivative article.
//   s122   Section 122 (policy_params.yaml, section_122): its rate inside its window, 0 on the
//          exempt lines; on goods of Canada and Mexico summed with the USMCA exception listed as
//          a claim; CAFTA-DR textiles for review (the exception's conditions are not in the data).
//   v122   1 - v232 on a Section 232 good (9903.03.06 excepts the part Section 232 taxes, so 0
//          where v232 = 1), 1 on any other line; unknown (review) where the Section 232 list
//          names some statistical lines of the code only.
//   s301   each Section 301 heading the line's footnotes point to whose text names the origin
//          (goods of China), in full, on top of Section 232 and Section 122: nothing excepts it.
//   other  any other footnoted heading: added where its text names the origin and its rate is a
//          plain "+ X%", else listed for review and left out of the sum.
//   ieepa  0: IEEPA duties (reciprocal and fentanyl, 9903.01/.02) were invalidated on 2026-02-20
//          and not collected from 2026-02-24, the first day the data answers for.
//
// An applied measure's `additional_pct` is its s, `value_share` its v (null: 1); pricing sums them
// on the customs value (pricing/duty-measures.ts). The measures themselves are built by
// measures.ts (Section 122, the footnoted headings) and section-232.ts; `stack` puts them together.

/** F % in all over a base rate: the percentage points to add, never below 0. */
export function floorAddition(base: Dec, floorPct: string): Dec {
  return Dec.max(new Dec(floorPct).minus(base), 0);
}

/** How Section 122 stands beside a Section 232 good (9903.03.06 excepts Section 232 goods from it). */
export type Section122Beside =
  | { kind: 'excepted'; reason: string }
  | { kind: 'rest'; share: string; source: string }
  | { kind: 'depends'; reason: string };

/** The Section 232 measure of a line, and how Section 122 stands beside it. */
export interface Section232Result {
  measure: TariffMeasure;
  section122: Section122Beside;
}

/** v122 of a Section 232 good: the rest of the value where Section 232 falls on a share of it, else none. */
export function section122Beside(share: { value: string; source: string } | null, programme: string): Section122Beside {
  const rest = share ? new Dec(1).minus(share.value) : new Dec(0);
  if (share && rest.gt(0)) return { kind: 'rest', share: rest.toFixed(), source: share.source };
  const exception = usChapter99Heading(usPolicy().section122.section232Exception)!;
  return { kind: 'excepted', reason: `Heading ${exception.printed} excepts Section 232 goods (${programme}) from Section 122.` };
}

/** Section 122 beside the line's Section 232 measure. */
function section122With232(alone: TariffMeasure, s232: Section232Result | null): TariffMeasure {
  const beside = s232?.section122;
  if (!beside || !alone.applied) return alone;
  const exception = usChapter99Heading(usPolicy().section122.section232Exception)!.printed;
  if (beside.kind === 'excepted') return { ...alone, applied: false, requires_review: false, reason: beside.reason, claims: [] };
  if (beside.kind === 'depends') return { ...alone, applied: false, requires_review: true, reason: `Whether heading ${exception} excepts the goods from Section 122 depends on the statistical line: ${beside.reason}`, claims: [] };
  return {
    ...alone,
    value_share: beside.share,
    value_share_source: beside.source,
    precision: 'estimate',
    reason: `Section 122 on the part of the value outside the metal content that Section 232 taxes (the rest, ${beside.share}; methodology.md, "Section 122": ${exception} excepts the Section 232 part).`,
  };
}

/** IEEPA's term in the formula: listed, never applied. */
function ieepaVoid(measure: TariffMeasure): TariffMeasure {
  const { ieepaInvalidated, firstDate } = usPolicy();
  return { ...measure, applied: false, requires_review: false, reason: `IEEPA duties were invalidated by the Supreme Court on ${ieepaInvalidated} and not collected from ${firstDate}: void.` };
}

/**
 * The measures of a line in the order of the formula (Section 122, Section 232, the footnoted
 * headings), each adjusted by the others: Section 122 beside Section 232, IEEPA void. `section122`
 * is Section 122 as the line would stand without Section 232.
 */
export function stack(parts: { section122: TariffMeasure | null; section232: Section232Result | null; footnotes: TariffMeasure[] }): { measures: TariffMeasure[]; needsFinerCode: string | null } {
  const { section122, section232, footnotes } = parts;
  const measures: TariffMeasure[] = [];
  if (section122) measures.push(section122With232(section122, section232));
  if (section232) measures.push(section232.measure);
  for (const m of footnotes) measures.push(m.kind === 'ieepa' ? ieepaVoid(m) : m);
  const needsFinerCode = section232?.section122.kind === 'depends' ? section232.section122.reason : null;
  return { measures, needsFinerCode };
}
