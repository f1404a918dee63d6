import { chinaSchedule } from './china/schedule.js';
import type { DestinationSchedule } from './destination-schedule.js';
import { euSchedule, ukSchedule } from './eu-uk/schedule.js';
import { hongKongSchedule } from './hong-kong/schedule.js';
import { japanSchedule } from './japan/schedule.js';
import { singaporeSchedule } from './singapore/schedule.js';
import { usSchedule } from './us/schedule.js';
import { vietnamSchedule } from './vietnam/schedule.js';

// The registry of destination schedules, keyed by importing country: a new country's schedule
// module is added to SCHEDULES and nothing else changes.

const SCHEDULES: readonly DestinationSchedule[] = [usSchedule, euSchedule, ukSchedule, japanSchedule, vietnamSchedule, hongKongSchedule, singaporeSchedule, chinaSchedule];

const byDestination = new Map<string, DestinationSchedule | null>();

/** The schedule for goods entering `destination` (ISO alpha-2), or null where the data has only the country average. */
export function destinationSchedule(destination: string): DestinationSchedule | null {
  let schedule = byDestination.get(destination);
  if (schedule === undefined) {
    schedule = SCHEDULES.find((s) => s.covers(destination)) ?? null;
    byDestination.set(destination, schedule);
  }
  return schedule;
}

export function allDestinationSchedules(): readonly DestinationSchedule[] {
  return SCHEDULES;
}
