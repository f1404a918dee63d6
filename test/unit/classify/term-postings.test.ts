import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termPostings } from '../../../src/domain/classify/term-postings.js';

// The classifier's postings (one table of terms, ids in typed arrays) answer what a plain map of
// each term to the documents holding it answers, in id order.

/** The plain structure: term -> ids, built by a scan. */
function plainPostings(terms: readonly string[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  terms.forEach((joined, id) => {
    for (const term of new Set(joined === '' ? [] : joined.split(' '))) map.set(term, [...(map.get(term) ?? []), id]);
  });
  return map;
}

const term = fc.constantFrom('steel', 'knit', 'cotton', '면', '강철', 'x', 'of', '9903');

describe('termPostings', () => {
  it('answers every term, and a limit, as the plain map does (random documents)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(term, { maxLength: 6 }).map((t) => t.join(' ')), { maxLength: 80 }), fc.integer({ min: 0, max: 10 }), (documents, limit) => {
        const plain = plainPostings(documents);
        const postings = termPostings(documents);
        for (const t of ['steel', 'knit', 'cotton', '면', '강철', 'x', 'of', '9903', 'absent', '']) {
          expect(postings.search(t)).toEqual(plain.get(t) ?? []);
          expect(postings.search(t, { limit })).toEqual((plain.get(t) ?? []).slice(0, limit));
        }
      }),
      { numRuns: 300 },
    );
  });
});
