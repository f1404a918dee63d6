// The buyer-search part of `npm run bench`, against the running server:
//   varied search: 1,500 distinct filter combinations (country, sector, HS code, minimum score, name
//     fragment, page size, deep pages) for an account without a profile and as many for one with a
//     profile. 3,000 distinct searches sent in turn come back only after 3,000 others: more than the
//     server's page cache holds (2,000 pages) and than it remembers pages asked for once (500), so
//     every answer is computed, not replayed: this measures the uncached path. Compared with the
//     bare express route answering each search with the bytes the API answered to it (the same
//     mix of page sizes), in three rounds of the bare route then the API: the figures are the
//     rounds' medians, each ratio taken between neighbours. Each round also runs the same bare
//     route spending 40 and 80 µs of CPU per request before it answers: how throughput falls with
//     work on this machine (the load generator shares its cores), and so how much CPU per request
//     a server may use at the target ratio.
//   search while a profile is saved in a loop: a third account saves its profile again and again
//     (each save rescores every sandbox buyer) while the varied searches run at a steady rate;
//     p99 against the same searches with no save running.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, median, openLoop, ROUNDS } from './measure.js';

export const SEARCH_TARGETS = { variedMaxP99Ms: 25, variedMinRatio: 0.4, whileSavingMaxP99Ms: 50 };
const COMBINATIONS = 1500;
const CONNECTIONS = 50;
const STEADY_RATE = 200;
const WARMUP_SECONDS = 2;

const COUNTRIES = ['US', 'DE', 'VN', 'JP', 'CN', 'GB', 'FR', 'IN', 'MX', 'CA', 'AU', 'NL', 'IT', 'ES', 'KR', 'TH', 'ID', 'BR', 'AE', 'SA'];
const SECTORS = ['cosmetics', 'electronics', 'industrial_machinery', 'apparel', 'processed_food', 'auto_parts', 'chemicals', 'steel', 'furniture', 'medical_devices', 'plastics_rubber', 'semiconductors'];
const HS_CODES = ['33', '3304', '330499', '84', '8471', '847130', '85', '8517', '851712', '61', '6109', '87', '8708', '39', '3926', '94', '9403', '90', '9018', '72'];
const FRAGMENTS = ['a', 'e', 'tr', 'co', 'ind', 'glo', 'tech', 'ltd', 'inc', 'gmbh', 'sa', 'ko'];

/** `count` distinct query strings, the same in every run (a fixed linear congruential sequence). */
export function searchCombinations(count: number): string[] {
  // mulberry32: 32-bit integer arithmetic throughout (a float LCG loses bits and cycles early).
  let seed = 20_260_423;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const seen = new Set<string>();
  while (seen.size < count) {
    const params = new URLSearchParams();
    if (next() < 0.6) params.set('country', pick(COUNTRIES));
    if (next() < 0.4) params.set('sector', pick(SECTORS));
    if (next() < 0.4) params.set('hs_code', pick(HS_CODES));
    if (next() < 0.3) params.set('min_score', String(Math.floor(next() * 90)));
    if (next() < 0.25) params.set('q', pick(FRAGMENTS));
    params.set('limit', String(pick([10, 20, 20, 50, 100])));
    params.set('page', String(pick([1, 1, 1, 2, 3, 5, 10, 50, 200])));
    seen.add(`/api/v1/buyers?${params}`);
  }
  return [...seen];
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time (user + system) per answered request, when its process id was given. */
  cpuUsPerRequest?: number;
}

/** Autocannon over the searches in turn (shared by all connections), each with its credential. */
async function searchLoad(baseUrl: string, searches: Array<{ path: string; key: string }>, options: { connections: number; seconds: number; serverPid?: number }): Promise<Measured> {
  let turn = 0;
  const cpuBefore = options.serverPid === undefined ? 0 : cpuSeconds(options.serverPid);
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const search = searches[turn++ % searches.length]!;
          return { ...request, path: search.path, headers: { ...request.headers, authorization: `Bearer ${search.key}` } };
        },
      },
    ],
  });
  const measured: Measured = { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
  // CPU per request is the server's own cost: unlike throughput, it hardly moves when other work shares the machine.
  if (options.serverPid !== undefined) measured.cpuUsPerRequest = ((cpuSeconds(options.serverPid) - cpuBefore) * 1e6) / Math.max(1, result['2xx']);
  return measured;
}

/** Extra CPU work per request of the bare route's calibration runs (microseconds). */
const CALIBRATION_WORK_US = [40, 80];

/** Records the API's answer to every search, for the bare route to replay; returns the file. */
async function recordAnswers(baseUrl: string, searches: Array<{ path: string; key: string }>): Promise<string> {
  const lines: string[] = [];
  for (let i = 0; i < searches.length; i += CONNECTIONS) {
    await Promise.all(
      searches.slice(i, i + CONNECTIONS).map(async ({ path, key }) => {
        const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${key}` } });
        if (res.status !== 200) throw new Error(`recording ${path}: ${res.status} ${await res.text()}`);
        lines.push(JSON.stringify({ key: `Bearer ${key} ${path}`, body: await res.text() }));
      }),
    );
  }
  const bodiesFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'bodies.jsonl');
  writeFileSync(bodiesFile, lines.join('\n'));
  return bodiesFile;
}

interface BareServer {
  url: string;
  pid: number;
  stop: () => void;
}

/**
 * The bare express route answering every search with the bytes the API answered to the same
 * credential and path (the same mix of page sizes), after spending `workUs` of CPU per request;
 * on a port the OS picks.
 */
async function startBare(bodiesFile: string, workUs: number): Promise<BareServer> {
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: '0', BARE_BODIES_FILE: bodiesFile, BARE_WORK_US: String(workUs) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve) => bare.once('message', (message) => resolve(message as { port: number })));
  return { url: `http://127.0.0.1:${port}`, pid: bare.pid!, stop: () => bare.kill('SIGTERM') };
}

export interface SearchBenchKeys {
  /** An account without an exporter profile. */
  plain: string;
  /** An account whose profile is saved before the measurement. */
  profiled: string;
  /** The account whose profile is saved in a loop. */
  saver: string;
}

const PROFILE = { company_name: 'Bench Cosmetics', origin_country: 'KR', products: [{ name: 'Sheet mask', hs_code: '330499' }], sectors: ['cosmetics'], target_countries: ['US', 'VN'] };
const OTHER_PROFILE = { company_name: 'Bench Machinery', origin_country: 'KR', products: [{ name: 'Drill', hs_code: '846721' }], sectors: ['industrial_machinery'], target_countries: ['DE'] };

async function saveProfile(baseUrl: string, key: string, profile: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/account/profile`, { method: 'PUT', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(profile) });
  if (res.status !== 200) throw new Error(`profile save: ${res.status} ${await res.text()}`);
}

/** Prints the figures; returns the targets missed. */
export async function benchBuyerSearch(baseUrl: string, serverPid: number, keys: SearchBenchKeys, seconds: number, parts = { varied: true, whileSaving: true }): Promise<string[]> {
  const failures: string[] = [];
  await saveProfile(baseUrl, keys.profiled, PROFILE);
  const paths = searchCombinations(COMBINATIONS);
  const searches = paths.flatMap((path) => [
    { path, key: keys.plain },
    { path, key: keys.profiled },
  ]);
  if (parts.varied) failures.push(...(await benchVaried(baseUrl, serverPid, searches, seconds)));
  if (parts.whileSaving) failures.push(...(await benchWhileSaving(baseUrl, searches, keys.saver, seconds)));
  return failures;
}

async function benchVaried(baseUrl: string, serverPid: number, searches: Array<{ path: string; key: string }>, seconds: number): Promise<string[]> {
  const failures: string[] = [];
  const bodiesFile = await recordAnswers(baseUrl, searches);
  // The bare route as it is, then spending each calibration's CPU per request: one process each.
  const bares = await Promise.all([0, ...CALIBRATION_WORK_US].map((workUs) => startBare(bodiesFile, workUs)));
  const rounds: Array<{ api: Measured; bare: Measured[] }> = [];
  const roundSeconds = Math.max(2, Math.round(seconds / 2));
  try {
    for (const bare of bares) await searchLoad(bare.url, searches, { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    // One pass over every search first: the server reads the profile's scores on its first search.
    await searchLoad(baseUrl, searches, { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    for (let round = 0; round < ROUNDS; round++) {
      const load = (url: string, pid: number) => searchLoad(url, searches, { connections: CONNECTIONS, seconds: roundSeconds, serverPid: pid });
      const bare = [await load(bares[0]!.url, bares[0]!.pid)];
      const api = await load(baseUrl, serverPid);
      for (const calibrating of bares.slice(1)) bare.push(await load(calibrating.url, calibrating.pid));
      rounds.push({ api, bare });
    }
  } finally {
    for (const bare of bares) bare.stop();
  }
  const of = (pick: (round: { api: Measured; bare: Measured[] }) => number) => rounds.map(pick);
  const ratios = of((r) => r.api.rps / r.bare[0]!.rps);
  const ratio = median(ratios);
  const bareRps = median(of((r) => r.bare[0]!.rps));
  const bareCpu = median(of((r) => r.bare[0]!.cpuUsPerRequest!));
  const apiRps = median(of((r) => r.api.rps));
  const apiCpu = median(of((r) => r.api.cpuUsPerRequest!));
  const apiP99 = median(of((r) => r.api.p99));
  const errors = of((r) => r.api.errors).reduce((a, b) => a + b, 0);
  const calibration = CALIBRATION_WORK_US.map((workUs, k) => ({ workUs, ratio: median(of((r) => r.bare[k + 1]!.rps / r.bare[0]!.rps)), cpuUs: median(of((r) => r.bare[k + 1]!.cpuUsPerRequest!)) }));
  const list = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(', ');
  console.log(`\nvaried buyer search: ${searches.length} distinct searches (${COMBINATIONS} filter combinations, with and without a profile), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${roundSeconds} s (the bare route, then the API); medians of the rounds`);
  console.log(`  bare express  ${bareRps.toFixed(0).padStart(7)} req/s  (rounds ${list(of((r) => r.bare[0]!.rps), 0)})  p99 ${median(of((r) => r.bare[0]!.p99))} ms  ${bareCpu.toFixed(0)} µs CPU/request`);
  console.log(`  API           ${apiRps.toFixed(0).padStart(7)} req/s  (rounds ${list(of((r) => r.api.rps), 0)})  p50 ${median(of((r) => r.api.p50))} ms  p99 ${apiP99} ms (rounds ${list(of((r) => r.api.p99), 0)})  ${apiCpu.toFixed(0)} µs CPU/request  (${errors} non-2xx/errors)`);
  console.log(`  ratio ${ratio.toFixed(2)} (rounds ${list(ratios, 2)}; by server CPU per request: ${(bareCpu / apiCpu).toFixed(2)})  [target >= ${SEARCH_TARGETS.variedMinRatio}; p99 target <= ${SEARCH_TARGETS.variedMaxP99Ms} ms]`);
  const points = [{ workUs: 0, ratio: 1, cpuUs: bareCpu }, ...calibration];
  console.log(`  calibration: the bare route spending ${calibration.map((c) => `${c.workUs} µs per request: ${c.ratio.toFixed(2)} of itself (${c.cpuUs.toFixed(0)} µs CPU/request)`).join('; ')}`);
  console.log(`  so at ${SEARCH_TARGETS.variedMinRatio} of the bare route a server may use about ${cpuAtRatio(points, SEARCH_TARGETS.variedMinRatio).toFixed(0)} µs of CPU per request on this machine; the API used ${apiCpu.toFixed(0)}`);
  if (errors > 0) failures.push(`varied buyer search: ${errors} failed requests`);
  if (ratio < SEARCH_TARGETS.variedMinRatio) failures.push(`varied buyer search: ratio ${ratio.toFixed(2)} < ${SEARCH_TARGETS.variedMinRatio}`);
  if (apiP99 > SEARCH_TARGETS.variedMaxP99Ms) failures.push(`varied buyer search: p99 ${apiP99} ms > ${SEARCH_TARGETS.variedMaxP99Ms} ms`);
  return failures;
}

/**
 * The CPU per request at which a server's throughput is `ratio` of the bare route's, from the
 * calibration points: throughput goes as 1 / CPU per request once the server is the bottleneck,
 * so 1 / ratio is interpolated linearly in CPU between the two points around it (or the last two).
 */
export function cpuAtRatio(points: Array<{ ratio: number; cpuUs: number }>, ratio: number): number {
  const sorted = [...points].sort((a, b) => a.cpuUs - b.cpuUs);
  let i = sorted.findIndex((p) => p.ratio < ratio);
  if (i <= 0) i = sorted.length - 1;
  const a = sorted[i - 1]!;
  const b = sorted[i]!;
  const slope = (b.cpuUs - a.cpuUs) / (1 / b.ratio - 1 / a.ratio);
  return a.cpuUs + slope * (1 / ratio - 1 / a.ratio);
}

async function benchWhileSaving(baseUrl: string, searches: Array<{ path: string; key: string }>, saverKey: string, seconds: number): Promise<string[]> {
  const failures: string[] = [];
  // Open loop: one search every 1000/STEADY_RATE ms, the searches in turn.
  const steady = () => openLoop(searches.map((s) => ({ url: baseUrl + s.path, headers: { authorization: `Bearer ${s.key}` } })), STEADY_RATE, seconds);
  const idle = await steady();
  let saving = true;
  let saves = 0;
  let saveMs = 0;
  const saver = (async () => {
    while (saving) {
      const started = performance.now();
      await saveProfile(baseUrl, saverKey, saves % 2 === 0 ? PROFILE : OTHER_PROFILE);
      saveMs += performance.now() - started;
      saves++;
    }
  })();
  const busy = await steady();
  saving = false;
  await saver;
  console.log(`\nbuyer search at ${STEADY_RATE} req/s while another account saves its profile in a loop (${saves} saves, ${(saveMs / Math.max(1, saves)).toFixed(0)} ms each, rescoring every buyer)`);
  console.log(`  p99 idle ${idle.p99} ms, while saving ${busy.p99} ms (p50 ${idle.p50} / ${busy.p50} ms)  [target p99 < ${SEARCH_TARGETS.whileSavingMaxP99Ms} ms]`);
  if (busy.errors + idle.errors > 0) failures.push(`buyer search next to profile saves: ${busy.errors + idle.errors} failed requests`);
  if (saves === 0) failures.push('no profile save finished during the measurement');
  if (busy.p99 >= SEARCH_TARGETS.whileSavingMaxP99Ms) failures.push(`buyer search p99 while profiles are saved ${busy.p99} ms >= ${SEARCH_TARGETS.whileSavingMaxP99Ms} ms`);
  return failures;
}
