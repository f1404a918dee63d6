// Several instances: with REDIS_URL, a shipment change committed on one instance reaches the
// stream subscribers of every instance through Redis pub/sub, once each and in commit order.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';
import { connect, type StreamClient } from '../helpers/stream-client.js';

type Order = components['schemas']['Order'];
type Shipment = components['schemas']['Shipment'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;

const MILESTONES = ['booked', 'gate_in', 'loaded', 'departed', 'transshipped', 'arrived', 'discharged'] as const;

describe.skipIf(!process.env.REDIS_URL)('stream fan-out through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const clients: StreamClient[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL!, SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    first = await startTestApp(env);
    second = await startTestApp(env, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await second?.close();
    await first?.close();
  });

  it('a subscriber on one instance receives what is published on the other, in order, without duplicates', async () => {
    const buyerId = data<{ buyers: Array<{ id: string }> }>(await first.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } })).buyers[0]!.id;
    const order = data<Order>(
      await second.request('POST', '/api/v1/orders', {
        body: { buyer_id: buyerId, items: [{ description: 'Face cream', hs_code: '330499', quantity: '10', unit: 'PCE', unit_price: { amount: '5', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' },
      }),
    );
    await second.request('PATCH', `/api/v1/orders/${order.id}`, { body: { status: 'confirmed' } });
    const shipment = data<Shipment>(await second.request('POST', `/api/v1/orders/${order.id}/shipments`, { body: { carrier: 'HMM', transport_mode: 'sea', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX' } }));

    for (const instance of [first, second]) {
      const c = await connect(instance.baseUrl, first.testKey);
      clients.push(c);
      c.send({ type: 'subscribe', id: 'r', channel: 'logistics_status', params: { shipment_ids: [shipment.id] } });
      await c.next((m) => m.type === 'subscribed');
    }
    const events = `/api/v1/orders/${order.id}/shipments/${shipment.id}/events`;
    for (const [i, status] of MILESTONES.entries()) {
      const res = await second.request('POST', events, { body: { status, occurred_at: `2026-12-0${i + 1}T10:00:00Z` } });
      expect(res.status).toBe(200);
    }
    for (const c of clients) {
      await c.next((m) => m.type === 'logistics_status' && m.sequence === MILESTONES.length + 1);
      await new Promise((r) => setTimeout(r, 200));
      const updates = c.messages.filter((m) => m.type === 'logistics_status');
      expect(updates.map((m) => m.sequence)).toEqual(updates.map((_, i) => i + 1));
      expect(updates.map((m) => (m.data as { status: string }).status)).toEqual(['planned', ...MILESTONES]);
    }
  });
});
