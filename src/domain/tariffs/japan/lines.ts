import { ApiError } from '../../errors.js';
import { JP_SCHEDULE_DATE, JP_SCHEDULE_EDITION, jpTariffFile } from './tariff-file.js';
import type { JpLine } from './tariff-file.js';

// Which of Japan's 9-digit statistical lines a requested code covers.

/**
 * The lines under a code: up to 8 digits every line under the prefix; 9 digits the statistical line
 * itself; 10 digits the 9-digit line (the 10th digit of a declaration is the NACCS code, not part of
 * the schedule). An 8-to-10-digit code the schedule does not have is 404.
 */
export function japanLines(hsCode: string): JpLine[] {
  if (hsCode.length <= 8) {
    const lines = jpTariffFile().withPrefix(hsCode);
    if (lines.length > 0 || hsCode.length <= 6) return lines;
  } else {
    const line = jpTariffFile().get(hsCode.slice(0, 9));
    if (line) return [line];
  }
  throw new ApiError('not_found', `${hsCode} is not a line of ${JP_SCHEDULE_EDITION}.`, [
    { field: '/hs_code', issue: `no 9-digit statistical line ${hsCode.length === 8 ? `under ${hsCode}` : hsCode.slice(0, 9)} in Japan's schedule of ${JP_SCHEDULE_DATE}` },
  ]);
}

/** What a 10-digit code is read as (null for other lengths). */
export function naccsNote(hsCode: string): string | null {
  return hsCode.length === 10 ? `${hsCode} is read as Japan's statistical code ${hsCode.slice(0, 9)}; the 10th digit (the NACCS code of a declaration) is not used.` : null;
}
