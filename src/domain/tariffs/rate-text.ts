import { Dec } from '../reference/money.js';
import type { TariffDuty, TariffSpecificDuty } from './types.js';

// The primitives every reader of a schedule's rate texts builds on (duty-rate.ts for the US, EU
// and UK texts; each destination's own reader for its schedule): how a number is written, the duty
// shapes of the contract (free, ad valorem, specific, compound, "whichever is higher/lower", and
// `other` for a text that is shown and never computed) and what a specific part needs to be computed.

/** A decimal number as schedules print it: "6.5", "1,000.50" (commas group thousands). */
export const NUM = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;

/** "1,000.50" -> "1000.5": the number as a decimal string. */
export function decimalText(text: string): string {
  return new Dec(text.replace(/,/g, '')).toFixed();
}

type Unit = TariffSpecificDuty['unit'];

export const UNIT_NEEDS: Record<Unit, TariffDuty['needs'][number]> = {
  kg: 'weight_kg',
  tonne: 'weight_kg',
  item: 'quantity',
  dozen: 'quantity',
  pair: 'quantity',
  liter: 'volume_l',
  hectoliter: 'volume_l',
};

/** The plain parts of a duty: an ad valorem percentage and specific amounts. */
export interface DutyParts {
  adValorem: string | null;
  specific: TariffSpecificDuty[];
}

export function needsOf(parts: DutyParts[]): TariffDuty['needs'] {
  return [...new Set(parts.flatMap((p) => p.specific.map((s) => UNIT_NEEDS[s.unit])))];
}

/** A text shown as published and never computed, with why. */
export function otherDuty(text: string, note: string): TariffDuty {
  return { kind: 'other', text, ad_valorem_pct: null, specific: [], seasons: null, needs: [], computable: false, note };
}

/** The duty of plain parts: free, ad valorem, specific or compound. */
export function partsDuty(text: string, parts: DutyParts): TariffDuty {
  const kind: TariffDuty['kind'] =
    parts.specific.length === 0 ? (parts.adValorem !== null && new Dec(parts.adValorem).isZero() ? 'free' : 'ad_valorem')
    : parts.adValorem === null ? 'specific'
    : 'compound';
  return { kind, text, ad_valorem_pct: parts.adValorem, specific: parts.specific, seasons: null, needs: needsOf([parts]), computable: true, note: null };
}

/** An ad valorem duty (free at 0). */
export function adValoremDuty(text: string, pct: string): TariffDuty {
  return partsDuty(text, { adValorem: pct, specific: [] });
}

/** The higher (or lower) of several plain rates. */
export function alternativeDuty(text: string, options: DutyParts[], rule: 'higher' | 'lower', note: string | null): TariffDuty {
  return {
    kind: 'alternative',
    text,
    ad_valorem_pct: null,
    specific: [],
    seasons: null,
    needs: needsOf(options),
    computable: true,
    note,
    alternatives: options.map((o) => ({ ad_valorem_pct: o.adValorem, specific: o.specific })),
    alternatives_rule: rule,
  };
}

/** The plain parts of a computable duty: one for free/ad valorem/specific/compound, several for an alternative. */
export function dutyParts(duty: TariffDuty): { parts: DutyParts[]; rule: 'single' | 'higher' | 'lower' } | null {
  if (!duty.computable || duty.kind === 'seasonal' || duty.kind === 'other') return null;
  if (duty.alternatives && duty.alternatives.length > 0) {
    return { parts: duty.alternatives.map((a) => ({ adValorem: a.ad_valorem_pct, specific: a.specific })), rule: duty.alternatives_rule === 'lower' ? 'lower' : 'higher' };
  }
  return { parts: [{ adValorem: duty.ad_valorem_pct, specific: duty.specific }], rule: 'single' };
}

/** The contract's units in English: [one, several]. */
const UNIT_EN: Record<Unit, [string, string]> = {
  kg: ['kg', 'kg'],
  tonne: ['tonne', 'tonnes'],
  item: ['item', 'items'],
  dozen: ['dozen', 'dozen'],
  pair: ['pair', 'pairs'],
  liter: ['liter', 'liters'],
  hectoliter: ['hectoliter', 'hectoliters'],
};

/** "4800" -> "4,800", "290.7" -> "290.7": a decimal string with its thousands grouped. */
function grouped(decimal: string): string {
  const [whole, fraction] = decimal.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

function specificInEnglish(s: TariffSpecificDuty): string {
  const [one, several] = UNIT_EN[s.unit];
  return `${grouped(s.amount)} ${s.currency} per ${s.per === '1' ? one : `${grouped(s.per)} ${several}`}`;
}

function partsInEnglish(adValorem: string | null, specific: TariffSpecificDuty[]): string {
  if (specific.length === 0 && adValorem !== null && new Dec(adValorem).isZero()) return 'Free';
  return [...(adValorem === null ? [] : [`${adValorem}%`]), ...specific.map(specificInEnglish)].join(' + ');
}

/**
 * A duty in English, from the parts read out of its text (not from the text): `Free`, `10.9%`,
 * `361 JPY per kg`, `25% + 63 JPY per kg`, `10% or 120 JPY per kg, whichever is higher`,
 * `04-01 to 09-30: 10%; 10-01 to 03-31: Free`. Null for a text that is not read into parts (`other`),
 * which only its own wording can say. For the schedules that print their rates in another language.
 */
export function dutyInEnglish(duty: TariffDuty): string | null {
  switch (duty.kind) {
    case 'free':
    case 'ad_valorem':
    case 'specific':
    case 'compound':
      return partsInEnglish(duty.ad_valorem_pct, duty.specific);
    case 'seasonal':
      return (duty.seasons ?? []).map((s) => `${s.periods.map((p) => `${p.from} to ${p.to}`).join(', ')}: ${partsInEnglish(s.ad_valorem_pct, [])}`).join('; ');
    case 'alternative':
      return `${(duty.alternatives ?? []).map((a) => partsInEnglish(a.ad_valorem_pct, a.specific)).join(' or ')}, whichever is ${duty.alternatives_rule === 'lower' ? 'lower' : 'higher'}`;
    default:
      return null;
  }
}

/** A duty's text quoted in a sentence, with its English beside it where the schedule's text is in another language: `"無税" (Free)`. */
export function quotedDuty(duty: Pick<TariffDuty, 'text' | 'text_en'>): string {
  return duty.text_en && duty.text_en !== duty.text ? `"${duty.text}" (${duty.text_en})` : `"${duty.text}"`;
}
