import { readFileSync } from 'node:fs';

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

/** User + system CPU seconds a process has used so far (from /proc, in clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's resident memory in MiB (from /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}
