// Export documents over HTTP: creation from an order or inline in English and Korean, what each type
// needs, numbering under concurrency, the metadata, the PDF with its ETag, lists, and isolation.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { allHsEntries } from '../../src/domain/reference/hs.js';
import { agreementsBetween, allTradeAgreements } from '../../src/domain/reference/trade-agreements.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { ReceivedResponse } from '../helpers/contract.js';
import { pdfText } from '../unit/documents/pdf-text.js';

type Doc = components['schemas']['Document'];
type Order = components['schemas']['Order'];
type ErrorBody = components['schemas']['ErrorResponse']['error'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;
const failure = (res: ReceivedResponse): ErrorBody => (res.body as components['schemas']['ErrorResponse']).error;

let app: TestApp;
let otherAccountKey: string;
let order: Order;
/** The order's buyer, a sandbox buyer with a (synthetic) postal address. */
let orderBuyer: components['schemas']['Buyer'];
/** Shared by the second server of the storage test, which opens the same signing keys. */
const SECRETS_ENCRYPTION_KEY = randomBytes(32).toString('hex');

const exporter = { name: 'Hanbit Cosmetics Co., Ltd.', address: '12 Teheran-ro, Gangnam-gu\nSeoul 06234', country: 'KR', tax_id: '120-81-12345' };
const importer = { name: 'Brightwell Beauty Supply LLC', address: '800 S Figueroa St, Los Angeles, CA 90017', country: 'US' };
const koImporter = { name: '브라이트웰 뷰티 서플라이', address: '로스앤젤레스 피게로아 800', country: 'US' };

/** HS 2022 subheadings of chapter 33, which items cycle through: a document's codes must be real ones. */
const SUBHEADINGS = allHsEntries()
  .map((entry) => entry.code)
  .filter((code) => code.length === 6 && code.startsWith('33'));

function item(i: number, overrides: Record<string, unknown> = {}) {
  return {
    description: `Hydrating sheet mask, lot ${i}`,
    hs_code: SUBHEADINGS[i % SUBHEADINGS.length]!,
    quantity: String(10 + i),
    unit: 'PCE',
    unit_price: { amount: '12.50', currency: 'USD' },
    net_weight_kg: '2',
    gross_weight_kg: '2.5',
    ...overrides,
  };
}

function invoice(overrides: Record<string, unknown> = {}, count = 3) {
  return { type: 'commercial_invoice', exporter, importer, items: Array.from({ length: count }, (_, i) => item(i)), incoterm: 'FOB', named_place: 'Busan', currency: 'USD', port_of_loading: 'KRPUS', port_of_discharge: 'USLAX', ...overrides };
}

async function create(body: unknown, options: { key?: string; headers?: Record<string, string> } = {}): Promise<Doc> {
  const res = await app.request('POST', '/api/v1/documents', { body, ...options });
  expect(res.status, res.text).toBe(200);
  return data<Doc>(res);
}

/** The PDF's bytes (the test helper reads bodies as text, which would mangle binary). */
async function download(doc: Doc, key = app.testKey): Promise<Uint8Array> {
  const res = await fetch(`${app.baseUrl}/api/v1/documents/${doc.id}/file`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

beforeAll(async () => {
  app = await startTestApp({ SECRETS_ENCRYPTION_KEY });
  const buyer = data<{ buyers: components['schemas']['Buyer'][] }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'US', has_contact: 'true', limit: 1 } })).buyers[0]!;
  orderBuyer = buyer;
  const other = await app.services.accounts.createAccount({ name: 'Another exporter', plan: API_PLAN });
  otherAccountKey = (await app.services.accounts.createApiKey(other, 'test', SCOPES)).secret;
  const res = await app.request('POST', '/api/v1/orders', {
    body: {
      buyer_id: buyer.id,
      items: [
        { description: 'Hydrating face cream, 50 ml', hs_code: '330499', quantity: '2000', unit: 'PCE', unit_price: { amount: '4.50', currency: 'USD' }, net_weight_kg: '120', gross_weight_kg: '150' },
        { description: 'Roll-on deodorant', hs_code: '330720', quantity: '1000', unit: 'PCE', unit_price: { amount: '2.10', currency: 'USD' }, net_weight_kg: '80', gross_weight_kg: '95' },
      ],
      incoterm: 'FOB',
      named_place: 'Busan',
      currency: 'USD',
      origin_country: 'KR',
      payment_terms: 'T/T 30 days',
    },
  });
  expect(res.status, res.text).toBe(200);
  order = data<Order>(res);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('createDocument', () => {
  it('makes an invoice from an order: parties, items, HS codes and totals in the English PDF', async () => {
    const doc = await create({ type: 'commercial_invoice', order_id: order.id, exporter });
    expect(doc).toMatchObject({ object: 'document', type: 'commercial_invoice', status: 'ready', language: 'en', order_id: order.id, total: { amount: '11100.00', currency: 'USD' } });
    expect(doc.number).toMatch(new RegExp(`^CI-${new Date().getUTCFullYear()}-\\d{6}$`));
    const pdf = await download(doc);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(doc.size_bytes).toBe(pdf.byteLength);
    const text = (await pdfText(pdf)).all;
    for (const expected of [doc.number, exporter.name, order.buyer.name, '330499', '330720', '11,100.00']) expect(text).toContain(expected);
    // The importer's address is the buyer's postal address, street first, not a city.
    const address = orderBuyer.contact.address!;
    expect(address.street).toMatch(/ Example /);
    expect(text).toContain(`${address.street}, 00000 ${address.city}, United States`);
  });

  it('refuses a document for a buyer with no street address on record unless the request gives the importer', async () => {
    const bare = data<{ buyers: components['schemas']['Buyer'][] }>(await app.request('GET', '/api/v1/buyers', { query: { country: 'JP', has_contact: 'false', limit: 1 } })).buyers[0]!;
    expect(bare.contact.address).toBeNull();
    const res = await app.request('POST', '/api/v1/documents', { body: { ...invoice(), importer: undefined, buyer_id: bare.id } });
    expect(res.status, res.text).toBe(400);
    expect(failure(res)).toMatchObject({ code: 'validation_failed', details: [{ field: '/importer/address', issue: `is required: buyer ${bare.id} has no street address on record; give importer (name, address, country)` }] });
    const given = await create({ ...invoice(), buyer_id: bare.id });
    expect((await pdfText(await download(given))).all).toContain(importer.address);
  });

  it('prints Korean labels and Hangul intact when Accept-Language asks for Korean', async () => {
    // The third item's code as an invoice prints it: the PDF shows its digits.
    const [first, second, third] = SUBHEADINGS as [string, string, string];
    const items = invoice().items.map((it, i) => (i === 2 ? { ...it, hs_code: `${third.slice(0, 4)}.${third.slice(4)}` } : it));
    const doc = await create(invoice({ importer: koImporter, items }), { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(doc.language).toBe('ko');
    const text = (await pdfText(await download(doc))).all;
    for (const expected of [doc.number, koImporter.name, '상업송장', exporter.name, first, second, third]) expect(text).toContain(expected);
    // 10 x 12.50 + 11 x 12.50 + 12 x 12.50 = 412.50
    expect(text).toContain('412.50');
  });

  it('spreads a 200-item invoice over several pages with every item in the text', async () => {
    const doc = await create(invoice({}, 200));
    expect(doc.pages).toBeGreaterThan(2);
    const text = (await pdfText(await download(doc))).all;
    for (let i = 0; i < 200; i++) expect(text).toContain(`lot ${i}`);
  }, 60_000);

  it('numbers concurrent creations without a gap or a repeat, per type', async () => {
    const docs = await Promise.all(Array.from({ length: 12 }, () => create(invoice({ type: 'proforma_invoice' }, 1))));
    const sequences = docs.map((d) => Number(d.number.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(12);
    expect(sequences.at(-1)! - sequences[0]!).toBe(11);
    const packing = await create(invoice({ type: 'packing_list', packages: [{ count: 3, kind: 'carton', net_weight_kg: '6', gross_weight_kg: '7.5', length_cm: '40', width_cm: '30', height_cm: '20' }] }));
    expect(packing.number).toMatch(/^PL-\d{4}-000001$/);
  }, 60_000);

  it('prints no empty weight column on a packing list whose items carry no weights, and refuses package lines without them (issue 48)', async () => {
    const bare = [0, 1].map((i) => item(i, { net_weight_kg: undefined, gross_weight_kg: undefined }));
    // One carton line per item (item 0: 10 pieces, item 1: 11), weighed on the packages only.
    const packages = [
      { count: 1, kind: 'carton', contents: [{ item_index: 0, quantity: '10' }], net_weight_kg: '6', gross_weight_kg: '7.5', length_cm: '40', width_cm: '30', height_cm: '20' },
      { count: 1, kind: 'carton', contents: [{ item_index: 1, quantity: '11' }], net_weight_kg: '6.6', gross_weight_kg: '8', length_cm: '40', width_cm: '30', height_cm: '20' },
    ];
    const doc = await create(invoice({ type: 'packing_list', items: bare, packages }));
    const text = (await pdfText(await download(doc))).all;
    expect(text).not.toMatch(/Net weight\s*\(kg\)|Gross weight\s*\(kg\)/);
    expect(text).toContain('15.5 kg');
    const unweighed = await app.request('POST', '/api/v1/documents', { body: invoice({ type: 'packing_list', items: bare, packages: packages.map(({ net_weight_kg: _n, gross_weight_kg: _g, ...rest }) => rest) }) });
    expect(unweighed.status).toBe(400);
    expect(failure(unweighed).details.map((d) => d.field)).toEqual(expect.arrayContaining(['/packages/0/net_weight_kg', '/packages/0/gross_weight_kg']));
  });

  it('replays a creation sent again with the same Idempotency-Key, taking no second number', async () => {
    const headers = { 'idempotency-key': `doc-${Date.now()}` };
    const first = await app.request('POST', '/api/v1/documents', { body: invoice({ type: 'shipping_instructions' }), headers });
    const second = await app.request('POST', '/api/v1/documents', { body: invoice({ type: 'shipping_instructions' }), headers });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(data<Doc>(second)).toEqual(data<Doc>(first));
    const list = data<{ total: number }>(await app.request('GET', '/api/v1/documents', { query: { type: 'shipping_instructions' } }));
    expect(list.total).toBe(1);
  });

  it('checks a certificate of origin application against the trade-agreements data', async () => {
    const korus = agreementsBetween('KR', 'US')[0]!;
    const items = [item(0, { origin_country: 'KR', origin_criterion: 'CTH' })];
    const doc = await create({ ...invoice({ type: 'certificate_of_origin_application', items, agreement: korus.id }) });
    expect(doc.number).toMatch(/^CO-/);
    expect((await pdfText(await download(doc))).all).toContain('CTH');
    // An agreement Korea belongs to and the United States does not covers no goods imported there.
    const other = allTradeAgreements().find((a) => a.members.includes('KR') && !a.members.includes('US'))!;
    const res = await app.request('POST', '/api/v1/documents', { body: invoice({ type: 'certificate_of_origin_application', items, agreement: other.id }) });
    expect(res.status).toBe(422);
    expect(failure(res).code).toBe('origin_not_covered');
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, number, string, string[]][] = [
    ['an invoice without parties, items or currency', { type: 'commercial_invoice' }, 400, 'validation_failed', ['/exporter', '/importer', '/currency']],
    ['an unknown order', { type: 'commercial_invoice', order_id: 'ord_00000000000000000000', exporter }, 400, 'unknown_order', ['/order_id']],
    ['an unknown buyer', { ...invoice(), importer: undefined, buyer_id: 'b_999999999' }, 400, 'unknown_buyer', ['/buyer_id']],
    ['a packing list without packages', invoice({ type: 'packing_list' }), 400, 'validation_failed', ['/packages']],
    ['packages that do not weigh what the items do', invoice({ type: 'packing_list', packages: [{ count: 1, kind: 'carton', net_weight_kg: '1', gross_weight_kg: '2', length_cm: '1', width_cm: '1', height_cm: '1' }] }), 400, 'validation_failed', ['/packages']],
    ['a certificate without agreement or criteria', invoice({ type: 'certificate_of_origin_application' }), 400, 'validation_failed', ['/agreement', '/items/0/origin_criterion', '/items/1/origin_criterion', '/items/2/origin_criterion']],
    ['an agreement not in the data', invoice({ type: 'certificate_of_origin_application', agreement: '999999', items: [item(0, { origin_criterion: 'WO' })] }), 400, 'validation_failed', ['/agreement']],
    ['an unknown UN/LOCODE', invoice({ port_of_loading: 'KRZZZ' }), 400, 'unknown_port', ['/port_of_loading']],
    // Customs reads the code a document prints: one HS 2022 lacks is refused as a price's is.
    ['an HS code in no HS 2022 chapter', invoice({ items: [item(0), item(1, { hs_code: '9999.99' })] }), 400, 'unknown_hs_code', ['/items/1/hs_code']],
    ['an HS subheading HS 2022 lacks', invoice({ items: [item(0, { hs_code: '330400' })] }), 400, 'unknown_hs_code', ['/items/0/hs_code']],
    // A national line must be one of the importer's schedule (the US HTS here), and every bad code is named.
    ['a US line the HTS lacks, beside an unknown subheading', invoice({ items: [item(0, { hs_code: '3304.99.9999' }), item(1), item(2, { hs_code: '330400' })] }), 400, 'unknown_hs_code', ['/items/0/hs_code', '/items/2/hs_code']],
    // 10,000 item lines are past the body limit before they are parsed; 1,001 are past the contract's bound.
    ['10,000 items', invoice({}, 10_000), 413, 'payload_too_large', []],
    ['1,001 items', invoice({}, 1001), 400, 'validation_failed', ['/items']],
    ['a 5,000-character name', invoice({ exporter: { ...exporter, name: 'x'.repeat(5000) } }), 400, 'validation_failed', ['/exporter/name']],
    ['a price in another currency', invoice({ items: [item(0, { unit_price: { amount: '1.00', currency: 'EUR' } })] }), 400, 'validation_failed', ['/items/0/unit_price/currency']],
    // Bounds no real document needs (issue 45): a billion pieces or kilograms on a line, an insurance rate past 100 %.
    ['a quantity of a billion', invoice({ items: [item(0, { quantity: '1000000000' })] }), 400, 'validation_failed', ['/items/0/quantity']],
    ['a line weighing a billion kilograms', invoice({ items: [item(0, { net_weight_kg: '1000000000', gross_weight_kg: '1000000000' })] }), 400, 'validation_failed', ['/items/0/net_weight_kg', '/items/0/gross_weight_kg']],
    [
      'an insurance rate of 150 %',
      invoice({ incoterm: 'CIF', named_place: 'Los Angeles', costs: { export_clearance: { amount: '1', currency: 'USD' }, origin_inland: { amount: '1', currency: 'USD' }, main_freight: { amount: '1', currency: 'USD' }, insurance_rate_pct: '150' } }),
      400,
      'validation_failed',
      ['/costs/insurance_rate_pct'],
    ],
  ];
  it.each(cases)('refuses %s, naming every path, and keeps nothing', async (_name, body, status, code, paths) => {
    const before = data<{ total: number }>(await app.request('GET', '/api/v1/documents')).total;
    const res = await app.request('POST', '/api/v1/documents', { body });
    expect(res.status, res.text).toBe(status);
    expect(failure(res).code).toBe(code);
    const fields = failure(res).details.map((d) => d.field);
    for (const path of paths) expect(fields.some((f) => f === path || f.startsWith(`${path}/`)), `${path} in ${fields.join(', ')}`).toBe(true);
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/documents')).total).toBe(before);
  }, 30_000);

  it('checks the HS codes of items given beside an order, which the document prints instead of the order\'s', async () => {
    const before = data<{ total: number }>(await app.request('GET', '/api/v1/documents')).total;
    const res = await app.request('POST', '/api/v1/documents', { body: { type: 'commercial_invoice', order_id: order.id, exporter, items: [item(0, { hs_code: '9999.99' })] } });
    expect(res.status, res.text).toBe(400);
    expect(failure(res)).toMatchObject({ code: 'unknown_hs_code', details: [{ field: '/items/0/hs_code' }] });
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/documents')).total).toBe(before);
  });

  it('prints control characters harmlessly (NUL, which cannot be stored, is refused before)', async () => {
    const doc = await create(invoice({ importer: { ...importer, name: 'Bright\u0001well\u202E Beauty\u0007 LLC' } }));
    const text = (await pdfText(await download(doc))).all;
    expect(text).toContain('Brightwell Beauty LLC'.slice(0, 6));
    expect(text).not.toMatch(/[\u0001\u0007\u202E]/);
    const nul = await app.request('POST', '/api/v1/documents', { body: invoice({ importer: { ...importer, name: 'Bright\u0000well' } }) });
    expect(nul.status).toBe(400);
    expect(failure(nul).code).toBe('invalid_request');
  });

  it("refuses an order of another account as unknown", async () => {
    const res = await app.request('POST', '/api/v1/documents', { body: { type: 'commercial_invoice', order_id: order.id, exporter }, key: otherAccountKey });
    expect(res.status).toBe(400);
    expect(failure(res).code).toBe('unknown_order');
  });
});

describe('reading documents', () => {
  it('gives the metadata, the PDF with ETag and file name, and 304 for a current copy', async () => {
    const doc = await create(invoice());
    const meta = await app.request('GET', `/api/v1/documents/${doc.id}`);
    expect(data<Doc>(meta)).toEqual(doc);
    const file = await app.request('GET', `/api/v1/documents/${doc.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('etag')).toBe(`"${doc.sha256}"`);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${doc.number}.pdf"`);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(await download(doc)).digest('hex')).toBe(doc.sha256);
    const again = await app.request('GET', `/api/v1/documents/${doc.id}/file`, { headers: { 'if-none-match': `"${doc.sha256}"` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const stale = await app.request('GET', `/api/v1/documents/${doc.id}/file`, { headers: { 'if-none-match': '"0000"' } });
    expect(stale.status).toBe(200);
  });

  it('lists newest first, paged, filtered by type and order', async () => {
    const fromOrder = data<{ documents: Doc[]; total: number }>(await app.request('GET', '/api/v1/documents', { query: { order_id: order.id } }));
    expect(fromOrder.total).toBeGreaterThan(0);
    expect(fromOrder.documents.every((d) => d.order_id === order.id)).toBe(true);
    const page = data<{ documents: Doc[]; has_more: boolean }>(await app.request('GET', '/api/v1/documents', { query: { type: 'proforma_invoice', limit: 5 } }));
    expect(page.documents).toHaveLength(5);
    expect(page.has_more).toBe(true);
    expect(page.documents.every((d) => d.type === 'proforma_invoice')).toBe(true);
    const created = page.documents.map((d) => d.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("answers another account's or the other mode's document as not found, on every operation", async () => {
    const doc = await create(invoice());
    for (const key of [otherAccountKey, app.liveKey]) {
      for (const path of [`/api/v1/documents/${doc.id}`, `/api/v1/documents/${doc.id}/file`]) {
        const res = await app.request('GET', path, { key });
        expect(res.status).toBe(404);
        expect(failure(res).code).toBe('not_found');
      }
      const list = data<{ documents: Doc[] }>(await app.request('GET', '/api/v1/documents', { key }));
      expect(list.documents.find((d) => d.id === doc.id)).toBeUndefined();
    }
  });
});

describe('where the PDFs are kept', () => {
  it('serves a document from another server over the same database; with DOCUMENTS_DIR the file is in the directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'documents-dir-'));
    const second = await startTestApp({ DOCUMENTS_DIR: dir, SECRETS_ENCRYPTION_KEY }, { shareDatabaseWith: app });
    try {
      const inDatabase = await create(invoice());
      const res = await fetch(`${second.baseUrl}/api/v1/documents/${inDatabase.id}/file`, { headers: { authorization: `Bearer ${app.testKey}` } });
      expect(res.headers.get('etag')).toBe(`"${inDatabase.sha256}"`);
      const inDirRes = await second.request('POST', '/api/v1/documents', { body: invoice() });
      const inDir = data<Doc>(inDirRes);
      const file = join(dir, `${inDir.id}.pdf`);
      expect(existsSync(file)).toBe(true);
      // The first server, without DOCUMENTS_DIR, finds the file through the row.
      const bytes = await download(inDir);
      expect(Buffer.compare(Buffer.from(bytes), readFileSync(file))).toBe(0);
    } finally {
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

const hasPdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;
if (!hasPdftoppm) console.warn('pdftoppm not found (apt-get install poppler-utils): the PNG test of documents made through the API is skipped.');

describe.skipIf(!hasPdftoppm)('a document made through the API, drawn by pdftoppm', () => {
  it.each(['en', 'ko'] as const)('draws the first page of the %s invoice as a PNG with ink on it', async (language) => {
    const doc = await create(invoice({ language }, 20));
    const dir = mkdtempSync(join(tmpdir(), 'documents-png-'));
    try {
      writeFileSync(join(dir, 'doc.pdf'), await download(doc));
      const grey = spawnSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', '-gray', join(dir, 'doc.pdf'), join(dir, 'page')]);
      expect(grey.status).toBe(0);
      const pgm = readFileSync(join(dir, 'page.pgm'));
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
      const pixels = pgm.subarray(header[0].length);
      expect(pixels.filter((p) => p < 128).length / pixels.length).toBeGreaterThan(0.01);
      const png = spawnSync('pdftoppm', ['-r', '60', '-f', '1', '-l', '1', '-singlefile', '-png', join(dir, 'doc.pdf'), join(dir, 'page')]);
      expect(png.status).toBe(0);
      expect(readFileSync(join(dir, 'page.png')).subarray(1, 4).toString('latin1')).toBe('PNG');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
