import type { Db } from '../db/database.js';
import { errors } from '../domain/errors.js';
import { pageFields, pageWindow } from '../domain/paging.js';
import { timestamp } from '../domain/time.js';
import type { EventScope, EventType, StoredEvent } from './record.js';

// Reading the account's events (GET /events): newest first, then id; kept for at least 30 days.

export interface EventListFilters {
  type?: string | undefined;
  created_gte?: string | undefined;
  created_lt?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

type EventRow = { id: string; type: string; created_at: Date | string; mode: string; data: unknown };

function toEvent(row: EventRow): StoredEvent {
  return { id: row.id, type: row.type as EventType, created_at: timestamp(new Date(row.created_at)), livemode: row.mode === 'live', data: row.data as StoredEvent['data'] };
}

export class EventService {
  constructor(private readonly db: Db) {}

  async list(scope: EventScope, filters: EventListFilters) {
    const window = pageWindow(filters.page, filters.limit);
    let base = this.db.selectFrom('events').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
    if (filters.type) base = base.where('type', '=', filters.type);
    if (filters.created_gte) base = base.where('created_at', '>=', new Date(filters.created_gte));
    if (filters.created_lt) base = base.where('created_at', '<', new Date(filters.created_lt));
    const [rows, count] = await Promise.all([
      base.select(['id', 'type', 'created_at', 'mode', 'data']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { events: rows.map(toEvent), ...pageFields(window, Number(count.n)) };
  }

  async get(scope: EventScope, id: string): Promise<StoredEvent> {
    const row = await this.db.selectFrom('events').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select(['id', 'type', 'created_at', 'mode', 'data']).executeTakeFirst();
    if (!row) throw errors.notFound(`Event ${id}`);
    return toEvent(row);
  }

  /** Events older than the retention (30 days at least) and no longer referenced by a pending delivery. */
  async purgeOlderThan(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('events')
      .where('created_at', '<', cutoff)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('webhook_deliveries').whereRef('webhook_deliveries.event_id', '=', 'events.id').select('webhook_deliveries.id'))))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
