import { ApiError } from '../errors.js';
import { lazy } from '../reference/csv.js';
import { allHsEntries } from '../reference/hs.js';
import type { HsEntry } from '../reference/hs.js';
import { pageFields, pageWindow } from '../paging.js';
import type { HsCodeSearchResult, HsCodeSummary, SearchHsCodesInput } from './types.js';

interface SearchIndex {
  /** Every HS 2022 code, in code order. */
  entries: HsEntry[];
  /** Distinct lower-cased description words, sorted, so a word prefix is a contiguous range. */
  words: string[];
  /** For each word of `words`, the positions in `entries` of the codes whose description has it. */
  postings: number[][];
}

/** Built once: a sorted word list with postings, for word-prefix search without scanning every description. */
const searchIndex = lazy((): SearchIndex => {
  const entries = [...allHsEntries()].sort((a, b) => (a.code < b.code ? -1 : 1));
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (const word of new Set(words(entry.description))) {
      const list = byWord.get(word) ?? [];
      list.push(position);
      byWord.set(word, list);
    }
  });
  const sorted = [...byWord.keys()].sort();
  return { entries, words: sorted, postings: sorted.map((w) => byWord.get(w)!) };
});

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Positions of the codes having a description word that starts with `prefix`. */
function positionsForPrefix(index: SearchIndex, prefix: string): Set<number> {
  let lo = 0;
  let hi = index.words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const positions = new Set<number>();
  for (let i = lo; i < index.words.length && index.words[i]!.startsWith(prefix); i++) {
    for (const p of index.postings[i]!) positions.add(p);
  }
  return positions;
}

/** Codes starting with `prefix`: a contiguous range of the code-ordered list. */
function entriesWithPrefix(entries: HsEntry[], prefix: string): HsEntry[] {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.code < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < entries.length && entries[end]!.code.startsWith(prefix)) end++;
  return entries.slice(lo, end);
}

/**
 * HS 2022 search. Digits (dots and spaces ignored) match codes by prefix ("3304" finds the
 * heading and its subheadings); otherwise every word of `q` must start a word of the description
 * ("skin care" finds "...for the care of the skin..."). Results are in code order, so pages are stable.
 */
export function searchHsCodes(input: SearchHsCodesInput): HsCodeSearchResult {
  const q = (input.q ?? '').trim();
  const window = pageWindow(input.page, input.limit);
  const index = searchIndex();
  const digits = q.replace(/[.\s]/g, '');
  let matches: HsEntry[];
  if (/^\d+$/.test(digits)) {
    if (digits.length > 6) {
      throw new ApiError('validation_failed', 'HS 2022 codes have at most 6 digits.', [{ field: '/q', issue: 'a code prefix has 1 to 6 digits' }]);
    }
    matches = entriesWithPrefix(index.entries, digits);
  } else {
    const terms = words(q);
    if (terms.length === 0 || q.length < 2) {
      throw new ApiError('validation_failed', 'Give at least 2 characters: a code prefix or words.', [{ field: '/q', issue: 'must hold a code prefix or a word' }]);
    }
    const sets = terms.map((t) => positionsForPrefix(index, t)).sort((a, b) => a.size - b.size);
    const [smallest, ...others] = sets;
    const positions = [...smallest!].filter((p) => others.every((s) => s.has(p))).sort((a, b) => a - b);
    matches = positions.map((p) => index.entries[p]!);
  }
  const hsCodes: HsCodeSummary[] = matches.slice(window.offset, window.offset + window.limit).map((entry) => ({
    code: entry.code,
    level: entry.level,
    description: entry.description,
    section: entry.section,
    parent: entry.parent,
  }));
  return { hs_codes: hsCodes, ...pageFields(window, matches.length), description_lang: 'en' };
}
