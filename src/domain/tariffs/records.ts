import type { TariffLine, TariffSchedule } from '../reference/tariffs.js';
import { parseDuty } from './duty-rate.js';
import type { TariffDuty, TariffRateRecord, TariffSource } from './types.js';
import { US_COLUMN_2_COUNTRIES, readSpecialRate, usProgramsFor } from './us-programs.js';

// The rate records of one national line: MFN, the US special rate of the origin's program, column 2.

const dutyCache = new Map<string, TariffDuty>();

/** Parsed once per distinct text; records share the (never mutated) result. */
export function duty(text: string): TariffDuty {
  let parsed = dutyCache.get(text);
  if (!parsed) {
    parsed = parseDuty(text);
    dutyCache.set(text, parsed);
  }
  return parsed;
}

export function sourceOf(schedule: TariffSchedule): TariffSource {
  return { name: schedule.source, vintage: schedule.vintage, licence: schedule.licence, edition: schedule.edition, effective_date: schedule.effectiveDate };
}

export function lineRecord(line: TariffLine, schedule: TariffSchedule, type: TariffRateRecord['type'], text: string, program: TariffRateRecord['program']): TariffRateRecord {
  return {
    type,
    basis: 'line',
    precision: 'exact',
    national_code: line.code,
    description: line.description,
    duty: duty(text),
    program,
    year: null,
    source: sourceOf(schedule),
    reason: null,
    note: null,
  };
}

export function mfnLineRecord(line: TariffLine, schedule: TariffSchedule): TariffRateRecord {
  return lineRecord(line, schedule, 'mfn', line.rate, null);
}

/** The US special rate of a line for goods of `origin`, when a mapped program of the origin is listed on it. */
export function preferentialLineRecord(line: TariffLine, schedule: TariffSchedule, origin: string): TariffRateRecord | null {
  if (schedule.id !== 'us_hts' || !line.specialRate) return null;
  const programs = usProgramsFor(origin);
  if (programs.length === 0) return null;
  const groups = readSpecialRate(line.specialRate);
  for (const program of programs) {
    const group = groups.find((g) => g.symbols.includes(program.symbol));
    if (group) {
      const record = lineRecord(line, schedule, 'preferential', group.rate, { symbol: program.symbol, name: program.name });
      return { ...record, note: 'Applies only to goods that meet the agreement\'s rules of origin, with the preference claimed at entry.', condition: usCondition(program.symbol) };
    }
  }
  return null;
}

export function column2LineRecord(line: TariffLine, schedule: TariffSchedule, origin: string): TariffRateRecord | null {
  if (schedule.id !== 'us_hts' || !US_COLUMN_2_COUNTRIES.includes(origin) || !line.column2Rate) return null;
  return {
    ...lineRecord(line, schedule, 'column_2', line.column2Rate, null),
    note: 'Column 2 applies to goods of Cuba, North Korea, Russia and Belarus (HTS General Note 3(b); Public Law 117-110).',
  };
}


/** The proof of origin a US preference needs. */
function usCondition(symbol: string): string {
  return symbol === 'KR'
    ? 'Proof of origin: a certification of origin (by the importer, exporter or producer) supporting the KORUS claim at entry; the goods must meet the KORUS rules of origin.'
    : 'Proof of origin: the documentation the agreement requires for the preference claimed at entry; the goods must meet its rules of origin.';
}
