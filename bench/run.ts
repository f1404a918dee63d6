// npm run bench: throughput and latency of the API against a bare express route serving the same
// bytes, measured in the same run so the ratio holds on any machine; plus cold start and memory.
// The server runs in a child process (as in production); autocannon runs here. The scenarios and
// their targets are in bench/scenarios.ts.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import autocannon from 'autocannon';
import { benchStreams } from './streams.js';
import { CONNECTIONS, measure, median, openLoop, requestLoad, ROUNDS, rssMb, type Measured } from './measure.js';
import pino from 'pino';
import { benchBuyerSearch } from './buyer-search.js';
import { benchDatedPairs } from './dated-pairs.js';
import { benchDocuments } from './documents-api.js';
import { CLASSIFY_EN_BODY, DATED_PAIRS, SCENARIOS } from './scenarios.js';
import { serverNodeFlags } from './server-process.js';
import { loadConfig } from '../src/config.js';
import { KeyAdmin, operatorCaller } from '../src/domain/access/key-admin.js';
import { SCOPES, API_PLAN } from '../src/domain/access/scopes.js';
import { openDatabase } from '../src/db/database.js';
import { createAccountAdmin } from '../src/db/credential-store.js';
import { createKeyAdminStore } from '../src/db/key-admin-store.js';
import { seedSandbox } from '../src/db/seed.js';
import { createSigningKeyPersistence } from '../src/db/signing-key-store.js';
import { createSecretBox, resolveEncryptionKey } from '../src/security/encryption.js';
import { createKeyStore } from '../src/security/jwt.js';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? './.data-bench';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Runs only the parts whose names match (a regular expression), for example BENCH_ONLY='varied|profile'. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => ONLY === null || ONLY.test(name);
const WARMUP_SECONDS = 2;
// BENCH_PORT: another port when 3400 is taken (several checkouts benchmarking on one machine); the bare routes take ports the OS picks.
const PORT = Number(process.env.BENCH_PORT ?? 3400);

// Every run writes what it printed, with the date, the machine and the targets, to this file
// (overwritten each time): the current figures, which the README links to rather than repeats.
const RESULTS_FILE = 'docs/design/bench-results.md';
const printed: string[] = [];
const printToConsole = console.log;
console.log = (...args: unknown[]) => {
  printed.push(`${format(...args)}\n`);
  printToConsole(...args);
};
const loadAtStart = loadavg()[0]!;

function writeResults(failures: string[]): void {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' (with uncommitted changes)'}`;
  const cores = cpus();
  const outcome = failures.length > 0 ? `targets missed:\n${failures.map((f) => `  - ${f}`).join('\n')}` : 'all targets met.';
  const header = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (`bench/run.ts`) at the end of each run, replacing the last run\'s: do not',
    'edit. The targets are the bracketed figures below (defined in `bench/`); what earlier rounds',
    'measured, and why, is in [performance.md](performance.md). Figures depend on the machine and on',
    'what else it runs: compare the load averages and the bare routes\' rates before comparing runs.',
    '',
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Commit: ${commit}`,
    `- Machine: ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB of memory, ${process.platform} ${process.arch}, Node.js ${process.version}`,
    `- Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
    `- Run: \`BENCH_SECONDS=${DURATION}\`${ONLY ? `, only the parts matching \`BENCH_ONLY=${process.env.BENCH_ONLY}\`` : ', every part'}`,
    `- Outcome: ${outcome}`,
    '',
    '```text',
  ];
  writeFileSync(RESULTS_FILE, `${header.join('\n')}\n${printed.join('').trim()}\n\`\`\`\n`);
  printToConsole(`\nresults written to ${RESULTS_FILE}`);
}

/** Server settings: the budget must not be what the load test measures. */
const SERVER_ENV = { DATA_DIR, PORT: String(PORT), LOG_LEVEL: 'warn', RATE_LIMIT_PRO_MAX: '1000000', EXCHANGE_RATE_FEED_URL: 'off' };

/**
 * Seeds the bench database, makes an API key, and an OAuth client with an access token signed by
 * the key the server will load (PGlite is single-process: done before the server starts).
 */
async function prepare(): Promise<{ apiKey: string; accessToken: string; profiledKey: string; saverKey: string }> {
  const config = loadConfig({ ...process.env, ...SERVER_ENV });
  const database = await openDatabase(config);
  try {
    await seedSandbox(database.db, config.sandboxBuyers, pino({ level: 'warn' }));
    const admin = createAccountAdmin(database.db);
    const accountId = await admin.createAccount({ name: 'Bench exporter', plan: API_PLAN });
    const apiKey = (await admin.createApiKey(accountId, 'test', SCOPES, 'bench')).secret;
    // Buyer search with a profile, and an account that saves its profile in a loop (bench/buyer-search.ts).
    const profiledKey = (await admin.createApiKey(await admin.createAccount({ name: 'Bench profiled exporter', plan: API_PLAN }), 'test', SCOPES, 'bench')).secret;
    const saverKey = (await admin.createApiKey(await admin.createAccount({ name: 'Bench profile saver', plan: API_PLAN }), 'test', SCOPES, 'bench')).secret;
    const caller = operatorCaller(accountId, 'test', { type: 'system', id: null });
    const { client } = await new KeyAdmin(createKeyAdminStore(database.db)).createOAuthClient(caller, { name: 'bench', scopes: ['buyers:read'] });
    const encryption = await resolveEncryptionKey({ configured: config.secretsEncryptionKey, dataDir: config.dataDir });
    const keyStore = await createKeyStore({ persistence: createSigningKeyPersistence(database.db), secretBox: createSecretBox(encryption.key), issuer: config.publicBaseUrl });
    const token = await keyStore.signAccessToken({ accountId, mode: 'test', scopes: client.scopes, clientId: client.id, audience: config.oauthAudience });
    return { apiKey, accessToken: token.token, profiledKey, saverKey };
  } finally {
    await database.close();
  }
}

function startServer(): { child: ChildProcess; started: number } {
  const started = performance.now();
  // The server as `npm start` runs it: the bundle built by `npm run build`.
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (where its time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, ...serverNodeFlags(), 'dist/server.js'], {
    env: { ...process.env, ...SERVER_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, started };
}

/** Polls until the server answers 200; fails when it exits, answers something else, or is silent for 120 s. */
async function waitForFirstAnswer(child: ChildProcess, url: string, key: string, started: number): Promise<number> {
  let exited = false;
  child.once('exit', () => (exited = true));
  while (performance.now() - started < 120_000) {
    if (exited) throw new Error(`the server exited before answering (is port ${PORT} taken?)`);
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
      if (res.status === 200) return performance.now() - started;
      throw new Error(`the server answered ${res.status}: ${await res.text()}`);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // TypeError: not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGTERM'); // it would keep the data directory locked
  throw new Error('the server did not answer within 120 s');
}

/**
 * Waits until what the server warms after its start is warm, so that no measurement overlaps it:
 * about a second after listening it loads the reference data and the classification index (1-2 s
 * of CPU on the main thread) and reads the buyers into the in-memory search index. A tariff lookup
 * and a classification return only once those loads are done (they wait for them or make them);
 * the search index is read in short batches, given the seconds after. Then a warm-up load compiles
 * the request pipeline's hot paths before the first scenario (otherwise the first scenario alone
 * pays for it: it measured 0.31 of bare where the identical OAuth scenario after it measured 0.62).
 */
async function waitUntilWarm(base: string, apiKey: string): Promise<void> {
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  await new Promise((r) => setTimeout(r, 1500));
  for (const [path, body] of [
    ['/api/v1/customs/tariffs?hs_code=330720&destination=US&origin=KR', undefined],
    ['/api/v1/customs/classify', CLASSIFY_EN_BODY],
  ] as const) {
    const res = await fetch(base + path, { method: body ? 'POST' : 'GET', headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (res.status !== 200) throw new Error(`warm-up ${path}: ${res.status} ${await res.text()}`);
  }
  await new Promise((r) => setTimeout(r, 2000));
  await autocannon({ url: `${base}${SCENARIOS[0]!.path}`, connections: CONNECTIONS, duration: 3, headers: { authorization: `Bearer ${apiKey}` } });
}

/** A part run as a process of its own: its output passed on as it comes and kept for the results file. */
async function runPart(name: string, file: string, env: Record<string, string> = {}): Promise<void> {
  const part = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  part.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    printed.push(chunk.toString());
  });
  const status = await new Promise<number | null>((resolve) => part.once('exit', resolve));
  if (status !== 0) failures.push(`${name}: see above`);
}

const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('npm run build failed');
const { apiKey: key, accessToken, profiledKey, saverKey } = await prepare();
const failures: string[] = [];

// Cold start on an existing data directory: process spawn to the first answered search.
const coldStarts: number[] = [];
for (let i = 0; i < (wanted('cold start') ? 3 : 0); i++) {
  const { child, started } = startServer();
  coldStarts.push(await waitForFirstAnswer(child, `http://127.0.0.1:${PORT}/api/v1/buyers?limit=1`, key, started));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
coldStarts.sort((a, b) => a - b);
if (coldStarts.length > 0) {
  const coldStart = coldStarts[1]!;
  console.log(`cold start to first answer (median of 3): ${coldStart.toFixed(0)} ms  [target <= 1500 ms]`);
  if (coldStart > 1500) failures.push(`cold start ${coldStart.toFixed(0)} ms > 1500 ms`);
}

const { child } = startServer();
await waitForFirstAnswer(child, `http://127.0.0.1:${PORT}/api/v1/buyers?limit=1`, key, performance.now());
process.on('exit', () => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
await waitUntilWarm(`http://127.0.0.1:${PORT}`, key);

for (const scenario of SCENARIOS.filter((s) => wanted(s.name))) {
  const url = `http://127.0.0.1:${PORT}${scenario.path}`;
  const credential = scenario.credential === 'oauth_token' ? accessToken : key;
  const init = {
    method: scenario.method,
    headers: { authorization: `Bearer ${credential}`, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
  };
  // The baseline serves the very bytes the API answers, from a bare express route.
  const sample = await fetch(url, init);
  if (sample.status !== 200) throw new Error(`${scenario.name}: ${sample.status} ${await sample.text()}`);
  const bytes = Buffer.from(await sample.arrayBuffer());
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'body.json');
  writeFileSync(bodyFile, bytes);
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: '0', BARE_BODY_FILE: bodyFile },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve) => bare.once('message', (message) => resolve(message as { port: number })));
  const bareUrl = `http://127.0.0.1:${port}${scenario.path}`;
  const roundSeconds = Math.max(2, Math.round(DURATION / 2));
  const rounds: Array<{ bare: Measured; api: Measured }> = [];
  try {
    await requestLoad(bareUrl, scenario, null, WARMUP_SECONDS);
    await requestLoad(url, scenario, credential, WARMUP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({ bare: await measure(bareUrl, scenario, null, bare.pid!, roundSeconds), api: await measure(url, scenario, credential, child.pid!, roundSeconds) });
    }
  } finally {
    bare.kill('SIGTERM');
  }
  const of = (pick: (round: { bare: Measured; api: Measured }) => number) => rounds.map(pick);
  const list = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(', ');
  const baseline = { rps: median(of((r) => r.bare.rps)), p50: median(of((r) => r.bare.p50)), p99: median(of((r) => r.bare.p99)), cpuUsPerRequest: median(of((r) => r.bare.cpuUsPerRequest)) };
  const api = { rps: median(of((r) => r.api.rps)), p50: median(of((r) => r.api.p50)), p99: median(of((r) => r.api.p99)), cpuUsPerRequest: median(of((r) => r.api.cpuUsPerRequest)), errors: of((r) => r.api.errors).reduce((a, b) => a + b, 0) };
  // The open-loop round: the API at a rate it can serve, so p99 is one request's time plus jitter.
  const atRate = scenario.p99AtRate === undefined ? null : await openLoop([{ url, ...init }], scenario.p99AtRate, roundSeconds * 2);
  const ratios = of((r) => r.api.rps / r.bare.rps);
  const ratio = median(ratios);
  const cpuRatio = baseline.cpuUsPerRequest / api.cpuUsPerRequest;
  console.log(`\n${scenario.name}: ${bytes.length} bytes per answer, ${scenario.connections ?? CONNECTIONS} connections, ${ROUNDS} rounds of ${roundSeconds} s (the bare route, then the API); medians of the rounds`);
  console.log(`  bare express  ${baseline.rps.toFixed(0).padStart(7)} req/s  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms  ${baseline.cpuUsPerRequest.toFixed(0)} µs CPU/request`);
  console.log(`  API           ${api.rps.toFixed(0).padStart(7)} req/s  p50 ${api.p50} ms  p99 ${api.p99} ms (rounds ${list(of((r) => r.api.p99), 0)})  ${api.cpuUsPerRequest.toFixed(0)} µs CPU/request  (${api.errors} non-2xx/errors)`);
  const judged = atRate === null ? api.p99 : atRate.p99;
  if (atRate !== null) {
    console.log(
      `  API at ${scenario.p99AtRate} req/s, open loop (${roundSeconds * 2} s, ${atRate.answered} answers): p50 ${atRate.p50} ms  p99 ${atRate.p99} ms  max ${atRate.max} ms  ` +
        `(${atRate.errors} non-2xx/errors; the client sent at most ${atRate.maxLateMs} ms late)`,
    );
    if (atRate.errors > 0) failures.push(`${scenario.name}: ${atRate.errors} failed requests at ${scenario.p99AtRate} req/s`);
  }
  const p99Where = atRate === null ? '' : ` at ${scenario.p99AtRate} req/s`;
  console.log(`  ratio ${ratio.toFixed(2)} (rounds ${list(ratios, 2)}; by server CPU per request: ${cpuRatio.toFixed(2)})  [target >= ${scenario.minRatio ?? '-'}; p99 target${p99Where} <= ${scenario.maxP99Ms ?? '-'} ms]`);
  if (api.errors > 0) failures.push(`${scenario.name}: ${api.errors} failed requests`);
  if (scenario.minRatio !== undefined && ratio < scenario.minRatio) failures.push(`${scenario.name}: ratio ${ratio.toFixed(2)} < ${scenario.minRatio}`);
  if (scenario.maxP99Ms !== undefined && judged > scenario.maxP99Ms) failures.push(`${scenario.name}: p99${p99Where} ${judged} ms > ${scenario.maxP99Ms} ms`);
}
const datedPairs = DATED_PAIRS.filter((pair) => wanted(pair.name));
if (datedPairs.length > 0) failures.push(...(await benchDatedPairs(`http://127.0.0.1:${PORT}`, key, child.pid!, datedPairs, Math.max(2, Math.round(DURATION / 2)))));
if (wanted('varied buyer search') || wanted('profile saves')) {
  const parts = { varied: wanted('varied buyer search'), whileSaving: wanted('profile saves') };
  failures.push(...(await benchBuyerSearch(`http://127.0.0.1:${PORT}`, child.pid!, { plain: key, profiled: profiledKey, saver: saverKey }, DURATION, parts)));
}
if (wanted('documents')) failures.push(...(await benchDocuments(`http://127.0.0.1:${PORT}`, key, DURATION, child.pid!)));
console.log(`\nserver memory after load: ${rssMb(child.pid!).toFixed(0)} MiB RSS`);
child.kill('SIGTERM');

// Memory after start and each data set's share: its own servers, this build only (bench/memory.ts).
if (wanted('memory')) await runPart('memory', 'bench/memory.ts', { BENCH_BASELINE: '' });
// Webhook delivery: its own server on its own database (bench/webhooks.ts).
if (wanted('webhooks')) await runPart('webhooks', 'bench/webhooks.ts');
// Profile saves: their own server on their own database (bench/profile-saves.ts; PostgreSQL when DATABASE_URL is set).
if (wanted('profile saves')) await runPart('profile saves', 'bench/profile-saves.ts');
// WebSocket streams: 1,000 subscribed clients against a bare ws broadcast (bench/streams.ts).
if (wanted('streams')) failures.push(...(await benchStreams()));

if (failures.length > 0) {
  console.log(`\nTargets missed:\n- ${failures.join('\n- ')}`);
  writeResults(failures);
  process.exit(1);
}
console.log('\nAll targets met.');
writeResults(failures);
