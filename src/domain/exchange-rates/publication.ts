import { easter } from 'date-easter';
import { DateTime } from 'luxon';

// When the ECB publishes its euro reference rates: on TARGET business days at about 16:00 CET
// (Frankfurt time, CET or CEST), the day's rates dated that day. TARGET2 is closed on weekends,
// 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December, and no rates are published
// then. The feed (src/exchange-rates/feed.ts) fetches after each publication and knows from this
// whether a day it did not get is late (retry) or was never due (a holiday: wait for the next one).

const FRANKFURT = 'Europe/Berlin';
const PUBLISHED_HOUR = 16;
/** The feed looks this long after 16:00: the ECB says "around 16:00", and mirrors lag a little. */
export const PUBLICATION_MARGIN_MINUTES = 15;

/** Whether TARGET is open on this day (YYYY-MM-DD), so that the ECB publishes rates dated on it. */
export function isTargetBusinessDay(date: string): boolean {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  if (!day.isValid) throw new RangeError(`not a date: ${date}`);
  if (day.weekday >= 6) return false;
  const monthDay = day.toFormat('MM-dd');
  if (monthDay === '01-01' || monthDay === '05-01' || monthDay === '12-25' || monthDay === '12-26') return false;
  const sunday = easter(day.year);
  const easterSunday = DateTime.utc(sunday.year, sunday.month, sunday.day);
  const goodFriday = easterSunday.minus({ days: 2 }).toISODate();
  const easterMonday = easterSunday.plus({ days: 1 }).toISODate();
  return date !== goodFriday && date !== easterMonday;
}

/** The moment the feed looks for the rates of `date` (a TARGET business day): 16:00 Frankfurt time plus the margin. */
export function publicationTime(date: string): Date {
  return DateTime.fromISO(date, { zone: FRANKFURT }).set({ hour: PUBLISHED_HOUR, minute: PUBLICATION_MARGIN_MINUTES }).toJSDate();
}

/** The newest day whose rates are published by `now` (its publication time passed). */
export function latestPublishedDay(now: Date): string {
  let day = DateTime.fromJSDate(now, { zone: FRANKFURT }).startOf('day');
  // A year never runs more than four days without a TARGET business day (Easter: Friday to Monday).
  for (let i = 0; i < 10; i++, day = day.minus({ days: 1 })) {
    const date = day.toISODate()!;
    if (isTargetBusinessDay(date) && publicationTime(date) <= now) return date;
  }
  throw new Error(`no TARGET business day in the ten days before ${now.toISOString()}`);
}

/** When the next publication after `now` is due: the next TARGET business day's publication time. */
export function nextPublicationTime(now: Date): Date {
  let day = DateTime.fromJSDate(now, { zone: FRANKFURT }).startOf('day');
  for (let i = 0; i < 10; i++, day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    if (isTargetBusinessDay(date) && publicationTime(date) > now) return publicationTime(date);
  }
  throw new Error(`no TARGET business day in the ten days after ${now.toISOString()}`);
}
