import { Dec } from '../reference/money.js';
import { NUM, UNIT_NEEDS, decimalText as num, otherDuty as other, partsDuty, quotedDuty } from './rate-text.js';
import type { TariffDuty, TariffSeason, TariffSpecificDuty } from './types.js';

// Reads the duty texts of the US HTS and the EU/UK tariff files into parts that can be computed:
// ad valorem ("6.5%", "Free"), specific ("4.4¢/kg", "41.20 EUR / 100 kg", "$1.05 each"),
// compound (parts joined by "+") and seasonal EU/UK rates. Anything else (MIN/MAX clauses, entry
// prices, agricultural components "EA", qualified quantities "/ net drained wt", "% vol", texts
// that refer to another heading) is kept as `other`: shown as published, never computed.

type Currency = TariffSpecificDuty['currency'];
type Unit = TariffSpecificDuty['unit'];

interface ComponentPattern {
  re: RegExp;
  read: (m: RegExpMatchArray) => TariffSpecificDuty | { adValorem: string };
}

function specific(amount: string, currency: Currency, per: string, unit: Unit, text: string): TariffSpecificDuty {
  return { amount, currency, per, unit, text };
}

const US_UNITS: Record<string, [string, Unit]> = {
  kg: ['1', 'kg'],
  t: ['1', 'tonne'],
  liter: ['1', 'liter'],
  'doz.': ['1', 'dozen'],
};

const EU_UNITS: Record<string, [string, Unit]> = {
  '1000kg': ['1000', 'kg'],
  '100kg': ['100', 'kg'],
  kg: ['1', 'kg'],
  tonne: ['1', 'tonne'],
  hl: ['1', 'hectoliter'],
  item: ['1', 'item'],
  '1000items': ['1000', 'item'],
};

const COMPONENT_PATTERNS: ComponentPattern[] = [
  { re: /^free$/i, read: () => ({ adValorem: '0' }) },
  { re: new RegExp(`^${NUM}\\s*%$`), read: (m) => ({ adValorem: num(m[1]!) }) },
  // US: 4.4¢/kg, 8.8¢/ liter, 5¢/doz.
  {
    re: new RegExp(`^${NUM}¢\\s*/\\s*(kg|liter|doz\\.|t)$`),
    read: (m) => {
      const [per, unit] = US_UNITS[m[2]!]!;
      return specific(new Dec(m[1]!.replace(/,/g, '')).div(100).toFixed(), 'USD', per, unit, m[0]);
    },
  },
  // US: $1.05/kg, $3/t
  {
    re: new RegExp(`^\\$${NUM}\\s*/\\s*(kg|liter|doz\\.|t)$`),
    read: (m) => {
      const [per, unit] = US_UNITS[m[2]!]!;
      return specific(num(m[1]!), 'USD', per, unit, m[0]);
    },
  },
  { re: new RegExp(`^${NUM}¢ each$`), read: (m) => specific(new Dec(m[1]!.replace(/,/g, '')).div(100).toFixed(), 'USD', '1', 'item', m[0]) },
  { re: new RegExp(`^\\$${NUM} each$`), read: (m) => specific(num(m[1]!), 'USD', '1', 'item', m[0]) },
  // EU / UK: 41.20 EUR / 100 kg, 34.00 GBP/100kg, 121.00 GBP/1000kg, 114.00 EUR / tonne, 32.00 EUR / hl,
  // 0.20 GBP/ item, 52.00 EUR / 1,000 items
  {
    re: new RegExp(`^${NUM}\\s*(EUR|GBP)\\s*/\\s*(1,?000\\s*kg|100\\s*kg|kg|tonne|hl|item|1,?000 items)$`),
    read: (m) => {
      const [per, unit] = EU_UNITS[m[3]!.replace(/[\s,]/g, '')]!;
      return specific(num(m[1]!), m[2] as Currency, per, unit, m[0]);
    },
  },
];

function readComponent(text: string): TariffSpecificDuty | { adValorem: string } | undefined {
  for (const p of COMPONENT_PATTERNS) {
    const m = text.match(p.re);
    if (m) return p.read(m);
  }
  return undefined;
}

const MONTHS: Record<string, string> = {
  JAN: '01', FEB: '02', MAR: '03', APR: '04', MAY: '05', JUN: '06', JUNE: '06',
  JUL: '07', JULY: '07', AUG: '08', SEP: '09', SEPT: '09', OCT: '10', NOV: '11', DEC: '12',
};

/** "8.50% (01 JAN-31 MAY, 1 NOV-31 DEC), 12.00% (01 JUN-31 OCT)" -> seasons; undefined if not that shape. */
function readSeasons(text: string): TariffSeason[] | undefined {
  const re = new RegExp(`${NUM}\\s*%\\s*\\(([^)]*)\\)`, 'g');
  const seasons: TariffSeason[] = [];
  let rest = text;
  for (const m of text.matchAll(re)) {
    const periods = m[2]!.split(',').map(readPeriod);
    if (periods.some((p) => p === undefined)) return undefined;
    seasons.push({ ad_valorem_pct: num(m[1]!), periods: periods as TariffSeason['periods'] });
    rest = rest.replace(m[0], '');
  }
  if (seasons.length < 2 || rest.replace(/[\s,]/g, '') !== '') return undefined;
  return seasons;
}

function readPeriod(text: string): { from: string; to: string } | undefined {
  const m = text.trim().match(/^(\d{1,2})\s*([A-Z]+)?\s*-\s*(\d{1,2})\s*([A-Z]+)$/);
  if (!m) return undefined;
  const toMonth = MONTHS[m[4]!];
  const fromMonth = m[2] ? MONTHS[m[2]] : toMonth;
  if (!toMonth || !fromMonth) return undefined;
  return { from: `${fromMonth}-${m[1]!.padStart(2, '0')}`, to: `${toMonth}-${m[3]!.padStart(2, '0')}` };
}

/** Reads a published duty text (US: ¢ and $ are USD; EU/UK texts name EUR or GBP). */
export function parseDuty(text: string): TariffDuty {
  const clean = text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean === '') return other(text, 'No rate text.');
  const seasons = readSeasons(clean);
  if (seasons) {
    return { kind: 'seasonal', text, ad_valorem_pct: null, specific: [], seasons, needs: ['import_date'], computable: true, note: 'The rate depends on the date of import.' };
  }
  if (/\b(MIN|MAX)\b|\bEA\b|AD[SF][ZM]|Entry Price|See |applicable|lactic|sacchar|vol|drained|net dry|std qual|eda|mas\b|on the |content|of the /i.test(clean)) {
    return other(text, 'This duty has conditions (minimum/maximum, entry price, agricultural component, qualified quantity or a reference to another provision) that this API does not compute; see the published text.');
  }
  const parts = clean.split(/\s*\+\s*/);
  let adValorem: string | null = null;
  const specifics: TariffSpecificDuty[] = [];
  for (const part of parts) {
    const read = readComponent(part);
    if (!read) return other(text, `The part "${part}" of this duty is not a form this API computes; see the published text.`);
    if ('adValorem' in read) {
      if (adValorem !== null) return other(text, 'Two ad valorem parts in one duty; see the published text.');
      adValorem = read.adValorem;
    } else {
      specifics.push(read);
    }
  }
  return partsDuty(text, { adValorem, specific: specifics });
}

/** What the duty of one item is computed from. Quantities are totals for the item. */
export interface DutyBase {
  /** Customs value of the item in the quote currency (already rounded). */
  customsValue: Dec;
  /** Number of articles (pieces). */
  quantity: Dec;
  weightKg: Dec | null;
  volumeL: Dec | null;
  /** YYYY-MM-DD, for seasonal rates. */
  importDate: string | null;
  /** Converts an amount in a schedule currency into the quote currency (unrounded). */
  toQuote: (amount: Dec, currency: Currency) => Dec;
}

export type DutyOutcome = { amount: Dec; appliedAdValoremPct: string | null } | { amount: null; reason: string };

const UNIT_QUANTITY: Record<Unit, (b: DutyBase) => Dec | null> = {
  kg: (b) => b.weightKg,
  tonne: (b) => (b.weightKg ? b.weightKg.div(1000) : null),
  item: (b) => b.quantity,
  dozen: (b) => b.quantity.div(12),
  pair: (b) => b.quantity,
  liter: (b) => b.volumeL,
  hectoliter: (b) => (b.volumeL ? b.volumeL.div(100) : null),
};

const NEED_LABEL: Record<TariffDuty['needs'][number], string> = {
  weight_kg: 'the net weight (weight_kg)',
  quantity: 'the number of articles (quantity)',
  volume_l: 'the volume in litres (volume_l)',
  import_date: 'the date of import (import_date)',
};

/** The duty amount in the quote currency, unrounded (the caller rounds once per item), or why it cannot be computed. */
export function computeDuty(duty: TariffDuty, base: DutyBase): DutyOutcome {
  if (!duty.computable) return { amount: null, reason: duty.note ?? 'This duty is not computable.' };
  if (duty.kind === 'seasonal') return computeSeasonal(duty, base);
  if (duty.alternatives && duty.alternatives.length > 0) return computeAlternatives(duty, duty.alternatives, base);
  let amount = duty.ad_valorem_pct === null ? new Dec(0) : base.customsValue.mul(duty.ad_valorem_pct).div(100);
  for (const part of duty.specific) {
    const quantity = UNIT_QUANTITY[part.unit](base);
    if (quantity === null) {
      return { amount: null, reason: `The duty ${quotedDuty(duty)} has a specific part (${part.text}) that needs ${NEED_LABEL[UNIT_NEEDS[part.unit]]}, which the item does not give.` };
    }
    const inScheduleCurrency = new Dec(part.amount).mul(quantity).div(part.per);
    amount = amount.plus(base.toQuote(inScheduleCurrency, part.currency));
  }
  return { amount, appliedAdValoremPct: duty.ad_valorem_pct };
}

/**
 * "A or B, whichever is higher" (or the lower, as Japan's schedule takes the lower of a national and
 * a WTO rate of different forms): each rate is computed as a compound duty on the same consignment
 * and the higher (lower) amount kept; a rate that cannot be computed leaves the duty uncomputed.
 */
function computeAlternatives(duty: TariffDuty, alternatives: NonNullable<TariffDuty['alternatives']>, base: DutyBase): DutyOutcome {
  const lower = duty.alternatives_rule === 'lower';
  let chosen: Extract<DutyOutcome, { amount: Dec }> | null = null;
  for (const alternative of alternatives) {
    const outcome = computeDuty({ ...duty, kind: 'compound', ad_valorem_pct: alternative.ad_valorem_pct, specific: alternative.specific, alternatives: [], alternatives_rule: null }, base);
    if (outcome.amount === null) return outcome;
    if (chosen === null || (lower ? outcome.amount.lt(chosen.amount) : outcome.amount.gt(chosen.amount))) chosen = outcome;
  }
  return chosen!;
}

function computeSeasonal(duty: TariffDuty, base: DutyBase): DutyOutcome {
  if (!base.importDate) {
    return { amount: null, reason: `The duty ${quotedDuty(duty)} is seasonal: give ${NEED_LABEL.import_date} to compute it.` };
  }
  const monthDay = base.importDate.slice(5);
  const season = (duty.seasons ?? []).find((s) => s.periods.some((p) => inPeriod(monthDay, p)));
  if (!season) return { amount: null, reason: `No season of ${quotedDuty(duty)} covers ${base.importDate}.` };
  return { amount: base.customsValue.mul(season.ad_valorem_pct).div(100), appliedAdValoremPct: season.ad_valorem_pct };
}

/** Whether a day (MM-DD) falls in a yearly period, which may run over the new year (12-01 to 05-31). */
export function inPeriod(monthDay: string, p: { from: string; to: string }): boolean {
  return p.from <= p.to ? monthDay >= p.from && monthDay <= p.to : monthDay >= p.from || monthDay <= p.to;
}
