import type { ColumnType, Generated } from 'kysely';

// Table types for Kysely. Column names are snake_case as in SQL.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type BigIntColumn = ColumnType<number, number | bigint, number | bigint>;

export interface AccountsTable {
  id: string;
  name: string;
  plan: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  mode: 'live' | 'test';
  name: string;
  key_hash: string;
  prefix: string;
  scopes: string[];
  allowed_cidrs: string[];
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** Set when the key was rotated: the key that replaced it. */
  replaced_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OAuthClientsTable {
  id: string;
  account_id: string;
  mode: 'live' | 'test';
  name: string;
  secret_hash: string;
  secret_prefix: string;
  /** The secret before the last rotation, accepted until previous_secret_expires_at. */
  previous_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  scopes: string[];
  allowed_cidrs: string[];
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  /** JSON text on write; parsed on read. */
  public_jwk: ColumnType<unknown, string, string>;
  sealed_private_key: string;
  created_at: Timestamp;
  retires_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  account_id: string;
  mode: 'live' | 'test';
  idempotency_key: string;
  operation_id: string;
  request_hash: string;
  state: 'in_progress' | 'done';
  response_status: ColumnType<number | null, number | null | undefined, number | null>;
  response_headers: ColumnType<unknown, string | null | undefined, string | null>;
  sealed_response_body: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Timestamp;
  /** While in progress: the claim is abandoned (its process died) once this has passed. */
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Names the request holding the claim: only it may complete or release the key. */
  claim_token: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  at: ColumnType<Date, Date | string | undefined, never>;
  account_id: string | null;
  mode: 'live' | 'test' | null;
  actor_type: 'api_key' | 'cli' | 'system';
  actor_id: string | null;
  action: string;
  target_id: string | null;
  details: ColumnType<unknown, string | undefined, never>;
  request_id: string | null;
  client_ip: string | null;
}

export interface BuyersTable {
  mode: 'live' | 'test';
  number: BigIntColumn;
  company_name: string;
  company_name_lower: string;
  country: string;
  city: string;
  sector: string;
  hs_headings: string[];
  hs_chapters: string[];
  annual_import_usd: BigIntColumn;
  founded_year: number | null;
  employees: number | null;
  verified: boolean;
  generic_score: number;
}

export interface ExporterProfilesTable {
  account_id: string;
  mode: 'live' | 'test';
  profile: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
  /** The buyer_scores generation searches read for this profile. */
  score_generation: ColumnType<number, number | undefined, number>;
}

export interface BuyerScoresTable {
  account_id: string;
  mode: 'live' | 'test';
  buyer_number: BigIntColumn;
  score: number;
  /** Which rescoring wrote the row (exporter_profiles.score_generation names the active one). */
  generation: ColumnType<number, number | undefined, number>;
}

export interface ChangeCountersTable {
  name: string;
  value: Generated<BigIntColumn>;
}

export interface OrdersTable {
  id: string;
  account_id: string;
  mode: 'live' | 'test';
  status: string;
  buyer_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The order as the API shows it: JSON text on write, parsed on read. */
  doc: ColumnType<unknown, string, string>;
}

export interface OrderHistoryTable {
  order_id: string;
  seq: number;
  at: Timestamp;
  from_status: string | null;
  to_status: string;
  changes: string[];
  source: string;
  actor: string | null;
}

export interface ShipmentsTable {
  id: string;
  order_id: string;
  created_at: Timestamp;
  doc: ColumnType<unknown, string, string>;
}

export interface DocumentsTable {
  id: string;
  account_id: string;
  mode: 'live' | 'test';
  type: string;
  number: string;
  order_id: string | null;
  created_at: Timestamp;
  /** The document's metadata as the API shows it: JSON text on write, parsed on read. */
  doc: ColumnType<unknown, string, string>;
  pdf: Uint8Array | null;
  file_path: string | null;
}

export interface DocumentNumbersTable {
  account_id: string;
  mode: string;
  type: string;
  year: number;
  last: number;
}

export interface EventsTable {
  id: string;
  seq: Generated<number>;
  account_id: string;
  mode: 'live' | 'test';
  type: string;
  created_at: Timestamp;
  /** The payload's `data` object: JSON text on write, parsed on read. */
  data: ColumnType<unknown, string, string>;
}

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  mode: 'live' | 'test';
  url: string;
  event_types: string[];
  description: string | null;
  enabled: boolean;
  ordered: Generated<boolean>;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Timestamp | null;
  disabled_reason: string | null;
  disabled_at: Timestamp | null;
  failing_since: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  seq: Generated<number>;
  endpoint_id: string;
  event_id: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  started_at: Timestamp;
  outcome: string;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  response_body: string | null;
}

export interface BuyerAlertsTable {
  id: string;
  account_id: string;
  mode: 'live' | 'test';
  country: string | null;
  sector: string | null;
  hs_prefix: string | null;
  name_query: string | null;
  min_score: number;
  description: string | null;
  created_at: Timestamp;
}

export interface BuyerAlertMatchesTable {
  alert_id: string;
  buyer_number: BigIntColumn;
  event_id: string;
  matched_at: Timestamp;
}

export interface Schema {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  buyers: BuyersTable;
  exporter_profiles: ExporterProfilesTable;
  buyer_scores: BuyerScoresTable;
  change_counters: ChangeCountersTable;
  oauth_clients: OAuthClientsTable;
  signing_keys: SigningKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  orders: OrdersTable;
  order_history: OrderHistoryTable;
  shipments: ShipmentsTable;
  documents: DocumentsTable;
  document_numbers: DocumentNumbersTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  buyer_alerts: BuyerAlertsTable;
  buyer_alert_matches: BuyerAlertMatchesTable;
}
