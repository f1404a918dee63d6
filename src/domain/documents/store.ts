import type { components } from '../../../generated/openapi.js';
import type { AccountScope } from '../modes.js';
import type { DocumentType } from './model.js';

// What documents need from storage; src/db/document-store.ts implements it with SQL.

/** A document's metadata as the API shows it (generated from the contract). */
export type DocumentMeta = components['schemas']['Document'];
export type DocumentCreateRequest = components['schemas']['DocumentCreateRequest'];

/** Where the PDF's bytes are: in the database row, or in a file of the configured directory. */
export type StoredPdf = { pdf: Uint8Array } | { filePath: string };

export interface DocumentListQuery {
  type?: DocumentType | undefined;
  orderId?: string | undefined;
  limit: number;
  offset: number;
}

export interface DocumentStore {
  /** The next number of the account's mode, type and year: one atomic step, never the same twice. */
  nextNumber(scope: AccountScope, type: DocumentType, year: number): Promise<number>;
  insert(scope: AccountScope, document: DocumentMeta, file: StoredPdf, createdAt: Date): Promise<void>;
  find(scope: AccountScope, id: string): Promise<DocumentMeta | undefined>;
  file(scope: AccountScope, id: string): Promise<{ document: DocumentMeta; file: StoredPdf } | undefined>;
  /** Newest first. */
  list(scope: AccountScope, query: DocumentListQuery): Promise<{ documents: DocumentMeta[]; total: number }>;
}
