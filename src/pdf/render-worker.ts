// The entry of each rendering thread: piscina calls `make` with a document job (build, validate,
// number, render) or the default export with a render model. It is its own entry in the bundle
// (scripts/build.ts): dist/render-worker.js beside dist/server.js.
import type { MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { loadBuildReferenceData } from '../domain/documents/build.js';
import type { DocumentJob, MadeDocument } from '../domain/documents/job.js';
import type { DocumentRenderModel } from '../domain/documents/model.js';
import { validateRenderModel } from '../domain/documents/validate.js';
import { ApiError } from '../domain/errors.js';
import { HostCallFailed, hostOverPort, refusalOf, type Refusal } from './document-host.js';
import { drawDocumentPdf } from './draw-document.js';
import { documentFonts } from './fonts.js';
import { makeDocument } from './make-document.js';
import { scheduleThreadAsIdle } from '../thread-priority.js';

// Requests come first: this thread renders with the CPU they leave (src/thread-priority.ts).
scheduleThreadAsIdle();

// Parse the fonts and read the currencies, seaports and agreements when the thread starts, not on its first document.
documentFonts();
loadBuildReferenceData();

/** A PDF, or why the model cannot be rendered. */
export type WorkerResult = { pdf: Uint8Array; pages: number } | { refusal: Refusal };

/** A job's document (its PDF's memory moved to the caller), why it was refused, or that a call to the main thread failed (the main thread has the error). */
export type MakeResult = { made: Omit<MadeDocument, 'pdf'> & { pdf: Uint8Array } } | { refusal: Refusal } | { hostFailed: true };

/** What the pool sends with a job: the port its calls to the main thread go over (transferred). */
export interface MakeTask {
  job: DocumentJob;
  port: MessagePort;
}

/** Moves a PDF's memory to the main thread instead of copying it. */
function moved<T extends object>(bytes: Uint8Array, result: T): T {
  return move({ [transferableSymbol]: [bytes.buffer], [valueSymbol]: result }) as unknown as T;
}

/** Builds, validates, numbers (asking the main thread) and renders one document. */
export async function make({ job, port }: MakeTask): Promise<MakeResult> {
  try {
    const made = await makeDocument(job, hostOverPort(port));
    const pdf = new Uint8Array(made.pdf.buffer, made.pdf.byteOffset, made.pdf.byteLength);
    return moved(pdf, { made: { ...made, pdf } });
  } catch (error) {
    if (error instanceof ApiError) return { refusal: refusalOf(error) };
    if (error instanceof HostCallFailed) return { hostFailed: true };
    throw error;
  } finally {
    port.close();
  }
}

/** Validates and renders a model its caller built: the pool's `render`, for tests and benches (DocumentService makes its documents with `make`). */
export default async function renderInWorker(model: DocumentRenderModel): Promise<WorkerResult> {
  try {
    validateRenderModel(model);
  } catch (error) {
    if (error instanceof ApiError) return { refusal: refusalOf(error) };
    throw error;
  }
  const { pdf, pages } = await drawDocumentPdf(model);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return moved(bytes, { pdf: bytes, pages });
}
