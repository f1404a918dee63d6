// Entry point: reads the config, opens storage (migrating and seeding on first start), and
// serves the API. The only file that imports both src/ and handlers/.
import { handlers } from './handlers/index.js';
import { startCommand } from './src/cli-start.js';
import { seedSandbox } from './src/db/seed.js';
import { classifierIndex } from './src/domain/classify/search-index.js';
import { loadAll } from './src/domain/reference/load-all.js';
import { createApp } from './src/http/app.js';
import { loadContract } from './src/http/contract.js';
import { createHttpServer, servesTls } from './src/http/listen.js';
import { createMetricsServer } from './src/http/observe.js';
import { createShutdown, trackRequests } from './src/lifecycle/shutdown.js';
import { createLogger } from './src/logger.js';
import { createServices } from './src/services.js';
import { attachStreams } from './src/streams/server.js';

const { config, opened: services } = await startCommand((config) => createServices(config, createLogger(config)));
const { logger } = services;
const seeded = await seedSandbox(services.database.db, config.sandboxBuyers, logger);
const app = await createApp(services, handlers, loadContract());
// HTTPS with TLS 1.3 as the minimum when TLS_CERT_FILE and TLS_KEY_FILE are set.
const server = createHttpServer(app, config, { onConnectionRefused: () => services.metrics.connectionRefusals.inc() });
const requests = trackRequests(server);
// WebSocket streams on the same port (/api/v1/stream and /v1/stream).
const streams = attachStreams(server, services);
// Prometheus metrics on their own port when METRICS_PORT is set (docs/operations/observability.md).
const metricsServer = config.metrics.port === null ? null : createMetricsServer(services.metrics, config.metrics);
metricsServer?.listen(config.metrics.port ?? 0, config.metrics.host, () => logger.info({ port: config.metrics.port, host: config.metrics.host }, 'metrics listening'));

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const scheme = servesTls(config) ? 'https' : 'http';
  const base = `${scheme}://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  // Where a reader opens it: the public address when set; on all addresses, this machine's loopback.
  const visit = config.declaredPublicBaseUrl ?? base.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:');
  console.log(`\nExport-Trade Platform API listening on ${base}`);
  console.log(`Docs: ${visit}/docs/guides/ (guides) and ${visit}/docs (API reference)`);
  if (seeded.createdTestKey) {
    // Printed once, on the start that created it; only its hash is stored. Before the `listening`
    // line on the same stream, so whoever waits for that line has the key too.
    console.log(`Sandbox test key (shown once, keep it): ${seeded.createdTestKey}`);
    console.log(`Try: curl -H "Authorization: Bearer ${seeded.createdTestKey}" "${visit}/api/v1/buyers?country=US&limit=3"`);
  }
  console.log('');
  logger.info({ url: base, node: process.version, storage: services.database.kind, sandbox_buyers: seeded.sandboxBuyers, tls: servesTls(config) }, 'listening');
  // Reference data (tariff lines, rates, indicators) loads lazily; warm it shortly after start so
  // the first market, tariff or pricing request does not pay for it, nor the very first request.
  // The classification index too (from the build's snapshot), so POST /customs/classify answers at once.
  setTimeout(() => {
    // The in-memory buyer search reads the buyers in short batches beside the requests.
    services.buyers.index?.warm();
    loadAll();
    const index = classifierIndex();
    logger.info({ documents: index.documents.length, origin: index.origin, ms: Math.round(index.buildMs) }, 'classification index ready');
  }, 1000).unref();
});

const graceMs = config.shutdownGraceSeconds * 1000;
const shutdown = createShutdown({ server, streams, services, logger, graceMs }, requests);

/** A stop that has not finished a few seconds after the grace period (a stuck close) ends the process anyway. */
const HARD_STOP_AFTER_GRACE_MS = 5000;

async function stop(signal: string) {
  metricsServer?.close();
  setTimeout(() => {
    logger.error({ signal }, 'shutdown did not finish; exiting');
    process.exit(1);
  }, graceMs + HARD_STOP_AFTER_GRACE_MS).unref();
  try {
    const outcome = await shutdown(signal);
    logger.info({ ms: outcome.ms, cut_requests: outcome.cutRequests, closed_idle: outcome.closedIdle, released_deliveries: outcome.releasedDeliveries }, 'stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
