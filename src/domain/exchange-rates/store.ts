import type { RatesDay, RatesLoadedFrom } from './types.js';

// The port of the stored reference rates (src/db/exchange-rate-store.ts implements it).

/** What an import did; `newest` is the newest stored day after it. */
export interface RateImportOutcome {
  added: number;
  replaced: number;
  unchanged: number;
  newest: string | null;
}

export interface ExchangeRateStore {
  /** Moves with every import that changed a stored day. */
  version(): Promise<number>;
  newest(): Promise<RatesDay | undefined>;
  /** The stored days next to a span of dates: the newest before `first`, the oldest after `last`. */
  around(first: string, last: string): Promise<{ before: RatesDay | undefined; after: RatesDay | undefined }>;
  /**
   * Stores the days at once (one commit): a new date is added, a stored date whose rates, base or
   * source differ is replaced, an equal one is left alone (so loading a file twice changes nothing);
   * the counter moves when anything changed, and `exchange_rates.updated` is recorded with the
   * change when the newest day changed.
   */
  save(days: readonly RatesDay[], importedFrom: string, loadedFrom: RatesLoadedFrom): Promise<RateImportOutcome>;
}
