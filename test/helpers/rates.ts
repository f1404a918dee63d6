import { loadConfig } from '../../src/config.js';
import { bundledReferenceRates } from '../../src/domain/exchange-rates/bundled.js';
import { calculatePrice } from '../../src/domain/pricing/calculate.js';
import type { PricingQuote, PricingRequest } from '../../src/domain/pricing/types.js';

/** The rates a fresh server converts with (the shipped series' newest day), at the default age limit. */
export const bundledRates = bundledReferenceRates(loadConfig({}).exchangeRateMaxAgeDays);

/** calculatePrice with those rates, as a fresh server prices on `today` (default: the real today). */
export function priceWithBundledRates(request: PricingRequest, today?: string): PricingQuote {
  return calculatePrice(request, { rates: bundledRates, ...(today === undefined ? {} : { today }) });
}
