// The entry of each rendering thread (piscina calls the default export with one render model).
// It is its own entry in the bundle (scripts/build.ts): dist/render-worker.js beside dist/server.js.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { DocumentRenderModel } from '../domain/documents/model.js';
import { validateRenderModel } from '../domain/documents/validate.js';
import { ApiError, type ErrorCode, type FieldIssue } from '../domain/errors.js';
import { drawDocumentPdf } from './draw-document.js';
import { documentFonts } from './fonts.js';
import { scheduleThreadAsIdle } from './thread-priority.js';

// Requests come first: this thread renders with the CPU they leave (src/pdf/thread-priority.ts).
scheduleThreadAsIdle();

// Parse the fonts when the thread starts, not on its first document.
documentFonts();

/** A PDF, or why the model cannot be rendered (an ApiError does not survive the trip between threads). */
export type WorkerResult = { pdf: Uint8Array; pages: number } | { refusal: { code: ErrorCode; message: string; details: FieldIssue[] } };

/**
 * Validates and renders; the PDF's memory moves to the caller without a copy. DocumentService has
 * validated the model on the main thread already, before it took the document's number (bad input
 * never uses a number); the check here is for every other caller of the port.
 */
export default async function renderInWorker(model: DocumentRenderModel): Promise<WorkerResult> {
  try {
    validateRenderModel(model);
  } catch (error) {
    if (error instanceof ApiError) return { refusal: { code: error.code, message: error.message, details: error.details } };
    throw error;
  }
  const { pdf, pages } = await drawDocumentPdf(model);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const result: WorkerResult = { pdf: bytes, pages };
  return move({ [transferableSymbol]: [bytes.buffer], [valueSymbol]: result }) as unknown as WorkerResult;
}
