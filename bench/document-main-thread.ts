// npm run bench:document-main-thread: what one document costs the main thread (the event loop that
// every other request waits for), in process and without HTTP: DocumentService.create of the
// bench's 20-item invoice, one after the other, with the real rendering threads and store, on the
// embedded database in a new data directory on disk as a server keeps it (BENCH_DATA_DIR=memory://
// for one in memory), or with DATABASE_URL on PostgreSQL (a schema of its own). Printed:
// main-thread CPU per document and, of it, the store's statements (the number, the insert's
// transaction with its event); bytes allocated on the main thread per document (V8's sampling heap
// profiler, collected objects included); young-generation collections per 100 documents and their
// pauses.
//
// BENCH_BASELINE=<another checkout of the project> measures that checkout's code in turn with this
// one's (each run a process of its own, alternating), so a change's before and after come from the
// same session. BENCH_DOCUMENTS (default 300) per run, BENCH_RUNS (default 3) per checkout;
// BENCH_CPU_PROF=<dir>: a CPU profile of the main thread while the documents are timed, per run;
// BENCH_HEAP_PROF=<dir>: the sampled allocations of the main thread (DevTools opens both).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Session } from 'node:inspector/promises';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { BASELINE } from './builds-and-storages.js';
import { invoiceBody } from './documents-api.js';
import { median } from './measure.js';
import { privateSchemaUrl } from './server-process.js';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_UP = 50;

interface RunResult {
  cpuMsPerDocument: number;
  statementsMsPerDocument: number;
  allocatedKbPerDocument: number;
  scavengesPer100: number;
  scavengePauseMsPer100: number;
}

/** Loads a module of the checkout at `root` (its own copy of the code; packages resolve from there). */
const load = <T>(root: string, path: string): Promise<T> => import(pathToFileURL(resolve(root, path)).href) as Promise<T>;

/** Microseconds of CPU this thread (the main thread) has used. */
const threadCpuUs = (): number => {
  const { user, system } = process.threadCpuUsage();
  return user + system;
};

/** One run in this process, of the code at `root`. */
async function measureRun(root: string): Promise<RunResult> {
  type Modules = [
    typeof import('../src/db/database.js'),
    typeof import('../src/db/document-store.js'),
    typeof import('../src/db/event-store.js'),
    typeof import('../src/db/credential-store.js'),
    typeof import('../src/domain/documents/service.js'),
    typeof import('../src/domain/exchange-rates/bundled.js'),
    typeof import('../src/domain/access/scopes.js'),
    typeof import('../src/pdf/renderer.js'),
  ];
  const [{ openDatabase }, { createDocumentStore }, { recordDocumentCreated }, { createAccountAdmin }, { DocumentService }, { bundledReferenceRates }, { API_PLAN }, { createPdfRenderer }] = (await Promise.all(
    ['src/db/database.ts', 'src/db/document-store.ts', 'src/db/event-store.ts', 'src/db/credential-store.ts', 'src/domain/documents/service.ts', 'src/domain/exchange-rates/bundled.ts', 'src/domain/access/scopes.ts', 'src/pdf/renderer.ts'].map((path) => load(root, path)),
  )) as Modules;
  const schema = process.env.DATABASE_URL ? await privateSchemaUrl(process.env.DATABASE_URL, 'bench') : null;
  const scratch = process.env.BENCH_DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'document-main-thread-'));
  const database = await openDatabase({ databaseUrl: schema?.url ?? null, dataDir: process.env.BENCH_DATA_DIR ?? join(scratch!, 'data') });
  const renderer = createPdfRenderer();
  try {
    // As the server wires it (src/services.ts): the insert records the document.created event.
    const store = createDocumentStore(database.db, { onInsert: (trx, scope, document) => recordDocumentCreated(trx, scope, document) });
    let statementsUs = 0;
    const timed = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
      const before = threadCpuUs();
      try {
        return await call(...args);
      } finally {
        statementsUs += threadCpuUs() - before;
      }
    };
    const rates = bundledReferenceRates(7);
    const service = new DocumentService({ ...store, nextNumber: timed(store.nextNumber), insert: timed(store.insert) }, {
      orders: { get: () => Promise.reject(new Error('the bench makes no document from an order')) },
      quotes: { usable: () => Promise.reject(new Error('the bench makes no document from a quote')) },
      findBuyer: async () => undefined,
      buyerAddress: async () => null,
      profile: async () => undefined,
      renderer,
      exchangeRates: () => rates,
    });
    const accountId = await createAccountAdmin(database.db).createAccount({ name: 'Bench exporter', plan: API_PLAN });
    const scope = { accountId, mode: 'test' as const };
    const request = invoiceBody() as Parameters<typeof service.create>[1];
    const make = async (count: number) => {
      for (let i = 0; i < count; i++) await service.create(scope, request, 'en');
    };
    await make(WARM_UP);

    const scavenges: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges.push(entry.duration);
    });
    observer.observe({ entryTypes: ['gc'] });
    statementsUs = 0;
    const profiler = process.env.BENCH_CPU_PROF ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const cpuBefore = threadCpuUs();
    await make(DOCUMENTS);
    const cpuUs = threadCpuUs() - cpuBefore;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(join(process.env.BENCH_CPU_PROF!, `documents-${process.pid}.cpuprofile`), JSON.stringify(profile));
      profiler.disconnect();
    }
    const documentStatementsUs = statementsUs;
    observer.disconnect();

    // Allocation apart from the timing: the profiler's own work is not the document's.
    const session = new Session();
    session.connect();
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    await make(DOCUMENTS);
    const { profile } = await session.post('HeapProfiler.stopSampling');
    session.disconnect();
    if (process.env.BENCH_HEAP_PROF) writeFileSync(join(process.env.BENCH_HEAP_PROF, `documents-${process.pid}.heapprofile`), JSON.stringify(profile));
    type Node = { selfSize: number; children: Node[] };
    const total = (node: Node): number => node.children.reduce((sum, child) => sum + total(child), node.selfSize);

    return {
      cpuMsPerDocument: cpuUs / 1000 / DOCUMENTS,
      statementsMsPerDocument: documentStatementsUs / 1000 / DOCUMENTS,
      allocatedKbPerDocument: total(profile.head as Node) / 1024 / DOCUMENTS,
      scavengesPer100: (scavenges.length * 100) / DOCUMENTS,
      scavengePauseMsPer100: (scavenges.reduce((a, b) => a + b, 0) * 100) / DOCUMENTS,
    };
  } finally {
    await renderer.close();
    await database.close();
    await schema?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

const rootArgument = process.argv.indexOf('--root');
if (rootArgument >= 0) {
  // A child run: one measurement, as JSON on the last line.
  console.log(JSON.stringify(await measureRun(process.argv[rootArgument + 1]!)));
} else {
  const checkouts = [{ name: 'this checkout', root: process.cwd() }, ...(BASELINE ? [{ name: `baseline (${BASELINE})`, root: BASELINE }] : [])];
  const results = new Map<string, RunResult[]>(checkouts.map((c) => [c.name, []]));
  const storage = process.env.DATABASE_URL ? 'PostgreSQL' : `embedded database ${process.env.BENCH_DATA_DIR === 'memory://' ? 'in memory' : 'on disk'}`;
  console.log(`main-thread cost of a document (20-item invoice, DocumentService.create in process, ${storage}): ${DOCUMENTS} documents a run, ${RUNS} runs per checkout, alternating`);
  for (let run = 0; run < RUNS; run++) {
    for (const checkout of run % 2 === 0 ? checkouts : [...checkouts].reverse()) {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/document-main-thread.ts', '--root', checkout.root], { encoding: 'utf8', env: process.env, maxBuffer: 64 << 20 });
      if (child.status !== 0) throw new Error(`${checkout.name}: ${child.stderr}`);
      const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as RunResult;
      results.get(checkout.name)!.push(result);
      console.log(
        `  ${checkout.name}, run ${run + 1}: ${result.cpuMsPerDocument.toFixed(2)} ms CPU a document, of it statements ${result.statementsMsPerDocument.toFixed(2)} ms; ` +
          `${result.allocatedKbPerDocument.toFixed(0)} KB allocated; ${result.scavengesPer100.toFixed(1)} scavenges per 100 documents (${result.scavengePauseMsPer100.toFixed(1)} ms)`,
      );
    }
  }
  for (const [name, runs] of results) {
    const m = (pick: (r: RunResult) => number, digits: number) => median(runs.map(pick)).toFixed(digits);
    console.log(
      `${name}, medians: ${m((r) => r.cpuMsPerDocument, 2)} ms main-thread CPU a document, statements ${m((r) => r.statementsMsPerDocument, 2)} ms, ` +
        `${m((r) => r.allocatedKbPerDocument, 0)} KB allocated, ${m((r) => r.scavengesPer100, 1)} scavenges per 100 documents (${m((r) => r.scavengePauseMsPer100, 1)} ms)`,
    );
  }
}
