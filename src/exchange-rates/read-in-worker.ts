import { Worker } from 'node:worker_threads';
import { RATE_FILE_LIMITS, type RateFileLimits, type RateFileResult } from '../domain/exchange-rates/rate-files.js';
import type { RatesDay } from '../domain/exchange-rates/types.js';

// Every rate file a process reads (npm run import:rates, the inbox, the feed) is read in a thread of
// its own, so a server's event loop never parses one: a 100 MB file in the inbox held it 74 s and
// ended the process. The thread's heap is capped, and whatever ends it (the cap, an unreadable
// file) comes back as one line of the file's errors, never as an exception.

/** The heap a reading thread may use: a file within RATE_FILE_LIMITS needs about a quarter of it. */
export const READER_HEAP_MB = 256;

export type RateFileSource = { path: string } | { bytes: Uint8Array };

/** Days per message from the thread: each message is copied into the event loop at once. */
export const DAYS_PER_MESSAGE = 500;

/** What the thread sends: the days in several messages, then the rest of the result. */
export type RateFileMessage = { days: RatesDay[] } | { result: Omit<RateFileResult, 'days'> };

/** What the thread is handed. */
export interface RateFileJob {
  source: RateFileSource;
  today: string;
  limits: RateFileLimits;
}

/** From the TypeScript sources, the tsx loader beside this file; from a bundle, dist/rate-file-worker.js beside it. */
function workerUrl(moduleUrl: string = import.meta.url): URL {
  return moduleUrl.endsWith('.ts') ? new URL('./rate-file-worker-dev.mjs', moduleUrl) : new URL('./rate-file-worker.js', moduleUrl);
}

const refused = (issue: string): RateFileResult => ({ format: null, days: [], errors: [{ line: 0, issue }], edges: { first: {}, last: {} } });

/** Reads and checks a rate file in a worker thread; `today` (YYYY-MM-DD) bounds its dates. */
export function readRateFileInWorker(source: RateFileSource, today: string, limits: RateFileLimits = RATE_FILE_LIMITS): Promise<RateFileResult> {
  return new Promise((resolve) => {
    const job: RateFileJob = { source, today, limits };
    let settled = false;
    const settle = (result: RateFileResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const worker = new Worker(workerUrl(), { workerData: job, resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB } });
    const days: RatesDay[] = [];
    worker.on('message', (message: RateFileMessage) => {
      if ('days' in message) {
        for (const day of message.days) days.push(day);
        return;
      }
      settle({ ...message.result, days });
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(refused(`reading the file needed more than the ${READER_HEAP_MB} MB an import may use`));
      else if (error.code === 'ENOENT' || error.code === 'EACCES' || error.code === 'EISDIR') settle(refused(`cannot read the file: ${error.message}`));
      else settle(refused(`the file could not be read: ${error.message.split('\n')[0]}`));
    });
    worker.once('exit', (code) => settle(refused(`the reading thread ended (exit code ${code}) before it finished the file`)));
  });
}
