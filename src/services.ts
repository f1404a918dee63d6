import type { Logger } from 'pino';
import type { Config } from './config.js';
import { CredentialService } from './domain/access/credentials.js';
import { BuyerService } from './domain/buyers/service.js';
import { createBuyerStore } from './db/buyer-store.js';
import { createAccountAdmin, createCredentialStore, type AccountAdmin } from './db/credential-store.js';
import { openDatabase, type Database } from './db/database.js';

// Everything a handler may call, built once at start and handed to handlers with each request.

export interface Services {
  config: Readonly<Config>;
  logger: Logger;
  database: Database;
  buyers: BuyerService;
  credentials: CredentialService;
  accounts: AccountAdmin;
  /** Stops timers and closes connections. */
  close(): Promise<void>;
}

/** How often caches check whether another process changed buyers or credentials. */
const CHANGE_POLL_MS = 1000;

export async function createServices(config: Readonly<Config>, logger: Logger): Promise<Services> {
  const database = await openDatabase(config);
  const buyers = new BuyerService(createBuyerStore(database.db));
  const credentials = new CredentialService(createCredentialStore(database.db));
  await Promise.all([buyers.refresh(), credentials.refresh()]);
  const timer = setInterval(() => {
    Promise.all([buyers.refresh(), credentials.refresh()]).catch((error: unknown) => logger.warn({ err: error }, 'cache refresh failed'));
  }, CHANGE_POLL_MS);
  timer.unref();
  return {
    config,
    logger,
    database,
    buyers,
    credentials,
    accounts: createAccountAdmin(database.db),
    async close() {
      clearInterval(timer);
      await database.close();
    },
  };
}
