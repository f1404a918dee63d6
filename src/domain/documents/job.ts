import type { BuildSources } from './build.js';
import type { RenderedDocument, DocumentType } from './model.js';
import type { CostsPricing, DocumentPrice, PriceSource } from './price.js';
import type { DocumentCreateRequest } from './store.js';

// A document made off the main thread: the main thread reads what the request names from storage
// and hands it over as a job; a rendering thread builds the render model from it, validates it,
// asks the main thread for the number once nothing can refuse the request, and renders the PDF.
// Only the answers that need storage or the pricing engine's data cross back (DocumentHost).

/**
 * What a document is made from: the request and what the main thread read for it (the sources the
 * model is built from, less what the thread supplies itself: the pricing and the number).
 */
export type DocumentJob = Pick<BuildSources, 'order' | 'quote' | 'buyer' | 'buyerAddress' | 'profile' | 'language' | 'issueDate'> & {
  type: DocumentType;
  request: DocumentCreateRequest;
};

/** What making a document asks of the main thread, which holds storage and the pricing engine. */
export interface DocumentHost {
  /** The pricing engine's answer for a document given with costs. */
  priceWithCosts(input: CostsPricing): Promise<PriceSource>;
  /** Takes the document's number: asked once, after the model was found valid. */
  takeNumber(): Promise<string>;
}

/** A document made: its PDF and what its metadata needs. */
export interface MadeDocument extends RenderedDocument {
  number: string;
  /** SHA-256 of the PDF, hex. */
  sha256: string;
  /** The total printed, in `currency`. */
  total: string;
  currency: string;
  price: DocumentPrice;
}

/** The port that makes documents (src/pdf/ implements it with the rendering threads). */
export interface DocumentMaker {
  make(job: DocumentJob, host: DocumentHost): Promise<MadeDocument>;
}
