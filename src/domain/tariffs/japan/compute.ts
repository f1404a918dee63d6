import type { Dec } from '../../reference/money.js';
import { computeDuty } from '../duty-rate.js';
import type { DutyBase, DutyOutcome } from '../duty-rate.js';
import type { TariffDuty } from '../types.js';

// The amount of a duty of Japan's schedule: "A or B, whichever is higher" (and the lower of a
// national and a WTO rate of different forms, taken at entry) computes each rate as a compound duty
// on the same consignment and keeps the higher (lower) amount; every other kind is computed as for
// any schedule (duty-rate.ts: ad valorem, yen specific per kg, litre, head, pair..., compound, seasonal).

type Alternative = NonNullable<TariffDuty['alternatives']>[number];

function asCompound(duty: TariffDuty, alternative: Alternative): TariffDuty {
  return { ...duty, kind: 'compound', ad_valorem_pct: alternative.ad_valorem_pct, specific: alternative.specific, alternatives: [], alternatives_rule: null };
}

export function computeJapanDuty(duty: TariffDuty, base: DutyBase): DutyOutcome {
  const alternatives = duty.alternatives ?? [];
  if (!duty.computable || alternatives.length === 0) return computeDuty(duty, base);
  const lower = duty.alternatives_rule === 'lower';
  let chosen: { amount: Dec; appliedAdValoremPct: string | null } | null = null;
  for (const alternative of alternatives) {
    const outcome = computeDuty(asCompound(duty, alternative), base);
    if (outcome.amount === null) return outcome;
    if (chosen === null || (lower ? outcome.amount.lt(chosen.amount) : outcome.amount.gt(chosen.amount))) chosen = outcome;
  }
  return chosen!;
}
