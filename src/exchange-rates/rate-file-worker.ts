// The entry of the thread that reads a rate file (src/exchange-rates/read-in-worker.ts starts one
// per file). It is its own entry in the bundle (scripts/bundle.ts): dist/rate-file-worker.js beside
// dist/server.js and dist/import-rates.js.
import { createReadStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readRateFile } from '../domain/exchange-rates/rate-files.js';
import { scheduleThreadAsIdle } from '../thread-priority.js';
import { DAYS_PER_MESSAGE, type RateFileJob, type RateFileMessage } from './read-in-worker.js';

// Requests come first: the file is read with the CPU they leave (the same policy as the rendering
// threads, src/thread-priority.ts).
scheduleThreadAsIdle();

const job = workerData as RateFileJob;
const source = 'path' in job.source ? createReadStream(job.source.path) : [job.source.bytes];
const { days, ...result } = await readRateFile(source, job.today, job.limits);
// The days go in several messages: the receiving event loop takes each in a few milliseconds.
for (let i = 0; i < days.length; i += DAYS_PER_MESSAGE) parentPort!.postMessage({ days: days.slice(i, i + DAYS_PER_MESSAGE) } satisfies RateFileMessage);
parentPort!.postMessage({ result } satisfies RateFileMessage);
