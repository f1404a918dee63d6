import { sql, type Selectable } from 'kysely';
import type { AlertFilters, BuyerAlert } from '../domain/buyer-alerts/filters.js';
import { matchAlerts, matchedEvent } from '../domain/buyer-alerts/matches.js';
import type { BuyerAlertStore, StoredAlert } from '../domain/buyer-alerts/store.js';
import { contactOf, storedContactNumbers } from '../domain/buyers/contact.js';
import type { BuyerRecord } from '../domain/buyers/types.js';
import { newId } from '../domain/ids.js';
import type { Mode } from '../domain/modes.js';
import { timestamp } from '../domain/time.js';
import { storedContacts } from './buyer-rows.js';
import type { Db } from './database.js';
import { recordEvent } from './event-store.js';
import type { BuyerAlertsTable } from './schema.js';

// Buyer alerts (src/domain/buyer-alerts/store.ts), and the `buyer.matched` events they raise.

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

function toFilters(row: Pick<Selectable<BuyerAlertsTable>, 'country' | 'sector' | 'hs_prefix' | 'name_query' | 'min_score'>): AlertFilters {
  return { country: row.country, sector: row.sector, hsPrefix: row.hs_prefix, nameQuery: row.name_query, minScore: Number(row.min_score) };
}

export function createBuyerAlertStore(db: Db): BuyerAlertStore {
  return {
    async insert(scope, alert, limit) {
      return db.transaction().execute(async (trx) => {
        // Creations for one account queue on its row; the count runs in its own statement after the
        // lock, so it sees every alert committed before (src/db/webhook-endpoint-store.ts says why).
        await trx.selectFrom('accounts').where('id', '=', scope.accountId).select('id').forUpdate().executeTakeFirst();
        const { filters } = alert;
        const result = await sql`
          INSERT INTO buyer_alerts (id, account_id, mode, country, sector, hs_prefix, name_query, min_score, description, created_at)
          SELECT ${alert.id}, ${scope.accountId}, ${scope.mode}, ${filters.country}, ${filters.sector}, ${filters.hsPrefix}, ${filters.nameQuery},
            ${filters.minScore}, ${alert.description}, ${alert.createdAt}
          WHERE (SELECT count(*) FROM buyer_alerts WHERE account_id = ${scope.accountId} AND mode = ${scope.mode}) < ${limit}`.execute(trx);
        return Number(result.numAffectedRows ?? 0n) === 1;
      });
    },

    async find(scope, id) {
      const row = await db.selectFrom('buyer_alerts').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select(COLUMNS).executeTakeFirst();
      return row ? toAlert(row) : undefined;
    },

    async list(scope, limit, offset) {
      const base = db.selectFrom('buyer_alerts').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
      const [rows, count] = await Promise.all([
        base.select(COLUMNS).orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { alerts: rows.map(toAlert), total: Number(count.n) };
    },

    async remove(scope, id) {
      // In a transaction, so that under an Idempotency-Key it commits with the stored answer
      // (src/db/unit-of-work.ts: a unit's transaction begins with the first transaction opened).
      const result = await db.transaction().execute((trx) => trx.deleteFrom('buyer_alerts').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).executeTakeFirst());
      return Number(result.numDeletedRows) > 0;
    },
  };
}

const CHUNK = 5000;

/**
 * `buyer.matched`, inside the transaction that adds or changes `buyers` (src/domain/buyer-alerts/matches.ts
 * says which pairs match). Each pair raises its event once ever: its match row (primary key alert +
 * buyer) is inserted with ON CONFLICT DO NOTHING and only the rows really inserted get their event,
 * in this same transaction (outbox). A concurrent import of the same buyer waits on the row and
 * inserts nothing. Returns how many events were raised.
 */
export async function recordBuyerMatches(trx: Db, mode: Mode, buyers: readonly BuyerRecord[], previous: ReadonlyMap<number, BuyerRecord> = new Map(), now = new Date()): Promise<number> {
  if (buyers.length === 0) return 0;
  const rows = await trx.selectFrom('buyer_alerts').where('mode', '=', mode).selectAll().orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return 0;
  const alerts: StoredAlert[] = rows.map((r) => ({ id: r.id, accountId: r.account_id, filters: toFilters(r) }));
  const accounts = [...new Set(alerts.map((a) => a.accountId))];
  const profileRows = await trx.selectFrom('exporter_profiles').where('mode', '=', mode).where('account_id', 'in', accounts).select(['account_id', 'profile']).execute();
  const matches = matchAlerts(alerts, new Map(profileRows.map((r) => [r.account_id, r.profile])), buyers, previous).map((match) => ({ match, eventId: newId('event') }));

  let raised = 0;
  for (let i = 0; i < matches.length; i += CHUNK) {
    const part = matches.slice(i, i + CHUNK);
    const { rows: inserted } = await sql<{ event_id: string }>`
      INSERT INTO buyer_alert_matches (alert_id, buyer_number, event_id, matched_at)
      SELECT a, n, e, ${now} FROM unnest(${part.map((p) => p.match.alertId)}::text[], ${part.map((p) => p.match.buyer.number)}::bigint[], ${part.map((p) => p.eventId)}::text[]) AS t(a, n, e)
      ON CONFLICT (alert_id, buyer_number) DO NOTHING
      RETURNING event_id`.execute(trx);
    const fresh = new Set(inserted.map((r) => r.event_id));
    const raising = part.filter((p) => fresh.has(p.eventId));
    // The buyers were written in this transaction, their contacts with them.
    const contacts = await storedContacts(trx, mode, storedContactNumbers(raising.map((p) => p.match.buyer)));
    for (const { match, eventId } of raising) {
      const event = matchedEvent(match, contactOf(match.buyer, contacts.get(match.buyer.number)), mode);
      await recordEvent(trx, { accountId: match.accountId, mode }, event.type, event.body, { now, id: eventId });
      raised++;
    }
  }
  return raised;
}
