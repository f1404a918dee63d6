import { sql, type Kysely } from 'kysely';

// Buyer alerts (saved buyer searches with a minimum score) and the record of which buyer matched
// which alert. The primary key of buyer_alert_matches is what makes `buyer.matched` at most once
// per buyer and alert: the match row and its event are written in the transaction of the buyer
// change, and a second insert of the same pair does nothing. Finished deliveries get an index for
// the retention purge, pending ones an index by age for the claim.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE buyer_alerts (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      country text,
      sector text,
      hs_prefix text,
      name_query text,
      min_score smallint NOT NULL CHECK (min_score BETWEEN 0 AND 100),
      description text,
      created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX buyer_alerts_account ON buyer_alerts (account_id, mode, created_at, id)`,
    `CREATE INDEX buyer_alerts_mode ON buyer_alerts (mode)`,
    `CREATE TABLE buyer_alert_matches (
      alert_id text NOT NULL REFERENCES buyer_alerts(id) ON DELETE CASCADE,
      buyer_number bigint NOT NULL,
      event_id text NOT NULL,
      matched_at timestamptz NOT NULL,
      PRIMARY KEY (alert_id, buyer_number)
      )`,
    `CREATE INDEX webhook_deliveries_finished ON webhook_deliveries (updated_at) WHERE status <> 'pending'`,
    // Deliveries past the ordering hold are found by age, without scanning the backlog of recent ones.
    `CREATE INDEX webhook_deliveries_pending_created ON webhook_deliveries (created_at, seq) WHERE status = 'pending'`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
