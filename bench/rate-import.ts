// npm run bench:rate-import: other clients' p99 while the largest rate file the import accepts is
// imported into a running server (issue 48: a 75 MB file that passed every check stalled other
// clients up to 13.1 s and left the server at 1,614 MB). The server runs as `npm start` does, on
// the embedded database in a data directory; `npm run import:rates` hands it the file through the
// inbox (src/db/rate-import-inbox.ts), and it reads the file in a worker thread and writes its days
// in statements of about 1,000 rates (src/db/exchange-rate-store.ts). Meanwhile a steady open loop
// of other requests (buyer search, tariffs, a price, the rates, an order written to the database)
// runs; the same loop runs idle in alternating rounds. Target: the loop's p99 during the import at
// most 2x its idle p99 (median of the rounds' ratios). Also printed: how long each import took, and
// the server's resident memory.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RATE_FILE_LIMITS } from '../src/domain/exchange-rates/rate-files.js';
import { todayUtc } from '../src/domain/tariffs/as-of.js';
import { firstBuyerId, loadMix } from './load-mix.js';
import { median, openLoop, rssMb, ROUNDS, type OpenLoopRequest } from './measure.js';
import { builtEntry, startServer } from './server-process.js';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const TARGET_RATIO = 2;

/** Units per EUR of the currencies of the file (the ECB's 29 and ten more ISO 4217 codes), near real values. */
const PER_EUR: Record<string, number> = {
  USD: 1.17, JPY: 186.7, CZK: 24.4, DKK: 7.47, GBP: 0.87, HUF: 367, PLN: 4.25, RON: 5.09, SEK: 10.9, CHF: 0.92, ISK: 143, NOK: 11.1,
  TRY: 52.2, AUD: 1.66, BRL: 5.87, CAD: 1.62, CNY: 7.98, HKD: 9.15, IDR: 20080, ILS: 3.58, INR: 109, KRW: 1740, MXN: 20.3, MYR: 4.64,
  NZD: 2.02, PHP: 67.5, SGD: 1.52, THB: 37.9, ZAR: 20.5, AED: 4.3, ARS: 1650, CLP: 1100, COP: 4600, EGP: 57, KWD: 0.36, NGN: 1750,
  PEN: 4.0, SAR: 4.39, VND: 30700,
};

/**
 * The largest file the import takes, as ECB XML (its costliest layout per rate): every calendar
 * day from the ECB's first reference rates to tomorrow (the last date the import's checks accept:
 * src/domain/exchange-rates/rate-files.ts), with as many currencies as the rate limit leaves room
 * for; refused here if that passes the byte limit. `round` shifts every rate a little, so that each
 * round's import replaces every stored day.
 */
function largestFile(round: number): string {
  const days: string[] = [];
  const tomorrow = Date.parse(`${todayUtc()}T00:00:00Z`) + 86_400_000;
  for (let t = Date.parse('1999-01-04T00:00:00Z'); t <= tomorrow; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  const currencies = Object.keys(PER_EUR).slice(0, Math.min(RATE_FILE_LIMITS.maxCurrencies, Math.floor(RATE_FILE_LIMITS.maxRates / days.length)));
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">', '\t<gesmes:subject>Reference rates</gesmes:subject>', '\t<Cube>'];
  days.reverse().forEach((date, d) => {
    lines.push(`\t\t<Cube time='${date}'>`);
    const wave = 1 + 0.01 * Math.sin(d / 20) + 0.001 * round;
    for (const code of currencies) lines.push(`\t\t\t<Cube currency='${code}' rate='${(PER_EUR[code]! * wave).toPrecision(6)}'/>`);
    lines.push('\t\t</Cube>');
  });
  lines.push('\t</Cube>', '</gesmes:Envelope>', '');
  const file = lines.join('\n');
  if (Buffer.byteLength(file) > RATE_FILE_LIMITS.maxBytes) throw new Error(`the file would pass the import's byte limit (${RATE_FILE_LIMITS.maxBytes} bytes): fewer currencies are needed`);
  return file;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-rate-import-'));
const env = { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', REDIS_URL: '', SANDBOX_BUYERS: '20000', LOG_LEVEL: 'warn', RATE_LIMIT_PRO_MAX: '1000000' };
const server = await startServer(env);
try {
  await server.ready();
  const key = server.testKey!;
  const mix = loadMix(await firstBuyerId(server.baseUrl, key));
  const others: Array<{ method: 'GET' | 'POST'; path: string; body?: unknown }> = [
    ...(['searchBuyers', 'listCustomsTariffs', 'calculatePrice', 'createOrder'] as const).map((name, i) => mix.make(name, i)),
    { method: 'GET', path: '/api/v1/exchange-rates?base=EUR' },
  ];
  const requests: OpenLoopRequest[] = others.map((r) => ({
    url: server.baseUrl + r.path,
    method: r.method,
    headers: { authorization: `Bearer ${key}`, ...(r.body ? { 'content-type': 'application/json' } : {}) },
    ...(r.body ? { body: JSON.stringify(r.body) } : {}),
  }));

  const importFile = async (round: number): Promise<{ seconds: number; stdout: string }> => {
    const file = join(dir, `rates-${round}.xml`);
    writeFileSync(file, largestFile(round));
    const started = performance.now();
    const { stdout } = await promisify(execFile)(process.execPath, [builtEntry('import-rates'), file], { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, maxBuffer: 1 << 20 });
    return { seconds: (performance.now() - started) / 1000, stdout };
  };

  const sample = largestFile(0);
  const rates = (sample.match(/currency=/g) ?? []).length;
  console.log(`rate import beside other clients: the largest accepted file, ECB XML, ${(Buffer.byteLength(sample) / 1024 / 1024).toFixed(1)} MiB, ${(sample.match(/time=/g) ?? []).length} days, ${rates} rates (limits: ${RATE_FILE_LIMITS.maxBytes / 1024 / 1024} MiB, ${RATE_FILE_LIMITS.maxDays} days, ${RATE_FILE_LIMITS.maxRates} rates)`);
  const rssBefore = rssMb(server.child.pid!);
  const first = await importFile(0);
  console.log(`  first import (into a fresh database): ${first.seconds.toFixed(1)} s; ${first.stdout.trim().split('\n').at(-1)}`);
  // Each round's import replaces every day (its rates are shifted): the window is as long as such an import.
  const again = await importFile(ROUNDS + 1);
  console.log(`  an import replacing every day: ${again.seconds.toFixed(1)} s; ${again.stdout.trim().split('\n').at(-1)}`);
  const seconds = Math.max(3, Math.round(again.seconds));
  console.log(`  ${RATE} req/s of other requests (search, tariffs, a price, the rates, an order), ${ROUNDS} alternating rounds of ${seconds} s idle and during an import`);
  const ratios: number[] = [];
  let errors = 0;
  let rssPeak = rssMb(server.child.pid!);
  for (let round = 1; round <= ROUNDS; round++) {
    const idle = await openLoop(requests, RATE, seconds);
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.child.pid!))), 100);
    const [busy, imported] = await Promise.all([openLoop(requests, RATE, seconds), importFile(round)]);
    clearInterval(sampler);
    ratios.push(busy.p99 / Math.max(1, idle.p99));
    errors += idle.errors + busy.errors;
    console.log(`  round ${round}: idle p99 ${idle.p99} ms (max ${idle.max}); during the import (${imported.seconds.toFixed(1)} s) p99 ${busy.p99} ms (max ${busy.max}): ratio ${ratios.at(-1)!.toFixed(2)}`);
  }
  const ratio = median(ratios);
  console.log(`  median ratio ${ratio.toFixed(2)}  [target <= ${TARGET_RATIO}]; ${errors} failed requests`);
  console.log(`  server resident memory: ${rssBefore.toFixed(0)} MB before the imports, at most ${rssPeak.toFixed(0)} MB during them, ${rssMb(server.child.pid!).toFixed(0)} MB after`);
  console.log(`  (file on disk: ${(statSync(join(dir, 'rates-1.xml')).size / 1024 / 1024).toFixed(1)} MiB)`);
  if (ratio > TARGET_RATIO || errors > 0) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
}
