// The contract's quote examples, and the proforma invoice made from one, by the services themselves:
// QuoteService and DocumentService on an in-memory embedded database, with the contract's request
// examples, a fixed clock and fixed ids, so the examples show exactly what the code answers (the
// price from the pricing engine, the PDF's pages, size and digest from the renderer).
import { loadConfig } from '../src/config.js';
import { bundledReferenceRates } from '../src/domain/exchange-rates/bundled.js';
import { createAccountAdmin } from '../src/db/credential-store.js';
import { openDatabase } from '../src/db/database.js';
import { createDocumentStore } from '../src/db/document-store.js';
import { createQuoteStore } from '../src/db/quote-store.js';
import { API_PLAN } from '../src/domain/access/scopes.js';
import { DocumentService } from '../src/domain/documents/service.js';
import type { DocumentCreateRequest, DocumentMeta } from '../src/domain/documents/store.js';
import type { IdKind } from '../src/domain/ids.js';
import type { AccountScope } from '../src/domain/modes.js';
import { QuoteService } from '../src/domain/quotes/service.js';
import type { Quote, QuoteCreateRequest } from '../src/domain/quotes/types.js';
import { makeDocument } from '../src/pdf/make-document.js';
import { inOrderOf, requestExample, sandboxBuyer, sandboxBuyerAddress } from './order-examples.js';

const IDS: Partial<Record<IdKind, string>> = {
  quote: 'quo_6Tn3Wq8Zp1Lx4Rb7Kc2M',
  document: 'doc_8Wm2Qz5Tr1Kx7Vn4Lb9P',
};
const CREATED = '2026-11-21T09:30:00Z';
const ACCEPTED = '2026-11-23T08:15:00Z';

export interface QuoteExamples {
  created: Quote;
  accepted: Quote;
  /** GET /quotes?status=accepted once it is accepted. */
  quotes: { quotes: Quote[]; total: number; page: number; limit: number; has_more: boolean };
  /** The proforma invoice of the open quote (DocumentFromQuoteRequest). */
  proforma: DocumentMeta;
}

/** What a fresh server converts with, at the default age limit. */
const rates = bundledReferenceRates(loadConfig({}).exchangeRateMaxAgeDays);

async function run(): Promise<QuoteExamples> {
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  try {
    let now = new Date(CREATED);
    const clock = () => now;
    const newId = (kind: IdKind) => {
      const id = IDS[kind];
      if (!id) throw new Error(`the quote examples have no fixed ${kind} id`);
      return id;
    };
    const quotes = new QuoteService(createQuoteStore(database.db), { findBuyer: async (_mode, id) => sandboxBuyer(id), exchangeRates: () => rates, now: clock, newId });
    const documents = new DocumentService(createDocumentStore(database.db), {
      orders: { get: () => Promise.reject(new Error('the quote examples make no order')) },
      quotes,
      findBuyer: async () => undefined,
      buyerAddress: async (_mode, id) => sandboxBuyerAddress(id),
      profile: async () => undefined,
      // What the rendering threads run, in this thread: the same job gives the same bytes.
      renderer: { make: makeDocument },
      exchangeRates: () => rates,
      now: clock,
      newId,
    });
    const accountId = await createAccountAdmin(database.db).createAccount({ name: 'Example exporter', plan: API_PLAN });
    const scope: AccountScope = { accountId, mode: 'test' };
    const created = await quotes.create(scope, requestExample<QuoteCreateRequest>('QuoteCreateRequestExample'));
    const proforma = await documents.create(scope, { ...requestExample<DocumentCreateRequest>('DocumentFromQuoteRequest'), quote_id: created.id }, 'en');
    now = new Date(ACCEPTED);
    const accepted = await quotes.update(scope, created.id, { status: 'accepted' });
    // Read back, a quote comes in jsonb's key order; the examples show the order the service builds.
    const list = await quotes.list(scope, { status: 'accepted' });
    return { created, accepted: inOrderOf(created, accepted) as Quote, quotes: inOrderOf({ quotes: [created] }, list) as QuoteExamples['quotes'], proforma };
  } finally {
    await database.close();
  }
}

let examples: Promise<QuoteExamples> | undefined;

/** The examples, made once per process. */
export function quoteExamples(): Promise<QuoteExamples> {
  examples ??= run();
  return examples;
}
