// Part of `npm run bench`: a dated answer (`as_of`) must be no slower than the same request without
// it, as clients send it today. Each pair is measured in alternating rounds on the running server
// (the request without `as_of`, then with it), as the bare route and the API are, so the machine's
// drift over the run falls on both; the pair is judged on the server's CPU time per request, which
// moves far less with other load than req/s does.
import { median, measure, ROUNDS, type LoadSpec } from './measure.js';

export interface DatedPair {
  name: string;
  method: 'GET' | 'POST';
  /** The request without `as_of`. */
  path: string;
  body?: Record<string, unknown>;
}

/** The date the dated requests ask for. */
export const AS_OF = '2026-06-08';

/**
 * How much more CPU per request the dated request may take and still count as no slower: the
 * spread of the same request measured against itself in alternating rounds on this machine
 * (docs/design/performance.md, 2026-11-28).
 */
export const MAX_CPU_RATIO = 1.1;

function dated(pair: DatedPair): { path: string; spec: LoadSpec } {
  if (pair.method === 'GET') return { path: `${pair.path}&as_of=${AS_OF}`, spec: { method: 'GET' } };
  return { path: pair.path, spec: { method: 'POST', body: { ...pair.body, as_of: AS_OF } } };
}

/** Prints each pair's rounds and ratios; returns the targets missed. */
export async function benchDatedPairs(baseUrl: string, key: string, serverPid: number, pairs: DatedPair[], roundSeconds: number): Promise<string[]> {
  const failures: string[] = [];
  for (const pair of pairs) {
    const without: { url: string; spec: LoadSpec } = { url: baseUrl + pair.path, spec: { method: pair.method, ...(pair.body ? { body: pair.body } : {}) } };
    const withAsOf = dated(pair);
    const rounds: Array<{ without: number; with: number; rpsWithout: number; rpsWith: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const a = await measure(without.url, without.spec, key, serverPid, roundSeconds);
      const b = await measure(baseUrl + withAsOf.path, withAsOf.spec, key, serverPid, roundSeconds);
      if (a.errors + b.errors > 0) failures.push(`${pair.name}: ${a.errors + b.errors} failed requests`);
      rounds.push({ without: a.cpuUsPerRequest, with: b.cpuUsPerRequest, rpsWithout: a.rps, rpsWith: b.rps });
    }
    const ratios = rounds.map((r) => r.with / r.without);
    const ratio = median(ratios);
    console.log(`\n${pair.name}: with as_of=${AS_OF} against without, ${ROUNDS} alternating rounds of ${roundSeconds} s (closed loop)`);
    console.log(`  without as_of  ${median(rounds.map((r) => r.rpsWithout)).toFixed(0).padStart(6)} req/s  ${median(rounds.map((r) => r.without)).toFixed(0)} µs CPU/request`);
    console.log(`  with as_of     ${median(rounds.map((r) => r.rpsWith)).toFixed(0).padStart(6)} req/s  ${median(rounds.map((r) => r.with)).toFixed(0)} µs CPU/request`);
    console.log(`  CPU per request, with / without: ${ratio.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})  [target <= ${MAX_CPU_RATIO}]`);
    if (ratio > MAX_CPU_RATIO) failures.push(`${pair.name}: with as_of ${ratio.toFixed(2)}x the CPU per request of the same request without it > ${MAX_CPU_RATIO}`);
  }
  return failures;
}
