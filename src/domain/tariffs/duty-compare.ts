import { Dec } from '../reference/money.js';
import { alternativeDuty, dutyParts } from './rate-text.js';
import type { TariffDuty, TariffSpecificDuty } from './types.js';

// Which of two duties is lower, when it can be known from the texts alone (for any value, weight
// or quantity), and the lower of two when it cannot ("the WTO rate applies where it is lower").

type Parts = { adValorem: string | null; specific: TariffSpecificDuty[] };

/** x <= y for every value and quantity: no higher ad valorem part, and each specific part of x matched by a higher or equal one of y. */
function partLe(x: Parts, y: Parts): boolean {
  if (new Dec(x.adValorem ?? 0).gt(y.adValorem ?? 0)) return false;
  return x.specific.every((s) =>
    y.specific.some((t) => t.currency === s.currency && t.unit === s.unit && new Dec(t.amount).div(t.per).gte(new Dec(s.amount).div(s.per))),
  );
}

/** True when `a` is never higher than `b`; false when that cannot be shown from the texts. */
export function neverHigher(a: TariffDuty, b: TariffDuty): boolean {
  const A = dutyParts(a);
  const B = dutyParts(b);
  if (!A || !B) return false;
  const partLeB = (x: Parts) => (B.rule === 'lower' ? B.parts.every((y) => partLe(x, y)) : B.parts.some((y) => partLe(x, y)));
  return A.rule === 'lower' ? A.parts.some(partLeB) : A.parts.every(partLeB);
}

export type Lower =
  | { kind: 'first'; duty: TariffDuty }
  | { kind: 'second'; duty: TariffDuty }
  | { kind: 'at_entry'; duty: TariffDuty }
  | { kind: 'unknown' };

/**
 * The lower of two duties: a free one; the first when it is never higher (so the first wins a tie), the second
 * when it is never higher, else both as an `alternative` duty with the rule "lower" (which is lower
 * depends on the value and the quantities of the consignment); unknown when either is not
 * computable or an alternative of the "higher" kind is involved.
 */
export function lowerOf(first: TariffDuty, second: TariffDuty, text: string, note: string): Lower {
  // Nothing is lower than free, whatever the other text says.
  if (first.kind === 'free') return { kind: 'first', duty: first };
  if (second.kind === 'free') return { kind: 'second', duty: second };
  if (neverHigher(first, second)) return { kind: 'first', duty: first };
  if (neverHigher(second, first)) return { kind: 'second', duty: second };
  const A = dutyParts(first);
  const B = dutyParts(second);
  if (!A || !B || A.rule === 'higher' || B.rule === 'higher') return { kind: 'unknown' };
  return { kind: 'at_entry', duty: alternativeDuty(text, [...A.parts, ...B.parts], 'lower', note) };
}
