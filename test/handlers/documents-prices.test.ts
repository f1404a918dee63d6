// Invoices by Incoterm over HTTP (createDocument): made from a quote, from an order or with costs,
// an invoice shows the goods, each cost the seller carries as a line, and the Incoterm price as its
// total, read back from the PDF in English and Korean; packing lists whose packages say what they
// hold and add up; what a stored price forbids a request to replace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buyerIn, cifRequest, createQuote, data, downloadPdf, EXPORTER, failure, type Doc, type Order, type Quote } from '../helpers/real-task.js';
import { pdfText } from '../unit/documents/pdf-text.js';

let app: TestApp;
let hamburg: Quote;
let order: Order;

/** The task's packing: 40 cartons of 50 deodorants, 20 of 10 overcoats. */
const PACKAGES = [
  { count: 40, kind: 'carton', description: 'Roll-on deodorant, 50 ml, 50 per carton', marks: 'HBT / HAMBURG', numbers: { first: 1, last: 40 }, contents: [{ item_index: 0, quantity: '50' }], package_net_weight_kg: '3.5', package_gross_weight_kg: '4.2', length_cm: '40', width_cm: '30', height_cm: '20' },
  { count: 20, kind: 'carton', description: "Cotton overcoats for men, 10 per carton", marks: 'HBT / HAMBURG', numbers: { first: 41, last: 60 }, contents: [{ item_index: 1, quantity: '10' }], package_net_weight_kg: '16', package_gross_weight_kg: '17.5', length_cm: '60', width_cm: '40', height_cm: '40' },
];

async function createDocument(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Doc> {
  const res = await app.request('POST', '/api/v1/documents', { body, headers });
  expect(res.status, res.text).toBe(200);
  return data<Doc>(res);
}

beforeAll(async () => {
  app = await startTestApp();
  const buyer = await buyerIn(app, 'DE');
  hamburg = await createQuote(app, { request: cifRequest('hamburg'), buyer_id: buyer.id, named_place: 'Hamburg' });
  await app.request('PATCH', `/api/v1/quotes/${hamburg.id}`, { body: { status: 'accepted' } });
  const res = await app.request('POST', '/api/v1/orders', { body: { buyer_id: buyer.id, quote_id: hamburg.id, payment_terms: 'T/T 30 days' } });
  expect(res.status, res.text).toBe(200);
  order = data<Order>(res);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('invoices carry the Incoterm price', () => {
  // The English one is read back where the documents guide makes it (test/docs/guide-samples.test.ts).
  it("prints a CIF Hamburg commercial invoice from the quote's order whose total is the quote's CIF price, in Korean", async () => {
    // 11,000.00 goods + 120.00 + 180.00 + 650.00 freight + 19.72 insurance = 11,969.72.
    expect(hamburg.price).toEqual({ amount: '11969.72', currency: 'USD' });
    expect(order.totals.price).toEqual(hamburg.price);
    const doc = await createDocument({ type: 'commercial_invoice', order_id: order.id, exporter: EXPORTER, port_of_loading: 'KRPUS', port_of_discharge: 'DEHAM', language: 'ko' });
    expect(doc.total).toEqual(hamburg.price);
    expect(doc.price).toEqual({
      basis: 'incoterm',
      goods_value: { amount: '11000.00', currency: 'USD' },
      charges: [
        { cost: 'export_clearance', amount: { amount: '120.00', currency: 'USD' } },
        { cost: 'origin_inland', amount: { amount: '180.00', currency: 'USD' } },
        { cost: 'main_freight', amount: { amount: '650.00', currency: 'USD' } },
        { cost: 'insurance', amount: { amount: '19.72', currency: 'USD' } },
      ],
      total: hamburg.price,
    });
    const text = (await pdfText(await downloadPdf(app, doc))).all;
    for (const expected of ['상업송장', '물품 가액 (Goods value)', '운임 (Freight)', '보험료 (Insurance)', 'USD 11,000.00', 'USD 650.00', 'USD 19.72']) expect(text).toContain(expected);
    // The total printed is the quote's price, to the cent.
    const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
    expect(lines[lines.findIndex((line) => line.startsWith('합계 (Total) (CIF Hamburg)')) + 1]).toBe('USD 11,969.72');
  });

  it("makes a proforma invoice of the open quote: its buyer, items, price and validity", async () => {
    const buyer = await buyerIn(app, 'US');
    const quote = await createQuote(app, { request: cifRequest('longBeach'), buyer_id: buyer.id, named_place: 'Long Beach' });
    const doc = await createDocument({ type: 'proforma_invoice', quote_id: quote.id, exporter: EXPORTER });
    expect(doc).toMatchObject({ quote_id: quote.id, order_id: null, total: quote.price, price: { basis: 'incoterm', total: quote.price } });
    const text = (await pdfText(await downloadPdf(app, doc))).all;
    const validUntil = new Date(`${quote.valid_until}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const expected of ['PROFORMA INVOICE', buyer.name, 'Roll-on deodorant, 50 ml', '620130', 'Valid until', validUntil, 'Total (CIF Long Beach)', `USD ${Number(quote.price!.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`]) {
      expect(text).toContain(expected);
    }
  });

  it('prices an inline invoice with costs through the pricing engine, DDP with its duty and import VAT as lines', async () => {
    const importer = { name: 'Nordhafen Drogerie GmbH', address: 'Am Sandtorkai 1, 20457 Hamburg', country: 'DE' };
    const items = [{ description: 'Roll-on deodorant, 50 ml', hs_code: '330720', quantity: '1000', unit: 'PCE', unit_price: { amount: '3.00', currency: 'EUR' }, net_weight_kg: '70' }];
    const costs = { export_clearance: { amount: '100', currency: 'EUR' }, origin_inland: { amount: '80', currency: 'EUR' }, main_freight: { amount: '500', currency: 'EUR' }, insurance_rate_pct: '0.3', destination_inland: { amount: '150', currency: 'EUR' }, import_clearance: { amount: '100', currency: 'EUR' } };
    const doc = await createDocument({ type: 'commercial_invoice', exporter: EXPORTER, importer, items, currency: 'EUR', incoterm: 'DDP', named_place: 'Hamburg', costs });
    const priced = data<{ price: { amount: { amount: string } } }>(
      await app.request('POST', '/api/v1/pricing/calculate', { body: { items: [{ description: items[0]!.description, hs_code: '330720', quantity: '1000', unit_price: items[0]!.unit_price, weight_kg: '70' }], origin: 'KR', destination: 'DE', incoterm: 'DDP', transport_mode: 'sea', quote_currency: 'EUR', costs } }),
    );
    expect(doc.total.amount).toBe(priced.price.amount.amount);
    expect(doc.price.charges.map((c) => c.cost)).toEqual(['export_clearance', 'origin_inland', 'main_freight', 'insurance', 'destination_inland', 'import_clearance', 'duty', 'import_vat']);
    const text = (await pdfText(await downloadPdf(app, doc))).all;
    for (const expected of ['Import duty', 'Import VAT', 'Import clearance', 'Total (DDP Hamburg)']) expect(text).toContain(expected);
  });

  it('keeps the total of an invoice without costs the sum of its items (their unit prices are at the Incoterm)', async () => {
    const importer = { name: 'Nordhafen Drogerie GmbH', address: 'Am Sandtorkai 1, 20457 Hamburg', country: 'DE' };
    const doc = await createDocument({ type: 'commercial_invoice', exporter: EXPORTER, importer, currency: 'USD', incoterm: 'CIF', named_place: 'Hamburg', items: [{ description: 'Deodorant', hs_code: '330720', quantity: '10', unit: 'PCE', unit_price: { amount: '2.5', currency: 'USD' } }] });
    expect(doc.price).toEqual({ basis: 'item_amounts', goods_value: { amount: '25.00', currency: 'USD' }, charges: [], total: { amount: '25.00', currency: 'USD' } });
  });

  it('refuses to replace what a stored price rests on, a quote that cannot be used, and a price with a missing cost, keeping nothing', async () => {
    const cancelled = await createQuote(app, { request: cifRequest('tokyo') });
    await app.request('PATCH', `/api/v1/quotes/${cancelled.id}`, { body: { status: 'cancelled' } });
    const importer = { name: 'Nordhafen Drogerie GmbH', address: 'Am Sandtorkai 1, 20457 Hamburg', country: 'DE' };
    const before = data<{ total: number }>(await app.request('GET', '/api/v1/documents')).total;
    const cases: [Record<string, unknown>, number, string, string[]][] = [
      [{ type: 'commercial_invoice', quote_id: hamburg.id, exporter: EXPORTER, incoterm: 'FOB', currency: 'EUR' }, 400, 'validation_failed', ['/incoterm', '/currency']],
      [{ type: 'commercial_invoice', order_id: order.id, exporter: EXPORTER, costs: { main_freight: { amount: '1', currency: 'USD' } } }, 400, 'validation_failed', ['/costs']],
      [{ type: 'commercial_invoice', order_id: order.id, quote_id: hamburg.id, exporter: EXPORTER }, 400, 'validation_failed', ['/quote_id']],
      [{ type: 'proforma_invoice', quote_id: cancelled.id, exporter: EXPORTER }, 409, 'quote_not_valid', ['/quote_id']],
      [{ type: 'proforma_invoice', quote_id: 'quo_00000000000000000000', exporter: EXPORTER }, 400, 'unknown_quote', ['/quote_id']],
      [{ type: 'commercial_invoice', exporter: EXPORTER, importer, currency: 'USD', incoterm: 'CIF', costs: { export_clearance: { amount: '10', currency: 'USD' }, origin_inland: { amount: '10', currency: 'USD' } }, items: [{ description: 'Deodorant', hs_code: '330720', quantity: '10', unit: 'PCE', unit_price: { amount: '2.50', currency: 'USD' } }] }, 400, 'invalid_amount', ['/costs/main_freight']],
    ];
    for (const [body, status, code, fields] of cases) {
      const res = await app.request('POST', '/api/v1/documents', { body });
      expect(res.status, res.text).toBe(status);
      expect(failure(res).code).toBe(code);
      for (const field of fields) expect(failure(res).details.map((d) => d.field)).toContain(field);
    }
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/documents')).total).toBe(before);
  });
  it('refuses an invoice of a quote that has no price (DDP where the VAT is not in the data), and makes its packing list', async () => {
    const costs = Object.fromEntries(['export_clearance', 'origin_inland', 'main_freight', 'insurance', 'destination_inland', 'import_clearance'].map((c) => [c, { amount: '10.00', currency: 'USD' }]));
    const quote = await createQuote(app, { request: cifRequest('tokyo', { destination: 'BD', incoterm: 'DDP', costs }), named_place: 'Dhaka' });
    expect(quote.price).toBeNull();
    const res = await app.request('POST', '/api/v1/documents', { body: { type: 'proforma_invoice', quote_id: quote.id, exporter: EXPORTER, importer: { name: 'Dhaka Traders Ltd.', address: 'Motijheel, Dhaka', country: 'BD' } } });
    expect(res.status).toBe(400);
    expect(failure(res).details).toEqual([{ field: '/quote_id', issue: `no DDP price: ${quote.result.price.reason}` }]);
    const packages = PACKAGES.map((p) => ({ ...p, marks: 'HBT / DHAKA' }));
    const list = await createDocument({ type: 'packing_list', quote_id: quote.id, exporter: EXPORTER, importer: { name: 'Dhaka Traders Ltd.', address: 'Motijheel, Dhaka', country: 'BD' }, packages });
    expect(list.price).toMatchObject({ basis: 'item_amounts', total: { amount: '11000.00', currency: 'USD' } });
  });
});

describe('packing lists people can check', () => {
  it('prints each package line with its numbers, contents and weights per carton and per line, totals that add up', async () => {
    const doc = await createDocument({ type: 'packing_list', order_id: order.id, exporter: EXPORTER, packages: PACKAGES, port_of_loading: 'KRPUS', port_of_discharge: 'DEHAM' });
    expect(doc.total).toEqual(hamburg.price);
    const text = (await pdfText(await downloadPdf(app, doc))).all;
    // 40 x 3.5 = 140 kg and 20 x 16 = 320 kg net: the items' 460 kg; gross 40 x 4.2 + 20 x 17.5 = 518 kg; 60 cartons.
    for (const expected of ['Nos. 1-40', 'Nos. 41-60', 'item 1 × 50', 'item 2 × 10', '3.5 / 140', '16 / 320', '4.2 / 168', '17.5 / 350', '460 kg', '518 kg', 'Total packages', '60']) {
      expect(text).toContain(expected);
    }
  });

  it('refuses packages that do not add up, naming the field', async () => {
    const wrong = [{ ...PACKAGES[0]!, numbers: { first: 1, last: 39 } }, { ...PACKAGES[1]!, contents: [{ item_index: 1, quantity: '9' }], gross_weight_kg: '360' }];
    const res = await app.request('POST', '/api/v1/documents', { body: { type: 'packing_list', order_id: order.id, exporter: EXPORTER, packages: wrong } });
    expect(res.status).toBe(400);
    expect(failure(res).code).toBe('validation_failed');
    expect(failure(res).details.map((d) => d.field), JSON.stringify(failure(res).details)).toEqual(['/packages/0/numbers/last', '/packages/1/gross_weight_kg', '/packages/1/contents/0/quantity']);
  });
});
