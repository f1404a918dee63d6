import { sql } from 'kysely';
import type { Db } from './database.js';

// The claim of a rate feed's fetch (src/exchange-rates/feed.ts): one row per feed in the shared
// database, so several instances fetch once between them. An instance claims the fetch when it is
// due and no other holds it (an UPDATE whose condition only one instance can meet at a time, on
// PostgreSQL as on the embedded database), fetches, and releases the claim with when the next fetch
// is due. A claim is a lease: an instance killed while it holds one leaves it to expire.

export type FeedClaim =
  | { claimed: true; failures: number }
  /** Another instance holds the fetch, or it is not due: look again at `nextCheckAt`. */
  | { claimed: false; nextCheckAt: Date };

export interface FeedRelease {
  nextFetchAt: Date;
  failures: number;
  outcome: string;
  /** The newest day the feed's file held, when it could be read. */
  day: string | null;
}

/**
 * Claim the fetch even when it is not due: always (`true`), or while the newest day the last fetch
 * found is older than `lastDayBefore` (an instance starting behind: checked in the claim itself, so
 * that an instance which read the day before another stored it does not fetch the same day again).
 */
export type FeedForce = boolean | { lastDayBefore: string };

export interface RateFeedStore {
  /** Claims the fetch when it is due (or forced), or when the feed's address changed since the last one. */
  claim(options: { name: string; url: string; owner: string; now: Date; leaseMs: number; force: FeedForce }): Promise<FeedClaim>;
  release(name: string, owner: string, now: Date, release: FeedRelease): Promise<void>;
  /** When an instance that holds no claim looks again: when the fetch is due, or when a claim held elsewhere ends. */
  nextCheck(name: string, url: string, now: Date): Promise<Date>;
}

export function createRateFeedStore(db: Db): RateFeedStore {
  const store: RateFeedStore = {
    async claim({ name, url, owner, now, leaseMs, force }) {
      const until = new Date(now.getTime() + leaseMs);
      const claimed = await db
        .insertInto('exchange_rate_feed')
        .values({ name, url, next_fetch_at: now, claimed_by: owner, claimed_until: until })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ url: sql.ref('excluded.url'), claimed_by: sql.ref('excluded.claimed_by'), claimed_until: sql.ref('excluded.claimed_until') })
            .where((eb) =>
              eb.and([
                eb.or([eb('exchange_rate_feed.claimed_until', 'is', null), eb('exchange_rate_feed.claimed_until', '<', now)]),
                eb.or([
                  eb('exchange_rate_feed.next_fetch_at', '<=', now),
                  eb('exchange_rate_feed.url', '<>', url),
                  typeof force === 'boolean'
                    ? eb.val(force)
                    : eb.or([eb('exchange_rate_feed.last_day', 'is', null), eb('exchange_rate_feed.last_day', '<', force.lastDayBefore)]),
                ]),
              ]),
            ),
        )
        .returning('failures')
        .executeTakeFirst();
      if (claimed) return { claimed: true, failures: claimed.failures };
      return { claimed: false, nextCheckAt: await store.nextCheck(name, url, now) };
    },

    async nextCheck(name, url, now) {
      const row = await db.selectFrom('exchange_rate_feed').where('name', '=', name).select(['url', 'next_fetch_at', 'claimed_until']).executeTakeFirst();
      if (!row || row.url !== url) return now;
      const held = row.claimed_until ? new Date(row.claimed_until) : null;
      // A fetch under way elsewhere has released its claim by the end of its lease.
      return held && held > now ? held : new Date(row.next_fetch_at);
    },

    async release(name, owner, now, release) {
      await db
        .updateTable('exchange_rate_feed')
        .set({
          next_fetch_at: release.nextFetchAt,
          failures: release.failures,
          last_attempt_at: now,
          last_outcome: release.outcome,
          last_day: release.day,
          claimed_by: null,
          claimed_until: null,
        })
        .where('name', '=', name)
        .where('claimed_by', '=', owner)
        .execute();
    },
  };
  return store;
}
