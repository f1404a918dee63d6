// Making one document in the calling thread: what each rendering thread runs for a job (the
// pool, renderer.ts, is how the server uses it; the contract's examples call it directly).
import { createHash } from 'node:crypto';
import { composeDocument } from '../domain/documents/compose.js';
import type { DocumentHost, DocumentJob, MadeDocument } from '../domain/documents/job.js';
import { drawDocumentPdf } from './draw-document.js';

export async function makeDocument(job: DocumentJob, host: DocumentHost): Promise<MadeDocument> {
  const { model, price } = await composeDocument(job, host);
  const { pdf, pages } = await drawDocumentPdf(model);
  return { pdf, pages, number: model.number, sha256: createHash('sha256').update(pdf).digest('hex'), total: model.totals.total, currency: model.currency, price };
}
