import { ApiError, errors, type FieldIssue } from '../errors.js';
import { newId, type IdKind } from '../ids.js';
import { pageFields, pageWindow } from '../paging.js';
import { findSeaport } from '../reference/seaports.js';
import { timestamp } from '../time.js';
import { logisticsStatus, type LogisticsSink } from './logistics.js';
import { locked, orderNotFound, type OrderCaller } from './service.js';
import { STATUS_FROM_EVENT, forwardPath, isFinal } from './state-machine.js';
import type { AccountScope } from '../modes.js';
import type { NewHistoryEntry, OrderStore } from './store.js';
import type { Order, Port, Shipment, ShipmentCreateRequest, ShipmentEvent, ShipmentEventInput } from './types.js';

// Shipments of an order and their logistics events. An event that implies a later order status
// moves the order there step by step, in the same transaction, each step in its history.

/** Events one shipment keeps: far more than any real voyage has. */
export const MAX_SHIPMENT_EVENTS = 1000;

function port(unlocode: string, field: string): Port {
  const found = findSeaport(unlocode);
  if (!found || !found.iso2) throw new ApiError('unknown_port', `No seaport with the UN/LOCODE ${unlocode}.`, [{ field, issue: 'no seaport with this UN/LOCODE' }]);
  return { unlocode, name: found.name, country: found.iso2 };
}

function time(value: string | undefined): string | null {
  return value === undefined ? null : timestamp(new Date(value));
}

export class ShipmentService {
  private readonly now: () => Date;
  private readonly newId: (kind: IdKind) => string;
  private readonly committed: LogisticsSink;

  constructor(
    private readonly store: OrderStore,
    options: { now?: () => Date; newId?: (kind: IdKind) => string; onCommitted?: LogisticsSink } = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? newId;
    this.committed = options.onCommitted ?? (() => {});
  }

  /** Any shipment of the scope, by its id alone (streams look shipments up this way). */
  find(scope: AccountScope, shipmentId: string): Promise<Shipment | undefined> {
    return this.store.findShipment(scope, null, shipmentId);
  }

  async create(caller: OrderCaller, orderId: string, input: ShipmentCreateRequest): Promise<Shipment> {
    const issues: FieldIssue[] = [];
    const etd = time(input.etd);
    const eta = time(input.eta);
    if (etd !== null && eta !== null && eta < etd) issues.push({ field: '/eta', issue: 'must not be before etd' });
    if (issues.length > 0) throw errors.validationFailed('The shipment is not valid.', issues);
    const loading = port(input.port_of_loading, '/port_of_loading');
    const discharge = port(input.port_of_discharge, '/port_of_discharge');
    const at = timestamp(this.now());
    const change = await this.store.change(caller, orderId, null, (order) => {
      if (order.status === 'draft' || isFinal(order.status)) throw locked(`A shipment needs a confirmed order that is not final; this order is ${order.status}.`);
      const shipment: Shipment = {
        id: this.newId('shipment'),
        object: 'shipment',
        order_id: order.id,
        status: 'planned',
        carrier: input.carrier,
        transport_mode: input.transport_mode,
        booking_number: input.booking_number ?? null,
        bill_of_lading: input.bill_of_lading ?? null,
        vessel: input.vessel ?? null,
        port_of_loading: loading,
        port_of_discharge: discharge,
        etd,
        eta,
        events: [],
        created_at: at,
        updated_at: at,
        livemode: caller.mode === 'live',
      };
      return { order, history: [], shipment };
    });
    if (!change?.shipment) throw orderNotFound(orderId);
    return change.shipment;
  }

  async list(scope: AccountScope, orderId: string, page: { page?: number; limit?: number }) {
    const window = pageWindow(page.page, page.limit);
    if (!(await this.store.find(scope, orderId))) throw orderNotFound(orderId);
    const found = await this.store.shipments(scope, orderId, window.limit, window.offset);
    return { shipments: found.shipments, ...pageFields(window, found.total) };
  }

  async get(scope: AccountScope, orderId: string, shipmentId: string): Promise<Shipment> {
    const shipment = await this.store.findShipment(scope, orderId, shipmentId);
    if (!shipment) throw errors.notFound(`Shipment ${shipmentId} of order ${orderId}`);
    return shipment;
  }

  /** Appends the event to the shipment and moves the order forward as far as the event implies. */
  async recordEvent(caller: OrderCaller, orderId: string, shipmentId: string, input: ShipmentEventInput): Promise<{ event: ShipmentEvent; shipment: Shipment; order: Order }> {
    if (input.status === 'planned') throw errors.validationFailed('planned is the state before any event.', [{ field: '/status', issue: 'must be a milestone, not planned' }]);
    const location = input.location === undefined ? null : port(input.location, '/location');
    let event: ShipmentEvent | undefined;
    const change = await this.store.change(caller, orderId, shipmentId, (order, shipment) => {
      if (!shipment) throw new Error('the store calls decide only with the shipment');
      if (isFinal(order.status)) throw locked(`A ${order.status} order takes no more shipment events.`);
      if (shipment.events.length >= MAX_SHIPMENT_EVENTS) throw locked(`A shipment keeps at most ${MAX_SHIPMENT_EVENTS} events.`);
      const at = timestamp(this.now());
      event = {
        id: this.newId('shipmentEvent'),
        sequence: shipment.events.length + 1,
        status: input.status,
        occurred_at: timestamp(new Date(input.occurred_at)),
        location,
        location_text: input.location_text ?? null,
        note: input.note ?? null,
        created_at: at,
      };
      const target = STATUS_FROM_EVENT[input.status];
      const steps = target ? forwardPath(order.status, target) : [];
      const history: NewHistoryEntry[] = [];
      let from = order.status;
      for (const to of steps) {
        history.push({ at, from_status: from, to_status: to, changes: ['status'], source: 'shipment_event', actor: caller.actor });
        from = to;
      }
      const moved: Order = steps.length > 0 ? { ...order, status: from, updated_at: at } : order;
      return { order: moved, history, shipment: { ...shipment, status: input.status, events: [...shipment.events, event], updated_at: at } };
    });
    if (!change || !change.shipment || !event) throw errors.notFound(`Shipment ${shipmentId} of order ${orderId}`);
    // After the commit: a stream never shows a change that was rolled back.
    this.committed({ accountId: caller.accountId, mode: caller.mode, data: logisticsStatus(change.shipment, event) });
    return { event, shipment: change.shipment, order: change.order };
  }
}
