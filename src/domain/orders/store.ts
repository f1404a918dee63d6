import type { AccountScope } from '../modes.js';
import type { StoredQuoteStatus } from '../quotes/types.js';
import type { Order, OrderHistoryEntry, OrderStatus, Shipment } from './types.js';

// What orders need from storage; src/db/order-store.ts implements it with SQL. Every change of an
// order runs in one transaction on the locked order row, so concurrent changes apply one after the
// other, each seeing the last, and its history entries commit with it.

export type NewHistoryEntry = Omit<OrderHistoryEntry, 'id'>;

export interface OrderListQuery {
  status?: OrderStatus | undefined;
  buyerId?: string | undefined;
  createdGte?: Date | undefined;
  createdLt?: Date | undefined;
  limit: number;
  offset: number;
}

/** What a decision on the locked order wants saved. */
export interface OrderChange {
  order: Order;
  history: NewHistoryEntry[];
  /** A shipment of the order to insert or replace with the order. */
  shipment?: Shipment;
}

/**
 * Why an order from a quote was not inserted: the quote was made into another order first (its id),
 * or is no longer accepted (cancelled meanwhile).
 */
export type QuoteClaimRefusal = { orderId: string } | { status: StoredQuoteStatus };

export interface OrderStore {
  /**
   * `createdAt` is the exact instant (the order shows it to the second): lists order by it. An order
   * with a `quote_id` is recorded on that quote in the same transaction, only if the quote is still
   * accepted and made into no order yet; else nothing is inserted and the refusal says why.
   */
  insert(scope: AccountScope, order: Order, history: NewHistoryEntry, createdAt: Date): Promise<QuoteClaimRefusal | undefined>;
  find(scope: AccountScope, id: string): Promise<Order | undefined>;
  /** Newest first: created_at descending, then id descending. */
  list(scope: AccountScope, query: OrderListQuery): Promise<{ orders: Order[]; total: number }>;
  /** Runs `decide` on the locked order and its shipment (when `shipmentId` is given), saves its change; undefined when either does not exist. */
  change(scope: AccountScope, id: string, shipmentId: string | null, decide: (order: Order, shipment: Shipment | undefined) => OrderChange): Promise<OrderChange | undefined>;
  /** Oldest first. */
  history(scope: AccountScope, id: string, limit: number, offset: number): Promise<{ entries: OrderHistoryEntry[]; total: number }>;
  /** Oldest first. */
  shipments(scope: AccountScope, orderId: string, limit: number, offset: number): Promise<{ shipments: Shipment[]; total: number }>;
  /** `orderId` null: the shipment of any order of the scope. */
  findShipment(scope: AccountScope, orderId: string | null, shipmentId: string): Promise<Shipment | undefined>;
}
