import { ApiError } from '../errors.js';

// The date a tariff answer holds for (`as_of`). Each schedule says from which day its data
// answers and what it cannot know past its edition (destination-schedule.ts).

/** Today's date in UTC (YYYY-MM-DD). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A calendar date from a request, or today when absent. */
export function resolveAsOf(value: string | undefined, field: string): string {
  if (value === undefined) return todayUtc();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw new ApiError('validation_failed', 'as_of is a calendar date (YYYY-MM-DD).', [{ field, issue: 'must be a date YYYY-MM-DD' }]);
  }
  return value;
}
