import type { Logger } from 'pino';
import { SCOPES, API_PLAN } from '../domain/access/scopes.js';
import { genericScore } from '../domain/buyers/score.js';
import type { StoredBuyerContact } from '../domain/buyers/contact.js';
import type { BuyerRecord } from '../domain/buyers/types.js';
import type { Mode } from '../domain/modes.js';
import type { SandboxBuyerSink } from '../domain/buyers/sandbox-simulator.js';
import { recordBuyerMatches } from './buyer-alert-store.js';
import { createBuyerStore } from './buyer-store.js';
import { createAccountAdmin } from './credential-store.js';
import type { Db } from './database.js';
import { sandboxBuyersInWorker } from './sandbox-buyers-in-worker.js';
import { withStartLock } from './start-lock.js';

/**
 * Stores buyers with their generic scores (the order used when the caller has no profile) and
 * records, in the same transaction, `buyer.matched` for every buyer alert they newly match.
 * `replace`: buyers whose number exists are updated (import --update). `contacts`: an import's, by buyer number.
 */
export function insertBuyers(db: Db, mode: Mode, buyers: BuyerRecord[], options: { replace?: boolean; contacts?: ReadonlyMap<number, StoredBuyerContact> } = {}): Promise<void> {
  return insertBuyerBatches(db, mode, [buyers], options);
}

/** insertBuyers of batches taken one at a time, all in one transaction. */
async function insertBuyerBatches(db: Db, mode: Mode, batches: Iterable<BuyerRecord[]> | AsyncIterable<BuyerRecord[]>, options: { replace?: boolean; contacts?: ReadonlyMap<number, StoredBuyerContact> } = {}): Promise<void> {
  const store = createBuyerStore(db, { onInsert: async (trx, m, added, previous) => void (await recordBuyerMatches(trx, m, added, previous)) });
  async function* scored() {
    for await (const buyers of batches) yield { buyers, genericScores: buyers.map((b) => genericScore(b).score) };
  }
  await store.insert(mode, scored(), options);
  await store.bumpChangeCounter();
}

/** Where the sandbox buyer simulator adds buyers: the import's path, into the sandbox. */
export function sandboxBuyerSink(db: Db): SandboxBuyerSink {
  return { maxNumber: () => createBuyerStore(db).maxNumber('test'), insert: (buyers) => insertBuyers(db, 'test', buyers) };
}

export interface SeedResult {
  sandboxBuyers: number;
  /** Set only on the start that created the sandbox account: the key is shown this once. */
  createdTestKey: string | null;
}

/**
 * The first start seeds the sandbox: generated buyers and an account with a test key. Instances
 * starting together on an empty database take turns (src/db/start-lock.ts): one seeds, the others
 * find the buyers and the account there.
 */
export function seedSandbox(db: Db, buyerCount: number, logger: Logger): Promise<SeedResult> {
  return withStartLock(db, (connection) => seed(connection, buyerCount, logger));
}

async function seed(db: Db, buyerCount: number, logger: Logger): Promise<SeedResult> {
  const store = createBuyerStore(db);
  let sandboxBuyers = await store.count('test');
  if (sandboxBuyers === 0) {
    const started = Date.now();
    // Generated in a thread that ends when done, batch by batch: this process never holds the
    // cities read to make them, the generation's garbage, nor all the buyers at once.
    await insertBuyerBatches(db, 'test', sandboxBuyersInWorker(buyerCount));
    sandboxBuyers = buyerCount;
    logger.info({ buyers: sandboxBuyers, ms: Date.now() - started }, 'seeded sandbox buyers');
  }
  const admin = createAccountAdmin(db);
  let createdTestKey: string | null = null;
  if ((await admin.countAccounts()) === 0) {
    const accountId = await admin.createAccount({ name: 'Sandbox exporter', plan: API_PLAN });
    createdTestKey = (await admin.createApiKey(accountId, 'test', SCOPES, 'first-start sandbox key')).secret;
  }
  return { sandboxBuyers, createdTestKey };
}
