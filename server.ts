// Entry point: reads the config, opens storage (migrating and seeding on first start), and
// serves the API. The only file that imports both src/ and handlers/.
import { createServer } from 'node:http';
import pino from 'pino';
import { handlers } from './handlers/index.js';
import { ConfigError, loadConfig } from './src/config.js';
import { seedSandbox } from './src/db/seed.js';
import { createApp } from './src/http/app.js';
import { loadContract } from './src/http/contract.js';
import { createServices } from './src/services.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(2);
  }
  throw error;
}

const logger = pino({ level: config.logLevel });
const services = await createServices(config, logger);
const seeded = await seedSandbox(services.database.db, config.sandboxBuyers, logger);
const app = await createApp(services, handlers, loadContract());
const server = createServer(app);

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info({ url: base, storage: services.database.kind, sandbox_buyers: seeded.sandboxBuyers }, 'listening');
  if (seeded.createdTestKey) {
    // Printed once, on the start that created it; only its hash is stored.
    console.log(`\nSandbox test key (shown once, keep it): ${seeded.createdTestKey}\n`);
    console.log(`Try: curl -H "Authorization: Bearer ${seeded.createdTestKey}" "${base}/api/v1/buyers?country=US&limit=3"\n`);
  }
});

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  await services.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
