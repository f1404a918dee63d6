// The contract's order and shipment examples, with their figures from the code: items, totals and
// quote from the pricing engine (priceOrder), port names from the World Port Index. Ids and times
// are fixed so the examples are stable.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { forwardPath } from '../src/domain/orders/state-machine.js';
import { priceOrder } from '../src/domain/orders/totals.js';
import type { Order, OrderCreateRequest, OrderHistoryEntry, Port, Shipment, ShipmentCreateRequest, ShipmentEvent } from '../src/domain/orders/types.js';
import { findSeaport } from '../src/domain/reference/seaports.js';
import { projectPath } from '../src/paths.js';

function requestExample<T>(name: string): T {
  return (parse(readFileSync(projectPath('contract', 'components', 'examples', `${name}.yaml`), 'utf8')) as { value: T }).value;
}

const ORDER_ID = 'ord_7Hq2Vd9Lm3Xw1Pb6Ra4K';
const SHIPMENT_ID = 'shp_3kTq9Zx2Lm8Wv5Rb1Nc7';
const ACTOR = 'key_4httH54smdR18HyYDSjB';
const CREATED = '2026-11-21T09:30:00Z';
const CONFIRMED = '2026-11-21T10:05:00Z';
const SHIPPED = '2026-11-28T08:00:00Z';
const EVENT_RECORDED = '2026-12-03T05:31:00Z';

function port(unlocode: string): Port {
  const found = findSeaport(unlocode);
  if (!found?.iso2) throw new Error(`no seaport ${unlocode}`);
  return { unlocode, name: found.name, country: found.iso2 };
}

export function draftOrder(): Order {
  const input = requestExample<OrderCreateRequest>('OrderCreateRequestExample');
  const buyer = { id: input.buyer_id, name: 'Brightwell Beauty Supply LLC', country: 'US', city: 'Los Angeles' };
  const origin = input.origin_country ?? 'KR';
  const priced = priceOrder({
    items: input.items,
    origin,
    destination: buyer.country,
    incoterm: input.incoterm,
    transportMode: input.transport_mode ?? 'sea',
    currency: input.currency,
    costs: input.costs ?? null,
  });
  return {
    id: ORDER_ID,
    object: 'order',
    status: 'draft',
    buyer,
    items: priced.items,
    incoterm: input.incoterm,
    named_place: input.named_place,
    transport_mode: input.transport_mode ?? 'sea',
    currency: input.currency,
    origin_country: origin,
    destination_country: buyer.country,
    payment_terms: input.payment_terms ?? null,
    costs: input.costs ?? null,
    reference: input.reference ?? null,
    notes: input.notes ?? null,
    totals: priced.totals,
    quote: priced.quote,
    created_at: CREATED,
    updated_at: CREATED,
    livemode: false,
  };
}

export function confirmedOrder(): Order {
  return { ...draftOrder(), status: 'confirmed', updated_at: CONFIRMED };
}

export function orderHistory(): OrderHistoryEntry[] {
  return [
    { id: 1, at: CREATED, from_status: null, to_status: 'draft', changes: ['created'], source: 'api', actor: ACTOR },
    { id: 2, at: CONFIRMED, from_status: 'draft', to_status: 'confirmed', changes: ['status'], source: 'api', actor: ACTOR },
  ];
}

export function plannedShipment(): Shipment {
  const input = requestExample<ShipmentCreateRequest>('ShipmentCreateRequestExample');
  return {
    id: SHIPMENT_ID,
    object: 'shipment',
    order_id: ORDER_ID,
    status: 'planned',
    carrier: input.carrier,
    transport_mode: input.transport_mode,
    booking_number: input.booking_number ?? null,
    bill_of_lading: input.bill_of_lading ?? null,
    vessel: input.vessel ?? null,
    port_of_loading: port(input.port_of_loading),
    port_of_discharge: port(input.port_of_discharge),
    etd: input.etd ?? null,
    eta: input.eta ?? null,
    events: [],
    created_at: SHIPPED,
    updated_at: SHIPPED,
    livemode: false,
  };
}

/** The `departed` event of the operation's request example, and what it leaves. */
export function departedEvent(): { event: ShipmentEvent; shipment: Shipment; order: Order } {
  const event: ShipmentEvent = {
    id: 'sev_5Jm8Kp2Qw9Xr4Tz7Lb3N',
    sequence: 1,
    status: 'departed',
    occurred_at: '2026-12-03T05:20:00Z',
    location: port('KRPUS'),
    location_text: null,
    note: null,
    created_at: EVENT_RECORDED,
  };
  const order = confirmedOrder();
  const steps = forwardPath(order.status, 'in_transit');
  return {
    event,
    shipment: { ...plannedShipment(), status: 'departed', events: [event], updated_at: EVENT_RECORDED },
    order: { ...order, status: steps[steps.length - 1] ?? order.status, updated_at: EVENT_RECORDED },
  };
}
