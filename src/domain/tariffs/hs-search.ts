import { rankHsSubheadings } from '../classify/classify.js';
import { ApiError } from '../errors.js';
import { codeIndex } from '../reference/code-index.js';
import { lazy } from '../reference/csv.js';
import { allHsEntries, normalizeHsCode } from '../reference/hs.js';
import type { HsEntry } from '../reference/hs.js';
import { pageFields, pageWindow } from '../paging.js';
import type { HsCodeSearchResult, HsCodeSummary, SearchHsCodesInput } from './types.js';

/** Every HS 2022 code, in code order (a code prefix is a contiguous range), and by code. */
const hsIndex = lazy(() => codeIndex([...allHsEntries()], 'hs2022.csv'));

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * HS 2022 search. Digits (dots and spaces ignored) match codes by prefix ("3304" finds the
 * heading and its subheadings), in code order; words are ranked by the classification engine
 * (subheadings, best first, at most 100; the ranking is deterministic, so pages are stable).
 */
export function searchHsCodes(input: SearchHsCodesInput): HsCodeSearchResult {
  const q = (input.q ?? '').trim();
  const window = pageWindow(input.page, input.limit);
  const index = hsIndex();
  const digits = normalizeHsCode(q) as string;
  let matches: HsEntry[];
  if (/^\d+$/.test(digits)) {
    if (digits.length > 6) {
      throw new ApiError('validation_failed', 'HS 2022 codes have at most 6 digits.', [{ field: '/q', issue: 'a code prefix has 1 to 6 digits' }]);
    }
    matches = index.withPrefix(digits);
  } else {
    const terms = words(q);
    if (terms.length === 0 || q.length < 2) {
      throw new ApiError('validation_failed', 'Give at least 2 characters: a code prefix or words.', [{ field: '/q', issue: 'must hold a code prefix or a word' }]);
    }
    // Words are ranked by the classification engine (stemming, Korean syllable pairs, national
    // wording, trade names, hierarchy): subheadings, best first.
    matches = rankHsSubheadings(q).map((code) => index.get(code)!);
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
