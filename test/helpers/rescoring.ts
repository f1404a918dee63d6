import type { BuyerStore } from '../../src/domain/buyers/store.js';
import type { TestApp } from './app.js';

/**
 * Holds the test server's next rescoring after its first batch of scores is written, until released
 * (the store's later batches, of this rescoring or of others, go straight through).
 */
export function pauseRescoring(instance: TestApp): { paused: Promise<void>; release: () => void } {
  const store = instance.services.buyers['store'] as BuyerStore;
  const insertScores = store.insertScores;
  let batches = 0;
  let markPaused!: () => void;
  let release!: () => void;
  const paused = new Promise<void>((resolve) => (markPaused = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  store.insertScores = async (...args) => {
    if (++batches === 2) {
      markPaused();
      store.insertScores = insertScores;
      await released;
    }
    return insertScores(...args);
  };
  return { paused, release };
}
