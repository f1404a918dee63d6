import { lazy } from '../reference/csv.js';
import { TRADE_NAMES } from './synonyms.js';
import { terms } from './text.js';

// Finds the trade names of the synonym table in a description, as whole phrases of terms (so
// "sheet mask" needs both words, in that order, and "마스크팩" its three syllable pairs). A name
// found becomes a marker term of the query, which the ranking reads as a pointer to its code.

/** The query term standing for a trade name of `code` (no text gives a term starting with #). */
export function tradeNameMarker(code: string): string {
  return `#${code}`;
}

/** The code a trade-name marker points at, or null for an ordinary term. */
export function markedCode(term: string): string | null {
  return term.startsWith('#') ? term.slice(1) : null;
}

interface CompiledName {
  terms: string[];
  name: string;
  code: string;
}

/** Names by their first term, longest first, so "lithium-ion battery" wins over a shorter name. */
const compiled = lazy(() => {
  const byFirst = new Map<string, CompiledName[]>();
  for (const entry of TRADE_NAMES) {
    for (const name of entry.names) {
      const seq = terms(name).map((t) => t.term);
      if (seq.length === 0) continue;
      const list = byFirst.get(seq[0]!) ?? [];
      list.push({ terms: seq, name, code: entry.code });
      byFirst.set(seq[0]!, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.terms.length - a.terms.length);
  return byFirst;
});

export interface TradeNameHit {
  code: string;
  /** The table's name that was found. */
  name: string;
  /** Its terms. */
  terms: string[];
}

/** The trade names found in a term sequence (each code once, in order of appearance). */
export function findTradeNames(sequence: string[]): TradeNameHit[] {
  const hits: TradeNameHit[] = [];
  const seen = new Set<string>();
  const byFirst = compiled();
  for (let i = 0; i < sequence.length; i++) {
    for (const candidate of byFirst.get(sequence[i]!) ?? []) {
      if (candidate.terms.every((t, k) => sequence[i + k] === t)) {
        if (!seen.has(candidate.code)) hits.push({ code: candidate.code, name: candidate.name, terms: candidate.terms });
        seen.add(candidate.code);
        break;
      }
    }
  }
  return hits;
}
