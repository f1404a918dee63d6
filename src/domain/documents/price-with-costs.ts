import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import { ApiError } from '../errors.js';
import { calculatePrice } from '../pricing/calculate.js';
import type { CostsPricing, PriceSource } from './price.js';
import { inRequestPaths } from './request-paths.js';

// The pricing engine's answer for a document given with `costs`. It runs where the tariff
// schedules and the stored exchange rates are, on the main thread: the rendering threads that
// build a document ask for it (DocumentHost.priceWithCosts) rather than hold that data again.

/** calculatePrice for the document's items and costs, from the exporter's country to the importer's. */
export function priceWithCosts(input: CostsPricing, rates: ReferenceRates): PriceSource {
  try {
    const result = calculatePrice({
      items: input.items.map((item) => ({
        description: item.description,
        hs_code: item.hsCode,
        quantity: item.quantity,
        unit_price: { amount: item.unitPrice, currency: input.currency },
        ...(item.netWeightKg === undefined ? {} : { weight_kg: item.netWeightKg }),
      })),
      origin: input.seller.country,
      destination: input.buyer.country,
      incoterm: input.incoterm,
      transport_mode: input.transportMode,
      quote_currency: input.currency,
      costs: input.costs,
      as_of: input.asOf,
    }, { rates, today: input.asOf });
    return { from: 'costs', result };
  } catch (error) {
    // The engine's fields as the document request names them.
    throw error instanceof ApiError ? inRequestPaths(error) : error;
  }
}
