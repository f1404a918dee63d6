import { describe, expect, it } from 'vitest';
import { findCountry } from '../../../src/domain/reference/countries.js';
import { chapterAverageRecord } from '../../../src/domain/tariffs/chapter-averages.js';
import { checkScheduleDate } from '../../../src/domain/tariffs/destination-schedule.js';
import { allDestinationSchedules, destinationSchedule } from '../../../src/domain/tariffs/schedules.js';
import { errorOf } from '../../helpers/errors.js';

// The one shape of every destination schedule (src/domain/tariffs/destination-schedule.ts): each
// registered schedule answers the same questions the same way, so lookup, pricing and markets never
// branch on a country.

const KR = findCountry('KR')!;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the destination schedule registry', () => {
  it('keys the schedules by importing country', () => {
    expect(destinationSchedule('US')?.id).toBe('us_hts');
    expect(destinationSchedule('DE')?.id).toBe('eu_cet');
    expect(destinationSchedule('FR')?.id).toBe('eu_cet');
    expect(destinationSchedule('GB')?.id).toBe('uk_global_tariff');
    expect(destinationSchedule('JP')?.id).toBe('jp_customs_tariff');
    expect(destinationSchedule('TH')).toBeNull();
  });

  for (const schedule of allDestinationSchedules()) {
    it(`${schedule.id} keeps the contract: lines with one used record, dates, averages, fees`, () => {
      const asOf = schedule.exactThrough ?? schedule.effectiveDate;
      const { total, answers } = schedule.lines('3307', { origin: KR, asOf, applyPreferences: true }, 3);
      expect(total).toBeGreaterThan(0);
      expect(answers.length).toBe(Math.min(total, 3));
      for (const line of answers) {
        expect(line.records.filter((r) => r.used)).toEqual([line.used]);
        expect(line.code.startsWith('3307')).toBe(true);
      }
      // Before its data begin: 422 date_not_covered, the same for every schedule.
      expect(errorOf(() => checkScheduleDate(schedule, dayBefore(schedule.firstDate), '/as_of'))).toMatchObject({ code: 'date_not_covered', status: 422 });
      expect(() => checkScheduleDate(schedule, schedule.firstDate, '/as_of')).not.toThrow();
      expect(schedule.chapterAverages().list().length).toBeGreaterThan(90);
      expect(chapterAverageRecord(schedule.chapterAverages().get('33'))).toMatchObject({ basis: 'chapter_average', precision: 'estimate' });
      const fees = schedule.entryFees({ origin: KR, transportMode: 'sea', applyPreferences: true, asOf });
      expect(Array.isArray(fees.rules)).toBe(true);
      expect(typeof fees.notIncluded).toBe('string');
      expect(schedule.nationalCodeLengths.length).toBeGreaterThan(0);
    });
  }
});
