// Shipments of an order over HTTP: ports named from the World Port Index, events appended in order,
// the order moved forward by the events that imply it, and the states that refuse them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';

type Order = components['schemas']['Order'];
type Shipment = components['schemas']['Shipment'];
type ErrorBody = components['schemas']['ErrorResponse']['error'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;
const failure = (res: ReceivedResponse): ErrorBody => (res.body as components['schemas']['ErrorResponse']).error;

let app: TestApp;
let buyerId: string;

beforeAll(async () => {
  app = await startTestApp();
  buyerId = data<{ buyers: Array<{ id: string }> }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } })).buyers[0]!.id;
});
afterAll(async () => {
  await app?.close();
});

async function order(status: 'draft' | 'confirmed' = 'confirmed'): Promise<Order> {
  const created = data<Order>(
    await app.request('POST', '/api/v1/orders', {
      body: { buyer_id: buyerId, items: [{ description: 'Face cream', hs_code: '330499', quantity: '10', unit: 'PCE', unit_price: { amount: '5', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' },
    }),
  );
  if (status === 'draft') return created;
  return data<Order>(await app.request('PATCH', `/api/v1/orders/${created.id}`, { body: { status: 'confirmed' } }));
}

const SHIPMENT = { carrier: 'HMM', transport_mode: 'sea', booking_number: 'HMM2611BUS0042', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX', etd: '2026-12-03T09:00:00+09:00', eta: '2026-12-17T15:00:00Z' };

describe('createShipment, getShipment, listShipments', () => {
  it('creates a planned shipment with named ports, Location, and lists it', async () => {
    const { id } = await order();
    const res = await app.request('POST', `/api/v1/orders/${id}/shipments`, { body: SHIPMENT });
    expect(res.status).toBe(200);
    const shipment = data<Shipment>(res);
    expect(res.headers.get('location')).toBe(`/api/v1/orders/${id}/shipments/${shipment.id}`);
    expect(shipment).toMatchObject({ status: 'planned', order_id: id, events: [], etd: '2026-12-03T00:00:00Z' });
    expect(shipment.port_of_loading).toEqual({ unlocode: 'KRPUS', name: 'Busan', country: 'KR' });
    expect(shipment.port_of_discharge).toMatchObject({ unlocode: 'USLAX', name: 'Los Angeles', country: 'US' });
    expect(data<Shipment>(await app.request('GET', `/api/v1/orders/${id}/shipments/${shipment.id}`))).toEqual(shipment);
    const list = data<{ shipments: Shipment[]; total: number }>(await app.request('GET', `/api/v1/orders/${id}/shipments`));
    expect(list.total).toBe(1);
    expect(list.shipments[0]!.id).toBe(shipment.id);
  });

  it('refuses an unknown UN/LOCODE, an arrival before the departure, and a draft order', async () => {
    const { id } = await order();
    const port = await app.request('POST', `/api/v1/orders/${id}/shipments`, { body: { ...SHIPMENT, port_of_discharge: 'ZZZZZ' } });
    expect(failure(port)).toMatchObject({ code: 'unknown_port', details: [{ field: '/port_of_discharge' }] });
    const malformed = await app.request('POST', `/api/v1/orders/${id}/shipments`, { body: { ...SHIPMENT, port_of_loading: 'busan' } });
    expect(failure(malformed).code).toBe('validation_failed');
    const backwards = await app.request('POST', `/api/v1/orders/${id}/shipments`, { body: { ...SHIPMENT, eta: '2026-12-01T00:00:00Z' } });
    expect(failure(backwards)).toMatchObject({ code: 'validation_failed', details: [{ field: '/eta' }] });
    const draft = await order('draft');
    const locked = await app.request('POST', `/api/v1/orders/${draft.id}/shipments`, { body: SHIPMENT });
    expect(locked.status).toBe(409);
    expect(failure(locked).code).toBe('order_locked');
    expect(data<{ total: number }>(await app.request('GET', `/api/v1/orders/${id}/shipments`)).total).toBe(0);
  });
});

describe('createShipmentEvent', () => {
  it('appends events in sequence and moves the order forward, every step in its history', async () => {
    const { id } = await order();
    const shipment = data<Shipment>(await app.request('POST', `/api/v1/orders/${id}/shipments`, { body: SHIPMENT }));
    const events = `/api/v1/orders/${id}/shipments/${shipment.id}/events`;
    const booked = await app.request('POST', events, { body: { status: 'booked', occurred_at: '2026-11-30T10:00:00Z' } });
    expect(booked.status).toBe(200);
    expect(data<{ order: Order }>(booked).order.status).toBe('confirmed');
    const departed = data<{ event: components['schemas']['ShipmentEvent']; shipment: Shipment; order: Order }>(
      await app.request('POST', events, { body: { status: 'departed', occurred_at: '2026-12-03T14:20:00+09:00', location: 'KRPUS' } }),
    );
    expect(departed.event).toMatchObject({ sequence: 2, status: 'departed', occurred_at: '2026-12-03T05:20:00Z', location: { unlocode: 'KRPUS', name: 'Busan' } });
    expect(departed.shipment.status).toBe('departed');
    expect(departed.shipment.events.map((e) => e.sequence)).toEqual([1, 2]);
    expect(departed.order.status).toBe('in_transit');
    const history = data<{ history: components['schemas']['OrderHistoryEntry'][] }>(await app.request('GET', `/api/v1/orders/${id}/history`)).history;
    expect(history.filter((h) => h.source === 'shipment_event').map((h) => [h.from_status, h.to_status])).toEqual([
      ['confirmed', 'in_production'],
      ['in_production', 'ready_to_ship'],
      ['ready_to_ship', 'shipped'],
      ['shipped', 'in_transit'],
    ]);
    // An event never moves an order back.
    const late = data<{ order: Order }>(await app.request('POST', events, { body: { status: 'loaded', occurred_at: '2026-12-03T01:00:00Z' } }));
    expect(late.order.status).toBe('in_transit');
    for (const [status, expected] of [['arrived', 'arrived'], ['released', 'customs_cleared'], ['delivered', 'delivered']] as const) {
      expect(data<{ order: Order }>(await app.request('POST', events, { body: { status, occurred_at: '2026-12-20T00:00:00Z' } })).order.status).toBe(expected);
    }
    const after = await app.request('POST', events, { body: { status: 'delivered', occurred_at: '2026-12-21T00:00:00Z' } });
    expect(after.status).toBe(409);
    expect(failure(after).code).toBe('order_locked');
  });

  it("refuses 'planned', an unknown location, another order's shipment and a cancelled order", async () => {
    const first = await order();
    const second = await order();
    const shipment = data<Shipment>(await app.request('POST', `/api/v1/orders/${first.id}/shipments`, { body: SHIPMENT }));
    const events = `/api/v1/orders/${first.id}/shipments/${shipment.id}/events`;
    expect(failure(await app.request('POST', events, { body: { status: 'planned', occurred_at: '2026-12-01T00:00:00Z' } })).code).toBe('validation_failed');
    expect(failure(await app.request('POST', events, { body: { status: 'departed', occurred_at: '2026-12-01T00:00:00Z', location: 'ZZZZZ' } })).code).toBe('unknown_port');
    const crossed = await app.request('POST', `/api/v1/orders/${second.id}/shipments/${shipment.id}/events`, { body: { status: 'booked', occurred_at: '2026-12-01T00:00:00Z' } });
    expect(crossed.status).toBe(404);
    expect((await app.request('GET', `/api/v1/orders/${second.id}/shipments/${shipment.id}`)).status).toBe(404);
    await app.request('PATCH', `/api/v1/orders/${first.id}`, { body: { status: 'cancelled' } });
    const cancelled = await app.request('POST', events, { body: { status: 'booked', occurred_at: '2026-12-01T00:00:00Z' } });
    expect(failure(cancelled).code).toBe('order_locked');
    expect(data<Shipment>(await app.request('GET', `/api/v1/orders/${first.id}/shipments/${shipment.id}`)).events).toEqual([]);
  });
});
