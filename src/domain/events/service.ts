import { errors } from '../errors.js';
import type { AccountScope } from '../modes.js';
import { pageFields, pageWindow } from '../paging.js';
import type { EventStore } from './store.js';
import type { EventType, StoredEvent } from './types.js';

// Reading the account's events (GET /events): newest first, then id; kept for at least 30 days
// (src/domain/webhooks/retention.ts).

export interface EventListFilters {
  type?: EventType | undefined;
  created_gte?: string | undefined;
  created_lt?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export class EventService {
  constructor(private readonly store: EventStore) {}

  async list(scope: AccountScope, filters: EventListFilters) {
    const window = pageWindow(filters.page, filters.limit);
    const found = await this.store.list(scope, {
      type: filters.type || undefined,
      createdGte: filters.created_gte ? new Date(filters.created_gte) : undefined,
      createdLt: filters.created_lt ? new Date(filters.created_lt) : undefined,
      limit: window.limit,
      offset: window.offset,
    });
    return { events: found.events, ...pageFields(window, found.total) };
  }

  async get(scope: AccountScope, id: string): Promise<StoredEvent> {
    const event = await this.store.find(scope, id);
    if (!event) throw errors.notFound(`Event ${id}`);
    return event;
  }

  /** Events older than the retention and no longer referenced by a delivery. */
  purgeOlderThan(cutoff: Date): Promise<number> {
    return this.store.purgeOlderThan(cutoff);
  }
}
