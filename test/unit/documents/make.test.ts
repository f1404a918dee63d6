// A document made on a rendering thread from a job: the thread builds and validates the model,
// asks the main thread for the number only once nothing can refuse the request, and renders; what
// it asks of the main thread (the number, a price with costs) runs there, in the caller's context.
// In this file the main thread cannot build or validate a model (the modules are mocked to throw):
// the rendering threads load their own, unmocked copies.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentHost, DocumentJob } from '../../../src/domain/documents/job.js';
import type { CostsPricing } from '../../../src/domain/documents/price.js';
import { DocumentService } from '../../../src/domain/documents/service.js';
import type { DocumentCreateRequest, DocumentMeta, DocumentStore } from '../../../src/domain/documents/store.js';
import { ApiError } from '../../../src/domain/errors.js';
import type { AccountScope } from '../../../src/domain/modes.js';
import { createPdfRenderer, type PdfDocumentRenderer } from '../../../src/pdf/renderer.js';
import { pdfText } from './pdf-text.js';

vi.mock('../../../src/domain/documents/build.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/domain/documents/build.js')>()),
  buildRenderModel: () => {
    throw new Error('a render model was built on the main thread');
  },
}));
vi.mock('../../../src/domain/documents/validate.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/domain/documents/validate.js')>()),
  validateRenderModel: () => {
    throw new Error('a render model was validated on the main thread');
  },
}));

let renderer: PdfDocumentRenderer;
beforeAll(() => {
  renderer = createPdfRenderer({ threads: 1 });
});
afterAll(() => renderer.close());

const exporter = { name: 'Hanbit Cosmetics Co., Ltd.', address: '12 Teheran-ro, Gangnam-gu\nSeoul 06234', country: 'KR' };
const importer = { name: 'Brightwell Beauty Supply LLC', address: '800 S Figueroa St, Los Angeles, CA 90017', country: 'US' };

/** Two lines: 120 x 12.50 + 7 x 3.333 (23.331, rounded to 23.33) = 1,523.33 USD. */
function invoiceRequest(overrides: Partial<DocumentCreateRequest> = {}): DocumentCreateRequest {
  return {
    type: 'commercial_invoice',
    exporter,
    importer,
    items: [
      { description: 'Hydrating sheet mask', hs_code: '3304.99', quantity: '120', unit: 'PCE', unit_price: { amount: '12.50', currency: 'USD' }, net_weight_kg: '6', gross_weight_kg: '7' },
      { description: 'Lip tint', hs_code: '330410', quantity: '7', unit: 'PCE', unit_price: { amount: '3.333', currency: 'USD' } },
    ],
    incoterm: 'FOB',
    named_place: 'Busan',
    currency: 'USD',
    port_of_loading: 'KRPUS',
    ...overrides,
  };
}

function job(request: DocumentCreateRequest): DocumentJob {
  return { type: request.type, request, language: 'en', issueDate: '2026-11-29' };
}

/** A host that records what the thread asked of it, and on which thread it answered (the test's own: `threadId`). */
function recordingHost(overrides: Partial<DocumentHost> = {}) {
  const calls: { call: string; threadId: number; input?: CostsPricing }[] = [];
  const host: DocumentHost = {
    takeNumber: async () => {
      calls.push({ call: 'takeNumber', threadId });
      return overrides.takeNumber ? overrides.takeNumber() : 'CI-2026-000042';
    },
    priceWithCosts: async (input) => {
      calls.push({ call: 'priceWithCosts', threadId, input });
      if (!overrides.priceWithCosts) throw new Error('no price expected');
      return overrides.priceWithCosts(input);
    },
  };
  return { host, calls };
}

describe('making a document on a rendering thread', () => {
  it('builds, numbers once from the main thread, renders, and gives the digest and totals the metadata needs', async () => {
    const { host, calls } = recordingHost();
    const made = await renderer.make(job(invoiceRequest()), host);
    expect(calls).toEqual([{ call: 'takeNumber', threadId }]);
    expect(made).toMatchObject({ number: 'CI-2026-000042', total: '1523.33', currency: 'USD', pages: 1 });
    expect(made.price).toEqual({ basis: 'item_amounts', goods_value: { amount: '1523.33', currency: 'USD' }, charges: [], total: { amount: '1523.33', currency: 'USD' } });
    expect(made.sha256).toBe(createHash('sha256').update(made.pdf).digest('hex'));
    const text = (await pdfText(made.pdf)).all;
    for (const expected of ['CI-2026-000042', '330499', 'USD 1,523.33', 'Busan (KRPUS)']) expect(text).toContain(expected);
  });

  it('refuses in the thread with the API error and the request\'s field names, never asking for a number', async () => {
    const cases: [DocumentCreateRequest, string, string[]][] = [
      [invoiceRequest({ type: 'packing_list' }), 'validation_failed', ['/packages']],
      [invoiceRequest({ port_of_discharge: 'USZZZ' }), 'unknown_port', ['/port_of_discharge']],
      // Found by the render model's validation, named as the request names them (/transport/departureDate, /seller/name).
      [invoiceRequest({ departure_date: '2026-02-30', exporter: { ...exporter, name: '\u0007' } }), 'validation_failed', ['/departure_date', '/exporter/name']],
      [invoiceRequest({ type: 'certificate_of_origin_application', agreement: 'KORUS' }), 'validation_failed', ['/items/0/origin_criterion', '/items/1/origin_criterion']],
    ];
    for (const [request, code, fields] of cases) {
      const { host, calls } = recordingHost();
      const error = await renderer.make(job(request), host).catch((e: unknown) => e);
      expect(error, `${request.type} ${request.port_of_discharge ?? ''}`).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(code);
      expect((error as ApiError).details.map((d) => d.field)).toEqual(fields);
      expect(calls).toEqual([]);
    }
  });

  it('asks the main thread for a price with costs, and passes its refusal on with its field', async () => {
    const costs = { main_freight: { amount: '800.00', currency: 'USD' } };
    const refusal = new ApiError('invalid_amount', 'A CIF price needs the insurance.', [{ field: '/costs/insurance', issue: 'is required for CIF' }], { 'X-Test': '1' });
    const { host, calls } = recordingHost({ priceWithCosts: () => Promise.reject(refusal) });
    const error = await renderer.make(job(invoiceRequest({ incoterm: 'CIF', costs })), host).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_amount', status: 400, message: refusal.message, details: refusal.details, headers: refusal.headers });
    expect(calls.map((c) => [c.call, c.threadId])).toEqual([['priceWithCosts', threadId]]);
    // The items as the thread built them: HS code as digits, the unit price in the currency's minor units where it fits.
    expect(calls[0]!.input).toMatchObject({ incoterm: 'CIF', currency: 'USD', asOf: '2026-11-29', costs, seller: { country: 'KR' }, buyer: { country: 'US' } });
    expect(calls[0]!.input!.items.map((i) => [i.hsCode, i.unitPrice, i.amount])).toEqual([['330499', '12.50', '1500.00'], ['330410', '3.333', '23.33']]);
  });

  it('throws on the main thread the very error a host call failed with (a database down), not a copy', async () => {
    const down = new Error('connection terminated');
    const { host } = recordingHost({ takeNumber: () => Promise.reject(down) });
    await expect(renderer.make(job(invoiceRequest()), host)).rejects.toBe(down);
  });

  it('answers a failure inside the thread as an error that is no API error (500), and keeps rendering after it', async () => {
    const { host, calls } = recordingHost();
    const broken = { ...job(invoiceRequest()), request: null } as unknown as DocumentJob;
    const error = await renderer.make(broken, host).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
    await expect(renderer.make(job(invoiceRequest()), recordingHost().host)).resolves.toMatchObject({ number: 'CI-2026-000042' });
  });

  it('runs the host in the async context of the caller (a request\'s unit of work), several jobs at once', async () => {
    const context = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const made = await Promise.all(
      ['a', 'b', 'c'].map((name, i) =>
        context.run(name, () =>
          renderer.make(job(invoiceRequest()), {
            takeNumber: async () => {
              seen.push(context.getStore());
              return `CI-2026-00000${i + 1}`;
            },
            priceWithCosts: () => Promise.reject(new Error('no price expected')),
          }),
        ),
      ),
    );
    expect(seen.sort()).toEqual(['a', 'b', 'c']);
    expect(made.map((m) => m.number)).toEqual(['CI-2026-000001', 'CI-2026-000002', 'CI-2026-000003']);
  });
});

describe('DocumentService', () => {
  /** A store in memory: the numbers taken and the documents inserted. */
  function memoryStore() {
    const numbers: number[] = [];
    const inserted: DocumentMeta[] = [];
    const store: DocumentStore = {
      nextNumber: async () => {
        numbers.push(numbers.length + 1);
        return numbers.length;
      },
      insert: async (_scope, document) => {
        inserted.push(document);
      },
      find: async () => undefined,
      file: async () => undefined,
      list: async () => ({ documents: [], total: 0 }),
    };
    return { store, numbers, inserted };
  }
  const scope: AccountScope = { accountId: 'acc_1', mode: 'test' };

  it('hands the build to the rendering thread: a document made, numbered and stored; a refusal takes no number and stores nothing', async () => {
    const { store, numbers, inserted } = memoryStore();
    const service = new DocumentService(store, {
      orders: { get: () => Promise.reject(new Error('no order')) },
      quotes: { usable: () => Promise.reject(new Error('no quote')) },
      findBuyer: async () => undefined,
      buyerAddress: async () => null,
      profile: async () => undefined,
      renderer,
      exchangeRates: () => {
        throw new Error('no price with costs here');
      },
      now: () => new Date('2026-11-29T10:00:00Z'),
    });
    const document = await service.create(scope, invoiceRequest(), 'en');
    expect(document).toMatchObject({ number: 'CI-2026-000001', total: { amount: '1523.33', currency: 'USD' }, pages: 1, created_at: '2026-11-29T10:00:00Z' });
    expect(inserted).toEqual([document]);
    const refused = await service.create(scope, invoiceRequest({ port_of_loading: 'KRZZZ' }), 'en').catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'unknown_port', details: [{ field: '/port_of_loading', issue: 'no seaport with this UN/LOCODE' }] });
    expect(numbers).toEqual([1]);
    expect(inserted).toHaveLength(1);
  });
});
