import type { AccountScope } from '../modes.js';
import type { AlertFilters, BuyerAlert } from './filters.js';

// What buyer alerts need from storage; src/db/buyer-alert-store.ts implements it with SQL.

export interface NewBuyerAlert {
  id: string;
  filters: AlertFilters;
  description: string | null;
  createdAt: Date;
}

/** An alert of some account, as matching reads it. */
export interface StoredAlert {
  id: string;
  accountId: string;
  filters: AlertFilters;
}

export interface BuyerAlertStore {
  /**
   * Inserts the alert unless the account already keeps `limit` of them in the mode; false then.
   * Counted under a lock on the account, so concurrent creations cannot pass the limit together.
   */
  insert(scope: AccountScope, alert: NewBuyerAlert, limit: number): Promise<boolean>;
  find(scope: AccountScope, id: string): Promise<BuyerAlert | undefined>;
  /** Oldest first: created_at, then id. */
  list(scope: AccountScope, limit: number, offset: number): Promise<{ alerts: BuyerAlert[]; total: number }>;
  /** False when the scope has no such alert. */
  remove(scope: AccountScope, id: string): Promise<boolean>;
}

