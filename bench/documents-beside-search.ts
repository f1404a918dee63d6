// npm run bench:beside-documents: the documents row's search rounds of `npm run bench` (buyer
// search's p99 at 200 req/s, idle and while 20-item invoices are made at full speed), on the
// embedded database and, when DATABASE_URL is set, on PostgreSQL (a schema of its own per server),
// each server the built bundle as `npm start` runs it, with its sandbox data (SANDBOX_BUYERS, 50,000
// by default). Printed per round: the idle and busy p99, their ratio (target 2x), PDFs per second,
// the main thread's CPU per document (also less what the idle half's searches took), and its
// young-generation collections (scavenges, whose pauses every request waits out) per second idle
// and busy, read from the server's /metrics.
//
// BENCH_BASELINE=<another checkout of the project, built with `npm run build`> runs that build's
// server beside this one's and alternates the rounds between the two (only one is under load at a
// time), so a change's before and after come from the same session. BENCH_SECONDS (default 8) per
// half-round, BENCH_ROUNDS (default 5) per build, BENCH_STORAGE=embedded|postgres to run only one.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { BASELINE, benchBuilds, benchStorages, privateStorage, type Build, type Storage } from './builds-and-storages.js';
import { invoiceBody, scavengesFromMetrics, searchBesideDocumentsRound, type ScavengeReader, type SearchBesideDocumentsRound } from './documents-api.js';
import { median } from './measure.js';
import { startServer, type ServerProcess } from './server-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const storages = benchStorages();
const builds = benchBuilds();

interface Running {
  build: Build;
  server: ServerProcess;
  key: string;
  scavenges: ScavengeReader;
  cleanUp: () => Promise<void>;
  rounds: SearchBesideDocumentsRound[];
}

async function start(build: Build, storage: Storage): Promise<Running> {
  const own = await privateStorage(storage, 'beside_documents');
  const metricsToken = randomBytes(24).toString('hex');
  const server = await startServer(
    { ...own.env, REDIS_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_PRO_MAX: '1000000', METRICS_TOKEN: metricsToken, METRICS_PORT: '' },
    300_000,
    build.root === undefined ? {} : { root: build.root },
  );
  const cleanUp = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await own.remove();
  };
  try {
    await server.ready(300_000);
    if (!server.testKey) throw new Error(`${build.name}: no sandbox key printed`);
    // The rendering threads start with the first document; then the hot paths of both requests compile.
    const headers = { authorization: `Bearer ${server.testKey}` };
    await autocannon({ url: `${server.baseUrl}/api/v1/documents`, method: 'POST', connections: 4, duration: 3, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(invoiceBody()) });
    await autocannon({ url: `${server.baseUrl}/api/v1/buyers?country=US&sector=cosmetics&limit=20`, connections: 10, duration: 2, headers });
    return { build, server, key: server.testKey, scavenges: scavengesFromMetrics(server.baseUrl, metricsToken), cleanUp, rounds: [] };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Scavenges per second idle / busy, and their pauses in ms per second. */
const gcText = (r: SearchBesideDocumentsRound): string =>
  r.scavenges ? `${r.scavenges.idlePerSecond.toFixed(2)}/s idle (${r.scavenges.idlePauseMsPerSecond.toFixed(1)} ms/s), ${r.scavenges.busyPerSecond.toFixed(2)}/s busy (${r.scavenges.busyPauseMsPerSecond.toFixed(1)} ms/s)` : 'not read';

console.log(`search p99 beside documents: ${ROUNDS} rounds of ${SECONDS} s idle + ${SECONDS} s busy per build${BASELINE ? `, alternating with the baseline ${BASELINE}` : ''}; load average ${loadavg()[0]!.toFixed(1)} at the start`);
for (const storage of storages) {
  console.log(`\n${storage === 'embedded' ? 'embedded database' : 'PostgreSQL'}`);
  const running: Running[] = [];
  try {
    for (const build of builds) running.push(await start(build, storage));
    for (let round = 0; round < ROUNDS; round++) {
      for (const each of round % 2 === 0 ? running : [...running].reverse()) {
        const measured = await searchBesideDocumentsRound(each.server.baseUrl, each.key, SECONDS, each.server.child.pid!, each.scavenges);
        each.rounds.push(measured);
        console.log(
          `  ${each.build.name.padEnd(10)} round ${round + 1}: idle ${measured.idleP99} ms, busy ${measured.busyP99} ms, ratio ${measured.ratio.toFixed(2)}; ` +
            `${measured.pdfsPerSecond.toFixed(1)} PDFs/s, main thread ${measured.mainMsPerDocument.toFixed(2)} ms CPU a document (${measured.documentMainMs.toFixed(2)} beyond idle search's); ` +
            `scavenges ${gcText(measured)}${measured.errors > 0 ? `, ${measured.errors} failed requests` : ''}`,
        );
      }
    }
    for (const each of running) {
      const m = (pick: (r: SearchBesideDocumentsRound) => number) => median(each.rounds.map(pick));
      const perDocument = m((r) => ((r.scavenges?.busyPerSecond ?? NaN) - (r.scavenges?.idlePerSecond ?? NaN)) / r.pdfsPerSecond);
      console.log(
        `  ${each.build.name.padEnd(10)} medians: ratio ${m((r) => r.ratio).toFixed(2)} [target <= 2], idle p99 ${m((r) => r.idleP99)} ms, busy p99 ${m((r) => r.busyP99)} ms, ` +
          `${m((r) => r.pdfsPerSecond).toFixed(1)} PDFs/s, main thread ${m((r) => r.mainMsPerDocument).toFixed(2)} ms a document (${m((r) => r.documentMainMs).toFixed(2)} beyond idle search's), ` +
          `${m((r) => r.scavenges?.busyPerSecond ?? NaN).toFixed(2)} scavenges/s busy (${m((r) => r.scavenges?.busyPauseMsPerSecond ?? NaN).toFixed(1)} ms/s), ${(perDocument * 100).toFixed(2)} per 100 documents beyond idle search's`,
      );
    }
  } finally {
    for (const each of running) await each.cleanUp();
  }
}
console.log(`\nload average ${loadavg()[0]!.toFixed(1)} at the end`);
