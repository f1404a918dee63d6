// The sandbox shipment simulator (SANDBOX_SHIPMENT_SIMULATOR_MS, short here): open sandbox
// shipments move milestone by milestone through the shipment service, so a subscribed client
// sees each move on logistics_status (validated against asyncapi.yaml by the stream client), the
// order's status follows, the events outbox records the changes and a webhook endpoint receives
// them. Live shipments are never moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { createOrderStore } from '../../src/db/order-store.js';
import { newId } from '../../src/domain/ids.js';
import { nextMilestone, SIMULATED_MILESTONES } from '../../src/domain/orders/sandbox-simulator.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';
import { connect, type StreamClient } from '../helpers/stream-client.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

type Order = components['schemas']['Order'];
type Shipment = components['schemas']['Shipment'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ SANDBOX_SHIPMENT_SIMULATOR_MS: '150', WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'on', WEBHOOK_POLL_MS: '20' });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function confirmedOrderWithShipment(key: string): Promise<{ order: Order; shipment: Shipment }> {
  const buyers = data<{ buyers: Array<{ id: string }> }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } }));
  const created = await app.request('POST', '/api/v1/orders', {
    key,
    body: { buyer_id: buyers.buyers[0]!.id, items: [{ description: 'Face cream', hs_code: '330499', quantity: '10', unit: 'PCE', unit_price: { amount: '5', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' },
  });
  expect(created.status).toBe(200);
  const order = data<Order>(created);
  expect((await app.request('PATCH', `/api/v1/orders/${order.id}`, { key, body: { status: 'confirmed' } })).status).toBe(200);
  const res = await app.request('POST', `/api/v1/orders/${order.id}/shipments`, { key, body: { carrier: 'HMM', transport_mode: 'sea', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX' } });
  expect(res.status).toBe(200);
  return { order, shipment: data<Shipment>(res) };
}

/**
 * A live order with a planned shipment, written through the store (the sandbox has no live buyers
 * to order from): the same documents as the sandbox ones, under new ids.
 */
async function liveCopy(order: Order, shipment: Shipment): Promise<Shipment> {
  const store = createOrderStore(app.services.database.db);
  const scope = { accountId: app.accountId, mode: 'live' as const };
  const liveOrder: Order = { ...order, id: newId('order'), status: 'confirmed', livemode: true };
  await store.insert(scope, liveOrder, { at: order.created_at, from_status: null, to_status: 'confirmed', changes: ['created'], source: 'api', actor: null }, new Date());
  const liveShipment: Shipment = { ...shipment, id: newId('shipment'), order_id: liveOrder.id, livemode: true, updated_at: '2026-01-01T00:00:00Z' };
  await store.change(scope, liveOrder.id, null, (current) => ({ order: current, history: [], shipment: liveShipment }));
  return liveShipment;
}

describe('sandbox shipment simulator', () => {
  it('the voyage: one milestone after another, none after delivered', () => {
    expect(nextMilestone('planned')).toBe('booked');
    expect(SIMULATED_MILESTONES.slice(1)).toEqual(SIMULATED_MILESTONES.slice(0, -1).map((s) => nextMilestone(s)));
    expect(nextMilestone('transshipped')).toBe('arrived');
    expect(nextMilestone('delivered')).toBeUndefined();
  });

  it('moves a sandbox shipment along: stream updates, order status, events and webhooks; live stays', async () => {
    const endpoint = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: receiver.url('/logistics'), event_types: ['shipment.updated'] } });
    expect(endpoint.status).toBe(200);
    const { order, shipment } = await confirmedOrderWithShipment(app.testKey);
    const live = await liveCopy(order, shipment);
    const client: StreamClient = await connect(app.baseUrl, app.testKey);
    try {
      client.send({ type: 'subscribe', id: 'sim', channel: 'logistics_status', params: { shipment_ids: [shipment.id] } });
      // The snapshot, then at least three simulated milestones (each about a second apart: the
      // simulator leaves a shipment alone while it changed within the interval, to the second).
      const third = await client.next((m) => m.type === 'logistics_status' && (m.sequence as number) >= 4, 20_000);
      const statuses = client.messages.filter((m) => m.type === 'logistics_status').map((m) => (m.data as { status: string }).status);
      const start = SIMULATED_MILESTONES.indexOf(statuses[1] as (typeof SIMULATED_MILESTONES)[number]);
      expect(start).toBeGreaterThanOrEqual(0);
      // Consecutive milestones in order, no duplicates: the path a real voyage takes.
      expect(statuses.slice(1)).toEqual(SIMULATED_MILESTONES.slice(start, start + statuses.length - 1));
      expect(third.data).toMatchObject({ shipment_id: shipment.id, livemode: false });
      const gateIn = client.messages.find((m) => m.type === 'logistics_status' && (m.data as { status: string }).status === 'gate_in');
      if (gateIn) expect((gateIn.data as { location: { unlocode: string } }).location.unlocode).toBe('KRPUS');

      // Wait until the loading milestone: the order has moved to shipped by then.
      await client.next((m) => m.type === 'logistics_status' && (m.data as { status: string }).status === 'loaded', 20_000);
      const moved = data<Order>(await app.request('GET', `/api/v1/orders/${order.id}`));
      expect(['shipped', 'in_transit', 'arrived', 'customs_cleared', 'delivered']).toContain(moved.status);
      const history = data<{ history: Array<{ to_status: string; source: string; actor: string | null }> }>(await app.request('GET', `/api/v1/orders/${order.id}/history`));
      expect(history.history.filter((e) => e.source === 'shipment_event').map((e) => e.to_status).slice(0, 3)).toEqual(['in_production', 'ready_to_ship', 'shipped']);
      expect(history.history.find((e) => e.source === 'shipment_event')?.actor).toBeNull();

      // The events outbox has the changes, and the webhook endpoint received them.
      const events = data<{ events: Array<{ type: string; data: { shipment?: { id: string } } }> }>(await app.request('GET', '/api/v1/events', { query: { type: 'shipment.updated', limit: 100 } }));
      expect(events.events.filter((e) => e.data.shipment?.id === shipment.id).length).toBeGreaterThanOrEqual(4);
      const hooks = await receiver.waitFor('/logistics', 3, 10_000);
      expect(hooks.some((hook) => hook.body.includes(shipment.id))).toBe(true);

      // The live shipment never moved.
      const liveShipment = await app.services.shipments.find({ accountId: app.accountId, mode: 'live' }, live.id);
      expect([liveShipment?.status, liveShipment?.events]).toEqual(['planned', []]);
    } finally {
      client.close();
      await client.closed;
    }
  }, 60_000);
});
