import type { Db } from '../db/database.js';
import { recordSuccesses, type Success } from './claims.js';

// Successful attempts of all the runs that end within a few milliseconds are recorded by one
// statement (recordSuccesses), not one per run: under load the delivery worker ends a run per
// endpoint per claim, and on the embedded database each statement holds the event loop. Until its
// batch is written a delivery stays pending and leased, so nobody claims it again meanwhile; a
// crash before the write only means it is sent again (at least once).

/** How long the first success waits for others to share its statement. */
const COALESCE_MS = 10;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class SuccessBatch {
  private pending: Success[] = [];
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Resolves once these successes are written (or at once when there are none). */
  record(successes: readonly Success[]): Promise<void> {
    if (successes.length === 0) return Promise.resolve();
    this.pending.push(...successes);
    const written = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.timer ??= setTimeout(() => void this.flush(), COALESCE_MS);
    return written;
  }

  /** Writes what is waiting now. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    if (batch.length === 0) return;
    try {
      await recordSuccesses(this.db, batch, this.now());
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    }
  }
}
