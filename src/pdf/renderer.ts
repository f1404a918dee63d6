// The DocumentMaker and DocumentRenderer ports, implemented by a pool of worker threads (piscina):
// a render takes 10-30 ms of CPU, which on the main thread would stall every other request, and
// building and validating a document's model (its decimal arithmetic) allocated about 170 KB a
// document there, whose collections paused every request (docs/design/performance.md, 2026-11-29).
// The threads run under SCHED_IDLE where Linux allows it (src/thread-priority.ts), otherwise
// at a lower nice priority than the main thread, so that rendering takes the CPU that requests leave.
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ApiError } from '../domain/errors.js';
import type { DocumentHost, DocumentJob, DocumentMaker, MadeDocument } from '../domain/documents/job.js';
import type { DocumentRenderer, DocumentRenderModel, RenderedDocument } from '../domain/documents/model.js';
import { checkRenderModelSize } from '../domain/documents/validate.js';
import { refusalError, serveHost } from './document-host.js';
import type { MakeResult, MakeTask, WorkerResult } from './render-worker.js';

export interface PdfRendererOptions {
  /** Rendering threads. Default: one per core but one, at least 1, at most 4 (defaultRenderThreads). */
  threads?: number;
  /**
   * How much lower the rendering threads' scheduling priority is than the main thread's (nice
   * increment) where they cannot run under SCHED_IDLE. Default 5: when the cores are busy,
   * answering requests comes first.
   */
  niceIncrement?: number;
  /** Renders waiting for a thread beyond which new ones are refused (503). Default 64 per thread. */
  maxQueue?: number;
  /** The worker module; by default found beside this module (see workerFile). */
  workerFile?: string;
  /** How long a thread with no document to make stays before it ends. Default RENDER_THREAD_IDLE_MS. */
  idleMs?: number;
}

/** The rendering threads as the server holds them: documents made from jobs, nothing else. */
export interface DocumentThreads extends DocumentMaker {
  /** Threads and renders waiting, for metrics and tests. */
  readonly stats: { threads: number; queued: number };
  /** Lets running renders finish, then stops the threads. */
  close(): Promise<void>;
}

/**
 * The pool with both ports. `render` (DocumentRenderer: a model its caller built, on the caller's
 * thread) is the path from before documents were built on the rendering threads; only tests and
 * benches use it, to render a model they made themselves. The server holds DocumentThreads.
 */
export interface PdfDocumentRenderer extends DocumentThreads, DocumentRenderer {}

/**
 * One thread per core but one, at most 4: a core is left to the event loop that answers every
 * request. With a thread on every core, documents made at full speed kept both cores of a 2-core
 * machine busy and buyer search waited for one (its p99 beside them 25 ms with one thread against
 * 100 ms with two, for about the same PDFs per second on a busy machine: docs/design/performance.md).
 */
export function defaultRenderThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Where the worker module is: from the TypeScript sources, the tsx loader next to this file; from
 * the bundle, dist/render-worker.js, which scripts/build.ts writes next to the bundle that holds this code.
 */
export function workerFile(moduleUrl: string = import.meta.url): string {
  return moduleUrl.endsWith('.ts') ? new URL('./render-worker-dev.mjs', moduleUrl).href : new URL('./render-worker.js', moduleUrl).href;
}

/**
 * A rendering thread that has made no document for this long ends, and the next document starts
 * one again: a thread holds about 35 MiB of resident memory (its own V8 heap, PDFKit, fontkit and
 * the parsed fonts), which a server making documents now and then need not keep between them.
 * The next document pays the thread's start: 1.4 s against 0.1 s on a busy 2-core machine
 * (docs/design/performance.md, "Memory after start, round 2").
 */
export const RENDER_THREAD_IDLE_MS = 300_000;

/** The young generation of each rendering thread. */
export const RENDER_THREAD_YOUNG_GENERATION_MB = 8;

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfDocumentRenderer {
  const threads = options.threads ?? defaultRenderThreads();
  const maxQueue = options.maxQueue ?? 64 * threads;
  const pool = new Piscina<DocumentRenderModel | MakeTask, WorkerResult | MakeResult>({
    filename: options.workerFile ?? workerFile(),
    // None until the first document, and none again after RENDER_THREAD_IDLE_MS without one.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleMs ?? RENDER_THREAD_IDLE_MS,
    maxQueue,
    niceIncrement: options.niceIncrement ?? 5,
    // A job waits for its number from the main thread (a database statement): meanwhile its thread
    // builds the next job's model rather than idle.
    concurrentTasksPerWorker: 2,
    // A thread's young generation, which V8 otherwise lets grow to the main thread's size: with
    // 8 MB a thread held about 60 MB less after a run of invoices (docs/design/performance.md, 2026-11-29).
    resourceLimits: { maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_GENERATION_MB },
  });
  const refuseWhenFull = (): void => {
    if (pool.queueSize >= maxQueue) {
      throw new ApiError('service_unavailable', 'Too many documents are being rendered; retry shortly.', [], { 'Retry-After': '1' });
    }
  };
  const toBuffer = (pdf: Uint8Array): Buffer => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return {
    // Tests and benches only (PdfDocumentRenderer): the server makes its documents with `make`.
    async render(model: DocumentRenderModel): Promise<RenderedDocument> {
      // Oversized models are refused before they are copied to a thread; the rest of the
      // validation runs in the thread, which sends refusals back as data.
      checkRenderModelSize(model);
      refuseWhenFull();
      const result = (await pool.run(model)) as WorkerResult;
      if ('refusal' in result) throw refusalError(result.refusal);
      return { pdf: toBuffer(result.pdf), pages: result.pages };
    },
    async make(job: DocumentJob, host: DocumentHost): Promise<MadeDocument> {
      refuseWhenFull();
      // The job's calls to the main thread (its number, a price with costs) come over its own channel.
      const { port1, port2 } = new MessageChannel();
      const served = serveHost(port1, host);
      try {
        const task: MakeTask = { job, port: port2 };
        const result = (await pool.run(task, { name: 'make', transferList: [port2] })) as MakeResult;
        if ('refusal' in result) throw refusalError(result.refusal);
        if ('hostFailed' in result) throw served.failure();
        return { ...result.made, pdf: toBuffer(result.made.pdf) };
      } finally {
        port1.close();
      }
    },
    get stats() {
      return { threads: pool.threads.length, queued: pool.queueSize };
    },
    close: () => pool.close(),
  };
}
