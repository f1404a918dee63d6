import { sql, type Kysely } from 'kysely';

// Access control (issue #4): OAuth clients, the keys that sign access tokens, stored first
// responses for Idempotency-Key, the audit log of credential changes, and the link from a rotated
// API key to its successor. No secret is stored in the clear: client secrets as SHA-256 hashes,
// private signing keys sealed with AES-256-GCM, stored responses sealed the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per call: the extended query protocol (pg and PGlite) runs one at a time.
  const statements = [
    `ALTER TABLE api_keys ADD COLUMN replaced_by text`,
    `CREATE INDEX api_keys_account_mode ON api_keys (account_id, mode, created_at, id)`,
    `CREATE TABLE oauth_clients (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      name text NOT NULL DEFAULT '',
      secret_hash text NOT NULL UNIQUE,
      secret_prefix text NOT NULL,
      previous_secret_hash text,
      previous_secret_expires_at timestamptz,
      scopes text[] NOT NULL,
      allowed_cidrs text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
      )`,
    `CREATE INDEX oauth_clients_account_mode ON oauth_clients (account_id, mode, created_at, id)`,
    `CREATE TABLE signing_keys (
      kid text PRIMARY KEY,
      alg text NOT NULL,
      public_jwk jsonb NOT NULL,
      sealed_private_key text NOT NULL,
      created_at timestamptz NOT NULL,
      retires_at timestamptz
      )`,
    `CREATE TABLE idempotency_keys (
      account_id text NOT NULL,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      idempotency_key text NOT NULL,
      operation_id text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL CHECK (state IN ('in_progress', 'done')),
      response_status integer,
      response_headers jsonb,
      sealed_response_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, mode, idempotency_key)
      )`,
    `CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at)`,
    `CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      account_id text,
      mode text CHECK (mode IN ('live', 'test')),
      actor_type text NOT NULL CHECK (actor_type IN ('api_key', 'cli', 'system')),
      actor_id text,
      action text NOT NULL,
      target_id text,
      details jsonb NOT NULL DEFAULT '{}',
      request_id text,
      client_ip text
      )`,
    `CREATE INDEX audit_log_account ON audit_log (account_id, at, id)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
