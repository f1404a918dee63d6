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

/**
 * A USD price to Germany with one cost in EUR: exactly one conversion, so its answer names one rate
 * and its date (Germany: no US measure adds a warning of its own).
 */
export const ONE_CONVERSION_PRICE: PricingRequest = {
  items: [{ description: 'Roll-on deodorant, 50 ml', hs_code: '330720', quantity: 2000, unit_price: { amount: '2.10', currency: 'USD' } }],
  origin: 'KR',
  destination: 'DE',
  incoterm: 'CFR',
  transport_mode: 'sea',
  quote_currency: 'USD',
  costs: { export_clearance: { amount: '120', currency: 'USD' }, origin_inland: { amount: '200', currency: 'USD' }, main_freight: { amount: '900', currency: 'EUR' } },
};
