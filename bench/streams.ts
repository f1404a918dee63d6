// npm run bench, streams part: 1,000 subscribed WebSocket clients receive exchange-rate updates
// published at a steady rate, first from a bare `ws` broadcast, then from the stream endpoint,
// in the same run. Reports delivered messages per second and the p99 delay from publication to
// receipt (the clients run here, the server in a child process).
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { WebSocket } from 'ws';
import { cpuSeconds, percentile } from './measure.js';

const CLIENTS = Number(process.env.BENCH_STREAM_CLIENTS ?? 1000);
const TICKS_PER_SECOND = Number(process.env.BENCH_STREAM_TICKS ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_MS = 2000;
const IDLE_MS = 3000;
const TARGET = { rate: 50_000, ratio: 0.7, p99Ms: 50 };

interface Result {
  perSecond: number;
  /** Server CPU (user + system) per delivered message: unlike msg/s it hardly depends on what else the machine runs. */
  cpuUsPerMessage: number;
  /** Server CPU ms per second with the clients connected and nothing published. */
  idleCpuMsPerSecond: number;
  p50: number;
  p99: number;
  gaps: number;
}

function startServer(mode: 'api' | 'bare', port: number): Promise<{ child: ChildProcess; key?: string }> {
  // BENCH_STREAM_CPU_PROF=<dir>: each server writes a V8 CPU profile there (to see where its time goes).
  const profile = process.env.BENCH_STREAM_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_STREAM_CPU_PROF}`, `--cpu-prof-name=streams-${mode}.cpuprofile`] : [];
  const child = fork('bench/streams-server.ts', [mode, String(port), String(TICKS_PER_SECOND)], { execArgv: [...profile, '--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { ready: boolean; key?: string }) => resolve({ child, key: m.key }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

async function measure(mode: 'api' | 'bare', port: number): Promise<Result> {
  const { child, key } = await startServer(mode, port);
  // Not left running (holding its port) when this process ends early.
  process.once('exit', () => child.kill('SIGTERM'));
  const url = `ws://127.0.0.1:${port}${mode === 'api' ? '/api/v1/stream' : '/'}`;
  let counting = false;
  let delivered = 0;
  let gaps = 0;
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, CLIENTS - i) }, () => {
        // The load generator skips UTF-8 validation of what it receives: its own cost, not the servers'.
        const ws = new WebSocket(url, { headers: key ? { authorization: `Bearer ${key}` } : {}, perMessageDeflate: false, skipUTF8Validation: true });
        sockets.push(ws);
        let last = 0;
        return new Promise<void>((resolve, reject) => {
          ws.on('message', (raw) => {
            // Fields read by position, not JSON.parse: the clients must cost less than the servers.
            const text = String(raw);
            if (text.startsWith('{"type":"subscribed"')) return resolve();
            if (!text.startsWith('{"type":"exchange_rate"')) return;
            const s = text.indexOf('"sequence":') + 11;
            const sequence = Number(text.slice(s, text.indexOf(',', s)));
            if (last !== 0 && sequence !== last + 1) gaps += 1;
            last = sequence;
            if (!counting) return;
            delivered += 1;
            const a = text.indexOf('"as_of":"') + 9;
            latencies.push(Date.now() - Date.parse(text.slice(a, a + 24)));
          });
          ws.once('open', () => {
            if (mode === 'bare') return resolve();
            ws.send(JSON.stringify({ type: 'subscribe', id: 'b', channel: 'exchange_rates', params: { base: 'USD', symbols: ['EUR'] } }));
          });
          ws.once('error', reject);
        });
      }),
    );
  }
  // The server's own background work (timers, polls, for the API its embedded database), with every
  // client connected and nothing published: it is part of the CPU per message below.
  const idleBefore = cpuSeconds(child.pid!);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleCpuMsPerSecond = ((cpuSeconds(child.pid!) - idleBefore) * 1000) / (IDLE_MS / 1000);
  child.send({ start: true });
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  counting = true;
  const started = performance.now();
  const cpuBefore = cpuSeconds(child.pid!);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  counting = false;
  const cpuUsPerMessage = ((cpuSeconds(child.pid!) - cpuBefore) * 1e6) / Math.max(1, delivered);
  const elapsed = (performance.now() - started) / 1000;
  for (const ws of sockets) ws.terminate();
  child.kill('SIGTERM');
  latencies.sort((a, b) => a - b);
  return { perSecond: delivered / elapsed, cpuUsPerMessage, idleCpuMsPerSecond, p50: percentile(latencies, 50), p99: percentile(latencies, 99), gaps };
}

function availableCores(): number {
  return Number(readFileSync('/proc/cpuinfo', 'utf8').match(/^processor\s*:/gm)?.length ?? 0);
}

export async function benchStreams(): Promise<string[]> {
  const offered = CLIENTS * TICKS_PER_SECOND;
  const loadBefore = loadavg()[0]!;
  const port = Number(process.env.BENCH_STREAM_PORT ?? 3410);
  const bare = await measure('bare', port);
  const api = await measure('api', port + 1);
  const ratio = api.perSecond / bare.perSecond;
  const cpuRatio = bare.cpuUsPerMessage / api.cpuUsPerMessage;
  console.log(`\nstreams: ${CLIENTS} clients, ${TICKS_PER_SECOND} updates/s each (${offered} msg/s offered), ${SECONDS} s; load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)} on ${availableCores()} cores`);
  const line = (name: string, r: Result) =>
    `  ${name} ${r.perSecond.toFixed(0).padStart(7)} msg/s  p50 ${r.p50} ms  p99 ${r.p99} ms  gaps ${r.gaps}  ${r.cpuUsPerMessage.toFixed(1)} µs server CPU/message (idle: ${r.idleCpuMsPerSecond.toFixed(0)} ms CPU/s)`;
  console.log(line('bare ws  ', bare));
  console.log(line('streams  ', api));
  console.log(`  ratio ${ratio.toFixed(2)} (by server CPU per message: ${cpuRatio.toFixed(2)})  [targets: >= ${TARGET.rate} msg/s, ratio >= ${TARGET.ratio}, p99 <= ${TARGET.p99Ms} ms]`);
  const failures: string[] = [];
  if (api.perSecond < TARGET.rate) failures.push(`streams: ${api.perSecond.toFixed(0)} msg/s < ${TARGET.rate}`);
  if (ratio < TARGET.ratio) failures.push(`streams: ratio ${ratio.toFixed(2)} < ${TARGET.ratio}`);
  if (api.p99 > TARGET.p99Ms) failures.push(`streams: p99 ${api.p99} ms > ${TARGET.p99Ms} ms`);
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = await benchStreams();
  if (failures.length > 0) {
    console.log(`\nTargets missed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}
