import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';

// Errors name what the client sent (issue 32, item 8): a unit price of 999999999999999.99 x 2000
// on a document was refused naming `/totals/goods_value`, a field the client never sent; on an
// order or a price calculation it was accepted, with amounts past any the API takes. A computed
// amount out of range names the item fields that caused it, wherever totals come from items.

let app: TestApp;
let buyerId: string;
beforeAll(async () => {
  app = await startTestApp();
  const buyers = await app.request('GET', '/api/v1/buyers', { query: { country: 'US', limit: 1 } });
  buyerId = (buyers.body as { data: { buyers: Array<{ id: string }> } }).data.buyers[0]!.id;
});
afterAll(async () => {
  await app?.close();
});

const HUGE = '999999999999999.99';
const LARGE = '600000000000000.00';
const item = (amount: string, quantity: string) => ({ description: 'Face cream', hs_code: '330499', quantity, unit: 'PCE', unit_price: { amount, currency: 'USD' }, net_weight_kg: '2', gross_weight_kg: '2.5' });
const exporter = { name: 'Hanbit Cosmetics Co., Ltd.', address: '12 Teheran-ro, Seoul', country: 'KR', tax_id: '120-81-12345' };
const importer = { name: 'Brightwell Beauty Supply LLC', address: '800 S Figueroa St, Los Angeles', country: 'US' };

const requests: Record<string, (items: ReturnType<typeof item>[]) => [string, unknown]> = {
  document: (items) => ['/api/v1/documents', { type: 'commercial_invoice', exporter, importer, items, incoterm: 'FOB', named_place: 'Busan', currency: 'USD', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX' }],
  order: (items) => ['/api/v1/orders', { buyer_id: buyerId, items, incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' }],
  'price calculation': (items) => [
    '/api/v1/pricing/calculate',
    { items: items.map(({ description, hs_code, quantity, unit_price }) => ({ description, hs_code, quantity, unit_price })), origin: 'KR', destination: 'US', incoterm: 'EXW', transport_mode: 'sea', quote_currency: 'USD' },
  ],
};

const fieldsOf = (res: ReceivedResponse) => ((res.body as { error?: { details: Array<{ field: string }> } }).error?.details ?? []).map((d) => d.field);

describe('a computed amount out of range names the item fields that caused it', () => {
  for (const [what, build] of Object.entries(requests)) {
    it(`${what}: one line past the bound`, async () => {
      const [path, body] = build([item('12.50', '10'), item(HUGE, '2000')]);
      const res = await app.request('POST', path, { body });
      expect([res.status, (res.body as { error?: { code: string } }).error?.code]).toEqual([400, 'validation_failed']);
      expect(fieldsOf(res).sort()).toEqual(['/items/1/quantity', '/items/1/unit_price/amount']);
    });

    it(`${what}: lines within the bound whose sum is past it`, async () => {
      const [path, body] = build([item(LARGE, '1'), item(LARGE, '1')]);
      const res = await app.request('POST', path, { body });
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(['/items']);
    });
  }
});

describe('a price computes no amount past the bound: a cost in the quote currency, the price, the landed cost', () => {
  const usd = (amount: string) => ({ amount, currency: 'USD' });
  const price = (over: Record<string, unknown>) => ({
    items: [{ description: 'Face cream', hs_code: '330499', quantity: '1', unit_price: usd(LARGE) }],
    origin: 'KR',
    destination: 'US',
    incoterm: 'CIF',
    transport_mode: 'sea',
    quote_currency: 'USD',
    costs: { export_clearance: usd('0'), origin_inland: usd('0'), main_freight: usd('100'), insurance: usd('0') },
    ...over,
  });

  it('refuses a freight within the bound in dollars that is past it in rupiah, naming the freight', async () => {
    const res = await app.request('POST', '/api/v1/pricing/calculate', {
      body: price({ items: [{ description: 'Face cream', hs_code: '330499', quantity: '1', unit_price: usd('10') }], quote_currency: 'IDR', costs: { export_clearance: usd('0'), origin_inland: usd('0'), main_freight: usd(HUGE), insurance: usd('0') } }),
    });
    expect([res.status, (res.body as { error?: { code: string } }).error?.code]).toEqual([400, 'validation_failed']);
    expect(fieldsOf(res)).toContain('/costs/main_freight/amount');
  });

  it('refuses goods and a freight each within the bound whose price is past it, naming the items and the costs', async () => {
    const res = await app.request('POST', '/api/v1/pricing/calculate', { body: price({ costs: { export_clearance: usd('0'), origin_inland: usd('0'), main_freight: usd(LARGE), insurance: usd('0') } }) });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(['/costs', '/items']);
  });

  it('prices the same goods with an ordinary freight', async () => {
    const res = await app.request('POST', '/api/v1/pricing/calculate', { body: price({}) });
    expect(res.status, res.text).toBe(200);
  });
});

