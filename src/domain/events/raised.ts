import { RATE_SOURCES } from '../exchange-rates/reference-rates.js';
import type { RatesDay, RatesLoadedFrom } from '../exchange-rates/types.js';
import type { OrderChange } from '../orders/store.js';
import type { Order, OrderStatus } from '../orders/types.js';
import type { QuoteChange } from '../quotes/store.js';
import type { RaisedEvent } from './types.js';

// The events the domain raises. The stores record them inside the transaction of their change.

/** `order.updated` when the order changed, `shipment.updated` when a shipment was created or changed. */
export function orderChangeEvents(previous: Order, change: OrderChange): RaisedEvent[] {
  const raised: RaisedEvent[] = [];
  if (change.order !== previous) {
    const changes = [...new Set(change.history.flatMap((entry) => entry.changes))];
    const previousStatus: OrderStatus = previous.status;
    raised.push({
      type: 'order.updated',
      body: {
        order: {
          ...change.order,
          previous_status: previousStatus,
          changes: changes.length > 0 ? changes : ['updated'],
          buyer_id: change.order.buyer.id,
          total: change.order.totals.price ?? change.order.totals.goods_value,
        },
      },
    });
  }
  if (change.shipment) {
    const last = change.shipment.events.at(-1);
    raised.push({
      type: 'shipment.updated',
      body: {
        shipment: change.shipment,
        order_id: change.order.id,
        order_status: change.order.status,
        logistics_event: last && last.created_at === change.shipment.updated_at ? last : null,
      },
    });
  }
  return raised;
}

/** What `document.created` carries of a document (the contract's DocumentCreatedEvent). */
export interface DocumentForEvent {
  id: string;
  type: string;
  status: string;
  number: string;
  created_at: string;
  [field: string]: unknown;
}

/** `document.created`, with the document as the API returns it. */
export function documentCreatedEvent(document: DocumentForEvent): RaisedEvent {
  return { type: 'document.created', body: { document } };
}

/** `quote.updated`: the buyer's answer recorded, with the quote as the API returns it after the change. */
export function quoteChangeEvent(change: QuoteChange): RaisedEvent {
  return { type: 'quote.updated', body: { quote: { ...change.quote, previous_status: change.previousStatus } } };
}

/** `exchange_rates.updated`: the day answers now convert with, and the one they used before. */
export function exchangeRatesUpdatedEvent(day: RatesDay, previousDate: string | null, loadedFrom: RatesLoadedFrom): RaisedEvent {
  return {
    type: 'exchange_rates.updated',
    body: { exchange_rates: { date: day.date, previous_date: previousDate, base: day.base, rates: day.rates, source: RATE_SOURCES[day.source], loaded_from: loadedFrom } },
  };
}
