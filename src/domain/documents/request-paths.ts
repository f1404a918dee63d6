import { ApiError } from '../errors.js';

// A refusal names fields as the document request names them, whichever part of making the document
// found the problem: the pricing engine (price-with-costs.ts), which names its own input, or the
// render model's validation (compose.ts), which names the model's parties and transport as the
// PDF lays them out. One table serves both: every rule is anchored, and no rule's result is
// another rule's input, so neither part's names are taken for the other's.

const REQUEST_PATHS: [RegExp, string][] = [
  // The pricing engine's input.
  [/^\/origin$/, '/exporter/country'],
  [/^\/destination$/, '/importer/country'],
  [/^\/quote_currency$/, '/currency'],
  [/^\/items\/(\d+)\/weight_kg$/, '/items/$1/net_weight_kg'],
  // The render model: seller and buyer are the exporter and importer, ports are top-level fields.
  [/^\/seller/, '/exporter'],
  [/^\/buyer/, '/importer'],
  [/^\/transport\/port_of_loading(\/code)?/, '/port_of_loading'],
  [/^\/transport\/port_of_discharge(\/code)?/, '/port_of_discharge'],
  [/^\/transport\//, '/'],
  [/^\/incoterm_place/, '/named_place'],
];

/** The error with each of its fields named as the document request names it. */
export function inRequestPaths(error: ApiError): ApiError {
  const details = error.details.map((d) => ({ ...d, field: REQUEST_PATHS.reduce((field, [from, to]) => field.replace(from, to), d.field) }));
  return new ApiError(error.code, error.message, details, error.headers);
}
