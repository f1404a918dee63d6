import type { RatesDay } from './types.js';

// Rates a reference day can plausibly hold, checked on every import (a file, the inbox, the feed)
// before anything is stored: a rate of 1e-15 JPY per EUR priced 4,300 USD of goods at "0" JPY.
// Both bounds are per EUR, whatever base the day is quoted in (EUR for the ECB's files, USD for
// the derived series), so days of either kind compare with each other.
//
// Absolute: every rate between MIN_PER_EUR and MAX_PER_EUR units per EUR. The ECB's own history
// stays far inside (from 0.43 MTL to about 2,000,000 TRL per EUR before the lira's redenomination).
// Against the previous quote of the same currency (the previous day in the file, or the stored day
// next to the file): at most ×2 or ÷2, and twice that again for each year between the two quotes,
// growing with every day of the gap (2^(1 + days/365): ×2.83 after half a year, ×4 after one). The
// allowance grows continuously, not by whole years, so that a stored day left behind by a long gap
// (the feed off or failing for months) can still be followed by a real move: with a stepwise
// allowance, a currency that moved ×2.5 in 200 days was refused until a full year had passed. The
// largest move of one business day in the ECB's series since 1999 is ×1.49 (ISK, 6 November 2008).
//
// These are bounds, not amounts: the checks compare binary floats (a whole history is 200,000
// rates, and decimal arithmetic made the check most of a file's reading time); nothing computed
// here is stored or shown as a rate, only as a figure of a refusal.

export const MIN_PER_EUR = 0.001;
export const MAX_PER_EUR = 10_000_000;
const DAY_MS = 86_400_000;

/** How far a currency may move between two quotes `gapDays` apart: ×2 (or ÷2), doubled again over each year of the gap, day by day. */
export function allowedMove(gapDays: number): number {
  return 2 ** (1 + Math.max(0, gapDays) / 365);
}

/** One currency's quote as the checks compare it: units per EUR, and its day. */
export interface Quote {
  date: string;
  perEur: number;
}

/** Units of each currency per 1 EUR on that day (EUR itself left out); empty when a USD day has no EUR rate. */
export function unitsPerEur(day: RatesDay): Map<string, number> {
  const units = new Map<string, number>();
  if (day.base === 'EUR') {
    for (const [code, value] of Object.entries(day.rates)) units.set(code, Number(value));
    return units;
  }
  const eur = Number(day.rates.EUR); // units of EUR per 1 base
  if (!(eur > 0)) return units;
  units.set(day.base, 1 / eur);
  for (const [code, value] of Object.entries(day.rates)) if (code !== 'EUR') units.set(code, Number(value) / eur);
  return units;
}

/** A figure of a refusal: 6 significant digits, without an exponent for the bounds' range. */
const shown = (value: number) => (value >= 1e-6 && value < 1e9 ? String(Number(value.toPrecision(6))) : value.toPrecision(6));

/** The problem with a rate outside the absolute bounds, or null. */
export function absoluteIssue(code: string, perEur: number, date: string): string | null {
  if (perEur >= MIN_PER_EUR && perEur <= MAX_PER_EUR) return null;
  return `${code} at ${shown(perEur)} per EUR on ${date} is outside the plausible ${MIN_PER_EUR} to ${MAX_PER_EUR.toLocaleString('en')} per EUR`;
}

const epochDay = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The problem with a move from `previous` to `next` (both of `code`), or null. */
export function moveIssue(code: string, previous: Quote, next: Quote, previousLabel = ''): string | null {
  const ratio = next.perEur > previous.perEur ? next.perEur / previous.perEur : previous.perEur / next.perEur;
  if (ratio <= 2) return null; // within the smallest allowance whatever the gap
  const gap = Math.abs(epochDay(next.date) - epochDay(previous.date));
  const factor = allowedMove(gap);
  if (ratio <= factor) return null;
  return `${code} moves from ${shown(previous.perEur)} per EUR on ${previous.date}${previousLabel} to ${shown(next.perEur)} per EUR on ${next.date}, more than ×${Math.floor(factor * 100) / 100} in ${gap} day(s); refused as implausible`;
}

/**
 * Checks days in date order, each rate against the bounds and against the same currency's
 * previous quote; remembers each currency's first and last quote (what the import compares with
 * the stored days next to the file).
 */
export class PlausibilityCheck {
  readonly first = new Map<string, Quote>();
  readonly last = new Map<string, Quote>();

  /** The day's problems, in currency order; call with days oldest first. */
  check(day: RatesDay): string[] {
    const issues: string[] = [];
    for (const [code, perEur] of unitsPerEur(day)) {
      const quote = { date: day.date, perEur };
      const absolute = absoluteIssue(code, perEur, day.date);
      if (absolute) {
        // Not a quote to compare the next one with.
        issues.push(absolute);
        continue;
      }
      const previous = this.last.get(code);
      const moved = previous ? moveIssue(code, previous, quote) : null;
      if (moved) issues.push(moved);
      if (!this.first.has(code)) this.first.set(code, quote);
      this.last.set(code, quote);
    }
    return issues;
  }
}

/**
 * The file's edges against the stored days around it: each currency's first quote in the file
 * against the stored day before the file, its last against the stored day after.
 */
export function edgeIssues(edges: { first: Record<string, Quote>; last: Record<string, Quote> }, before: RatesDay | undefined, after: RatesDay | undefined): string[] {
  const issues: string[] = [];
  const compare = (stored: RatesDay | undefined, quotes: Record<string, Quote>, storedFirst: boolean) => {
    if (!stored) return;
    for (const [code, perEur] of unitsPerEur(stored)) {
      const quote = quotes[code];
      if (!quote) continue;
      const storedQuote = { date: stored.date, perEur };
      const issue = storedFirst ? moveIssue(code, storedQuote, quote, ' (stored)') : moveIssue(code, quote, storedQuote);
      if (issue) issues.push(storedFirst ? issue : `${issue} (the stored day after the file)`);
    }
  };
  compare(before, edges.first, true);
  compare(after, edges.last, false);
  return issues;
}
