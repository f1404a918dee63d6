// Memory after start, measured from outside as an operator sees it: the built server as a process
// (the bundle `npm start` runs, with its sandbox data: 50,000 buyers by default), on its own data
// directory or PostgreSQL schema; after GET /readyz (every reference data set loaded) it answers
// MIX_REQUESTS requests of the soak's mix (buyer search, tariffs, prices, orders, documents), waits
// SETTLE_MS, and its resident size (/proc) and V8 heap (its /metrics) are read.
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { privateStorage, type Storage } from './builds-and-storages.js';
import { firstBuyerId, loadMix, sendMixRequest } from './load-mix.js';
import { rssMb } from './measure.js';
import { startServer } from './server-process.js';

export const MIX_REQUESTS = 200;
/** After the mix: the rendering threads finish and the young generation is collected. */
const SETTLE_MS = 3000;

export interface MemoryAfterStart {
  /** Resident set size of the process, MiB (all threads: the rendering threads included). */
  rssMb: number;
  /** V8 heap of the main thread, MiB: used, and of it the old generation. */
  heapUsedMb: number;
  oldSpaceUsedMb: number;
  /** Memory V8 accounts outside its heap (ArrayBuffers: PGlite's WebAssembly memory among them), MiB. */
  externalMb: number;
  /** RSS at /readyz, before the mix, MiB. */
  readyRssMb: number;
  /** From spawn to /readyz, ms. */
  readyMs: number;
}

function metric(text: string, name: string, labels = ''): number {
  const line = new RegExp(`^${name}${labels.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text);
  if (!line) throw new Error(`/metrics has no ${name}${labels}`);
  return Number(line[1]) / 2 ** 20;
}

/** What one start of the server measured: `first` seeds the sandbox buyers, `restart` finds them stored. */
export type Start = 'first' | 'restart';

/**
 * Two starts of the server of `root` (another checkout's build; this one's when undefined) on
 * `storage`, on one data directory or schema: the first (which seeds) and a restart. `DATABASE_URL`
 * must be set for PostgreSQL.
 */
export async function measureAfterStart(storage: Storage, root?: string, env: Record<string, string> = {}): Promise<Array<[Start, MemoryAfterStart]>> {
  const own = await privateStorage(storage, 'memory');
  try {
    const serverEnv = { ...own.env, ...env };
    const first = await measureOneStart(serverEnv, root, null);
    const restart = await measureOneStart(serverEnv, root, first.key);
    return [
      ['first', first.memory],
      ['restart', restart.memory],
    ];
  } finally {
    await own.remove();
  }
}

/** One start: memory at /readyz and after the mix. `key`: the sandbox key of an earlier start on the same data. */
async function measureOneStart(env: Record<string, string>, root: string | undefined, key: string | null): Promise<{ memory: MemoryAfterStart; key: string }> {
  const token = randomBytes(24).toString('hex');
  const started = performance.now();
  // With the Node.js options of its build's npm start, as production runs it (startServer).
  const server = await startServer(
    { REDIS_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_PRO_MAX: '1000000', METRICS_TOKEN: token, METRICS_PORT: '', ...env },
    300_000,
    root === undefined ? {} : { root },
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  try {
    await server.ready(300_000);
    const readyMs = performance.now() - started;
    const readyRssMb = rssMb(server.child.pid!);
    const testKey = key ?? server.testKey;
    if (!testKey) throw new Error('the server printed no sandbox key');
    const mix = loadMix(await firstBuyerId(server.baseUrl, testKey));
    // Four at a time, as a few clients would send them.
    const failures: string[] = [];
    for (let sent = 0; sent < MIX_REQUESTS; sent += 4) {
      const answers = await Promise.all(Array.from({ length: Math.min(4, MIX_REQUESTS - sent) }, () => sendMixRequest(server.baseUrl, agent, testKey, mix.next())));
      for (const a of answers) if (a.status !== 200) failures.push(`${a.status} ${a.detail}`);
    }
    if (failures.length > 0) throw new Error(`${failures.length} requests of the mix failed: ${failures[0]}`);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    return {
      key: testKey,
      memory: {
        rssMb: rssMb(server.child.pid!),
        heapUsedMb: metric(text, 'nodejs_heap_size_used_bytes'),
        oldSpaceUsedMb: metric(text, 'nodejs_heap_space_size_used_bytes', '{space="old"}'),
        externalMb: metric(text, 'nodejs_external_memory_bytes'),
        readyRssMb,
        readyMs,
      },
    };
  } finally {
    agent.destroy();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
