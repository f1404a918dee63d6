import type { AccountScope } from '../modes.js';
import type { Quote, QuoteStatus } from './types.js';

// What quotes need from storage; src/db/quote-store.ts implements it with SQL. A quote is stored
// with the status it was last given (open, accepted, cancelled): whether an open one has expired is
// decided when it is read, against the day (`today`) the caller passes.

export interface QuoteListQuery {
  status?: QuoteStatus | undefined;
  createdGte?: Date | undefined;
  createdLt?: Date | undefined;
  /** YYYY-MM-DD (UTC): open quotes valid until before this day are `expired`. */
  today: string;
  limit: number;
  offset: number;
}

/** What a decision on the locked quote wants saved: the quote as changed, and the status it read before. */
export interface QuoteChange {
  quote: Quote;
  previousStatus: QuoteStatus;
}

export interface QuoteStore {
  /** `createdAt` is the exact instant (the quote shows it to the second): lists order by it. */
  insert(scope: AccountScope, quote: Quote, createdAt: Date): Promise<void>;
  find(scope: AccountScope, id: string): Promise<Quote | undefined>;
  /** Newest first: created_at descending, then id descending. */
  list(scope: AccountScope, query: QuoteListQuery): Promise<{ quotes: Quote[]; total: number }>;
  /**
   * Runs `decide` on the locked quote and saves the change it returns (with its quote.updated
   * event) in one transaction; `decide` returns null when nothing changes. Resolves to the quote as
   * it stands afterwards, or undefined when there is no such quote.
   */
  change(scope: AccountScope, id: string, decide: (quote: Quote) => QuoteChange | null): Promise<Quote | undefined>;
}
