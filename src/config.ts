// The one config loader: every setting comes from an environment variable with a default,
// is checked once at start, and is frozen. A bad value stops the process with a clear message.

import {
  audience,
  baseUrl,
  cidrs,
  ConfigError,
  encryptionKey,
  feedUrl,
  flag,
  int,
  metricsToken,
  oneOf,
  origins,
  previousEncryptionKeys,
  redisKeyPrefix,
  retrySchedule,
  tlsFiles,
  url,
  type Env,
} from './config-settings.js';
import type { RedactedSecret } from './security/secrets.js';
import { isLoopbackAddress, type LocalTargets } from './security/ssrf.js';

export { ConfigError, ECB_DAILY_RATES_URL } from './config-settings.js';

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory; `memory://` keeps the database in memory (tests). */
  dataDir: string;
  /** When set, document PDFs are kept as files in this directory instead of in the database. */
  documentsDir: string | null;
  /** When set, PostgreSQL at this URL is used instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** When set, rate limits and stream fan-out are shared through Redis. */
  redisUrl: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Number of sandbox buyers generated on the first start. */
  sandboxBuyers: number;
  /** Embedded database: the write-ahead log past the last checkpoint that brings a checkpoint, in MB (src/db/wal-checkpoints.ts). */
  embeddedMaxWalMb: number;
  /** Request body cap in bytes. */
  bodyLimitBytes: number;
  /** Slow, idle and numerous connections (src/http/listen.ts, src/http/connection-limits.ts). */
  connections: ConnectionConfig;
  /** Public base URL: the OAuth issuer and audience (PUBLIC_BASE_URL, or http://localhost:$PORT). */
  publicBaseUrl: string;
  /**
   * PUBLIC_BASE_URL as set, or null: then `doc_url` links, the served contracts and the portal name
   * the address each request came to (src/http/own-address.ts).
   */
  declaredPublicBaseUrl: string | null;
  /** Proxies whose X-Forwarded-For is believed (canonical CIDRs); empty: the socket address is the client. */
  trustedProxies: readonly string[];
  /** Both set: the server speaks HTTPS (TLS 1.3 minimum) and sends HSTS. */
  tlsCertFile: string | null;
  tlsKeyFile: string | null;
  /** Requests per window for a Pro Max credential. */
  rateLimitProMax: number;
  rateLimitWindowSeconds: number;
  /** Seconds between stream heartbeats (and WebSocket pings). */
  streamHeartbeatSeconds: number;
  /** How long a stream ticket stays valid (60 s; shorter in tests). */
  streamTicketSeconds: number;
  /**
   * Seconds between re-checks of the credential behind each open stream connection (revocation,
   * rotation past its overlap, expiry, allowlist, plan); a credential change in this process
   * re-checks at once.
   */
  streamRecheckSeconds: number;
  /**
   * Sandbox shipment simulator: every so many ms, each open sandbox shipment left untouched for
   * that long moves to its next milestone through the shipment service (0: off).
   */
  sandboxShipmentSimulatorMs: number;
  /**
   * Requests per window per client address that carry no valid credential (token endpoint, key set,
   * failed authentication, unknown paths): what slows down guessing of keys and client secrets.
   */
  rateLimitAnonymous: number;
  /** Prefix of the rate-limit keys in Redis, so deployments sharing a server keep apart. */
  rateLimitKeyPrefix: string;
  /** 32-byte key sealing secrets at rest; null: a key file in the data directory (src/security/encryption.ts). */
  secretsEncryptionKey: RedactedSecret | null;
  /** Keys that open sealed values but never seal (key rotation; docs/operations.md). */
  secretsEncryptionPreviousKeys: readonly RedactedSecret[];
  /** `aud` of OAuth access tokens, required on verification. */
  oauthAudience: string;
  /** Origins allowed by CORS (`*` for any); empty: CORS is off. */
  corsOrigins: readonly string[];
  /** Webhook delivery (src/webhooks): worker on/off, polling, parallel sends, timeouts, retries. */
  webhooks: WebhookConfig;
  /** How long a SIGTERM/SIGINT waits for requests in flight and webhook attempts before cutting them (src/lifecycle/shutdown.ts). */
  shutdownGraceSeconds: number;
  /** Prometheus metrics (docs/operations/observability.md): both null means /metrics is not served. */
  metrics: MetricsConfig;
  /** Answers that convert between currencies warn when the reference rates are older than this many days. */
  exchangeRateMaxAgeDays: number;
  /** The daily reference-rate feed (src/exchange-rates/feed.ts). */
  exchangeRateFeed: ExchangeRateFeedConfig;
}

export interface ExchangeRateFeedConfig {
  /** The ECB's daily XML (or a copy of it); null: the server fetches nothing (EXCHANGE_RATE_FEED_URL=off). */
  url: string | null;
  /** A fetch (connection, answer and body) gives up after this long. */
  timeoutMs: number;
  /** The first retry after a failed or late fetch; each further one waits twice as long, at most an hour. */
  retryMs: number;
}

export interface ConnectionConfig {
  /** A request's line and headers must have arrived this long after its connection opened (or its first byte on a kept-alive one). */
  headersTimeoutMs: number;
  /** Its body must have arrived this long after that; past either, 408 request_timeout and the connection closes. */
  bodyTimeoutMs: number;
  /** Connections open at once from one peer address (an IPv6 /64); further ones are reset at accept. 0: no cap. Trusted proxies are not capped. */
  perAddress: number;
}

export interface MetricsConfig {
  /** Bearer token a scrape must send on the API port; null: /metrics is not served on the API port. */
  token: RedactedSecret | null;
  /** A separate port serving only /metrics (token required too when one is set); null: none. */
  port: number | null;
  /** Address of the metrics port (default HOST). */
  host: string;
}

export interface WebhookConfig {
  /** Whether this process runs a delivery worker (WEBHOOK_WORKER=off: another process does). */
  worker: boolean;
  pollMs: number;
  /** Deliveries sent at once by one worker. */
  concurrency: number;
  timeoutMs: number;
  /** Delay before each retry, in ms (first entry: after the first failure); attempts = entries + 1. */
  retrySchedule: readonly number[];
  /** A pending delivery holds back later ones of its ordered endpoint for at most this long. */
  orderingHoldMs: number;
  /** An endpoint failing every attempt for this long is disabled. */
  disableAfterMs: number;
  /** How long the previous secret still signs after rotate-secret. */
  secretOverlapMs: number;
  /** The non-public addresses sandbox endpoints may target (sandboxLocalTargets below). Live never may. */
  sandboxLocalTargets: LocalTargets;
  /** Sandbox buyer simulator: adds a few sandbox buyers every so many ms (0: off). */
  sandboxBuyerSimulatorMs: number;
}

/** `localhost` or a loopback address. */
const isLoopbackHost = (host: string) => host === 'localhost' || isLoopbackAddress(host);

/**
 * Any address with WEBHOOK_SANDBOX_ALLOW_PRIVATE=on. Otherwise loopback receivers for a server only
 * this machine can reach and that says so: it listens on loopback (HOST) and its public address is
 * local too (PUBLIC_BASE_URL unset or on localhost), so every caller is on this machine already and a
 * receiver on localhost is the developer's own. A server listening elsewhere, or behind a proxy with a
 * public address, is hosted: its sandbox may not reach the machine's own services.
 */
function sandboxLocalTargets(env: Env, host: string, publicBaseUrl: string): LocalTargets {
  if (flag(env, 'WEBHOOK_SANDBOX_ALLOW_PRIVATE', false)) return 'private';
  let publicHost: string;
  try {
    publicHost = new URL(publicBaseUrl).hostname;
  } catch {
    return 'none';
  }
  return isLoopbackHost(host) && isLoopbackHost(publicHost) ? 'loopback' : 'none';
}

function metricsConfig(env: Env, host: string, apiPort: number): MetricsConfig {
  const port = env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? null : int(env, 'METRICS_PORT', 0, 1, 65535);
  if (port !== null && port === apiPort) throw new ConfigError('METRICS_PORT must differ from PORT.');
  return Object.freeze({
    token: metricsToken(env, 'METRICS_TOKEN'),
    port,
    host: env.METRICS_HOST && env.METRICS_HOST !== '' ? env.METRICS_HOST : host,
  });
}

/** The embedded database's max_wal_size unless EMBEDDED_MAX_WAL_MB says otherwise (src/db/wal-checkpoints.ts). */
export const MAX_WAL_SIZE_MB = 64;
/** PostgreSQL's WAL segment (PGlite's initdb keeps the default); max_wal_size and min_wal_size are at least two. */
export const WAL_SEGMENT_MB = 16;

/** Sandbox buyers a first start generates: the sandbox the contract's examples name (test/contract/sandbox-examples.test.ts). */
export const DEFAULT_SANDBOX_BUYERS = 50_000;

export function loadConfig(env: Env = process.env): Readonly<Config> {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1';
  const declaredPublicBaseUrl = baseUrl(env, 'PUBLIC_BASE_URL');
  const publicBaseUrl = declaredPublicBaseUrl ?? `http://localhost:${port}`;
  const config: Config = {
    port,
    host,
    dataDir: env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './.data',
    documentsDir: env.DOCUMENTS_DIR && env.DOCUMENTS_DIR !== '' ? env.DOCUMENTS_DIR : null,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    sandboxBuyers: int(env, 'SANDBOX_BUYERS', DEFAULT_SANDBOX_BUYERS, 100, 1_000_000),
    // PostgreSQL's least max_wal_size is two 16 MB segments.
    embeddedMaxWalMb: int(env, 'EMBEDDED_MAX_WAL_MB', MAX_WAL_SIZE_MB, 2 * WAL_SEGMENT_MB, 65_536),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    connections: Object.freeze({
      headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_SECONDS', 10, 1, 300) * 1000,
      bodyTimeoutMs: int(env, 'BODY_TIMEOUT_SECONDS', 30, 1, 3600) * 1000,
      perAddress: int(env, 'CONNECTIONS_PER_ADDRESS', 256, 0, 1_000_000),
    }),
    publicBaseUrl,
    declaredPublicBaseUrl,
    trustedProxies: cidrs(env, 'TRUSTED_PROXIES'),
    ...tlsFiles(env),
    rateLimitProMax: int(env, 'RATE_LIMIT_PRO_MAX', 600, 1, 1_000_000),
    rateLimitWindowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    streamHeartbeatSeconds: int(env, 'STREAM_HEARTBEAT_SECONDS', 15, 1, 3600),
    streamTicketSeconds: int(env, 'STREAM_TICKET_SECONDS', 60, 1, 60),
    streamRecheckSeconds: int(env, 'STREAM_RECHECK_SECONDS', 30, 1, 3600),
    sandboxShipmentSimulatorMs: int(env, 'SANDBOX_SHIPMENT_SIMULATOR_MS', 0, 0, 86_400_000),
    rateLimitAnonymous: int(env, 'RATE_LIMIT_ANONYMOUS', 300, 1, 1_000_000),
    rateLimitKeyPrefix: redisKeyPrefix(env, 'RATE_LIMIT_KEY_PREFIX', 'etp:rl'),
    secretsEncryptionKey: encryptionKey(env, 'SECRETS_ENCRYPTION_KEY'),
    secretsEncryptionPreviousKeys: Object.freeze(previousEncryptionKeys(env, 'SECRETS_ENCRYPTION_PREVIOUS_KEYS', encryptionKey(env, 'SECRETS_ENCRYPTION_KEY'))),
    oauthAudience: '',
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    webhooks: Object.freeze({
      worker: flag(env, 'WEBHOOK_WORKER', true),
      pollMs: int(env, 'WEBHOOK_POLL_MS', 250, 10, 60_000),
      concurrency: int(env, 'WEBHOOK_CONCURRENCY', 32, 1, 1000),
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 15_000, 100, 60_000),
      retrySchedule: Object.freeze(retrySchedule(env, 'WEBHOOK_RETRY_SCHEDULE')),
      orderingHoldMs: int(env, 'WEBHOOK_ORDERING_HOLD_MS', 3_600_000, 0, 7 * 86_400_000),
      disableAfterMs: int(env, 'WEBHOOK_DISABLE_AFTER_MS', 5 * 86_400_000, 1000, 30 * 86_400_000),
      secretOverlapMs: int(env, 'WEBHOOK_SECRET_OVERLAP_MS', 86_400_000, 0, 7 * 86_400_000),
      sandboxLocalTargets: sandboxLocalTargets(env, host, publicBaseUrl),
      sandboxBuyerSimulatorMs: int(env, 'SANDBOX_BUYER_SIMULATOR_MS', 0, 0, 86_400_000),
    }),
    metrics: metricsConfig(env, host, port),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 25, 1, 3600),
    exchangeRateMaxAgeDays: int(env, 'EXCHANGE_RATE_MAX_AGE_DAYS', 7, 1, 3650),
    exchangeRateFeed: Object.freeze({
      url: feedUrl(env, 'EXCHANGE_RATE_FEED_URL'),
      timeoutMs: int(env, 'EXCHANGE_RATE_FEED_TIMEOUT_MS', 30_000, 100, 600_000),
      retryMs: int(env, 'EXCHANGE_RATE_FEED_RETRY_MS', 60_000, 10, 3_600_000),
    }),
  };
  // Defaults to the public base URL, which is only known once the object above exists.
  config.oauthAudience = audience(env, 'OAUTH_AUDIENCE', config.publicBaseUrl);
  Object.freeze(config.trustedProxies);
  Object.freeze(config.corsOrigins);
  return Object.freeze(config);
}
