import { ApiError } from '../errors.js';
import { findHs, hsSection, normalizeHsCode, unknownHsCodeIssue } from '../reference/hs.js';
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
 * Checks an HS code as the client sent it (digits, or digit groups joined by single dots, spaces or
 * hyphens: reference/hs.ts normalizeHsCode) and returns its HS 2022 path. Digits, 2/4/6 long, or a
 * national line of the lengths the destination's schedule prints (8 or 10 without one). The first
 * 2/4/6 digits must be an HS 2022 chapter/heading/subheading, else 400 unknown_hs_code naming the code
 * sent and the level HS 2022 lacks; a national chapter of the schedule (US chapter 98) takes its national path.
 * Every operation that takes a code to price or look up checks it here.
 */
export function resolveHsPath(sent: unknown, field: string, options: HsPathOptions = {}): HsPath {
  const { minLength = 2, schedule = null } = options;
  const lengths = [...HS_LENGTHS, ...(schedule?.nationalCodeLengths ?? DEFAULT_NATIONAL_LENGTHS)].filter((n) => n >= minLength).sort((a, b) => a - b);
  const code = normalizeHsCode(sent);
  if (typeof code !== 'string' || !/^\d+$/.test(code) || !lengths.includes(code.length)) {
    const rule = `HS code is a string of ${lengths.join(', ')} digits (dots, spaces or hyphens between them are accepted)`;
    const message = typeof sent === 'string' ? `${JSON.stringify(sent.trim().slice(0, 40))} is not an HS code here: an ${rule}.` : `An ${rule}.`;
    throw new ApiError('validation_failed', message, [{ field, issue: `must be ${lengths.join(', ')} digits` }]);
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
  const unknown = unknownHsCodeIssue(sent as string, code);
  const chapter = findHs(code.slice(0, 2));
  if (unknown !== null || !chapter) {
    throw new ApiError('unknown_hs_code', `${unknown ?? `${code} is not an HS 2022 code`}.`, [{ field, issue: unknown ?? `unknown HS 2022 code ${code}` }]);
  }
  const heading = code.length >= 4 ? findHs(code.slice(0, 4)) : undefined;
  const subheading = code.length >= 6 ? findHs(code.slice(0, 6)) : undefined;
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
