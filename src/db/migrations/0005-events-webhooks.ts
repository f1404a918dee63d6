import { sql, type Kysely } from 'kysely';

// Events (transactional outbox) and webhook delivery (issue #11). An event is written in the same
// transaction as the change it reports, together with one delivery row per subscribed endpoint;
// workers claim due deliveries with FOR UPDATE SKIP LOCKED and a lease, so an attempt in flight
// is never claimed twice and one cut short by a crash is claimed again when its lease ends.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE events (
      id text PRIMARY KEY,
      seq bigserial UNIQUE,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      type text NOT NULL,
      created_at timestamptz NOT NULL,
      data jsonb NOT NULL
      )`,
    `CREATE INDEX events_account_created ON events (account_id, mode, created_at DESC, id DESC)`,
    `CREATE TABLE webhook_endpoints (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      url text NOT NULL,
      event_types text[] NOT NULL,
      description text,
      enabled boolean NOT NULL,
      ordered boolean NOT NULL DEFAULT true,
      secret_sealed text NOT NULL,
      previous_secret_sealed text,
      previous_secret_expires_at timestamptz,
      disabled_reason text,
      disabled_at timestamptz,
      failing_since timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
      )`,
    `CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id, mode, created_at, id)`,
    `CREATE TABLE webhook_deliveries (
      id text PRIMARY KEY,
      seq bigserial UNIQUE,
      endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      event_id text NOT NULL REFERENCES events(id),
      status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      lease_until timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
      )`,
    `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, seq) WHERE status = 'pending'`,
    `CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, seq)`,
    `CREATE INDEX webhook_deliveries_endpoint_pending ON webhook_deliveries (endpoint_id, seq) WHERE status = 'pending'`,
    `CREATE TABLE webhook_attempts (
      delivery_id text NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      attempt integer NOT NULL,
      started_at timestamptz NOT NULL,
      outcome text NOT NULL,
      response_status integer,
      latency_ms integer NOT NULL,
      error text,
      response_body text,
      PRIMARY KEY (delivery_id, attempt)
      )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
