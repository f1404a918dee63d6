// The share of each large data set in the server's memory, measured in a fresh process
// (`node --expose-gc --import tsx bench/memory-shares.ts`, run by bench/memory.ts): the sets are
// loaded one after another as the server loads them, and before and after each the heap is
// collected (twice) and measured. A set's "heap" is what stays live in V8's heap after it loaded,
// i.e. what it retains (a set that another loaded first is counted with that one: the order is the
// server's). "RSS" is the growth of the resident size, which also keeps what loading took at its peak
// and the allocator did not give back. "outside" is memory V8 accounts outside its heap (buffers,
// PGlite's WebAssembly memory). Prints one JSON object per line, then `done`.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createBuyerStore } from '../src/db/buyer-store.js';
import { seedSandbox } from '../src/db/seed.js';
import { BuyerService, type BuyerFilters } from '../src/domain/buyers/service.js';
import { classifierIndex } from '../src/domain/classify/search-index.js';
import { documentNumber } from '../src/domain/documents/build.js';
import type { DocumentHost } from '../src/domain/documents/job.js';
import type { DocumentCreateRequest } from '../src/domain/documents/store.js';
import { allHsEntries } from '../src/domain/reference/hs.js';
import { hskLineCount } from '../src/domain/reference/hsk.js';
import { loadAll } from '../src/domain/reference/load-all.js';
import { todayUtc } from '../src/domain/tariffs/as-of.js';
import { allDestinationSchedules } from '../src/domain/tariffs/schedules.js';
import { projectPath } from '../src/paths.js';
import { createPdfRenderer } from '../src/pdf/renderer.js';
import { invoiceBody } from './documents-api.js';

export interface Share {
  name: string;
  heapMb: number;
  rssMb: number;
  outsideMb: number;
  ms: number;
}

const BUYERS = Number(process.env.SANDBOX_BUYERS ?? 50_000);
const MiB = 2 ** 20;
const configOf = (dataDir: string) => loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });

// `--seed DIR`: seeds the sandbox buyers there and exits (a process of its own, so that the
// database's memory and the seeding's garbage stay out of the measured one).
if (process.argv[2] === '--seed') {
  const seeding = await openDatabase(configOf(process.argv[3]!));
  await seedSandbox(seeding.db, BUYERS, pino({ level: 'warn' }));
  await seeding.close();
  process.exit(0);
}
const dir = mkdtempSync(join(tmpdir(), 'memory-shares-'));
const seeded = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--seed', join(dir, 'data')], { stdio: 'inherit' });
if (seeded.status !== 0) throw new Error('seeding the sandbox buyers failed');

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** Collected, and read after a moment (background compilation and the threads' own work settle). */
async function settled() {
  await new Promise((r) => setTimeout(r, 300));
  gc!();
  gc!();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / MiB, rss: m.rss / MiB, outside: m.external / MiB };
}

let last = await settled();
/** Objects a step keeps alive until the end (what the server would hold). */
const kept: unknown[] = [];

async function share(name: string, load: () => unknown): Promise<void> {
  const started = performance.now();
  kept.push(await load());
  const ms = performance.now() - started;
  const now = await settled();
  const row: Share = { name, heapMb: now.heap - last.heap, rssMb: now.rss - last.rss, outsideMb: now.outside - last.outside, ms };
  console.log(JSON.stringify(row));
  last = now;
}

console.log(JSON.stringify({ name: 'process after imports (not a data set)', heapMb: last.heap, rssMb: last.rss, outsideMb: last.outside, ms: 0 }));

// The bundle's source map as Node holds it under --enable-source-maps (npm start, the Dockerfile):
// parsed once the first stack trace is formatted.
const map = projectPath('dist', 'server.main.js.map');
if (existsSync(map)) await share('source map of the bundle (--enable-source-maps)', () => new SourceMap(JSON.parse(readFileSync(map, 'utf8'))));
await share('HS 2022 nomenclature', () => allHsEntries());
await share('Korean HSK nomenclature', () => hskLineCount());
for (const schedule of allDestinationSchedules()) await share(`tariff schedule ${schedule.id}`, () => schedule.load());
await share('other reference data (rates, indicators, VAT, ports, agreements, WordNet, sandbox words)', () => loadAll());
await share('classification index', () => classifierIndex());

// The embedded database and the buyers: seeded on a data directory of its own (above), opened as a
// restarted server opens it, and the buyers read into the search index as the server does after
// start (the database's own memory grows meanwhile: the RSS and outside columns of that row).
try {
  const database = await openDatabase(configOf(join(dir, 'data')));
  kept.push(database);
  const row = await settled();
  console.log(JSON.stringify({ name: 'embedded database (PGlite) opened', heapMb: row.heap - last.heap, rssMb: row.rss - last.rss, outsideMb: row.outside - last.outside, ms: 0 }));
  last = row;
  await share(`buyers (${BUYERS}) and their search index, after the searches of the soak's mix`, async () => {
    const buyers = new BuyerService(createBuyerStore(database.db));
    await buyers.refresh();
    buyers.index!.warm(['test']);
    await buyers.index!.settled();
    const account = 'acc_memory';
    for (const country of ['US', 'DE', 'JP', 'VN', 'FR', 'GB', 'CN', 'AU', 'CA', 'IN']) {
      for (let page = 1; page <= 3; page++) await buyers.search(account, 'test', { country, limit: 20, page } satisfies BuyerFilters, 'en');
    }
    return buyers;
  });
  // As the server makes a document: a job handed to the bundled thread, which builds, validates,
  // numbers and renders it. The thread's heap is not this process's V8 heap: its share is the RSS
  // column (the heap column is what making the documents left on the main thread).
  const renderer = createPdfRenderer({ threads: 1, workerFile: projectPath('dist', 'render-worker.js') });
  kept.push(renderer);
  const issueDate = todayUtc();
  const host: DocumentHost = {
    takeNumber: async () => documentNumber('commercial_invoice', Number(issueDate.slice(0, 4)), 1),
    priceWithCosts: async () => {
      throw new Error('the invoice has no costs to price');
    },
  };
  await share('a rendering thread (RSS; heap: the main thread\'s), after making a 20-item invoice in English and one in Korean', async () => {
    for (const language of ['en', 'ko'] as const) {
      await renderer.make({ type: 'commercial_invoice', request: invoiceBody() as DocumentCreateRequest, language, issueDate }, host);
    }
  });
  await renderer.close();
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify({ name: 'process at the end', heapMb: last.heap, rssMb: last.rss, outsideMb: last.outside, ms: 0 }));
console.log('done');
