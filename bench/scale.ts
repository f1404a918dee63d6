// npm run bench:scale [-- --rates 10,20,40,80 --step 30 --warmup 20 --budget-p99 250 --report scale.json]
// What one instance and three instances handle: the soak's mix (bench/load-mix.ts) sent open-loop
// at stepped rates through HAProxy, first to one instance, then to three, all on one PostgreSQL
// schema of their own and Redis (DATABASE_URL and REDIS_URL are required). Per step: answered,
// achieved rate, p50, p99, errors, and the CPU the instances used (cores). The capacity of a setup is
// the highest step whose p99 stays under the budget with no error; its saturation, the highest rate
// answered in full without errors while keeping up (at least 95 % of the offered rate). Stepping
// stops at the first step with errors or falling behind, or after three steps over the budget (one
// p99 over it on a shared machine can be another workload's burst). The proxy is in front of both
// setups, so its cost is in both. The CPU the instances used per request gives what the service
// itself costs, apart from the machine's other load.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startHaproxy } from '../test/operations/haproxy.js';
import { firstBuyerId, loadMix, sendMixRequest, type MixRequest } from './load-mix.js';
import { cpuSeconds, percentile } from './measure.js';
import { privateSchemaUrl, startServer, type ServerProcess } from './server-process.js';

const { values } = parseArgs({
  options: {
    rates: { type: 'string', default: '10,20,40,60,80,120,160,200,300,400,600,800' },
    step: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '20' },
    'budget-p99': { type: 'string', default: '250' },
    report: { type: 'string' },
  },
});
const RATES = values.rates.split(',').map(Number);
const STEP_S = Number(values.step);
const WARMUP_S = Number(values.warmup);
const BUDGET_P99_MS = Number(values['budget-p99']);
const MAX_OUTSTANDING = 500;

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('bench:scale needs DATABASE_URL and REDIS_URL (several instances share them).');
  process.exit(2);
}

interface StepResult {
  rate_per_s: number;
  sent: number;
  answered: number;
  achieved_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** CPU used by the instances during the step, in cores (2 = both cores of this machine). */
  instance_cpu_cores: number;
  load_average_1m: number;
  within_budget: boolean;
  /** Answered everything without errors at >= 95 % of the offered rate. */
  kept_up: boolean;
  /** Instance CPU milliseconds per answered request. */
  cpu_ms_per_request: number;
}

/** Sends the mix at `rate` for `seconds` through `baseUrl`; returns latencies and errors. */
async function drive(baseUrl: string, key: string, mix: ReturnType<typeof loadMix>, rate: number, seconds: number, errorSamples: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256, scheduling: 'fifo' });
  const latencies: number[] = [];
  let errors = 0;
  let outstanding = 0;
  const fail = (why: string) => {
    errors++;
    if (errorSamples.length < 20) errorSamples.push(why);
  };
  const fire = async (r: MixRequest) => {
    outstanding++;
    const answer = await sendMixRequest(baseUrl, agent, key, r);
    outstanding--;
    if (answer.status !== 0) latencies.push(answer.ms);
    if (answer.status !== 200) fail(`${r.name}: ${answer.status === 0 ? '' : `${answer.status} `}${answer.detail}`);
  };
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  const intervalMs = 1000 / rate;
  let sent = 0;
  while (Date.now() - started < seconds * 1000) {
    const due = Math.floor((Date.now() - started) / intervalMs);
    for (; sent < due; sent++) {
      if (outstanding >= MAX_OUTSTANDING) {
        fail(`${MAX_OUTSTANDING} requests outstanding at ${rate}/s`);
        continue;
      }
      const p = fire(mix.next());
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
    await new Promise((r) => setTimeout(r, Math.max(1, intervalMs / 2)));
  }
  await Promise.all(pending);
  agent.destroy();
  return { sent, latencies: latencies.sort((a, b) => a - b), errors };
}

async function measure(label: string, baseUrl: string, key: string, instances: ServerProcess[], mix: ReturnType<typeof loadMix>) {
  const errorSamples: string[] = [];
  console.log(`\n${label}: warm-up ${WARMUP_S} s at ${RATES[0]}/s`);
  await drive(baseUrl, key, mix, RATES[0]!, WARMUP_S, []);
  const steps: StepResult[] = [];
  let over = 0;
  for (const rate of RATES) {
    const cpuBefore = instances.reduce((s, i) => s + cpuSeconds(i.child.pid!), 0);
    const t0 = Date.now();
    const run = await drive(baseUrl, key, mix, rate, STEP_S, errorSamples);
    const wall = (Date.now() - t0) / 1000;
    const cpu = instances.reduce((s, i) => s + cpuSeconds(i.child.pid!), 0) - cpuBefore;
    const p99 = percentile(run.latencies, 99);
    const step: StepResult = {
      rate_per_s: rate,
      sent: run.sent,
      answered: run.latencies.length,
      achieved_per_s: Math.round((run.latencies.length / wall) * 10) / 10,
      p50_ms: Math.round(percentile(run.latencies, 50)),
      p99_ms: Math.round(p99),
      errors: run.errors,
      instance_cpu_cores: Math.round((cpu / wall) * 100) / 100,
      load_average_1m: Math.round(loadavg()[0]! * 100) / 100,
      within_budget: run.errors === 0 && p99 < BUDGET_P99_MS,
      kept_up: run.errors === 0 && run.latencies.length / wall >= 0.95 * rate,
      cpu_ms_per_request: run.latencies.length === 0 ? 0 : Math.round((cpu * 1000 * 10) / run.latencies.length) / 10,
    };
    steps.push(step);
    console.log(
      `  ${String(rate).padStart(3)}/s: ${step.answered}/${step.sent} answered (${step.achieved_per_s}/s), p50 ${step.p50_ms} ms, p99 ${step.p99_ms} ms, errors ${step.errors}, instances' CPU ${step.instance_cpu_cores} cores (${step.cpu_ms_per_request} ms/request), load ${step.load_average_1m}${step.within_budget ? '' : '  (over budget)'}`,
    );
    over = step.within_budget ? 0 : over + 1;
    if (!step.kept_up || over >= 3) break;
  }
  const capacity = steps.filter((s) => s.within_budget).reduce((best, s) => Math.max(best, s.rate_per_s), 0);
  const saturation = steps.filter((s) => s.kept_up).reduce((best, s) => Math.max(best, s.achieved_per_s), 0);
  console.log(`  ${label}: capacity ${capacity} requests/s within p99 < ${BUDGET_P99_MS} ms and no errors; kept up (all answered, no errors) up to ${saturation}/s`);
  return { label, steps, capacity_per_s: capacity, kept_up_to_per_s: saturation, error_samples: errorSamples };
}

const dir = mkdtempSync(join(tmpdir(), 'scale-'));
const schema = await privateSchemaUrl(process.env.DATABASE_URL, 'scale');
const env = {
  DATA_DIR: join(dir, 'data'),
  DATABASE_URL: schema.url,
  REDIS_URL: process.env.REDIS_URL,
  LOG_LEVEL: 'warn',
  SANDBOX_BUYERS: '50000',
  // The bench measures the service, not the Pro Max budget.
  RATE_LIMIT_PRO_MAX: '1000000',
  RATE_LIMIT_KEY_PREFIX: `scale-${randomBytes(4).toString('hex')}`,
  SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  // HAProxy on loopback is the proxy in front: its connections carry the whole load, so they are
  // not held to CONNECTIONS_PER_ADDRESS (the load generator alone opens 256).
  TRUSTED_PROXIES: '127.0.0.1/32',
};
const instances: ServerProcess[] = [];
const proxies: Array<{ stop(): void }> = [];
try {
  // The first start migrates and seeds; the others join the same schema.
  instances.push(await startServer(env));
  await instances[0]!.ready();
  const key = instances[0]!.testKey!;
  const mix = loadMix(await firstBuyerId(instances[0]!.baseUrl, key));
  console.log(`bench:scale: steps of ${STEP_S} s at ${RATES.join(', ')} requests/s, budget p99 < ${BUDGET_P99_MS} ms; ${cpus().length} cores; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

  const single = await startHaproxy(dir, [instances[0]!.port]);
  proxies.push(single);
  const one = await measure('one instance', single.baseUrl, key, instances.slice(0, 1), mix);
  single.stop();

  instances.push(await startServer(env), await startServer(env));
  await Promise.all(instances.map((i) => i.ready()));
  const triple = await startHaproxy(dir, instances.map((i) => i.port));
  proxies.push(triple);
  const three = await measure('three instances', triple.baseUrl, key, instances, mix);

  const summary = { budget_p99_ms: BUDGET_P99_MS, step_s: STEP_S, storage: 'PostgreSQL, Redis', one, three };
  console.log(JSON.stringify({ one: { capacity_per_s: one.capacity_per_s, kept_up_to_per_s: one.kept_up_to_per_s }, three: { capacity_per_s: three.capacity_per_s, kept_up_to_per_s: three.kept_up_to_per_s } }));
  if (values.report) writeFileSync(values.report, JSON.stringify(summary, null, 2));
} finally {
  for (const proxy of proxies) proxy.stop();
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((i) => i.exited));
  await schema.drop();
  rmSync(dir, { recursive: true, force: true });
}
