import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

// What the benches read off a run: percentiles of latencies, and a process's CPU time and memory.

/** The p-th percentile (0-100) of ascending values, by nearest rank; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** The middle value (the lower of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/**
 * Rounds in which a bare baseline and the API are measured one after the other. The machine's
 * speed drifts over a run (other processes, a database's own work), so each ratio compares
 * neighbours and the benches report the rounds' medians.
 */
export const ROUNDS = 3;

/** Concurrent connections of a closed-loop load unless a scenario says otherwise. */
export const CONNECTIONS = 50;

/** What a closed-loop load sends. */
export interface LoadSpec {
  method: 'GET' | 'POST';
  body?: unknown;
  /** Concurrent connections (default CONNECTIONS). */
  connections?: number;
}

/** A closed loop: each connection sends its next request when the last is answered, for `duration` s. */
export function requestLoad(url: string, spec: LoadSpec, key: string | null, duration: number) {
  return autocannon({
    url,
    method: spec.method,
    connections: spec.connections ?? CONNECTIONS,
    duration,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(spec.body ? { 'content-type': 'application/json' } : {}) },
    ...(spec.body ? { body: JSON.stringify(spec.body) } : {}),
  });
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuUsPerRequest: number;
}

/** One round's load on a warm server (the first seconds of load are spent compiling the hot path). */
export async function measure(url: string, spec: LoadSpec, key: string | null, pid: number, seconds: number): Promise<Measured> {
  const cpuBefore = cpuSeconds(pid);
  const result = await requestLoad(url, spec, key, seconds);
  // Server CPU per answered request: unlike req/s, it hardly depends on what else the machine runs.
  const cpuUsPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result['2xx']);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors, cpuUsPerRequest };
}

/** User + system CPU seconds a process has used so far (from /proc, in clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds the process's main thread (its event loop) has used so far: what every request of a
 * server waits for, apart from its worker threads (from /proc, the thread whose id is the pid's).
 */
export function mainThreadCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's resident memory in MiB (from /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** What an open-loop run measured: latencies in ms from each request's send to its whole answer. */
export interface OpenLoopResult {
  answered: number;
  /** Answers other than 200, and requests that failed. */
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** How far behind its schedule the client sent its latest request (ms): its own lag, not the server's. */
  maxLateMs: number;
}

/** One request of an open loop: what fetch sends. */
export interface OpenLoopRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Requests sent at a steady rate, one every 1000/rate ms whether or not the earlier ones were
 * answered (request i is requests[i % requests.length]), each timed from when it was sent to its
 * whole answer: the latency of one request at a load the server can serve. The client runs in a
 * worker thread (bench/open-loop-worker.mjs), away from this process's own collections, and sends
 * for one more second first, unrecorded (its own warm-up).
 * autocannon's `overallRate` is not that: each connection sends its share of a second back to back
 * at the start of the second and then waits, so its percentiles measure a burst's queue (and its
 * coordinated-omission correction adds a value for every millisecond of a slow answer).
 * docs/design/performance.md, 2026-11-28.
 */
export async function openLoop(requests: OpenLoopRequest[], rate: number, seconds: number): Promise<OpenLoopResult> {
  const worker = new Worker(new URL('./open-loop-worker.mjs', import.meta.url), { workerData: { requests, rate, seconds } });
  const { latencies, errors, maxLateMs } = await new Promise<{ latencies: number[]; errors: number; maxLateMs: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return { answered: latencies.length, errors, p50: ms(percentile(latencies, 50)), p99: ms(percentile(latencies, 99)), max: ms(latencies.at(-1) ?? NaN), maxLateMs: ms(maxLateMs) };
}
