import { USD_RATES_SOURCE } from '../reference/exchange-rates.js';
import { Dec } from '../reference/money.js';
import type { TariffWarning } from '../tariffs/types.js';
import type { ExchangeRateUsed, RateSourceKind, RatesDay } from './types.js';

// One day of reference rates, as every conversion of an answer uses them: the newest day in
// storage (src/domain/exchange-rates/service.ts keeps it current). A day is stored in the currency
// its file quotes it in (EUR for the ECB's files, USD for the project's derived series), and a
// cross rate is computed from that base directly, so an ECB day loses nothing to a detour via USD.


export const RATE_SOURCES: Readonly<Record<RateSourceKind, string>> = {
  ecb: 'European Central Bank euro foreign exchange reference rates (units per EUR, as published)',
  ecb_usd_derived: USD_RATES_SOURCE,
};

/** Significant digits of a derived (cross) rate; the rounded rate is the one applied to amounts. */
export const RATE_SIGNIFICANT_DIGITS = 10;

const DAY_MS = 86_400_000;

/** Whether two stored days are the same rates (what an import compares). */
export function sameDay(a: RatesDay, b: RatesDay): boolean {
  return a.date === b.date && a.base === b.base && a.source === b.source && JSON.stringify(sortedRates(a.rates)) === JSON.stringify(sortedRates(b.rates));
}

function sortedRates(rates: Readonly<Record<string, string>>): Array<[string, string]> {
  return Object.entries(rates).sort(([x], [y]) => (x < y ? -1 : 1));
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export class ReferenceRates {
  readonly date: string;
  readonly base: string;
  readonly source: string;
  readonly sourceKind: RateSourceKind;
  /** Units per 1 base, the base included (1). */
  private readonly units: ReadonlyMap<string, Dec>;
  private readonly crossRates = new Map<string, Dec>();

  constructor(
    readonly day: RatesDay,
    /** Answers that convert with these rates warn when they are older than this many days. */
    readonly maxAgeDays: number,
  ) {
    this.date = day.date;
    this.base = day.base;
    this.sourceKind = day.source;
    this.source = RATE_SOURCES[day.source];
    this.units = new Map([[day.base, new Dec(1)], ...Object.entries(day.rates).map(([code, value]) => [code, new Dec(value)] as const)]);
  }

  /** Whether the day quotes this currency (the base always). */
  has(code: string): boolean {
    return this.units.has(code);
  }

  /** Every currency of the day, the base included, alphabetical. */
  currencies(): string[] {
    return [...this.units.keys()].sort();
  }

  /** Units of `to` per 1 `from` (both quoted): (to per base) / (from per base), rounded half-up to 10 significant digits. */
  rate(from: string, to: string): Dec {
    if (from === to) return new Dec(1);
    const key = `${from}/${to}`;
    let rate = this.crossRates.get(key);
    if (!rate) {
      rate = this.units.get(to)!.div(this.units.get(from)!).toSignificantDigits(RATE_SIGNIFICANT_DIGITS, Dec.ROUND_HALF_UP);
      this.crossRates.set(key, rate);
    }
    return rate;
  }

  used(from: string, to: string): ExchangeRateUsed {
    return { from, to, rate: this.rate(from, to).toFixed(), date: this.date, source: this.source };
  }

  /** Units of each currency per 1 USD, unrounded (the stream's anchors); empty when the day does not quote USD. */
  unitsPerUsd(): Map<string, Dec> {
    const usd = this.units.get('USD');
    if (!usd) return new Map();
    return new Map([...this.units].map(([code, value]) => [code, code === 'USD' ? new Dec(1) : value.div(usd)]));
  }

  /** How the rates of getExchangeRates are derived from this day. */
  method(): string {
    return `Units of each currency per 1 unit of the base. The stored day gives units per ${this.base}; a cross rate is (symbol per ${this.base}) / (base per ${this.base}), computed in decimal arithmetic and rounded half-up to 10 significant digits.`;
  }

  /** `exchange_rates_stale` when the day is more than maxAgeDays before `today` (YYYY-MM-DD), else null. */
  staleWarning(today: string): TariffWarning | null {
    const age = daysBetween(this.date, today);
    if (age <= this.maxAgeDays) return null;
    return {
      code: 'exchange_rates_stale',
      measure: 'Exchange rates (ECB reference rates)',
      date: this.date,
      message: `The exchange rates used are of ${this.date}, ${age} days before ${today} (more than the ${this.maxAgeDays} this server accepts without a warning): amounts converted between currencies may differ from today's rates. Check the rate before acting on the figure.`,
    };
  }
}
