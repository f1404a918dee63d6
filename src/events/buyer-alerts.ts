import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { BuyerAlertsTable } from '../db/schema.js';
import { MAX_BUYER_ALERTS, normalizeAlertFilters, type BuyerAlert, type BuyerAlertCreateRequest } from '../domain/buyers/alerts.js';
import { errors } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { pageFields, pageWindow } from '../domain/paging.js';
import { timestamp } from '../domain/time.js';
import type { EventScope } from './record.js';

// Buyer alerts of an account and mode (POST/GET/DELETE /buyer-alerts). Matching them against
// added or changed buyers is ./buyer-matches.ts.

const COLUMNS = ['id', 'mode', 'country', 'sector', 'hs_prefix', 'name_query', 'min_score', 'description', 'created_at'] as const;
type AlertRow = Pick<Selectable<BuyerAlertsTable>, (typeof COLUMNS)[number]>;

function toAlert(row: AlertRow): BuyerAlert {
  return {
    id: row.id,
    object: 'buyer_alert',
    country: row.country,
    sector: row.sector,
    hs_code: row.hs_prefix,
    q: row.name_query,
    min_score: Number(row.min_score),
    description: row.description,
    livemode: row.mode === 'live',
    created_at: timestamp(new Date(row.created_at)),
  };
}

const notFound = (id: string) => errors.notFound(`Buyer alert ${id}`);

export class BuyerAlertService {
  constructor(private readonly db: Db) {}

  async create(scope: EventScope, input: BuyerAlertCreateRequest, now = new Date()): Promise<BuyerAlert> {
    const filters = normalizeAlertFilters(input);
    const id = newId('buyerAlert');
    await this.db.transaction().execute(async (trx) => {
      // The account's alerts are counted under a lock on the account row, so two creations cannot both take the last place.
      await trx.selectFrom('accounts').where('id', '=', scope.accountId).select('id').forUpdate().executeTakeFirst();
      const count = await trx.selectFrom('buyer_alerts').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_BUYER_ALERTS) throw errors.validationFailed(`An account keeps at most ${MAX_BUYER_ALERTS} buyer alerts per mode.`, [{ field: '/min_score', issue: `at most ${MAX_BUYER_ALERTS} alerts` }]);
      await trx
        .insertInto('buyer_alerts')
        .values({
          id,
          account_id: scope.accountId,
          mode: scope.mode,
          country: filters.country,
          sector: filters.sector,
          hs_prefix: filters.hsPrefix,
          name_query: filters.nameQuery,
          min_score: filters.minScore,
          description: input.description ?? null,
          created_at: now,
        })
        .execute();
    });
    return this.get(scope, id);
  }

  async list(scope: EventScope, page: { page?: number | undefined; limit?: number | undefined }) {
    const window = pageWindow(page.page, page.limit);
    const base = this.db.selectFrom('buyer_alerts').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
    const [rows, count] = await Promise.all([
      base.select(COLUMNS).orderBy('created_at').orderBy('id').limit(window.limit).offset(window.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { alerts: rows.map(toAlert), ...pageFields(window, Number(count.n)) };
  }

  async get(scope: EventScope, id: string): Promise<BuyerAlert> {
    const row = await this.db.selectFrom('buyer_alerts').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select(COLUMNS).executeTakeFirst();
    if (!row) throw notFound(id);
    return toAlert(row);
  }

  async remove(scope: EventScope, id: string): Promise<{ id: string; object: 'buyer_alert'; deleted: true }> {
    const result = await this.db.deleteFrom('buyer_alerts').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(id);
    return { id, object: 'buyer_alert', deleted: true };
  }
}
