// The open-loop client of bench/measure.ts, in a worker thread of its own: its event loop and its
// heap are not the bench's, so the bench's own collections (the closed-loop rounds' garbage, the
// results kept for printing) neither delay its sends nor the moment it reads an answer.
// Plain JavaScript: the worker starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';

const { requests, rate, seconds } = workerData;
// The first second is sent but not recorded: a new thread's first fetch loads and compiles the HTTP
// client and opens the connections (its first sends were 16-18 ms late, its first answers 35-40 ms).
const warmup = rate;
const latencies = [];
const pending = [];
let errors = 0;
let maxLateMs = 0;
const started = performance.now();
for (let i = 0; i < warmup + rate * seconds; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  const sent = performance.now();
  const recorded = i >= warmup;
  if (recorded) maxLateMs = Math.max(maxLateMs, sent - due);
  const { url, method, headers, body } = requests[i % requests.length];
  pending.push(
    fetch(url, { method, headers, body })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!recorded) return;
        latencies.push(performance.now() - sent);
        if (res.status !== 200) errors++;
      })
      .catch(() => void (recorded && errors++)),
  );
}
await Promise.all(pending);
parentPort.postMessage({ latencies, errors, maxLateMs });
