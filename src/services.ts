import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { AuditStore } from './domain/access/audit.js';
import { CredentialService } from './domain/access/credentials.js';
import { KeyAdmin } from './domain/access/key-admin.js';
import { BuyerService } from './domain/buyers/service.js';
import { DocumentService } from './domain/documents/service.js';
import { IdempotencyService } from './domain/idempotency.js';
import { OrderService } from './domain/orders/service.js';
import { ShipmentService } from './domain/orders/shipments.js';
import { QuoteService } from './domain/quotes/service.js';
import { createAuditStore } from './db/audit-store.js';
import { createBuyerStore } from './db/buyer-store.js';
import { createDocumentStore } from './db/document-store.js';
import { createExchangeRateStore } from './db/exchange-rate-store.js';
import { createRateFeedStore } from './db/exchange-rate-feed-store.js';
import { ExchangeRateService } from './domain/exchange-rates/service.js';
import { createRateImportInbox } from './db/rate-import-inbox.js';
import { RateFeed } from './exchange-rates/feed.js';
import { readRateFileInWorker } from './exchange-rates/read-in-worker.js';
import { todayUtc } from './domain/tariffs/as-of.js';
import { bundledRatesDate, bundledRatesDay } from './domain/reference/exchange-rates.js';
import { createAccountAdmin, createCredentialStore, type AccountAdmin } from './db/credential-store.js';
import { checkSealedValues } from './db/sealed-values.js';
import { openDatabase, type Database } from './db/database.js';
import { createIdempotencyStore } from './db/idempotency-store.js';
import { createOrderStore, createSandboxShipmentSource } from './db/order-store.js';
import { createQuoteStore } from './db/quote-store.js';
import { SandboxShipmentSimulator } from './domain/orders/sandbox-simulator.js';
import { createBuyerAlertStore } from './db/buyer-alert-store.js';
import { createEventStore, recordDocumentCreated, recordOrderChange, recordQuoteChange } from './db/event-store.js';
import { sandboxBuyerSink } from './db/seed.js';
import { countPendingDeliveries, createWebhookDeliveryStore } from './db/webhook-delivery-store.js';
import { createWebhookEndpointStore } from './db/webhook-endpoint-store.js';
import { BuyerAlertService } from './domain/buyer-alerts/service.js';
import { SandboxBuyerSimulator } from './domain/buyers/sandbox-simulator.js';
import { EventService } from './domain/events/service.js';
import { purgeExpired } from './domain/webhooks/retention.js';
import { WebhookEndpointService } from './domain/webhooks/service.js';
import { createReadiness, type Readiness } from './lifecycle/readiness.js';
import { DeliveryWorker } from './webhooks/worker.js';
import { createKeyAdminStore } from './db/key-admin-store.js';
import { Metrics } from './observability/metrics.js';
import { createPdfRenderer, type DocumentThreads, type PdfDocumentRenderer } from './pdf/renderer.js';
import { createSigningKeyPersistence } from './db/signing-key-store.js';
import { openSecretBox, type SecretBox } from './security/encryption.js';
import { toCidrRanges, type CidrRange } from './security/ip-allowlist.js';
import { createKeyStore, type KeyStore } from './security/jwt.js';
import { createRateLimiter, planPolicies, type PlanPolicies, type RateLimiter } from './security/rate-limit.js';
import { createTokenGrant, type TokenGrant } from './domain/access/token-grant.js';
import { createStreamBus, type StreamBus } from './streams/bus.js';
import { busLogisticsSource, type LogisticsSource } from './streams/logistics.js';
import { createTicketStore, type TicketStore } from './streams/tickets.js';

// Everything a handler may call, built once at start and handed to handlers with each request.

export interface Services {
  config: Readonly<Config>;
  logger: Logger;
  database: Database;
  buyers: BuyerService;
  /** The reference exchange rates answers convert with: the newest day in storage, reloaded when an import changes it. */
  exchangeRates: ExchangeRateService;
  /** Fetches the ECB's daily rates after each publication (EXCHANGE_RATE_FEED_URL); null when off. */
  rateFeed: RateFeed | null;
  orders: OrderService;
  shipments: ShipmentService;
  /** Price calculations kept as quotes; documents and orders are made from them. */
  quotes: QuoteService;
  /** Export documents: built, numbered, rendered (in worker threads) and kept. */
  documents: DocumentService;
  renderer: DocumentThreads;
  /** The account's events (GET /events). */
  events: EventService;
  webhookEndpoints: WebhookEndpointService;
  /** Saved buyer searches that raise buyer.matched. */
  buyerAlerts: BuyerAlertService;
  /** Sends due webhook deliveries; null when WEBHOOK_WORKER is off in this process. */
  deliveryWorker: DeliveryWorker | null;
  /** Stream updates between the feeds and the connections (Redis pub/sub with REDIS_URL). */
  streamBus: StreamBus;
  /** Shipment status changes for the logistics stream, published after their commit. */
  logistics: LogisticsSource;
  /** One-time stream tickets (POST /stream/tickets). */
  streamTickets: TicketStore;
  credentials: CredentialService;
  accounts: AccountAdmin;
  /** API keys and OAuth clients: create, list, rotate, revoke (audited). */
  keyAdmin: KeyAdmin;
  /** Signs and verifies OAuth access tokens; publishes the JWKS. */
  keyStore: KeyStore;
  /** The OAuth client-credentials grant (POST /oauth/token). */
  tokenGrant: TokenGrant;
  /** Seals what must be stored encrypted (signing keys, replayable responses). */
  secretBox: SecretBox;
  idempotency: IdempotencyService;
  audit: AuditStore;
  rateLimiter: RateLimiter;
  ratePolicies: PlanPolicies;
  /** TRUSTED_PROXIES, compiled. */
  trustedProxies: readonly CidrRange[];
  /** Prometheus metrics of this process (served at /metrics when configured). */
  metrics: Metrics;
  /** What GET /readyz reports; the shutdown marks it first. */
  readiness: Readiness;
  /** Moves open sandbox shipments along (SANDBOX_SHIPMENT_SIMULATOR_MS); null when off. */
  shipmentSimulator: SandboxShipmentSimulator | null;
  /** Stops timers and closes connections. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** An already open database (a second instance in tests); it is left open by close(). */
  database?: Database;
  /** What a new embedded in-memory database starts from (DatabaseOptions.template). */
  databaseTemplate?: Blob;
}

/** How often caches check whether another process changed buyers, credentials or exchange rates. */
const CHANGE_POLL_MS = 1000;
/** How often expired Idempotency-Key records are deleted. */
const IDEMPOTENCY_PURGE_MS = 10 * 60_000;

async function openKeyStore(config: Readonly<Config>, database: Database, logger: Logger): Promise<{ keyStore: KeyStore; secretBox: SecretBox }> {
  const { resolved: encryption, secretBox } = await openSecretBox(config);
  if (encryption.source === 'key_file') logger.debug({ file: encryption.file }, 'secrets encryption key from the data directory');
  // Key ids only (derived one-way): which key seals and which only open, for a rotation's checks.
  logger.debug({ sealing_key: secretBox.currentKeyId, opening_keys: secretBox.previousKeyIds }, 'secrets encryption keys');
  // A stored secret no configured key opens stops the start here, naming the setting.
  await checkSealedValues(database.db, secretBox);
  const keyStore = await createKeyStore({
    persistence: createSigningKeyPersistence(database.db),
    secretBox,
    issuer: config.publicBaseUrl,
    onReloadError: (error) => logger.warn({ err: error }, 'signing key reload failed'),
  });
  return { keyStore, secretBox };
}

/** The rendering threads, made on the first document (most processes and tests never make one). */
function lazyRenderer(): DocumentThreads {
  let pool: PdfDocumentRenderer | undefined;
  const get = (): PdfDocumentRenderer => (pool ??= createPdfRenderer());
  return {
    make: (job, host) => get().make(job, host),
    get stats() {
      return pool?.stats ?? { threads: 0, queued: 0 };
    },
    close: async () => {
      await pool?.close();
    },
  };
}

export async function createServices(config: Readonly<Config>, logger: Logger, options: ServiceOptions = {}): Promise<Services> {
  const database =
    options.database ??
    (await openDatabase(config, {
      onPoolError: (error) => logger.warn({ err: error }, 'database connection lost while idle'),
      onAfterCommitError: (error) => logger.warn({ err: error }, 'an effect after a commit failed'),
      onInstanceLockError: (error) => logger.warn({ err: error }, 'instance lock connection failed; taken again'),
      onCheckpoint: ({ walBytes, ms }) => logger.debug({ wal_bytes: walBytes, ms }, 'embedded database checkpoint'),
      onCheckpointError: (error) => logger.warn({ err: error }, 'embedded database checkpoint failed'),
      template: options.databaseTemplate,
    }));
  const metrics = new Metrics();
  const stopQueryTimings = database.onQuery((ms, failed) => metrics.observeQuery(ms, failed));
  const buyers = new BuyerService(createBuyerStore(database.db), { onIndexError: (error) => logger.warn({ err: error }, 'buyer search index load failed') });
  const credentials = new CredentialService(createCredentialStore(database.db));
  const rateStore = createExchangeRateStore(database.db);
  const exchangeRates = new ExchangeRateService(rateStore, { maxAgeDays: config.exchangeRateMaxAgeDays, bundled: { date: bundledRatesDate, day: bundledRatesDay } });
  await Promise.all([buyers.refresh(), credentials.refresh(), exchangeRates.start()]);
  // The embedded database is this process's alone: npm run import:rates hands its file over (src/db/rate-import-inbox.ts).
  const rateInbox =
    database.kind === 'pglite' && !config.dataDir.startsWith('memory://')
      ? createRateImportInbox(config.dataDir, async (path, importedFrom) => exchangeRates.import(await readRateFileInWorker({ path }, todayUtc()), importedFrom, 'import'))
      : null;
  const feedUrl = config.exchangeRateFeed.url;
  const rateFeed = feedUrl
    ? new RateFeed({
        config: { ...config.exchangeRateFeed, url: feedUrl },
        store: createRateFeedStore(database.db),
        rates: exchangeRates,
        read: readRateFileInWorker,
        logger,
        onAttempt: (outcome) => metrics.rateFeedAttempts.inc({ outcome }),
      })
    : null;
  const { keyStore, secretBox } = await openKeyStore(config, database, logger);
  const rateLimiter = await createRateLimiter({
    redisUrl: config.redisUrl,
    keyPrefix: config.rateLimitKeyPrefix,
    onStoreError: (error) => logger.warn({ err: error }, 'rate-limit store failed; counting in memory'),
  });
  const idempotency = new IdempotencyService(
    createIdempotencyStore(database.db, () => database.instanceLock.key),
    secretBox,
    database.unitOfWork,
  );

  const poll = setInterval(() => {
    Promise.all([buyers.refresh(), credentials.refresh(), exchangeRates.refresh(), rateInbox?.poll()]).catch((error: unknown) => logger.warn({ err: error }, 'cache refresh failed'));
  }, CHANGE_POLL_MS);
  poll.unref();
  const purge = setInterval(() => {
    idempotency.purgeExpired().catch((error: unknown) => logger.warn({ err: error }, 'idempotency purge failed'));
  }, IDEMPOTENCY_PURGE_MS);
  purge.unref();

  const orderStore = createOrderStore(database.db, { onChange: recordOrderChange });
  const events = new EventService(createEventStore(database.db));
  const deliveryStore = createWebhookDeliveryStore(database.db);
  // Events are kept at least 30 days (GET /events is how clients catch up), finished deliveries 30 days (src/domain/webhooks/retention.ts).
  const eventPurge = setInterval(() => {
    purgeExpired(deliveryStore, events).catch((error: unknown) => logger.warn({ err: error }, 'event and delivery purge failed'));
  }, IDEMPOTENCY_PURGE_MS);
  eventPurge.unref();
  // Adds sandbox buyers now and then (SANDBOX_BUYER_SIMULATOR_MS), raising buyer.matched for sandbox alerts.
  const buyerSimulator = new SandboxBuyerSimulator(sandboxBuyerSink(database.db), config.webhooks.sandboxBuyerSimulatorMs, logger, () => buyers.refresh());
  buyerSimulator.start();
  const deliveryWorker = config.webhooks.worker
    ? new DeliveryWorker(database.db, secretBox, config.webhooks, logger, { onAttempt: (outcome) => metrics.webhookDeliveries.inc({ outcome }) })
    : null;
  metrics.watch({
    poolStats: () => database.poolStats(),
    webhookQueueDepth: () => countPendingDeliveries(database.db),
    exchangeRatesDate: () => exchangeRates.current().date,
  });
  deliveryWorker?.start();
  rateFeed?.start();
  const streamBus = createStreamBus(config.redisUrl, logger);
  const readiness = createReadiness({ db: database.db, redisUrl: config.redisUrl });
  const logistics = busLogisticsSource(streamBus);
  const streamTickets = createTicketStore(config.redisUrl, config.streamTicketSeconds);
  const quotes = new QuoteService(createQuoteStore(database.db, { onChange: recordQuoteChange }), { findBuyer: (mode, id) => buyers.summary(mode, id), exchangeRates: () => exchangeRates.current() });
  const orders = new OrderService(orderStore, {
    findBuyer: (mode, id) => buyers.summary(mode, id),
    profileOrigin: async ({ accountId, mode }) => (await buyers.findProfile(accountId, mode))?.origin_country,
    quotes,
    exchangeRates: () => exchangeRates.current(),
  });

  // Effects outside the database follow the commit of the request's work (an idempotent request's
  // commit waits for its stored answer: src/db/unit-of-work.ts).
  const { afterCommit } = database.unitOfWork;
  const shipments = new ShipmentService(orderStore, { onCommitted: (update) => void afterCommit(() => logistics.publish(update)) });
  const shipmentSimulator =
    config.sandboxShipmentSimulatorMs > 0
      ? new SandboxShipmentSimulator(createSandboxShipmentSource(database.db), shipments, {
          intervalMs: config.sandboxShipmentSimulatorMs,
          onError: (error, shipmentId) => logger.debug({ err: error, shipmentId }, 'sandbox shipment simulator: not moved'),
        })
      : null;
  shipmentSimulator?.start();

  // The threads start with the first document, not with the server.
  const renderer = lazyRenderer();
  const documents = new DocumentService(createDocumentStore(database.db, { onInsert: (trx, scope, document) => recordDocumentCreated(trx, scope, document) }), {
    orders,
    quotes,
    findBuyer: (mode, id) => buyers.summary(mode, id),
    buyerAddress: (mode, id) => buyers.postalAddress(mode, id),
    profile: async ({ accountId, mode }) => buyers.findProfile(accountId, mode),
    renderer,
    exchangeRates: () => exchangeRates.current(),
    filesDir: config.documentsDir,
  });

  return {
    config,
    logger,
    database,
    buyers,
    exchangeRates,
    rateFeed,
    orders,
    quotes,
    documents,
    renderer,
    events,
    buyerAlerts: new BuyerAlertService(createBuyerAlertStore(database.db)),
    webhookEndpoints: new WebhookEndpointService(createWebhookEndpointStore(database.db), deliveryStore, secretBox, config.webhooks, () => void afterCommit(() => deliveryWorker?.wake())),
    deliveryWorker,
    shipments,
    shipmentSimulator,
    streamBus,
    logistics,
    streamTickets,
    credentials,
    accounts: createAccountAdmin(database.db),
    // Revocation takes effect at once in this process; other processes follow the change counter.
    keyAdmin: new KeyAdmin(createKeyAdminStore(database.db), { onChange: () => afterCommit(() => credentials.refresh()) }),
    keyStore,
    tokenGrant: createTokenGrant({ clients: credentials, keyStore, audience: config.oauthAudience }),
    secretBox,
    idempotency,
    audit: createAuditStore(database.db),
    rateLimiter,
    ratePolicies: planPolicies({ proMaxLimit: config.rateLimitProMax, windowSeconds: config.rateLimitWindowSeconds }),
    trustedProxies: toCidrRanges(config.trustedProxies),
    metrics,
    readiness,
    async close() {
      readiness.markShuttingDown();
      stopQueryTimings();
      clearInterval(poll);
      clearInterval(purge);
      clearInterval(eventPurge);
      await rateFeed?.stop();
      await shipmentSimulator?.stop();
      await buyerSimulator.stop();
      await deliveryWorker?.stop();
      await rateLimiter.close();
      await renderer.close();
      await streamBus.close();
      await streamTickets.close();
      await readiness.close();
      if (!options.database) await database.close();
    },
  };
}
