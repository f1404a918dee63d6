import type { AccountScope } from '../modes.js';
import type { EventType, StoredEvent } from './types.js';

// What reading events needs from storage; src/db/event-store.ts implements it (and records them).

export interface EventListQuery {
  type?: EventType | undefined;
  createdGte?: Date | undefined;
  createdLt?: Date | undefined;
  limit: number;
  offset: number;
}

export interface EventStore {
  /** Newest first: created_at descending, then id descending. */
  list(scope: AccountScope, query: EventListQuery): Promise<{ events: StoredEvent[]; total: number }>;
  find(scope: AccountScope, id: string): Promise<StoredEvent | undefined>;
  /** Deletes events created before `cutoff` that no delivery refers to any more; returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
}
