// npm run bench:memory (also a part of npm run bench): the server's memory after start, and the
// share of each large data set in it.
//
// 1. After start, from outside (bench/memory-after-start.ts): the built server as a process, as
//    production runs it (with source maps), with 50,000 sandbox buyers, on the embedded database
//    and, when DATABASE_URL is set, on PostgreSQL (a schema of its own): its resident size and V8
//    heap at /readyz and after the soak's mix of 200 requests, on its first start (which seeds the
//    buyers) and on a restart on the same data. Targets: after the mix, at most 300 MiB on PostgreSQL
//    and 600 MiB on the embedded database, on both starts.
// 2. The shares (bench/memory-shares.ts): each data set loaded in turn in a fresh process, its heap
//    retained and the resident size it added.
//
// BENCH_BASELINE=<another checkout, built with npm run build>: its server is measured too, each
// start right after this build's (part 1 only), so a change's before and after come from one session.
// BENCH_STORAGE=embedded|postgres runs one storage; BENCH_ROUNDS (default 1) repeats part 1.
import { spawn } from 'node:child_process';
import { benchBuilds, benchStorages, type Storage } from './builds-and-storages.js';
import { builtServer } from './server-process.js';
import { measureAfterStart, MIX_REQUESTS, type MemoryAfterStart } from './memory-after-start.js';
import type { Share } from './memory-shares.js';
import { median } from './measure.js';

const TARGET_MB: Record<Storage, number> = { postgres: 300, embedded: 600 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const storages = benchStorages();
builtServer();
const builds = benchBuilds();

const failures: string[] = [];
const mb = (n: number) => n.toFixed(0).padStart(5);

console.log(`\nmemory after start (${MIX_REQUESTS} mixed requests after /readyz; 50,000 sandbox buyers; MiB, medians of ${ROUNDS} round${ROUNDS > 1 ? 's' : ''})`);
console.log('  storage    build        start     ready RSS  RSS   heap used  old space  outside heap  ready after');
for (const storage of storages) {
  const measured = new Map<string, MemoryAfterStart[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of builds) {
      for (const [start, result] of await measureAfterStart(storage, build.root)) {
        const key = `${build.name}\t${start}`;
        measured.set(key, [...(measured.get(key) ?? []), result]);
      }
    }
  }
  for (const [key, results] of measured) {
    const [build, start] = key.split('\t') as [string, string];
    const m = (pick: (r: MemoryAfterStart) => number) => median(results.map(pick));
    const rss = m((r) => r.rssMb);
    const target = build === 'this build' ? ` [target <= ${TARGET_MB[storage]}]` : '';
    console.log(`  ${storage.padEnd(10)} ${build.padEnd(12)} ${start.padEnd(9)} ${mb(m((r) => r.readyRssMb))}     ${mb(rss)}  ${mb(m((r) => r.heapUsedMb))}      ${mb(m((r) => r.oldSpaceUsedMb))}      ${mb(m((r) => r.externalMb))}        ${(m((r) => r.readyMs) / 1000).toFixed(1)} s${target}`);
    if (build === 'this build' && rss > TARGET_MB[storage]) failures.push(`memory after start (${storage}, ${start}): ${rss.toFixed(0)} MiB RSS > ${TARGET_MB[storage]} MiB`);
  }
}

// Part 2, this checkout only.
const shares: Share[] = [];
const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/memory-shares.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
let buffered = '';
child.stdout!.on('data', (chunk: Buffer) => {
  buffered += chunk.toString();
  for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (line.startsWith('{')) shares.push(JSON.parse(line) as Share);
  }
});
const status = await new Promise<number | null>((done) => child.once('exit', done));
if (status !== 0) failures.push('memory shares: the measuring process failed');
console.log('\nshare of each data set (loaded in turn in a fresh process, as the server loads them; MiB):');
console.log('  heap: live after it loaded (retained); RSS: resident growth (with what loading left behind); outside: buffers and PGlite\'s memory');
console.log('     heap     RSS  outside     load  data set');
for (const s of shares) console.log(`  ${s.heapMb.toFixed(1).padStart(7)} ${s.rssMb.toFixed(0).padStart(7)} ${s.outsideMb.toFixed(1).padStart(8)} ${(s.ms > 0 ? `${s.ms.toFixed(0)} ms` : '').padStart(8)}  ${s.name}`);

if (failures.length > 0) {
  console.log(`\nTargets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nmemory: all targets met.');
