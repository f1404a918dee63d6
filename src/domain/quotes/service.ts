import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import { ApiError, errors } from '../errors.js';
import { newId, type IdKind } from '../ids.js';
import type { AccountScope, Mode } from '../modes.js';
import type { QuoteClaimRefusal } from '../orders/store.js';
import type { OrderBuyer } from '../orders/types.js';
import { pageFields, pageWindow } from '../paging.js';
import { calculatePrice } from '../pricing/calculate.js';
import type { PricingQuote } from '../pricing/types.js';
import { importVat } from '../tariffs/import-vat.js';
import { todayUtc } from '../tariffs/as-of.js';
import { timestamp } from '../time.js';
import { asOf, checkQuoteTransition, statusOn } from './state.js';
import type { QuoteStore } from './store.js';
import type { Quote, QuoteCreateRequest, QuoteSources, QuoteStatus, QuoteUpdateRequest } from './types.js';

// Quotes: a calculatePrice answer kept with its request, the data it rests on and how long the
// offer stands. Its figures never change; documents and orders made from it carry them exactly.

/** An offer stands 30 days unless the request says otherwise, and never more than 90 (the contract states both). */
export const DEFAULT_VALIDITY_DAYS = 30;
export const MAX_VALIDITY_DAYS = 90;

export interface QuoteDependencies {
  /** A buyer of the mode as a quote keeps it, or undefined. */
  findBuyer(mode: Mode, id: string): Promise<OrderBuyer | undefined>;
  /** The exchange rates quotes are priced with now (ExchangeRateService.current). */
  exchangeRates(): ReferenceRates;
  now?: () => Date;
  /** Makes new ids (fixed ones for the contract's examples). */
  newId?: (kind: IdKind) => string;
}

export interface QuoteListFilters {
  status?: QuoteStatus | undefined;
  created_gte?: string | undefined;
  created_lt?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** What a quote is used for: a document needs it open and valid, or accepted; an order needs it accepted. */
export type QuoteUse = 'document' | 'order';

export function quoteNotFound(id: string): ApiError {
  return errors.notFound(`Quote ${id}`);
}

/** A quote is made into one order: another attempt names the first. */
export function quoteAlreadyOrdered(quoteId: string, orderId: string): ApiError {
  return new ApiError('quote_already_ordered', `Quote ${quoteId} was already made into order ${orderId}; make a new quote for another order.`, [
    { field: '/quote_id', issue: `made into order ${orderId}` },
  ]);
}

/** PATCH to cancelled of a quote an order was made from. */
function orderedQuoteNotCancellable(quoteId: string, orderId: string): ApiError {
  return new ApiError('quote_already_ordered', `Quote ${quoteId} was made into order ${orderId}; cancel the order instead (PATCH /orders/${orderId}).`, [
    { field: '/status', issue: `the quote was made into order ${orderId} and can no longer be cancelled` },
  ]);
}

/** The quote named for an order was cancelled, or is no longer usable otherwise (`issue` says how). */
function quoteNotValid(issue: string, message: string): ApiError {
  return new ApiError('quote_not_valid', message, [{ field: '/quote_id', issue }]);
}

/** Why an order could not be recorded on its quote. */
export function quoteClaimRefused(quoteId: string, refusal: QuoteClaimRefusal): ApiError {
  if ('orderId' in refusal) return quoteAlreadyOrdered(quoteId, refusal.orderId);
  return quoteNotValid(`the quote is ${refusal.status} now: make a new quote`, `Quote ${quoteId} is ${refusal.status}; an order needs an accepted quote.`);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The engine names fields of its own request (`/items/0/hs_code`); in a quote's body they are under `/request`. */
function underRequest(run: () => PricingQuote): PricingQuote {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, error.message, error.details.map((d) => ({ ...d, field: `/request${d.field}` })), error.headers);
  }
}

/** The data a calculation rests on, each source once. */
export function quoteSources(result: PricingQuote): QuoteSources {
  const schedules = new Map<string, NonNullable<PricingQuote['items'][number]['duty']['source']>>();
  for (const item of result.items) {
    const source = item.duty.source;
    if (source) schedules.set(JSON.stringify(source), source);
  }
  const vat = importVat(result.destination).source;
  return {
    as_of: result.as_of,
    exchange_rates: { date: result.fx.date, source: result.fx.source },
    tariff_schedules: [...schedules.values()],
    vat: vat ? { source: vat.name, vintage: vat.vintage } : null,
  };
}

export class QuoteService {
  private readonly now: () => Date;
  private readonly newId: (kind: IdKind) => string;

  constructor(
    private readonly store: QuoteStore,
    private readonly deps: QuoteDependencies,
  ) {
    this.now = deps.now ?? (() => new Date());
    this.newId = deps.newId ?? newId;
  }

  async create(scope: AccountScope, input: QuoteCreateRequest): Promise<Quote> {
    const now = this.now();
    const today = todayUtc(now);
    const request = input.request;
    // Without a date the duties are today's, and so is the day the quote shows it priced them for.
    const dated = request.as_of === undefined && request.import_date === undefined ? { ...request, as_of: today } : request;
    const result = underRequest(() => calculatePrice(dated, { rates: this.deps.exchangeRates(), today }));
    const validUntil = this.validity(input.valid_until, today);
    let buyer: OrderBuyer | null = null;
    if (input.buyer_id !== undefined) {
      buyer = (await this.deps.findBuyer(scope.mode, input.buyer_id)) ?? null;
      if (!buyer) throw new ApiError('unknown_buyer', `Buyer ${input.buyer_id} was not found.`, [{ field: '/buyer_id', issue: 'no such buyer' }]);
      if (buyer.country !== result.destination) {
        throw errors.validationFailed('The buyer is not in the quote\'s destination country.', [{ field: '/buyer_id', issue: `the buyer is in ${buyer.country}, the quote is for ${result.destination}` }]);
      }
    }
    const at = timestamp(now);
    const quote: Quote = {
      id: this.newId('quote'),
      object: 'quote',
      status: 'open',
      request: { ...request, apply_preferential_rates: request.apply_preferential_rates ?? true },
      result,
      price: result.price.amount,
      valid_until: validUntil,
      buyer,
      named_place: input.named_place ?? null,
      reference: input.reference ?? null,
      sources: quoteSources(result),
      accepted_at: null,
      cancelled_at: null,
      order_id: null,
      created_at: at,
      updated_at: at,
      livemode: scope.mode === 'live',
    };
    await this.store.insert(scope, quote, now);
    return quote;
  }

  async get(scope: AccountScope, id: string): Promise<Quote> {
    const quote = await this.store.find(scope, id);
    if (!quote) throw quoteNotFound(id);
    return asOf(quote, todayUtc(this.now()));
  }

  async list(scope: AccountScope, filters: QuoteListFilters): Promise<{ quotes: Quote[]; total: number; page: number; limit: number; has_more: boolean }> {
    const window = pageWindow(filters.page, filters.limit);
    const today = todayUtc(this.now());
    const found = await this.store.list(scope, {
      status: filters.status,
      createdGte: filters.created_gte === undefined ? undefined : new Date(filters.created_gte),
      createdLt: filters.created_lt === undefined ? undefined : new Date(filters.created_lt),
      today,
      limit: window.limit,
      offset: window.offset,
    });
    return { quotes: found.quotes.map((q) => asOf(q, today)), ...pageFields(window, found.total) };
  }

  /** Records the buyer's answer on the locked quote; the same status again changes nothing. */
  async update(scope: AccountScope, id: string, patch: QuoteUpdateRequest): Promise<Quote> {
    const now = this.now();
    const today = todayUtc(now);
    const quote = await this.store.change(scope, id, (stored) => {
      const from = statusOn(stored, today);
      if (from === patch.status) return null;
      // The quote is spent once an order is made from it (read on the locked row): the order is
      // what a buyer's change of mind cancels.
      if (patch.status === 'cancelled' && stored.order_id !== null) throw orderedQuoteNotCancellable(id, stored.order_id);
      checkQuoteTransition(from, patch.status);
      const at = timestamp(now);
      const changed: Quote = { ...stored, status: patch.status, updated_at: at, ...(patch.status === 'accepted' ? { accepted_at: at } : { cancelled_at: at }) };
      return { quote: changed, previousStatus: from };
    });
    if (!quote) throw quoteNotFound(id);
    return asOf(quote, today);
  }

  /**
   * The quote a document or an order is made from, checked for that use: 400 unknown_quote when
   * the caller has none by this id, 409 quote_not_valid when it is cancelled or expired, or (for an
   * order) not accepted yet, 409 quote_already_ordered (for an order) when an order was made from it.
   * The order's insert checks the last two again on the locked row (src/db/order-store.ts).
   */
  async usable(scope: AccountScope, id: string, use: QuoteUse): Promise<Quote> {
    const stored = await this.store.find(scope, id);
    if (!stored) throw new ApiError('unknown_quote', `Quote ${id} was not found.`, [{ field: '/quote_id', issue: 'no such quote' }]);
    const quote = asOf(stored, todayUtc(this.now()));
    // Made into an order already: that is the answer, whatever the quote's status became since.
    if (use === 'order' && quote.order_id !== null) throw quoteAlreadyOrdered(id, quote.order_id);
    if (quote.status === 'cancelled') throw quoteNotValid('the quote was cancelled: make a new quote', `Quote ${id} was cancelled.`);
    if (quote.status === 'expired') throw quoteNotValid(`the quote expired after ${quote.valid_until}: make a new quote`, `Quote ${id} expired after ${quote.valid_until}.`);
    if (use === 'order' && quote.status !== 'accepted') {
      throw quoteNotValid('the quote is open: accept it first (PATCH /quotes/{id} with status accepted)', `Quote ${id} is open; an order needs an accepted quote.`);
    }
    return quote;
  }

  private validity(given: string | undefined, today: string): string {
    const last = addDays(today, MAX_VALIDITY_DAYS);
    if (given === undefined) return addDays(today, DEFAULT_VALIDITY_DAYS);
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(given) && new Date(`${given}T00:00:00Z`);
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== given) {
      throw errors.validationFailed('valid_until is not a valid date.', [{ field: '/valid_until', issue: 'must be a date YYYY-MM-DD' }]);
    }
    if (given < today || given > last) {
      throw errors.validationFailed(`A quote stands from the day it is made (${today}) for at most ${MAX_VALIDITY_DAYS} days (${last}).`, [
        { field: '/valid_until', issue: `must be from ${today} to ${last}` },
      ]);
    }
    return given;
  }
}
