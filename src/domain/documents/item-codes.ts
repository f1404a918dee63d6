import { ApiError, type FieldIssue } from '../errors.js';
import { normalizeHsCode } from '../reference/hs.js';
import type { DestinationSchedule } from '../tariffs/destination-schedule.js';
import { resolveHsPath } from '../tariffs/hs-path.js';
import { destinationSchedule } from '../tariffs/schedules.js';
import type { DocumentCreateRequest } from './store.js';

/**
 * Items given in the request print their HS codes on the document, which customs reads: each must
 * be an HS 2022 code (the lengths `HsCodeInput` takes), and a national line (more than 6 digits) must
 * be one of the importer's schedule, as a priced item's is: `unknown_hs_code` naming every code sent
 * that is not (an order's and a quote's own items were checked when they were made). Runs on the
 * main thread, which holds the nomenclature and the schedules, before the rendering thread's job.
 */
export function checkItemCodes(items: NonNullable<DocumentCreateRequest['items']>, importerCountry: string | undefined): void {
  const schedule = importerCountry ? destinationSchedule(importerCountry) : null;
  const issues: { code: ApiError['code']; issue: FieldIssue; message: string }[] = [];
  items.forEach((item, index) => {
    const field = `/items/${index}/hs_code`;
    try {
      resolveHsPath(item.hs_code, field, { schedule });
      const digits = normalizeHsCode(item.hs_code) as string;
      if (schedule && digits.length > 6 && !hasNationalLine(schedule, digits)) {
        const message = `${item.hs_code.trim()} is not a line of ${schedule.name}`;
        issues.push({ code: 'unknown_hs_code', issue: { field, issue: message }, message });
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      issues.push({ code: error.code, issue: error.details[0] ?? { field, issue: error.message }, message: error.message });
    }
  });
  if (issues.length === 0) return;
  // A malformed code is the request's shape; a well-formed one that names no goods is unknown_hs_code.
  const code = issues.some((i) => i.code === 'validation_failed') ? 'validation_failed' : 'unknown_hs_code';
  const message = issues.length === 1 ? issues[0]!.message : `${issues.length} items have HS codes that are not HS 2022 codes or lines of the importer's schedule.`;
  throw new ApiError(code, message, issues.map((i) => i.issue));
}

/** The line itself, a line under it, or the line it is under: what `lines()` would answer for the code. */
function hasNationalLine(schedule: DestinationSchedule, digits: string): boolean {
  return schedule.nationalLines(digits.slice(0, 6)).some((line) => line.code.startsWith(digits) || digits.startsWith(line.code));
}
