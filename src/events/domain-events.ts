import type { Db } from '../db/database.js';
import type { OrderChange } from '../domain/orders/store.js';
import type { Order, OrderStatus } from '../domain/orders/types.js';
import { recordEvent, type EventScope, type StoredEvent } from './record.js';

// The events the domain raises, each recorded inside the transaction of its change.

/**
 * `order.updated` when the order changed, `shipment.updated` when a shipment was created or changed.
 * Called by the order store on the locked order, in the change's transaction.
 */
export async function recordOrderChange(trx: Db, scope: EventScope, previous: Order, change: OrderChange): Promise<void> {
  if (change.order !== previous) {
    const changes = [...new Set(change.history.flatMap((entry) => entry.changes))];
    const previousStatus: OrderStatus = previous.status;
    await recordEvent(trx, scope, 'order.updated', {
      order: {
        ...change.order,
        previous_status: previousStatus,
        changes: changes.length > 0 ? changes : ['updated'],
        buyer_id: change.order.buyer.id,
        total: change.order.totals.price ?? change.order.totals.goods_value,
      },
    });
  }
  if (change.shipment) {
    const last = change.shipment.events.at(-1);
    await recordEvent(trx, scope, 'shipment.updated', {
      shipment: change.shipment,
      order_id: change.order.id,
      order_status: change.order.status,
      logistics_event: last && last.created_at === change.shipment.updated_at ? last : null,
    });
  }
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

/**
 * `document.created`: call inside the transaction that inserts the document, with the document as
 * the API returns it.
 */
export function recordDocumentCreated(trx: Db, scope: EventScope, document: DocumentForEvent): Promise<StoredEvent> {
  return recordEvent(trx, scope, 'document.created', { document });
}
