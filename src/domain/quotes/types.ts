import { quoteStatusValues, type components } from '../../../generated/openapi.js';

// Quotes as the contract shows them (generated); the domain adds nothing of its own.

type Schemas = components['schemas'];

export type Quote = Schemas['Quote'];
export type QuoteStatus = Schemas['QuoteStatus'];
export const QUOTE_STATUSES: readonly QuoteStatus[] = quoteStatusValues;
export type QuoteCreateRequest = Schemas['QuoteCreateRequest'];
export type QuoteUpdateRequest = Schemas['QuoteUpdateRequest'];
export type QuoteSources = Schemas['QuoteSources'];
/** The statuses a quote is stored in; `expired` is an open quote read after its `valid_until`. */
export type StoredQuoteStatus = Exclude<QuoteStatus, 'expired'>;
