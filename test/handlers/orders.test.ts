// Orders over HTTP: creation priced by the pricing engine, reading, lists and their filters, the
// state machine through PATCH, the history, and isolation between accounts and modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { calculatePrice } from '../../src/domain/pricing/calculate.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';
import { buyerIn, cifRequest, createQuote, type Quote } from '../helpers/real-task.js';

type Order = components['schemas']['Order'];
type ErrorBody = components['schemas']['ErrorResponse']['error'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;
const failure = (res: ReceivedResponse): ErrorBody => (res.body as components['schemas']['ErrorResponse']).error;

let app: TestApp;
let buyer: components['schemas']['Buyer'];
let otherAccountKey: string;

beforeAll(async () => {
  app = await startTestApp();
  buyer = data<{ buyers: components['schemas']['Buyer'][] }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } })).buyers[0]!;
  const other = await app.services.accounts.createAccount({ name: 'Another exporter', plan: API_PLAN });
  otherAccountKey = (await app.services.accounts.createApiKey(other, 'test', SCOPES)).secret;
});
afterAll(async () => {
  await app?.close();
});

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    buyer_id: buyer.id,
    items: [
      { description: 'Hydrating face cream, 50 ml', hs_code: '330499', quantity: '2000', unit: 'PCE', unit_price: { amount: '4.50', currency: 'USD' }, net_weight_kg: '120', gross_weight_kg: '150' },
      { description: 'Roll-on deodorant', hs_code: '330720', quantity: '1000', unit: 'PCE', unit_price: { amount: '2.10', currency: 'USD' } },
    ],
    incoterm: 'FOB',
    named_place: 'Busan',
    currency: 'USD',
    origin_country: 'KR',
    ...overrides,
  };
}

async function createOrder(overrides: Record<string, unknown> = {}, key?: string): Promise<Order> {
  const res = await app.request('POST', '/api/v1/orders', { body: orderBody(overrides), ...(key ? { key } : {}) });
  expect(res.status, res.text).toBe(200);
  return data<Order>(res);
}

describe('createOrder', () => {
  it('creates a draft with Location, the buyer, items and the goods value from the pricing engine', async () => {
    const res = await app.request('POST', '/api/v1/orders', { body: orderBody() });
    expect(res.status).toBe(200);
    const order = data<Order>(res);
    expect(res.headers.get('location')).toBe(`/api/v1/orders/${order.id}`);
    expect(order).toMatchObject({ status: 'draft', buyer: { id: buyer.id, name: buyer.name, country: 'US' }, destination_country: 'US', origin_country: 'KR', livemode: false });
    expect(order.items.map((i) => [i.unit_price.amount, i.amount.amount, i.unit])).toEqual([
      ['4.50', '9000.00', 'PCE'],
      ['2.10', '2100.00', 'PCE'],
    ]);
    expect(order.totals).toEqual({ basis: 'goods_only', goods_value: { amount: '11100.00', currency: 'USD' }, price: null, customs_value: null, duty: null, import_vat: null, landed_cost: null });
    expect(order.quote).toBeNull();
  });

  it('takes HS codes as invoices print them and keeps their digits', async () => {
    const items = orderBody().items.map((item, i) => ({ ...item, hs_code: i === 0 ? '3304.99' : '3307 20 00' }));
    const order = await createOrder({ items });
    expect(order.items.map((i) => i.hs_code)).toEqual(['330499', '33072000']);
  });

  it("takes Japan's 9-digit statistical codes for a buyer in Japan and prices them with the line's RCEP rate; elsewhere 9 digits are refused", async () => {
    const tokyo = data<{ buyers: components['schemas']['Buyer'][] }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'JP', limit: 1 } })).buyers[0]!;
    const coats = [{ description: 'Cotton knitted overcoats', hs_code: '6101.20.000', quantity: '200', unit: 'PCE', unit_price: { amount: '40.00', currency: 'USD' } }];
    const costs = { export_clearance: '100.00', origin_inland: '100.00', main_freight: '500.00', insurance: '20.00' };
    const order = await createOrder({ buyer_id: tokyo.id, items: coats, incoterm: 'CIF', named_place: 'Tokyo', costs });
    expect(order.items[0]!.hs_code).toBe('610120000');
    // CIF customs value 8000.00 + 720.00 = 8720.00; RCEP 6.8 % = 592.96
    expect(order.totals).toMatchObject({ customs_value: { amount: '8720.00' }, duty: { amount: '592.96' } });
    expect(order.quote?.items[0]?.duty).toMatchObject({ program: { symbol: 'RCEP' }, rate: { national_code: '610120000' } });
    const us = await app.request('POST', '/api/v1/orders', { body: orderBody({ items: coats }) });
    expect(us.status).toBe(400);
    expect((us.body as { error: { code: string; details: { field: string }[] } }).error).toMatchObject({ code: 'validation_failed', details: [{ field: '/items/0/hs_code' }] });
  });

  it('carries the whole Incoterm build-up of calculatePrice when the costs are given', async () => {
    const costs = { export_clearance: '150.00', origin_inland: '250.00' };
    const order = await createOrder({ costs });
    const quote = calculatePrice({
      items: orderBody().items.map((i) => ({ description: i.description, hs_code: i.hs_code, quantity: i.quantity, unit_price: i.unit_price, ...(i.net_weight_kg ? { weight_kg: i.net_weight_kg } : {}) })),
      origin: 'KR',
      destination: 'US',
      incoterm: 'FOB',
      transport_mode: 'sea',
      quote_currency: 'USD',
      costs: { export_clearance: { amount: '150.00', currency: 'USD' }, origin_inland: { amount: '250.00', currency: 'USD' } },
    }, { rates: app.services.exchangeRates.current() });
    expect(order.totals).toMatchObject({ basis: 'incoterm', goods_value: quote.goods_value, price: quote.price.amount, customs_value: quote.customs_value.amount, duty: quote.duty.amount });
    expect(order.quote?.price).toEqual(quote.price);
  });

  it('takes the origin from the exporter profile when none is given', async () => {
    const noProfile = await app.request('POST', '/api/v1/orders', { body: orderBody({ origin_country: undefined }) });
    expect(noProfile.status).toBe(400);
    expect(failure(noProfile)).toMatchObject({ code: 'validation_failed', details: [{ field: '/origin_country' }] });
    const profile = { company_name: 'Hanbit', origin_country: 'KR', products: [{ name: 'Cream', hs_code: '330499' }] };
    expect((await app.request('PUT', '/api/v1/account/profile', { body: profile })).status).toBe(200);
    const order = await createOrder({ origin_country: undefined });
    expect(order.origin_country).toBe('KR');
  });

  it.each([
    ['an unknown buyer', { buyer_id: 'b_999999999' }, 400, 'unknown_buyer', '/buyer_id'],
    ['a unit price in another currency', { currency: 'EUR' }, 400, 'validation_failed', '/items/0/unit_price/currency'],
    ['a currency the rates do not quote', { currency: 'XAF', items: [{ description: 'x', hs_code: '330499', quantity: '1', unit: 'PCE', unit_price: { amount: '1', currency: 'XAF' } }] }, 400, 'unsupported_currency', '/currency'],
    ['an HS code outside HS 2022', { items: [{ description: 'x', hs_code: '9999.99', quantity: '1', unit: 'PCE', unit_price: { amount: '1', currency: 'USD' } }] }, 400, 'unknown_hs_code', '/items/0/hs_code'],
    ['a sea-only Incoterm by air', { incoterm: 'CIF', transport_mode: 'air' }, 400, 'incoterm_mode_mismatch', '/incoterm'],
    ['a gross weight below the net weight', { items: [{ description: 'x', hs_code: '330499', quantity: '1', unit: 'PCE', unit_price: { amount: '1', currency: 'USD' }, net_weight_kg: '10', gross_weight_kg: '9' }] }, 400, 'validation_failed', '/items/0/gross_weight_kg'],
    ['a seller cost missing under CIF', { incoterm: 'CIF', costs: { export_clearance: '1' } }, 400, 'invalid_amount', '/costs/origin_inland'],
    ['501 items', { items: Array.from({ length: 501 }, () => ({ description: 'x', hs_code: '330499', quantity: '1', unit: 'PCE', unit_price: { amount: '1', currency: 'USD' } })) }, 400, 'validation_failed', '/items'],
    ['a quantity in exponent form', { items: [{ description: 'x', hs_code: '330499', quantity: '1e5', unit: 'PCE', unit_price: { amount: '1', currency: 'USD' } }] }, 400, 'validation_failed', '/items/0/quantity'],
  ])('refuses %s with a 4xx envelope and writes nothing', async (_what, overrides, status, code, field) => {
    const before = data<{ total: number }>(await app.request('GET', '/api/v1/orders')).total;
    const res = await app.request('POST', '/api/v1/orders', { body: orderBody(overrides) });
    expect(res.status).toBe(status);
    expect(failure(res).code).toBe(code);
    expect(failure(res).details.map((d) => d.field)).toContain(field);
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/orders')).total).toBe(before);
  });

  it('refuses 10,000 items by the body limit (413 payload_too_large) and writes nothing', async () => {
    const items = Array.from({ length: 10_000 }, () => ({ description: 'x', hs_code: '330499', quantity: '1', unit: 'PCE', unit_price: { amount: '1', currency: 'USD' } }));
    const res = await app.request('POST', '/api/v1/orders', { body: orderBody({ items }) });
    expect(res.status).toBe(413);
    expect(failure(res).code).toBe('payload_too_large');
  });

  it('creates once per Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `order-${Date.now()}` };
    const first = await app.request('POST', '/api/v1/orders', { body: orderBody({ reference: 'idem' }), headers });
    const again = await app.request('POST', '/api/v1/orders', { body: orderBody({ reference: 'idem' }), headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(data<Order>(again).id).toBe(data<Order>(first).id);
  });
});

describe('one cost shape', () => {
  it('takes exactly the costs object calculatePrice takes (other currencies, insurance from a rate) and answers it back as sent', async () => {
    const costs = { export_clearance: { amount: '150.00', currency: 'USD' }, origin_inland: { amount: '330000', currency: 'KRW' }, main_freight: { amount: '1100.00', currency: 'EUR' }, insurance_rate_pct: '0.3' };
    const order = await createOrder({ incoterm: 'CIF', costs });
    const body = orderBody();
    const priced = data<components['schemas']['PricingResult']>(
      await app.request('POST', '/api/v1/pricing/calculate', {
        body: {
          items: body.items.map((i) => ({ description: i.description, hs_code: i.hs_code, quantity: i.quantity, unit_price: i.unit_price, ...(i.net_weight_kg ? { weight_kg: i.net_weight_kg } : {}) })),
          origin: 'KR',
          destination: 'US',
          incoterm: 'CIF',
          transport_mode: 'sea',
          quote_currency: 'USD',
          costs,
        },
      }),
    );
    expect(order.costs).toEqual(costs);
    expect(order.totals.price).toEqual(priced.price.amount);
    expect(order.quote?.costs).toEqual(priced.costs);
  });

  it('refuses bounds no real order needs, naming the field: a billion pieces or kilograms on a line, an insurance rate past 100 % (issue 45)', async () => {
    const before = data<{ total: number }>(await app.request('GET', '/api/v1/orders')).total;
    const [first, second] = orderBody().items;
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [{ ...first, quantity: '1000000000' }, second] }, '/items/0/quantity'],
      [{ items: [first, { ...second, net_weight_kg: '1000000000', gross_weight_kg: '1000000001' }] }, '/items/1/net_weight_kg'],
      [{ incoterm: 'CIF', costs: { export_clearance: { amount: '150.00', currency: 'USD' }, origin_inland: { amount: '1', currency: 'USD' }, main_freight: { amount: '1', currency: 'USD' }, insurance_rate_pct: '150' } }, '/costs/insurance_rate_pct'],
    ];
    for (const [overrides, field] of cases) {
      const res = await app.request('POST', '/api/v1/orders', { body: orderBody(overrides) });
      expect(res.status, res.text).toBe(400);
      expect(failure(res).code).toBe('validation_failed');
      expect(failure(res).details.map((d) => d.field)).toContain(field);
    }
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/orders')).total).toBe(before);
  });

  it('still takes the deprecated plain decimals in the order currency, answered back as sent, and refuses a mix of the two', async () => {
    const legacy = { export_clearance: '150.00', origin_inland: '250.00', main_freight: '1200.00', insurance: '60.00' };
    const order = await createOrder({ incoterm: 'CIF', costs: legacy });
    expect(order.costs).toEqual(legacy);
    const modern = await createOrder({ incoterm: 'CIF', costs: Object.fromEntries(Object.entries(legacy).map(([k, v]) => [k, { amount: v, currency: 'USD' }])) });
    expect(order.totals).toEqual(modern.totals);
    const mixed = await app.request('POST', '/api/v1/orders', { body: orderBody({ incoterm: 'CIF', costs: { ...legacy, insurance: { amount: '60.00', currency: 'USD' } } }) });
    expect(mixed.status).toBe(400);
    expect(failure(mixed).code).toBe('validation_failed');
    const missing = await app.request('POST', '/api/v1/orders', { body: orderBody({ incoterm: 'CIF', costs: { export_clearance: { amount: '1', currency: 'USD' } } }) });
    expect(failure(missing)).toMatchObject({ code: 'invalid_amount', details: [{ field: '/costs/origin_inland' }] });
  });
});

describe('orders made from a quote', () => {
  let quote: Quote;
  beforeAll(async () => {
    quote = await createQuote(app, { request: cifRequest('longBeach', { margin_pct: '7' }), buyer_id: buyer.id, named_place: 'Long Beach' });
  });
  const acceptedQuote = async (): Promise<Quote> => {
    const made = await createQuote(app, { request: cifRequest('longBeach'), buyer_id: buyer.id, named_place: 'Long Beach' });
    const res = await app.request('PATCH', `/api/v1/quotes/${made.id}`, { body: { status: 'accepted' } });
    expect(res.status, res.text).toBe(200);
    return data<Quote>(res);
  };
  const orderCount = async () => data<{ total: number }>(await app.request('GET', '/api/v1/orders')).total;

  it('needs the quote accepted, and carries its calculation exactly: items at their sale value, totals, costs', async () => {
    const open = await app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: quote.id } });
    expect(open.status).toBe(409);
    expect(failure(open)).toMatchObject({ code: 'quote_not_valid', details: [{ field: '/quote_id' }] });
    await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' } });
    const res = await app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: quote.id, reference: 'PO-1' } });
    expect(res.status, res.text).toBe(200);
    const order = data<Order>(res);
    expect(order).toMatchObject({ quote_id: quote.id, quote: quote.result, costs: quote.request.costs, incoterm: 'CIF', named_place: 'Long Beach', currency: 'USD', origin_country: 'KR', reference: 'PO-1' });
    expect(order.totals).toMatchObject({ basis: 'incoterm', goods_value: quote.result.goods_value, price: quote.price });
    // 2,000 x 2.00 + 7 % = 4,280.00, so 2.14 each; 200 x 35.00 + 7 % = 7,490.00, so 37.45 each.
    expect(order.items.map((i) => [i.quantity, i.unit, i.unit_price.amount, i.amount.amount, i.net_weight_kg])).toEqual([
      ['2000', 'PCE', '2.14', '4280.00', '140'],
      ['200', 'PCE', '37.45', '7490.00', '320'],
    ]);
    const locked = await app.request('PATCH', `/api/v1/orders/${order.id}`, { body: { incoterm: 'FOB', named_place: 'Busan' } });
    expect(locked.status).toBe(409);
    expect(failure(locked)).toMatchObject({ code: 'order_locked', details: [{ field: '/incoterm' }] });
    expect(data<Order>(await app.request('PATCH', `/api/v1/orders/${order.id}`, { body: { named_place: 'Long Beach, CY' } })).totals).toEqual(order.totals);
  });

  it('refuses what the quote decides, a buyer elsewhere and an unknown quote, writing nothing', async () => {
    const german = await buyerIn(app, 'DE');
    const quote = await acceptedQuote();
    const before = data<{ total: number }>(await app.request('GET', '/api/v1/orders')).total;
    const cases: [Record<string, unknown>, number, string, string[]][] = [
      [{ buyer_id: buyer.id, quote_id: quote.id, incoterm: 'FOB', costs: { export_clearance: '1' }, items: orderBody().items }, 400, 'validation_failed', ['/incoterm', '/costs', '/items']],
      [{ buyer_id: german.id, quote_id: quote.id }, 400, 'validation_failed', ['/buyer_id']],
      [{ buyer_id: buyer.id, quote_id: 'quo_00000000000000000000' }, 400, 'unknown_quote', ['/quote_id']],
      [{ buyer_id: buyer.id }, 400, 'validation_failed', ['/items', '/incoterm', '/named_place', '/currency']],
    ];
    for (const [body, status, code, fields] of cases) {
      const res = await app.request('POST', '/api/v1/orders', { body });
      expect(res.status, res.text).toBe(status);
      expect(failure(res).code).toBe(code);
      expect(failure(res).details.map((d) => d.field)).toEqual(expect.arrayContaining(fields));
    }
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/orders')).total).toBe(before);
  });

  it('is made once: the quote records its order, a second order is 409 naming it, a repeat of the first key replays it (issue 45)', async () => {
    const accepted = await acceptedQuote();
    expect(accepted.order_id).toBeNull();
    const key = { 'Idempotency-Key': `quote-once-${accepted.id}` };
    const first = await app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: accepted.id }, headers: key });
    expect(first.status, first.text).toBe(200);
    const order = data<Order>(first);
    const recorded = data<Quote>(await app.request('GET', `/api/v1/quotes/${accepted.id}`));
    expect(recorded.order_id).toBe(order.id);
    expect(recorded.status).toBe('accepted');
    expect(recorded.updated_at).toBe(order.created_at);
    const before = await orderCount();
    // (Before: 10 of 10 further orders from one quote were made.)
    const second = await app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: accepted.id, reference: 'again' } });
    expect(second.status, second.text).toBe(409);
    expect(failure(second)).toMatchObject({ code: 'quote_already_ordered', details: [{ field: '/quote_id', issue: `made into order ${order.id}` }] });
    expect(failure(second).message).toContain(order.id);
    // The quote is spent: cancelling it is refused, naming the order to cancel instead, and changes nothing.
    const cancel = await app.request('PATCH', `/api/v1/quotes/${accepted.id}`, { body: { status: 'cancelled' } });
    expect(cancel.status, cancel.text).toBe(409);
    expect(failure(cancel)).toMatchObject({ code: 'quote_already_ordered', details: [{ field: '/status', issue: expect.stringContaining(order.id) }] });
    expect(data<Quote>(await app.request('GET', `/api/v1/quotes/${accepted.id}`))).toMatchObject({ status: 'accepted', order_id: order.id, updated_at: order.created_at });
    // Cancelling the order does not free the quote.
    expect((await app.request('PATCH', `/api/v1/orders/${order.id}`, { body: { status: 'cancelled' } })).status).toBe(200);
    expect(failure(await app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: accepted.id } })).code).toBe('quote_already_ordered');
    const replay = await app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: accepted.id }, headers: key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(data<Order>(replay).id).toBe(order.id);
    expect(await orderCount()).toBe(before);
  });

  it('makes one order of conversions sent at once: one 200, the others 409 naming it', async () => {
    const accepted = await acceptedQuote();
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: accepted.id, reference: `at-once-${i}` }, headers: { 'Idempotency-Key': `at-once-${accepted.id}-${i}` } })),
    );
    const made = answers.filter((res) => res.status === 200);
    expect(made, answers.map((res) => res.text.slice(0, 200)).join('\n')).toHaveLength(1);
    const order = data<Order>(made[0]!);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status, res.text).toBe(409);
      expect(failure(res)).toMatchObject({ code: 'quote_already_ordered', details: [{ field: '/quote_id', issue: `made into order ${order.id}` }] });
    }
    expect(await orderCount()).toBe(before + 1);
    expect(data<Quote>(await app.request('GET', `/api/v1/quotes/${accepted.id}`)).order_id).toBe(order.id);
  });
});

describe('getOrder, listOrders and isolation', () => {
  it('lists newest first and filters by status, buyer and creation time', async () => {
    const a = await createOrder({ reference: 'list-a' });
    const b = await createOrder({ reference: 'list-b' });
    const all = data<{ orders: Order[]; total: number }>(await app.request('GET', '/api/v1/orders', { query: { limit: 100 } }));
    const ids = all.orders.map((o) => o.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    await app.request('PATCH', `/api/v1/orders/${a.id}`, { body: { status: 'confirmed' } });
    const confirmed = data<{ orders: Order[] }>(await app.request('GET', '/api/v1/orders', { query: { status: 'confirmed', limit: 100 } })).orders;
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.every((o) => o.status === 'confirmed')).toBe(true);
    expect(confirmed.map((o) => o.id)).toContain(a.id);
    const byBuyer = data<{ orders: Order[] }>(await app.request('GET', '/api/v1/orders', { query: { buyer_id: buyer.id, limit: 100 } })).orders;
    expect(byBuyer.length).toBeGreaterThan(0);
    expect(byBuyer.every((o) => o.buyer.id === buyer.id)).toBe(true);
    const future = data<{ orders: Order[]; total: number }>(await app.request('GET', '/api/v1/orders', { query: { created_gte: '2099-01-01T00:00:00Z' } }));
    expect(future.total).toBe(0);
    const past = data<{ total: number }>(await app.request('GET', '/api/v1/orders', { query: { created_lt: '2099-01-01T00:00:00Z', limit: 1 } }));
    expect(past.total).toBe(all.total);
  });

  it("answers another account's or the other mode's order as not found, on every operation", async () => {
    const order = await createOrder();
    const shipmentPath = `/api/v1/orders/${order.id}/shipments`;
    const calls: Array<[string, string, unknown]> = [
      ['GET', `/api/v1/orders/${order.id}`, undefined],
      ['PATCH', `/api/v1/orders/${order.id}`, { status: 'confirmed' }],
      ['GET', `/api/v1/orders/${order.id}/history`, undefined],
      ['GET', shipmentPath, undefined],
      ['POST', shipmentPath, { carrier: 'HMM', transport_mode: 'sea', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX' }],
      ['GET', `${shipmentPath}/shp_3kTq9Zx2Lm8Wv5Rb1Nc7`, undefined],
      ['POST', `${shipmentPath}/shp_3kTq9Zx2Lm8Wv5Rb1Nc7/events`, { status: 'booked', occurred_at: '2026-12-01T00:00:00Z' }],
    ];
    for (const key of [otherAccountKey, app.liveKey]) {
      for (const [method, path, body] of calls) {
        const res = await app.request(method, path, { key, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(failure(res).code).toBe('not_found');
      }
      const list = data<{ orders: Order[] }>(await app.request('GET', '/api/v1/orders', { key, query: { limit: 100 } }));
      expect(list.orders.map((o) => o.id)).not.toContain(order.id);
    }
    expect(data<Order>(await app.request('GET', `/api/v1/orders/${order.id}`)).status).toBe('draft');
  });
});

describe('updateOrder and listOrderHistory', () => {
  it('moves one step at a time, keeps every change in the history, and names the allowed moves when refusing', async () => {
    const order = await createOrder();
    const path = `/api/v1/orders/${order.id}`;
    const jump = await app.request('PATCH', path, { body: { status: 'shipped' } });
    expect(jump.status).toBe(409);
    expect(failure(jump)).toMatchObject({ code: 'invalid_state_transition', details: [{ field: '/status', issue: 'allowed from draft: confirmed, cancelled' }] });
    for (const status of ['confirmed', 'in_production', 'ready_to_ship'] as const) {
      const res = await app.request('PATCH', path, { body: { status } });
      expect(res.status).toBe(200);
      expect(data<Order>(res).status).toBe(status);
    }
    const history = data<{ history: components['schemas']['OrderHistoryEntry'][]; total: number }>(await app.request('GET', `${path}/history`));
    expect(history.total).toBe(4);
    expect(history.history.map((h) => [h.id, h.from_status, h.to_status, h.source])).toEqual([
      [1, null, 'draft', 'api'],
      [2, 'draft', 'confirmed', 'api'],
      [3, 'confirmed', 'in_production', 'api'],
      [4, 'in_production', 'ready_to_ship', 'api'],
    ]);
    expect(history.history.every((h) => h.actor?.startsWith('key_'))).toBe(true);
  });

  it('changes items and terms of a draft only, with new totals; notes until the order is final', async () => {
    const order = await createOrder();
    const path = `/api/v1/orders/${order.id}`;
    const items = [{ description: 'Sheet mask', hs_code: '330499', quantity: '500', unit: 'PCE', unit_price: { amount: '1.20', currency: 'USD' } }];
    const changed = data<Order>(await app.request('PATCH', path, { body: { items, named_place: 'Incheon' } }));
    expect(changed.totals.goods_value).toEqual({ amount: '600.00', currency: 'USD' });
    expect(changed.named_place).toBe('Incheon');
    await app.request('PATCH', path, { body: { status: 'confirmed' } });
    const lockedItems = await app.request('PATCH', path, { body: { items } });
    expect(lockedItems.status).toBe(409);
    expect(failure(lockedItems)).toMatchObject({ code: 'order_locked', details: [{ field: '/items' }] });
    const notes = await app.request('PATCH', path, { body: { notes: 'Ship before Christmas' } });
    expect(data<Order>(notes).notes).toBe('Ship before Christmas');
    expect((await app.request('PATCH', path, { body: { status: 'cancelled' } })).status).toBe(200);
    const final = await app.request('PATCH', path, { body: { notes: 'too late' } });
    expect(failure(final).code).toBe('order_locked');
    const history = data<{ history: components['schemas']['OrderHistoryEntry'][] }>(await app.request('GET', `${path}/history`)).history;
    expect(history.map((h) => h.changes)).toEqual([['created'], ['items', 'named_place'], ['status'], ['notes'], ['status']]);
  });

  it('applies concurrent moves one after the other: exactly one of two confirmations wins a step', async () => {
    const order = await createOrder();
    const path = `/api/v1/orders/${order.id}`;
    await app.request('PATCH', path, { body: { status: 'confirmed' } });
    const results = await Promise.all([1, 2].map(() => app.request('PATCH', path, { body: { status: 'in_production' } })));
    // The second sees in_production already and sets nothing new: both succeed, one history entry.
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const history = data<{ total: number }>(await app.request('GET', `${path}/history`));
    expect(history.total).toBe(3);
  });
});
