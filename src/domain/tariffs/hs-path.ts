import { ApiError } from '../errors.js';
import { findHs, hsSection } from '../reference/hs.js';
import type { DestinationSchedule } from './destination-schedule.js';
import type { HsPath } from './types.js';

const HS_LENGTHS = [2, 4, 6];
/** National lengths where no destination schedule says otherwise (US HTS, EU/UK CN). */
const DEFAULT_NATIONAL_LENGTHS = [8, 10];

export interface HsPathOptions {
  /** The fewest digits the field takes (6 for a priced item). */
  minLength?: number;
  /** The destination's schedule: which national lengths and national chapters it has. */
  schedule?: DestinationSchedule | null;
}

/**
 * Checks an HS code from a request (already normalised by reference/hs.ts normalizeHsCode) and returns its HS 2022
 * path. Digits, 2/4/6 long, or a national line of the lengths the destination's schedule prints
 * (8 or 10 without one). The first 2/4/6 digits must be an HS 2022 chapter/heading/subheading, else
 * 400 unknown_hs_code; a national chapter of the schedule (US chapter 98) takes its national path.
 */
export function resolveHsPath(code: unknown, field: string, options: HsPathOptions = {}): HsPath {
  const { minLength = 2, schedule = null } = options;
  const lengths = [...HS_LENGTHS, ...(schedule?.nationalCodeLengths ?? DEFAULT_NATIONAL_LENGTHS)].filter((n) => n >= minLength).sort((a, b) => a - b);
  if (typeof code !== 'string' || !/^\d+$/.test(code) || !lengths.includes(code.length)) {
    throw new ApiError('validation_failed', 'An HS code is a string of digits (dots, spaces or hyphens between them are accepted).', [{ field, issue: `must be ${lengths.join(', ')} digits` }]);
  }
  const national = schedule?.nationalChapters.includes(code.slice(0, 2)) ? schedule.nationalTitle(code) : null;
  if (national) {
    return {
      section: { code: 'XXII', description: 'Special classification provisions and temporary legislation (a section of the national schedule, outside HS 2022)' },
      chapter: { code: code.slice(0, 2), description: national },
      heading: null,
      subheading: null,
      national_code: code.length > 6 ? code : null,
      description_lang: 'en',
    };
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
