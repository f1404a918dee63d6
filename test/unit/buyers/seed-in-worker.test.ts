import { describe, expect, it } from 'vitest';
import { SEED_BATCH, sandboxBuyersInWorker } from '../../../src/db/sandbox-buyers-in-worker.js';
import { generateSandboxBuyers } from '../../../src/domain/buyers/generate.js';
import type { BuyerRecord } from '../../../src/domain/buyers/types.js';

// The first start's seed comes from a worker thread (src/db/sandbox-buyers-in-worker.ts): the same
// buyers as generateSandboxBuyers, in the same order, cut into batches.
describe('sandboxBuyersInWorker', () => {
  it('gives the buyers of generateSandboxBuyers, in order, in batches of SEED_BATCH', async () => {
    const count = 2 * SEED_BATCH + 123;
    const batches: BuyerRecord[][] = [];
    for await (const batch of sandboxBuyersInWorker(count)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([SEED_BATCH, SEED_BATCH, 123]);
    expect(batches.flat()).toEqual(generateSandboxBuyers(count));
  });

  it('gives nothing for none', async () => {
    const batches: BuyerRecord[][] = [];
    for await (const batch of sandboxBuyersInWorker(0)) batches.push(batch);
    expect(batches).toEqual([]);
  });

  it('fails when the thread does (the seed transaction then rolls back)', async () => {
    const consume = async () => {
      for await (const batch of sandboxBuyersInWorker(-1)) void batch;
    };
    await expect(consume()).rejects.toThrow(/count must be a non-negative integer/);
  });
});
