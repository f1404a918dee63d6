import { ApiError } from '../errors.js';
import { findHs, hsSection } from '../reference/hs.js';
import type { HsPath } from './types.js';

// 9 digits: Japan's statistical codes (src/domain/tariffs/japan/); the other schedules answer 404 for them.
const HS_LENGTHS = [2, 4, 6, 8, 9, 10];

/**
 * Checks an HS code from a request and returns its HS 2022 path. Digits only, 2/4/6/8/9/10 long
 * (dots and spaces are not accepted: clients send the code as digits). The first 2/4/6 digits must
 * be an HS 2022 chapter/heading/subheading, else 400 unknown_hs_code.
 */
export function resolveHsPath(code: unknown, field: string, minLength = 2): HsPath {
  if (typeof code !== 'string' || !/^\d+$/.test(code) || !HS_LENGTHS.includes(code.length) || code.length < minLength) {
    const lengths = HS_LENGTHS.filter((n) => n >= minLength).join(', ');
    throw new ApiError('validation_failed', 'An HS code is a string of digits.', [{ field, issue: `must be ${lengths} digits` }]);
  }
  const chapter = findHs(code.slice(0, 2));
  const heading = code.length >= 4 ? findHs(code.slice(0, 4)) : undefined;
  const subheading = code.length >= 6 ? findHs(code.slice(0, 6)) : undefined;
  const missing = !chapter ? code.slice(0, 2) : code.length >= 4 && !heading ? code.slice(0, 4) : code.length >= 6 && !subheading ? code.slice(0, 6) : null;
  if (missing !== null || !chapter) {
    throw new ApiError('unknown_hs_code', `${missing ?? code} is not a code of the HS 2022 nomenclature.`, [
      { field, issue: `unknown HS 2022 code ${missing ?? code}` },
    ]);
  }
  const section = hsSection(chapter.section);
  return {
    section: { code: chapter.section, description: section?.name ?? '' },
    chapter: { code: chapter.code, description: chapter.description },
    heading: heading ? { code: heading.code, description: heading.description } : null,
    subheading: subheading ? { code: subheading.code, description: subheading.description } : null,
    national_code: code.length > 6 ? code : null,
    description_lang: 'en',
  };
}
