import { ApiError, errors, type FieldIssue } from '../errors.js';
import { newId, type IdKind } from '../ids.js';
import { pageFields, pageWindow } from '../paging.js';
import { todayUtc } from '../tariffs/as-of.js';
import { timestamp } from '../time.js';
import { checkTransition, isFinal } from './state-machine.js';
import type { AccountScope } from '../modes.js';
import { quoteClaimRefused, type QuoteService } from '../quotes/service.js';
import { checkOrderFromQuote, pricedFromQuote } from './from-quote.js';
import type { NewHistoryEntry, OrderChange, OrderStore } from './store.js';
import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import { priceOrder, type PricedOrder } from './totals.js';
import type { Order, OrderBuyer, OrderCreateRequest, OrderHistoryEntry, OrderStatus, OrderUpdateRequest } from './types.js';

// Export orders: creation (priced by the pricing engine), reading, changes along the state
// machine with their history. Shipments and their events are in ./shipments.ts.

/** Who acts: the account and mode the objects belong to, and the credential recorded in history. */
export interface OrderCaller extends AccountScope {
  actor: string | null;
}

export interface OrderDependencies {
  /** A buyer of the mode as an order keeps it, or undefined. */
  findBuyer(mode: AccountScope['mode'], id: string): Promise<OrderBuyer | undefined>;
  /** The origin country of the account's exporter profile, if it has one. */
  profileOrigin(scope: AccountScope): Promise<string | undefined>;
  /** The quotes an order may be made from (`quote_id`). */
  quotes: Pick<QuoteService, 'usable'>;
  /** The exchange rates orders are priced with now (ExchangeRateService.current). */
  exchangeRates(): ReferenceRates;
  now?: () => Date;
  /** Makes new ids (fixed ones for the contract's examples). */
  newId?: (kind: IdKind) => string;
}

export interface OrderListFilters {
  status?: OrderStatus | undefined;
  buyer_id?: string | undefined;
  created_gte?: string | undefined;
  created_lt?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** Fields a draft only may change; the others change until the order is final. */
const DRAFT_ONLY = ['items', 'incoterm', 'named_place', 'transport_mode', 'costs'] as const;
const ANYTIME = ['payment_terms', 'reference', 'notes'] as const;
/** What an order made from a quote keeps as the quote has it. */
const QUOTED = ['items', 'incoterm', 'transport_mode', 'costs'] as const;
/** What an order given in full must give. */
const REQUIRED_WITHOUT_QUOTE = ['items', 'incoterm', 'named_place', 'currency'] as const;

export function orderNotFound(id: string): ApiError {
  return errors.notFound(`Order ${id}`);
}

export function locked(message: string, details: FieldIssue[] = []): ApiError {
  return new ApiError('order_locked', message, details);
}

export class OrderService {
  private readonly now: () => Date;
  private readonly newId: (kind: IdKind) => string;

  constructor(
    private readonly store: OrderStore,
    private readonly deps: OrderDependencies,
  ) {
    this.now = deps.now ?? (() => new Date());
    this.newId = deps.newId ?? newId;
  }

  async create(caller: OrderCaller, input: OrderCreateRequest): Promise<Order> {
    const buyer = await this.deps.findBuyer(caller.mode, input.buyer_id);
    if (!buyer) throw new ApiError('unknown_buyer', `Buyer ${input.buyer_id} was not found.`, [{ field: '/buyer_id', issue: 'no such buyer' }]);
    if (input.quote_id !== undefined) return this.createFromQuote(caller, input, input.quote_id, buyer);
    const { items, incoterm, named_place: namedPlace, currency } = input;
    if (items === undefined || incoterm === undefined || namedPlace === undefined || currency === undefined) {
      const missing = REQUIRED_WITHOUT_QUOTE.filter((field) => input[field] === undefined);
      throw errors.validationFailed('An order needs its items, Incoterm, named place and currency, or a quote_id.', missing.map((field) => ({ field: `/${field}`, issue: 'required without quote_id' })));
    }
    const origin = input.origin_country ?? (await this.deps.profileOrigin(caller));
    if (!origin) {
      throw errors.validationFailed('Give origin_country, or save an exporter profile with the country you export from.', [
        { field: '/origin_country', issue: 'required when the exporter profile gives no origin country' },
      ]);
    }
    if (origin === buyer.country) {
      throw errors.validationFailed('An export order needs a buyer in another country than the origin.', [
        { field: '/buyer_id', issue: `the buyer is in ${buyer.country}, the origin country` },
      ]);
    }
    const transportMode = input.transport_mode ?? 'sea';
    const costs = input.costs ?? null;
    const now = this.now();
    const priced = priceOrder({ items, origin, destination: buyer.country, incoterm, transportMode, currency, costs, asOf: todayUtc(now), rates: this.deps.exchangeRates() });
    return this.insert(caller, now, priced, {
      buyer,
      incoterm,
      named_place: namedPlace,
      transport_mode: transportMode,
      currency,
      origin_country: origin,
      costs,
      quote_id: null,
      payment_terms: input.payment_terms,
      reference: input.reference,
      notes: input.notes,
    });
  }

  /** An order carrying an accepted quote's calculation exactly (see ./from-quote.ts). */
  private async createFromQuote(caller: OrderCaller, input: OrderCreateRequest, quoteId: string, buyer: OrderBuyer): Promise<Order> {
    const quote = await this.deps.quotes.usable(caller, quoteId, 'order');
    checkOrderFromQuote(input, quote, buyer);
    const { result } = quote;
    return this.insert(caller, this.now(), pricedFromQuote(quote), {
      buyer,
      incoterm: result.incoterm,
      named_place: input.named_place ?? quote.named_place!,
      transport_mode: result.transport_mode,
      currency: result.quote_currency,
      origin_country: result.origin,
      costs: quote.request.costs ?? null,
      quote_id: quote.id,
      payment_terms: input.payment_terms,
      reference: input.reference,
      notes: input.notes,
    });
  }

  private async insert(
    caller: OrderCaller,
    now: Date,
    priced: PricedOrder,
    fields: Pick<Order, 'buyer' | 'incoterm' | 'named_place' | 'transport_mode' | 'currency' | 'origin_country' | 'costs' | 'quote_id'> & Pick<OrderCreateRequest, 'payment_terms' | 'reference' | 'notes'>,
  ): Promise<Order> {
    const at = timestamp(now);
    const order: Order = {
      id: this.newId('order'),
      object: 'order',
      status: 'draft',
      buyer: fields.buyer,
      items: priced.items,
      incoterm: fields.incoterm,
      named_place: fields.named_place,
      transport_mode: fields.transport_mode,
      currency: fields.currency,
      origin_country: fields.origin_country,
      destination_country: fields.buyer.country,
      payment_terms: fields.payment_terms ?? null,
      costs: fields.costs,
      reference: fields.reference ?? null,
      notes: fields.notes ?? null,
      totals: priced.totals,
      quote: priced.quote,
      quote_id: fields.quote_id,
      created_at: at,
      updated_at: at,
      livemode: caller.mode === 'live',
    };
    const refused = await this.store.insert(caller, order, { at, from_status: null, to_status: 'draft', changes: ['created'], source: 'api', actor: caller.actor }, now);
    if (refused) throw quoteClaimRefused(order.quote_id!, refused);
    return order;
  }

  async get(scope: AccountScope, id: string): Promise<Order> {
    const order = await this.store.find(scope, id);
    if (!order) throw orderNotFound(id);
    return order;
  }

  async list(scope: AccountScope, filters: OrderListFilters): Promise<{ orders: Order[]; total: number; page: number; limit: number; has_more: boolean }> {
    const window = pageWindow(filters.page, filters.limit);
    const found = await this.store.list(scope, {
      status: filters.status,
      buyerId: filters.buyer_id,
      createdGte: filters.created_gte === undefined ? undefined : new Date(filters.created_gte),
      createdLt: filters.created_lt === undefined ? undefined : new Date(filters.created_lt),
      limit: window.limit,
      offset: window.offset,
    });
    return { orders: found.orders, ...pageFields(window, found.total) };
  }

  async history(scope: AccountScope, id: string, page: { page?: number; limit?: number }): Promise<{ order_id: string; history: OrderHistoryEntry[]; total: number; page: number; limit: number; has_more: boolean }> {
    const window = pageWindow(page.page, page.limit);
    await this.get(scope, id);
    const found = await this.store.history(scope, id, window.limit, window.offset);
    return { order_id: id, history: found.entries, ...pageFields(window, found.total) };
  }

  /** A status move and/or field changes, on the locked order; totals computed again when the goods or terms change. */
  async update(caller: OrderCaller, id: string, patch: OrderUpdateRequest): Promise<Order> {
    const change = await this.store.change(caller, id, null, (current) => this.applyPatch(caller, current, patch));
    if (!change) throw orderNotFound(id);
    return change.order;
  }

  private applyPatch(caller: OrderCaller, current: Order, patch: OrderUpdateRequest): OrderChange {
    const draftOnly = DRAFT_ONLY.filter((field) => patch[field] !== undefined);
    const anytime = ANYTIME.filter((field) => patch[field] !== undefined);
    if (isFinal(current.status) && (draftOnly.length > 0 || anytime.length > 0)) {
      throw locked(`A ${current.status} order takes no more changes.`, [...draftOnly, ...anytime].map((field) => ({ field: `/${field}`, issue: `cannot change once the order is ${current.status}` })));
    }
    const quoted = QUOTED.filter((field) => patch[field] !== undefined);
    if (current.quote_id !== null && quoted.length > 0) {
      throw locked(
        `An order made from quote ${current.quote_id} keeps the quote's items, Incoterm, transport mode and costs; make a new quote for other terms.`,
        quoted.map((field) => ({ field: `/${field}`, issue: `comes from quote ${current.quote_id}` })),
      );
    }
    if (current.status !== 'draft' && draftOnly.length > 0) {
      throw locked(
        `Only a draft order's items, Incoterm, place, transport mode and costs can change; this order is ${current.status}.`,
        draftOnly.map((field) => ({ field: `/${field}`, issue: `cannot change once the order is ${current.status}` })),
      );
    }
    const toStatus = patch.status !== undefined && patch.status !== current.status ? patch.status : current.status;
    if (toStatus !== current.status) checkTransition(current.status, toStatus);
    const changes = [...draftOnly, ...anytime, ...(toStatus !== current.status ? ['status'] : [])];
    if (changes.length === 0) return { order: current, history: [] };

    let next: Order = { ...current, status: toStatus };
    for (const field of anytime) next = { ...next, [field]: patch[field] ?? null };
    if (current.quote_id !== null) {
      // Only the place can change here (the rest is locked above): the quote's calculation stays, never priced again.
      next = { ...next, named_place: patch.named_place ?? current.named_place };
    } else if (draftOnly.length > 0) {
      next = {
        ...next,
        incoterm: patch.incoterm ?? current.incoterm,
        named_place: patch.named_place ?? current.named_place,
        transport_mode: patch.transport_mode ?? current.transport_mode,
        costs: patch.costs ?? current.costs,
      };
      const inputs = patch.items ?? current.items.map(({ index: _index, amount: _amount, net_weight_kg, gross_weight_kg, ...item }) => ({
        ...item,
        ...(net_weight_kg === null ? {} : { net_weight_kg }),
        ...(gross_weight_kg === null ? {} : { gross_weight_kg }),
      }));
      const priced = priceOrder({
        items: inputs,
        origin: next.origin_country,
        destination: next.destination_country,
        incoterm: next.incoterm,
        transportMode: next.transport_mode,
        currency: next.currency,
        costs: next.costs,
        asOf: todayUtc(this.now()),
        rates: this.deps.exchangeRates(),
      });
      next = { ...next, items: priced.items, totals: priced.totals, quote: priced.quote };
    }
    const at = timestamp(this.now());
    next = { ...next, updated_at: at };
    const entry: NewHistoryEntry = { at, from_status: current.status, to_status: toStatus, changes, source: 'api', actor: caller.actor };
    return { order: next, history: [entry] };
  }
}
