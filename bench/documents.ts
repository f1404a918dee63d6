// npm run bench:documents: PDF renders of a 20-item commercial invoice (English and Korean) through
// the worker pool as the server uses it, with the bundled worker that `npm start` runs.
//   throughput: as many renders as the pool takes (2 in flight per thread) for BENCH_SECONDS;
//   latency: an open loop at the target rate (50 per second), each render timed from submission;
//   event loop: the main thread's delay meanwhile (rendering must not block it).
// CPU per render (all threads) varies far less with other load on the machine than the rates do.
import { spawnSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Lang } from '../src/domain/lang.js';
import { projectPath } from '../src/paths.js';
import { createPdfRenderer, defaultRenderThreads } from '../src/pdf/renderer.js';
import { sampleModel } from '../test/unit/documents/fixtures.js';
import { percentile } from './measure.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = Number(process.env.BENCH_RENDER_THREADS ?? defaultRenderThreads());
/** The render threads' priority below the main thread's (the renderer's default unless set). */
const NICE = process.env.BENCH_RENDER_NICE ? Number(process.env.BENCH_RENDER_NICE) : undefined;
const TARGET_RATE = 50;
const TARGET_P99_MS = 100;

const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('npm run build failed');
const renderer = createPdfRenderer({ threads: THREADS, workerFile: projectPath('dist', 'render-worker.js'), ...(NICE === undefined ? {} : { niceIncrement: NICE }) });
const failures: string[] = [];

async function throughput(lang: Lang): Promise<{ rate: number; cpuMs: number }> {
  const model = sampleModel({ language: lang, items: 20 });
  let done = 0;
  const cpu = process.cpuUsage();
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 2 * THREADS }, async () => {
      while (performance.now() < end) {
        await renderer.render(model);
        done++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { rate: done / ((performance.now() - started) / 1000), cpuMs: (used.user + used.system) / 1000 / done };
}

async function openLoop(lang: Lang): Promise<{ p50: number; p99: number; max: number; loopP99: number; refused: number }> {
  const model = sampleModel({ language: lang, items: 20 });
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let refused = 0;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const start = performance.now();
  for (let i = 0; i < SECONDS * TARGET_RATE; i++) {
    // Each render is submitted at its own slot, whatever the earlier ones are doing.
    const due = start + (i * 1000) / TARGET_RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const submitted = performance.now();
    pending.push(
      renderer.render(model).then(
        () => void latencies.push(performance.now() - submitted),
        () => void refused++, // the queue is full: the pool cannot keep up with the rate
      ),
    );
  }
  await Promise.all(pending);
  loop.disable();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1)!, loopP99: loop.percentile(99) / 1e6, refused };
}

console.log(`documents: 20-item commercial invoice, ${THREADS} render thread(s)${NICE === undefined ? '' : ` at nice +${NICE}`}, ${SECONDS} s per measurement`);
for (const lang of ['en', 'ko'] as const) {
  const { pdf, pages } = await renderer.render(sampleModel({ language: lang, items: 20 }));
  for (let i = 0; i < 40; i++) await renderer.render(sampleModel({ language: lang, items: 20 }));
  console.log(`\n${lang}: ${pages} pages, ${(pdf.length / 1024).toFixed(1)} KiB`);
  const t = await throughput(lang);
  console.log(`  throughput   ${t.rate.toFixed(1)} PDFs/s  (${t.cpuMs.toFixed(1)} ms CPU per PDF, all threads)  [target >= ${TARGET_RATE}/s]`);
  const l = await openLoop(lang);
  console.log(
    `  at ${TARGET_RATE}/s     p50 ${l.p50.toFixed(1)} ms  p99 ${l.p99.toFixed(1)} ms  max ${l.max.toFixed(1)} ms  ` +
      `${l.refused} refused (queue full)  [target p99 <= ${TARGET_P99_MS} ms]`,
  );
  console.log(`  main thread  event-loop delay p99 ${l.loopP99.toFixed(1)} ms while rendering`);
  if (t.rate < TARGET_RATE) failures.push(`${lang}: ${t.rate.toFixed(1)} PDFs/s < ${TARGET_RATE}`);
  if (l.refused > 0) failures.push(`${lang}: ${l.refused} renders refused at ${TARGET_RATE}/s`);
  if (l.p99 > TARGET_P99_MS) failures.push(`${lang}: p99 ${l.p99.toFixed(1)} ms > ${TARGET_P99_MS} ms`);
}
await renderer.close();

if (failures.length > 0) {
  console.log(`\nTargets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll targets met.');
