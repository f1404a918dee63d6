import { Decimal } from 'decimal.js';
import type { components } from '../../../generated/openapi.js';
import { errors, type FieldIssue } from '../errors.js';
import { currencyMinorUnits } from './currencies.js';

/**
 * The one decimal type for money and rates: 40 significant digits (no realistic amount or cross
 * rate comes near that) and ROUND_HALF_UP, the commercial rounding, wherever a value is rounded.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** Money on the wire: a decimal string in the currency's minor units plus the ISO 4217 code. */
export type Money = components['schemas']['Money'];

/** Rounds half-up to the currency's ISO 4217 minor units (JPY/KRW 0, USD 2, BHD/KWD 3). */
export function roundToMinor(value: Dec, currency: string): Dec {
  return value.toDecimalPlaces(currencyMinorUnits(currency), Dec.ROUND_HALF_UP);
}

/** Rounds and formats: `money(new Dec('1250'), 'USD')` is `{ amount: '1250.00', currency: 'USD' }`. */
export function money(value: Dec, currency: string): Money {
  const places = currencyMinorUnits(currency);
  return { amount: value.toFixed(places, Dec.ROUND_HALF_UP), currency };
}

/** A decimal string in plain notation (never exponent form), trailing zeros dropped. */
export function decimalString(value: Dec | string | number): string {
  return new Dec(value).toFixed();
}

/** Parses a decimal given as a string or number; undefined when it is not a finite decimal. */
export function parseDecimal(raw: unknown): Dec | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? new Dec(raw) : undefined;
  if (typeof raw !== 'string' || !/^-?\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  return new Dec(raw.trim());
}

/**
 * The largest amount the API takes (an amount sent has at most 15 digits before the point) is also
 * the largest it computes: documents print no more, and no export line comes near it.
 */
export const AMOUNT_LIMIT = new Dec('1e15');
const LIMIT_TEXT = 'past the largest amount the API handles (15 digits before the decimal point)';

/**
 * Refuses item amounts (quantity x unit price, each already rounded to the currency) or their sum
 * past AMOUNT_LIMIT, naming what the client sent that makes them: a line's quantity and unit price,
 * or the items when only their sum is too large. Never a computed field the client did not send.
 */
export function checkItemAmounts(amounts: readonly Dec[]): void {
  const issues: FieldIssue[] = [];
  amounts.forEach((amount, index) => {
    if (amount.abs().lt(AMOUNT_LIMIT)) return;
    const made = `makes the item amount ${amount.toFixed()}, ${LIMIT_TEXT}`;
    issues.push({ field: `/items/${index}/unit_price/amount`, issue: `times the quantity ${made}` }, { field: `/items/${index}/quantity`, issue: `times the unit price ${made}` });
  });
  const total = amounts.reduce((a, b) => a.plus(b), new Dec(0));
  if (issues.length === 0 && total.abs().gte(AMOUNT_LIMIT)) issues.push({ field: '/items', issue: `the item amounts add up to ${total.toFixed()}, ${LIMIT_TEXT}` });
  if (issues.length > 0) throw errors.validationFailed('An amount computed from the items is out of range.', issues);
}

/** A computed amount and the request fields that make it. */
export interface ComputedAmount {
  amount: Dec | null;
  /** What it is, in the quote currency (`the main_freight cost`). */
  what: string;
  fields: readonly string[];
}

/**
 * Refuses a request whose computed amounts (a cost converted to the quote currency, the duty, the
 * price, the landed cost) reach AMOUNT_LIMIT, naming the fields sent that make each: the limit is
 * the largest amount the API computes and prints, not only the largest it takes.
 */
export function checkComputedAmounts(amounts: readonly ComputedAmount[], currency: string): void {
  const issues: FieldIssue[] = [];
  for (const { amount, what, fields } of amounts) {
    if (amount === null || amount.abs().lt(AMOUNT_LIMIT)) continue;
    for (const field of fields) if (!issues.some((i) => i.field === field)) issues.push({ field, issue: `makes ${what} ${amount.toFixed()} ${currency}, ${LIMIT_TEXT}` });
  }
  if (issues.length > 0) throw errors.validationFailed('An amount computed from the request is out of range.', issues);
}
