import { bundledRatesDay } from '../reference/exchange-rates.js';
import { ReferenceRates } from './reference-rates.js';

/**
 * The rates a fresh server converts with (the shipped series' newest day), for what runs without
 * storage: the contract's computed examples and unit tests. A server reads them from storage.
 */
export function bundledReferenceRates(maxAgeDays: number): ReferenceRates {
  return new ReferenceRates(bundledRatesDay(), maxAgeDays);
}
