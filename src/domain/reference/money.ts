import { Decimal } from 'decimal.js';
import type { components } from '../../../generated/openapi.js';
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
