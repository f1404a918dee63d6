// npm run soak [-- --duration 600 --rate 20 --warmup 120 --max-rss-slope 2 --report soak.json]
// A steady open-loop mix (buyer search, tariffs, pricing, orders, documents; bench/load-mix.ts) at a
// fixed rate against a server started here in a child process (on DATABASE_URL/REDIS_URL when set,
// in a schema of its own; embedded PGlite otherwise). Prints per minute: requests, p50/p99, errors,
// RSS; at the end the RSS slope after warm-up. Exits 1 on any error (a non-200 answer or a failed
// request) or when RSS grows faster than --max-rss-slope MB per minute after warm-up.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { firstBuyerId, loadMix, sendMixRequest, type MixRequest } from './load-mix.js';
import { percentile, rssMb } from './measure.js';
import { privateSchemaUrl, startServer } from './server-process.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    rate: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '120' },
    'max-rss-slope': { type: 'string', default: '2' },
    report: { type: 'string' },
  },
});
/** "600", "600s" or "10m". */
function seconds(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text);
  if (!m) throw new Error(`not a duration: ${text}`);
  return Number(m[1]) * (m[2] === 'm' ? 60 : 1);
}
const DURATION_S = seconds(values.duration);
const RATE = Number(values.rate);
const WARMUP_S = Math.min(seconds(values.warmup), DURATION_S / 2);
const MAX_RSS_SLOPE_MB_PER_MIN = Number(values['max-rss-slope']);
/** Requests outstanding at once beyond which the generator counts a request as failed instead of piling up. */
const MAX_OUTSTANDING = 500;

/** Least-squares slope, y per x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const dir = mkdtempSync(join(tmpdir(), 'soak-'));
const schema = process.env.DATABASE_URL ? await privateSchemaUrl(process.env.DATABASE_URL, 'soak') : null;
const server = await startServer({
  DATA_DIR: join(dir, 'data'),
  DATABASE_URL: schema?.url ?? '',
  LOG_LEVEL: 'warn',
  SANDBOX_BUYERS: '50000',
  // The soak measures the service, not the Pro Max budget.
  RATE_LIMIT_PRO_MAX: '1000000',
  RATE_LIMIT_KEY_PREFIX: `soak-${randomBytes(4).toString('hex')}`,
});
await server.ready();
const key = server.testKey!;
const mix = loadMix(await firstBuyerId(server.baseUrl, key));
// FIFO: every pooled connection is used in turn, so none sits idle until the server's keep-alive
// timeout closes it just as a request is written on it (a reset that is the client's race, not the server's).
const agent = new Agent({ keepAlive: true, maxSockets: 64, scheduling: 'fifo' });
const storage = schema ? 'PostgreSQL' : 'embedded PGlite';
console.log(`soak: ${DURATION_S} s at ${RATE} requests/s (${storage}${process.env.REDIS_URL ? ', Redis' : ''}), warm-up ${WARMUP_S} s, server pid ${server.child.pid}`);

interface Minute {
  latencies: number[];
  errors: number;
  byKind: Record<string, number>;
}
const minutes: Minute[] = [];
const errorSamples: string[] = [];
const rss: Array<[number, number]> = [];
let outstanding = 0;
const started = Date.now();

function minuteAt(t: number): Minute {
  const i = Math.floor((t - started) / 60_000);
  return (minutes[i] ??= { latencies: [], errors: 0, byKind: {} });
}

async function fire(r: MixRequest): Promise<void> {
  const at = Date.now();
  outstanding++;
  const answer = await sendMixRequest(server.baseUrl, agent, key, r);
  outstanding--;
  const m = minuteAt(at);
  if (answer.status !== 0) {
    m.latencies.push(answer.ms);
    m.byKind[r.name] = (m.byKind[r.name] ?? 0) + 1;
  }
  if (answer.status !== 200) {
    m.errors++;
    if (errorSamples.length < 20) errorSamples.push(`${r.name}: ${answer.status === 0 ? '' : `${answer.status} `}${answer.detail}`);
  }
}

const sampler = setInterval(() => {
  try {
    rss.push([(Date.now() - started) / 60_000, rssMb(server.child.pid!)]);
  } catch {
    // the process is gone: the requests report it
  }
}, 5000);

let lastReported = 0;
function report(upTo: number) {
  for (; lastReported < upTo && lastReported < minutes.length; lastReported++) {
    const m = minutes[lastReported]!;
    const sorted = [...m.latencies].sort((a, b) => a - b);
    const memory = rss.filter(([t]) => t >= lastReported && t < lastReported + 1).map(([, mb]) => mb);
    console.log(
      `minute ${lastReported + 1}: ${sorted.length} answered, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, errors ${m.errors}, rss ${memory.length ? Math.max(...memory).toFixed(0) : '?'} MB`,
    );
  }
}

const pending = new Set<Promise<void>>();
const intervalMs = 1000 / RATE;
let sent = 0;
while (Date.now() - started < DURATION_S * 1000) {
  const due = Math.floor((Date.now() - started) / intervalMs);
  for (; sent < due; sent++) {
    if (outstanding >= MAX_OUTSTANDING) {
      minuteAt(Date.now()).errors++;
      if (errorSamples.length < 20) errorSamples.push(`${MAX_OUTSTANDING} requests outstanding: the server does not keep up with ${RATE}/s`);
      continue;
    }
    const p = fire(mix.next());
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }
  report(Math.floor((Date.now() - started) / 60_000));
  await new Promise((r) => setTimeout(r, Math.max(1, intervalMs / 2)));
}
await Promise.all(pending);
clearInterval(sampler);
report(minutes.length);

const afterWarmup = rss.filter(([t]) => t * 60 >= WARMUP_S);
const rssSlope = slope(afterWarmup);
const all = minutes.flatMap((m) => m.latencies).sort((a, b) => a - b);
const errors = minutes.reduce((s, m) => s + m.errors, 0);
const p99s = minutes.map((m) => percentile([...m.latencies].sort((a, b) => a - b), 99));
const summary = {
  duration_s: DURATION_S,
  rate_per_s: RATE,
  storage,
  answered: all.length,
  achieved_per_s: Math.round((all.length / DURATION_S) * 10) / 10,
  p50_ms: Math.round(percentile(all, 50) * 10) / 10,
  p99_ms: Math.round(percentile(all, 99) * 10) / 10,
  p99_per_minute_ms: p99s.map((v) => Math.round(v * 10) / 10),
  errors,
  error_samples: errorSamples,
  rss_mb_after_warmup: { first: afterWarmup[0]?.[1], last: afterWarmup.at(-1)?.[1] },
  rss_slope_mb_per_min: Math.round(rssSlope * 100) / 100,
  max_rss_slope_mb_per_min: MAX_RSS_SLOPE_MB_PER_MIN,
};
console.log(JSON.stringify(summary, null, 2));
if (values.report) writeFileSync(values.report, JSON.stringify(summary, null, 2));

server.child.kill('SIGTERM');
await server.exited;
await schema?.drop();
rmSync(dir, { recursive: true, force: true });
const ok = errors === 0 && rssSlope <= MAX_RSS_SLOPE_MB_PER_MIN;
if (!ok) console.error(errors > 0 ? `soak failed: ${errors} errors` : `soak failed: RSS grows ${rssSlope.toFixed(2)} MB/min after warm-up (bound ${MAX_RSS_SLOPE_MB_PER_MIN})`);
process.exit(ok ? 0 : 1);
