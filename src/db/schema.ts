import type { ColumnType, Generated } from 'kysely';
import type { JWK } from 'jose';
import type { AuditAction } from '../domain/access/audit.js';
import type { ExporterProfile } from '../domain/buyers/profile.js';
import type { StoredBuyerContact } from '../domain/buyers/contact.js';
import type { BuyerOrigin } from '../domain/buyers/types.js';
import type { DocumentMeta } from '../domain/documents/store.js';
import type { EventData, EventType } from '../domain/events/types.js';
import type { RateSourceKind } from '../domain/exchange-rates/types.js';
import type { Mode } from '../domain/modes.js';
import type { Order, OrderHistoryEntry, OrderStatus, Shipment } from '../domain/orders/types.js';
import type { Quote, StoredQuoteStatus } from '../domain/quotes/types.js';
import type { AttemptOutcome, DisabledReason, WebhookEventTypes } from '../domain/webhooks/types.js';
import type { SigningAlgorithm } from '../security/access-token-claims.js';

// Table types for Kysely. Column names are snake_case as in SQL. A column holding one of the
// contract's enumerations, or a JSON document of a contract shape, is typed as that: the stores
// map rows to domain objects without casts. JSON columns are written as text and read parsed.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type BuyerSourceKind = ColumnType<BuyerOrigin['kind'], BuyerOrigin['kind'] | undefined, BuyerOrigin['kind']>;
type BigIntColumn = ColumnType<number, number | bigint, number | bigint>;
/** A jsonb column: `T` when read, JSON text when written. */
type Json<T> = ColumnType<T, string, string>;

export interface AccountsTable {
  id: string;
  name: string;
  plan: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  mode: Mode;
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
  mode: Mode;
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
  alg: SigningAlgorithm;
  public_jwk: Json<JWK>;
  sealed_private_key: string;
  created_at: Timestamp;
  retires_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  account_id: string;
  mode: Mode;
  /** The API key or OAuth client that used the key: a replay is served to it alone. */
  credential_id: string;
  idempotency_key: string;
  operation_id: string;
  request_hash: string;
  state: 'in_progress' | 'done';
  response_status: ColumnType<number | null, number | null | undefined, number | null>;
  response_headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  sealed_response_body: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Timestamp;
  /** While in progress: the claim is abandoned (its process died) once this has passed. */
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Names the request holding the claim: only it may complete or release the key. */
  claim_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** The advisory-lock key of the process holding the claim (src/db/instance-lock.ts): gone with it. */
  claim_owner: ColumnType<number | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  at: ColumnType<Date, Date | string | undefined, never>;
  account_id: string | null;
  mode: Mode | null;
  actor_type: 'api_key' | 'cli' | 'system';
  actor_id: string | null;
  action: AuditAction;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  request_id: string | null;
  client_ip: string | null;
}

export interface BuyersTable {
  mode: Mode;
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
  source_kind: BuyerSourceKind;
  /** An import's source; null for generated buyers (their source follows from the country). */
  source_name: string | null;
  source_year: number | null;
  /** An imported buyer's contact; null for generated buyers (made from the record when shown) and for buyers without one. */
  contact: ColumnType<StoredBuyerContact | null, string | null | undefined, string | null>;
  /** A website, an e-mail or a phone (the search filter `has_contact`). */
  has_contact: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ExporterProfilesTable {
  account_id: string;
  mode: Mode;
  profile: Json<ExporterProfile>;
  updated_at: Timestamp;
  /** The buyer_scores generation searches read for this profile. */
  score_generation: ColumnType<number, number | undefined, number>;
}

export interface BuyerScoresTable {
  account_id: string;
  mode: Mode;
  buyer_number: BigIntColumn;
  score: number;
  /** Which rescoring wrote the row (exporter_profiles.score_generation names the active one). */
  generation: ColumnType<number, number | undefined, number>;
}

export interface ChangeCountersTable {
  name: string;
  value: Generated<BigIntColumn>;
}

export interface ExchangeRateDaysTable {
  date: string;
  base: string;
  /** Units of each currency per 1 base, decimal strings. */
  rates: Json<Record<string, string>>;
  source: RateSourceKind;
  /** The file's name (without its directory), or `bundled` for the series shipped in data/. */
  imported_from: string;
  imported_at: Timestamp;
}

/** A rate feed's claim and schedule (src/db/exchange-rate-feed-store.ts). */
export interface ExchangeRateFeedTable {
  name: string;
  url: string;
  next_fetch_at: Timestamp;
  claimed_by: string | null;
  claimed_until: Timestamp | null;
  failures: Generated<number>;
  last_attempt_at: Timestamp | null;
  last_outcome: string | null;
  last_day: string | null;
}

export interface OrdersTable {
  id: string;
  account_id: string;
  mode: Mode;
  status: OrderStatus;
  buyer_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The order as the API shows it. */
  doc: Json<Order>;
}

export interface OrderHistoryTable {
  order_id: string;
  seq: number;
  at: Timestamp;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changes: string[];
  source: OrderHistoryEntry['source'];
  actor: string | null;
}

export interface ShipmentsTable {
  id: string;
  order_id: string;
  created_at: Timestamp;
  doc: Json<Shipment>;
}

export interface QuotesTable {
  id: string;
  account_id: string;
  mode: Mode;
  /** The status last given; an open quote past valid_until reads expired. */
  status: StoredQuoteStatus;
  /** YYYY-MM-DD, the last day the offer stands. */
  valid_until: ColumnType<string, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The order made from the quote; set once, by that order's insert (src/db/order-store.ts). */
  order_id: ColumnType<string | null, never, string>;
  /** The quote as the API shows it (with its stored status); `order_id` is the column's. */
  doc: Json<Quote>;
}

export interface DocumentsTable {
  id: string;
  account_id: string;
  mode: Mode;
  type: DocumentMeta['type'];
  number: string;
  order_id: string | null;
  created_at: Timestamp;
  /** The document's metadata as the API shows it. */
  doc: Json<DocumentMeta>;
  pdf: Uint8Array | null;
  file_path: string | null;
}

export interface DocumentNumbersTable {
  account_id: string;
  mode: Mode;
  type: DocumentMeta['type'];
  year: number;
  last: number;
}

export interface EventsTable {
  id: string;
  seq: Generated<number>;
  account_id: string;
  mode: Mode;
  type: EventType;
  created_at: Timestamp;
  /** The payload's `data` object. */
  data: Json<EventData>;
}

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  mode: Mode;
  url: string;
  event_types: WebhookEventTypes;
  description: string | null;
  enabled: boolean;
  ordered: Generated<boolean>;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Timestamp | null;
  disabled_reason: DisabledReason | null;
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
  outcome: AttemptOutcome;
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  response_body: string | null;
}

export interface BuyerAlertsTable {
  id: string;
  account_id: string;
  mode: Mode;
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
  exchange_rate_days: ExchangeRateDaysTable;
  exchange_rate_feed: ExchangeRateFeedTable;
  oauth_clients: OAuthClientsTable;
  signing_keys: SigningKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  orders: OrdersTable;
  order_history: OrderHistoryTable;
  shipments: ShipmentsTable;
  quotes: QuotesTable;
  documents: DocumentsTable;
  document_numbers: DocumentNumbersTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  buyer_alerts: BuyerAlertsTable;
  buyer_alert_matches: BuyerAlertMatchesTable;
}
