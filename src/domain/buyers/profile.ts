import type { components } from '../../../generated/openapi.js';

// The exporter profile: what the caller sells, from where, and where it wants to sell.
// It drives the buyers' match scores.

export type ExporterProduct = components['schemas']['ExporterProduct'];
/** As the client sends it: sector labels or codes, countries in any case. */
export type ExporterProfileInput = components['schemas']['ExporterProfileInput'];
/** As stored and answered: sector codes, upper-case countries, the time of the last change. */
export type ExporterProfile = components['schemas']['ExporterProfile'];
