import { rankHsSubheadings } from '../classify/classify.js';
import { ApiError } from '../errors.js';
import { lazy } from '../reference/csv.js';
import { allHsEntries, normalizeHsCode } from '../reference/hs.js';
import type { HsEntry } from '../reference/hs.js';
import { pageFields, pageWindow } from '../paging.js';
import type { HsCodeSearchResult, HsCodeSummary, SearchHsCodesInput } from './types.js';

/** Every HS 2022 code, in code order (a code prefix is a contiguous range), and by code. */
const codeIndex = lazy(() => {
  const entries = [...allHsEntries()].sort((a, b) => (a.code < b.code ? -1 : 1));
  return { entries, byCode: new Map(entries.map((e) => [e.code, e])) };
});

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
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
 * heading and its subheadings), in code order; words are ranked by the classification engine
 * (subheadings, best first, at most 100; the ranking is deterministic, so pages are stable).
 */
export function searchHsCodes(input: SearchHsCodesInput): HsCodeSearchResult {
  const q = (input.q ?? '').trim();
  const window = pageWindow(input.page, input.limit);
  const index = codeIndex();
  const digits = normalizeHsCode(q) as string;
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
    // Words are ranked by the classification engine (stemming, Korean syllable pairs, national
    // wording, trade names, hierarchy): subheadings, best first.
    matches = rankHsSubheadings(q).map((code) => index.byCode.get(code)!);
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
