import type { ReferenceRates } from '../exchange-rates/reference-rates.js';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, errors } from '../errors.js';
import { newId, type IdKind } from '../ids.js';
import type { Lang } from '../lang.js';
import type { Mode } from '../modes.js';
import type { OrderService } from '../orders/service.js';
import type { QuoteService } from '../quotes/service.js';
import type { AccountScope } from '../modes.js';
import type { BuyerAddress } from '../buyers/contact.js';
import type { OrderBuyer } from '../orders/types.js';
import { pageFields, pageWindow } from '../paging.js';
import { timestamp } from '../time.js';
import { documentNumber } from './build.js';
import { checkItemCodes } from './item-codes.js';
import type { DocumentMaker } from './job.js';
import type { DocumentType } from './model.js';
import { priceWithCosts } from './price-with-costs.js';
import type { DocumentCreateRequest, DocumentMeta, DocumentStore, StoredPdf } from './store.js';

// Export documents: built from an order or inline data, validated, numbered, rendered (on a
// rendering thread: job.ts), kept.

export interface DocumentDependencies {
  orders: Pick<OrderService, 'get'>;
  /** The quotes a document may be made from (`quote_id`). */
  quotes: Pick<QuoteService, 'usable'>;
  findBuyer(mode: Mode, id: string): Promise<OrderBuyer | undefined>;
  /** A buyer's postal address as its record has it now (BuyerService.postalAddress); null when it has none. */
  buyerAddress(mode: Mode, id: string): Promise<BuyerAddress | null>;
  profile(scope: AccountScope): Promise<{ company_name: string; origin_country: string } | undefined>;
  /** Builds, validates and renders documents (src/pdf/: on the rendering threads). */
  renderer: DocumentMaker;
  /** The exchange rates documents priced with costs convert with now (ExchangeRateService.current). */
  exchangeRates(): ReferenceRates;
  /** When set, PDFs are files here instead of database rows. */
  filesDir?: string | null;
  now?: () => Date;
  /** Makes new ids (fixed ones for the contract's examples). */
  newId?: (kind: IdKind) => string;
}

export interface DocumentListFilters {
  type?: DocumentType | undefined;
  order_id?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export function documentNotFound(id: string): ApiError {
  return errors.notFound(`Document ${id}`);
}

export class DocumentService {
  private readonly now: () => Date;
  private readonly newId: (kind: IdKind) => string;

  constructor(
    private readonly store: DocumentStore,
    private readonly deps: DocumentDependencies,
  ) {
    this.now = deps.now ?? (() => new Date());
    this.newId = deps.newId ?? newId;
  }

  /**
   * Reads what the request names (the order or quote, the buyer, the exporter profile) and hands
   * the rest to the renderer's thread: building and validating the model, the decimal arithmetic,
   * the PDF. The thread asks for the number once nothing can refuse the request (bad input never
   * uses a number); the document is then stored in one transaction with its event.
   */
  async create(scope: AccountScope, request: DocumentCreateRequest, language: Lang): Promise<DocumentMeta> {
    const { type } = request;
    if (request.order_id !== undefined && request.quote_id !== undefined) {
      throw errors.validationFailed('A document is made from an order or from a quote, not both.', [{ field: '/quote_id', issue: 'not with order_id' }]);
    }
    const order = request.order_id === undefined ? undefined : await this.findOrder(scope, request.order_id);
    const quote = request.quote_id === undefined ? undefined : await this.deps.quotes.usable(scope, request.quote_id, 'document');
    let buyer: OrderBuyer | undefined;
    if (!order && !quote?.buyer && request.buyer_id !== undefined) {
      buyer = await this.deps.findBuyer(scope.mode, request.buyer_id);
      if (!buyer) throw new ApiError('unknown_buyer', `Buyer ${request.buyer_id} was not found.`, [{ field: '/buyer_id', issue: 'no such buyer' }]);
    }
    const profile = request.exporter ? undefined : await this.deps.profile(scope);
    // Without an importer in the request, the buyer is the importer, at the address its record has now.
    const importerBuyer = request.importer ? undefined : (order?.buyer ?? quote?.buyer ?? buyer);
    const buyerAddress = importerBuyer ? await this.deps.buyerAddress(scope.mode, importerBuyer.id) : null;
    // Items given here are printed (with an order not priced with its costs, instead of the order's).
    if (request.items) checkItemCodes(request.items, request.importer?.country ?? (order?.buyer ?? quote?.buyer ?? buyer)?.country);
    const now = this.now();
    const year = now.getUTCFullYear();
    const made = await this.deps.renderer.make(
      { type, request, order, quote, buyer, buyerAddress, profile, language, issueDate: timestamp(now).slice(0, 10) },
      {
        priceWithCosts: async (input) => priceWithCosts(input, this.deps.exchangeRates()),
        takeNumber: async () => documentNumber(type, year, await this.store.nextNumber(scope, type, year)),
      },
    );
    const id = this.newId('document');
    const document: DocumentMeta = {
      id,
      object: 'document',
      type,
      status: 'ready',
      number: made.number,
      language,
      order_id: order?.id ?? null,
      quote_id: quote?.id ?? null,
      pages: made.pages,
      size_bytes: made.pdf.byteLength,
      sha256: made.sha256,
      livemode: scope.mode === 'live',
      created_at: timestamp(now),
      total: { amount: made.total, currency: made.currency },
      price: made.price,
      download_url: `/api/v1/documents/${id}/file`,
    };
    const file = await this.keep(id, made.pdf);
    try {
      await this.store.insert(scope, document, file, now);
    } catch (error) {
      if ('filePath' in file) await unlink(file.filePath).catch(() => undefined);
      throw error;
    }
    return document;
  }

  async get(scope: AccountScope, id: string): Promise<DocumentMeta> {
    const document = await this.store.find(scope, id);
    if (!document) throw documentNotFound(id);
    return document;
  }

  async file(scope: AccountScope, id: string): Promise<{ document: DocumentMeta; pdf: Buffer }> {
    const found = await this.store.file(scope, id);
    if (!found) throw documentNotFound(id);
    const pdf = 'pdf' in found.file ? Buffer.from(found.file.pdf.buffer, found.file.pdf.byteOffset, found.file.pdf.byteLength) : await readFile(found.file.filePath);
    return { document: found.document, pdf };
  }

  async list(scope: AccountScope, filters: DocumentListFilters): Promise<{ documents: DocumentMeta[]; total: number; page: number; limit: number; has_more: boolean }> {
    const window = pageWindow(filters.page, filters.limit);
    const found = await this.store.list(scope, { type: filters.type, orderId: filters.order_id, limit: window.limit, offset: window.offset });
    return { documents: found.documents, ...pageFields(window, found.total) };
  }

  private async findOrder(scope: AccountScope, id: string) {
    try {
      return await this.deps.orders.get(scope, id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') {
        throw new ApiError('unknown_order', `Order ${id} was not found.`, [{ field: '/order_id', issue: 'no such order' }]);
      }
      throw error;
    }
  }

  private async keep(id: string, pdf: Buffer): Promise<StoredPdf> {
    const dir = this.deps.filesDir;
    if (!dir) return { pdf };
    await mkdir(dir, { recursive: true });
    const filePath = join(dir, `${id}.pdf`);
    await writeFile(filePath, pdf, { flag: 'wx' });
    return { filePath };
  }
}
