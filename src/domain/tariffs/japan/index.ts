// Japan's applied tariff schedule (data/tariffs/SOURCE.md, file 8): what the rest of the code uses.
// The four questions a destination schedule answers, for Japan:
//   lines under a code     japanLines(hsCode)          2-8 digits a prefix, 9 the line, 10 the line + NACCS digit
//   base (MFN) rate        jpMfnRecord(line, asOf)     temporary over general, WTO where lower (applied-rate.ts)
//   preferences by origin  jpLineRates(line, input)    every EPA the origin may claim, one record `used`
//   dated measures         none: Japan has no additional duties in the data; the dates are the vintage (vintage.ts)
export { JP_SCHEDULE_ID, JP_SCHEDULE_NAME, japanApplicableDuty, japanLines, japanTariffs } from './lookup.js';
export { JP_SCHEDULE_DATE, JP_SCHEDULE_EDITION, jpLine, jpSchedule } from './schedule.js';
export type { JpLine } from './schedule.js';
export { jpChapterAverageRecord, jpChapterAverages } from './chapter-averages.js';
export { jpLineRates, jpMfnRecord } from './records.js';
export { JP_SOURCE, JP_STAGE_END, jpPrecision, jpWarnings } from './vintage.js';

/** Said once in a price to Japan. */
export const JP_PRICING_NOTE =
  "Japan's duties are the line rates of its applied schedule of 2026-07-09 with the origin's EPA rate where one applies (items[].duty.rate, with the proof of origin it needs); duties in yen are converted at the ECB-derived rate of fx, where Japan Customs uses its own weekly rate.";
