import type { ExporterProfile } from '../buyers/profile.js';
import type { BuyerContact } from '../buyers/contact.js';
import { presentBuyer } from '../buyers/present.js';
import { genericScore, prepareProfile, profileScore, type ScoreBreakdown } from '../buyers/score.js';
import type { BuyerRecord } from '../buyers/types.js';
import type { RaisedEvent } from '../events/types.js';
import type { Mode } from '../modes.js';
import { alertMatches } from './filters.js';
import type { StoredAlert } from './store.js';

// `buyer.matched`: every alert of the mode is checked against every new or changed buyer, scored
// for the alert's account as its searches score it. A pair is a match when the buyer matches now
// and did not match before the change. Whether it has raised its event already (once per alert and
// buyer) is the store's to know: src/db/buyer-alert-store.ts records the events in the transaction
// that adds or changes the buyers.

export interface BuyerMatch {
  alertId: string;
  accountId: string;
  buyer: BuyerRecord;
  breakdown: ScoreBreakdown;
}

/** Alert and buyer pairs that match now and did not before (`previous`: the changed buyers as they were, by number). */
export function matchAlerts(
  alerts: readonly StoredAlert[],
  profiles: ReadonlyMap<string, ExporterProfile>,
  buyers: readonly BuyerRecord[],
  previous: ReadonlyMap<number, BuyerRecord>,
): BuyerMatch[] {
  const scorers = new Map<string, (b: BuyerRecord) => ScoreBreakdown>();
  for (const accountId of new Set(alerts.map((a) => a.accountId))) {
    const raw = profiles.get(accountId);
    const profile = raw ? prepareProfile(raw) : undefined;
    const cache = new Map<BuyerRecord, ScoreBreakdown>();
    scorers.set(accountId, (b) => {
      let score = cache.get(b);
      if (!score) cache.set(b, (score = profile ? profileScore(b, profile) : genericScore(b)));
      return score;
    });
  }
  const matches: BuyerMatch[] = [];
  for (const alert of alerts) {
    const score = scorers.get(alert.accountId)!;
    for (const buyer of buyers) {
      const breakdown = score(buyer);
      if (!alertMatches(alert.filters, buyer, breakdown.score)) continue;
      const before = previous.get(buyer.number);
      if (before && alertMatches(alert.filters, before, score(before).score)) continue;
      matches.push({ alertId: alert.id, accountId: alert.accountId, buyer, breakdown });
    }
  }
  return matches;
}

/** The `buyer.matched` event of a match, with the buyer's contact (../buyers/contact.ts `contactOf`). */
export function matchedEvent(match: BuyerMatch, contact: BuyerContact, mode: Mode): RaisedEvent {
  // English labels: an event is one payload for every reader.
  const buyer = presentBuyer(match.buyer, match.breakdown.score, contact, mode, 'en');
  return { type: 'buyer.matched', body: { alert_id: match.alertId, buyer, score_basis: match.breakdown.basis } };
}
