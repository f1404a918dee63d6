// The entry of each rendering thread (piscina calls the default export with one render model).
// It is its own entry in the bundle (scripts/build.ts): dist/render-worker.js beside dist/server.js.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { DocumentRenderModel } from '../domain/documents/model.js';
import { drawDocumentPdf } from './draw-document.js';
import { documentFonts } from './fonts.js';

// Parse the fonts when the thread starts, not on its first document.
documentFonts();

export interface WorkerResult {
  pdf: Uint8Array;
  pages: number;
}

/** Renders a model the main thread has validated; the PDF's memory moves to the caller without a copy. */
export default async function renderInWorker(model: DocumentRenderModel): Promise<WorkerResult> {
  const { pdf, pages } = await drawDocumentPdf(model);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const result: WorkerResult = { pdf: bytes, pages };
  return move({ [transferableSymbol]: [bytes.buffer], [valueSymbol]: result }) as unknown as WorkerResult;
}
