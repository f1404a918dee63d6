import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { alertMatches, type AlertFilters } from '../domain/buyers/alerts.js';
import type { ExporterProfile } from '../domain/buyers/profile.js';
import { genericScore, prepareProfile, profileScore, type ScoreBreakdown } from '../domain/buyers/score.js';
import { presentBuyer } from '../domain/buyers/present.js';
import type { BuyerRecord } from '../domain/buyers/types.js';
import { newId } from '../domain/ids.js';
import type { Mode } from '../domain/modes.js';
import { recordEvent } from './record.js';

// `buyer.matched`: run inside the transaction that adds or changes buyers. Every alert of the mode
// is checked against every new or changed buyer, scored for the alert's account as its searches
// score it. A pair raises an event when the buyer matches now, did not match before the change,
// and has never raised one for that alert: the match row (primary key alert + buyer) is inserted
// with ON CONFLICT DO NOTHING and only the rows really inserted get their event, in this same
// transaction (outbox). A concurrent import of the same buyer waits on the row and inserts nothing.

const CHUNK = 5000;

interface Pair {
  alertId: string;
  accountId: string;
  buyer: BuyerRecord;
  breakdown: ScoreBreakdown;
  eventId: string;
}

export async function recordBuyerMatches(trx: Db, mode: Mode, buyers: readonly BuyerRecord[], previous: ReadonlyMap<number, BuyerRecord> = new Map(), now = new Date()): Promise<number> {
  if (buyers.length === 0) return 0;
  const alerts = await trx.selectFrom('buyer_alerts').where('mode', '=', mode).selectAll().orderBy('created_at').orderBy('id').execute();
  if (alerts.length === 0) return 0;
  const accounts = [...new Set(alerts.map((a) => a.account_id))];
  const profileRows = await trx.selectFrom('exporter_profiles').where('mode', '=', mode).where('account_id', 'in', accounts).select(['account_id', 'profile']).execute();
  const profiles = new Map(profileRows.map((r) => [r.account_id, prepareProfile(r.profile as ExporterProfile)]));
  const scorers = new Map<string, (b: BuyerRecord) => ScoreBreakdown>();
  for (const account of accounts) {
    const profile = profiles.get(account);
    const cache = new Map<BuyerRecord, ScoreBreakdown>();
    scorers.set(account, (b) => {
      let score = cache.get(b);
      if (!score) cache.set(b, (score = profile ? profileScore(b, profile) : genericScore(b)));
      return score;
    });
  }

  const pairs: Pair[] = [];
  for (const alert of alerts) {
    const filters: AlertFilters = { country: alert.country, sector: alert.sector, hsPrefix: alert.hs_prefix, nameQuery: alert.name_query, minScore: Number(alert.min_score) };
    const score = scorers.get(alert.account_id)!;
    for (const buyer of buyers) {
      const breakdown = score(buyer);
      if (!alertMatches(filters, buyer, breakdown.score)) continue;
      const before = previous.get(buyer.number);
      if (before && alertMatches(filters, before, score(before).score)) continue;
      pairs.push({ alertId: alert.id, accountId: alert.account_id, buyer, breakdown, eventId: newId('event') });
    }
  }

  let raised = 0;
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const part = pairs.slice(i, i + CHUNK);
    const { rows } = await sql<{ event_id: string }>`
      INSERT INTO buyer_alert_matches (alert_id, buyer_number, event_id, matched_at)
      SELECT a, n, e, ${now} FROM unnest(${part.map((p) => p.alertId)}::text[], ${part.map((p) => p.buyer.number)}::bigint[], ${part.map((p) => p.eventId)}::text[]) AS t(a, n, e)
      ON CONFLICT (alert_id, buyer_number) DO NOTHING
      RETURNING event_id`.execute(trx);
    const inserted = new Set(rows.map((r) => r.event_id));
    for (const pair of part) {
      if (!inserted.has(pair.eventId)) continue;
      // English labels: an event is one payload for every reader.
      const buyer = presentBuyer(pair.buyer, pair.breakdown.score, mode, 'en');
      await recordEvent(trx, { accountId: pair.accountId, mode }, 'buyer.matched', { alert_id: pair.alertId, buyer, score_basis: pair.breakdown.basis }, { now, id: pair.eventId });
      raised++;
    }
  }
  return raised;
}
