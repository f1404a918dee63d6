import type { TariffProgram, TariffProofOfOrigin } from '../tariffs/types.js';
import type { PricingItemResult, PricingPreferenceClaim } from './types.js';

// The preferences a price rests on, each to be claimed at entry with its proof of origin: the
// preferential duty rate of an item, and the exemption of an entry fee (the US MPF of goods
// originating under KORUS, which holds whatever the duty rate, on a line already free of duty too).
// One claim per agreement, with every part of the answer that rests on it, so that an answer whose
// duty needs no preference still says when another of its figures needs one.

/** One part of the answer that rests on a claim. */
export interface ClaimedPart {
  /** JSON pointer into the answer. */
  pointer: string;
  /** What the claim gives there, as a phrase ("the exemption from the MPF"). */
  gives: string;
  program: TariffProgram;
  condition: string;
  proof: TariffProofOfOrigin | null;
}

/** Said of a preference record that carries no `condition` of its own. */
const ANY_PROOF = 'Proof of origin: the documentation the agreement requires for the preference claimed at entry; the goods must meet its rules of origin.';

/** The parts of the answer resting on an item's preferential rate: its duty. */
export function itemClaims(items: PricingItemResult[]): ClaimedPart[] {
  return items.flatMap((item, i): ClaimedPart[] => {
    const rate = item.duty.rate;
    if (rate?.type !== 'preferential' || !rate.program || !rate.duty) return [];
    return [{
      pointer: `/items/${i}/duty`,
      gives: `the ${rate.program.symbol} rate "${rate.duty.text}" of item ${i}'s duty`,
      program: rate.program,
      condition: rate.condition ?? ANY_PROOF,
      proof: rate.proof_of_origin ?? null,
    }];
  });
}

/** The claims of the answer, one per agreement, in the order their first part appears. */
export function preferenceClaims(parts: ClaimedPart[]): PricingPreferenceClaim[] {
  const byProgram = new Map<string, ClaimedPart[]>();
  for (const part of parts) {
    const key = `${part.program.symbol}\u0000${part.program.name}`;
    byProgram.set(key, [...(byProgram.get(key) ?? []), part]);
  }
  return [...byProgram.values()].map((claimed) => {
    const first = claimed[0]!;
    return {
      program: first.program,
      condition: first.condition,
      proof_of_origin: claimed.find((c) => c.proof !== null)?.proof ?? null,
      rests_on: claimed.map((c) => c.pointer),
      reason: `Claim ${first.program.name} at entry, with its proof of origin (condition), for ${claimed.map((c) => c.gives).join(', and for ')}. Without the claim ${claimed.length > 1 ? 'these do' : 'this does'} not hold.`,
    };
  });
}
