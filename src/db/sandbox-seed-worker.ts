// The entry of the thread that generates the first start's sandbox buyers
// (src/db/sandbox-buyers-in-worker.ts starts it). It is its own entry in the bundle
// (scripts/bundle.ts): dist/sandbox-seed-worker.js beside dist/server.js.
import { parentPort, workerData } from 'node:worker_threads';
import { generateSandboxBuyers } from '../domain/buyers/generate.js';
import type { SeedJob, SeedMessage } from './sandbox-buyers-in-worker.js';

const job = workerData as SeedJob;
// One stream of draws makes every buyer (generate.ts): they are made at once, then sent in batches.
const buyers = generateSandboxBuyers(job.count);
let sent = 0;
parentPort!.on('message', () => {
  const batch = buyers.slice(sent, (sent += job.batch));
  parentPort!.postMessage((batch.length > 0 ? { buyers: batch } : { done: true }) satisfies SeedMessage);
});
