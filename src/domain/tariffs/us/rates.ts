import type { Country } from '../../reference/countries.js';
import type { ScheduleInfo } from '../destination-schedule.js';
import type { TariffLine } from '../national-lines.js';
import { FREE_ANYWAY, lineRecord, markUsed, mfnLineRecord } from '../records.js';
import type { LineRates } from '../records.js';
import type { TariffRateRecord } from '../types.js';
import { US_COLUMN_2_COUNTRIES, readSpecialRate, usProgramsFor, usProofCondition } from './programs.js';

// The rate records of a US line: column 1 general (MFN), the special rate of the origin's
// agreement, column 2.

/** The US special rate of a line for goods of `origin`, when a mapped program of the origin is listed on it. */
function preferentialLineRecord(line: TariffLine, schedule: ScheduleInfo, origin: string): TariffRateRecord | null {
  if (!line.specialRate) return null;
  const programs = usProgramsFor(origin);
  if (programs.length === 0) return null;
  const groups = readSpecialRate(line.specialRate);
  for (const program of programs) {
    const group = groups.find((g) => g.symbols.includes(program.symbol));
    if (group) {
      const record = lineRecord(line, schedule, 'preferential', group.rate, { symbol: program.symbol, name: program.name });
      return { ...record, note: 'Applies only to goods that meet the agreement\'s rules of origin, with the preference claimed at entry.', condition: usProofCondition(program.symbol) };
    }
  }
  return null;
}

function column2LineRecord(line: TariffLine, schedule: ScheduleInfo, origin: string): TariffRateRecord | null {
  if (!US_COLUMN_2_COUNTRIES.includes(origin) || !line.column2Rate) return null;
  return {
    ...lineRecord(line, schedule, 'column_2', line.column2Rate, null),
    note: 'Column 2 applies to goods of Cuba, North Korea, Russia and Belarus (HTS General Note 3(b); Public Law 117-110).',
  };
}

/**
 * Picks the rate of a US line for goods of `origin`: column 2 for Cuba, North Korea, Russia,
 * Belarus; else the special rate of the origin's agreement when it is computable and preferences
 * are applied; else column 1 general (MFN).
 */
export function usLineRates(line: TariffLine, schedule: ScheduleInfo, origin: Country | null, applyPreferences: boolean): LineRates {
  const mfn = mfnLineRecord(line, schedule);
  if (!origin) return markUsed([mfn], mfn, 'No origin given: the MFN rate.');
  const column2 = column2LineRecord(line, schedule, origin.iso2);
  if (column2) return markUsed([mfn, column2], column2, `Column 2 applies to goods of ${origin.iso2}.`);
  const preferential = preferentialLineRecord(line, schedule, origin.iso2);
  if (!preferential) {
    return markUsed([mfn], mfn, mfn.duty?.kind === 'free' ? 'The MFN rate is already free.' : `The line lists no special rate for goods of ${origin.iso2}: the MFN rate.`);
  }
  const records = [mfn, preferential];
  if (mfn.duty?.kind === 'free') return markUsed(records, mfn, FREE_ANYWAY);
  if (!applyPreferences) return markUsed(records, mfn, 'Preferences are not applied (apply_preferential_rates is false): the MFN rate.');
  if (!preferential.duty?.computable) {
    return markUsed(records, mfn, `The ${preferential.program?.symbol} rate "${preferential.duty?.text}" refers to another provision: the MFN rate.`);
  }
  return markUsed(records, preferential, `${preferential.program?.name}: the preferential rate, on condition of the proof of origin.`);
}
