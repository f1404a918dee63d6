import { VAT_MISSING_REASON, findVat } from '../reference/vat.js';
import type { VatRate } from '../reference/vat.js';
import { destinationSchedule } from './schedules.js';
import type { TariffSource } from './types.js';

// The one reader of a destination's tax on imports (VAT, GST or none), for the tariff answer, the
// price and the market profile alike: the standard rate of the VAT data set (data/vat-rates/, with
// its documented corrections), and what the destination's schedule module says beside it
// (destination-schedule.ts `importVat`: a note on the rate, or the tax itself where the data set
// lacks the country). A country the data set lacks and no module speaks for is unknown, never 0 %.

export interface ImportVat {
  /** null: unknown (`reason` says why). */
  taxType: VatRate['taxType'] | null;
  /** The standard rate in percent; null with `none` or when unknown. */
  ratePct: string | null;
  source: TariffSource | null;
  reason: string | null;
  /** What the figure does not cover (reduced rates, regional taxes), or why there is none. */
  note: string | null;
}

const REDUCED_RATES = 'Standard rate; reduced rates for some products are not in the data.';
const SUBNATIONAL = 'National rate only; provincial or regional taxes also exist.';
const NONE = 'No national VAT or GST is charged on imports.';

export function importVat(destination: string): ImportVat {
  const said = destinationSchedule(destination)?.importVat ?? null;
  const vat = said?.tax ?? findVat(destination);
  if (!vat) return { taxType: null, ratePct: null, source: null, reason: VAT_MISSING_REASON, note: null };
  const source: TariffSource = { name: vat.source, vintage: vat.vintage, licence: vat.licence };
  if (vat.taxType === 'none') return { taxType: 'none', ratePct: null, source, reason: null, note: said?.note ?? NONE };
  const notes = [vat.correction, vat.hasSubnationalRates ? SUBNATIONAL : null, REDUCED_RATES, said?.note ?? null].filter((n): n is string => n !== null);
  return { taxType: vat.taxType, ratePct: vat.standardRatePct, source, reason: null, note: notes.join(' ') };
}
