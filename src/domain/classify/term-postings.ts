// The postings of one field of the classifier's documents: for each term, the ids of the documents
// whose field holds it, in id order. Held as one table of the field's terms and one array of ids
// (the ids of a term one range of it), 2 bytes an id: what FlexSearch's index answered with the
// options the classifier used (strict terms, one resolution, every match), in about a tenth of its
// memory (docs/design/performance.md, 2026-11-29).

export interface TermPostings {
  /** The documents holding `term`, in id order (an empty list when none); `limit` cuts the list. */
  search(term: string, options?: { limit?: number }): number[];
}

/**
 * Indexes `terms[id]` (each document's distinct terms, joined by spaces; '' for none) for
 * documents 0..terms.length-1. Ids above 65535 take 4 bytes each.
 */
export function termPostings(terms: readonly string[]): TermPostings {
  // Two passes: count each term's documents, then place the ids.
  const slotOf = new Map<string, number>();
  const counts: number[] = [];
  const split = terms.map((joined) => (joined === '' ? [] : [...new Set(joined.split(' '))]));
  for (const list of split) {
    for (const term of list) {
      const slot = slotOf.get(term);
      if (slot === undefined) {
        slotOf.set(term, counts.length);
        counts.push(1);
      } else counts[slot]!++;
    }
  }
  const starts = new Uint32Array(counts.length + 1);
  for (let s = 0; s < counts.length; s++) starts[s + 1] = starts[s]! + counts[s]!;
  const ids = terms.length <= 0x10000 ? new Uint16Array(starts[counts.length]!) : new Uint32Array(starts[counts.length]!);
  const next = starts.slice(0, counts.length);
  split.forEach((list, id) => {
    for (const term of list) ids[next[slotOf.get(term)!]!++] = id;
  });
  return {
    search(term, options = {}) {
      const slot = slotOf.get(term);
      if (slot === undefined) return [];
      const end = Math.min(starts[slot + 1]!, starts[slot]! + (options.limit ?? Infinity));
      return Array.from(ids.subarray(starts[slot]!, end));
    },
  };
}
