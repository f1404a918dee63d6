import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { projectPath } from '../src/paths.js';
import { BUNDLE_ENTRIES, bundleIsCurrent } from '../scripts/bundle.js';

// The real server in a child process, as in production (the dist/server.js bundle): for the soak, the
// shutdown test and the multi-instance test. It listens on a port free a moment before; the sandbox
// test key is read from the first start's output. Only the last megabyte of output is kept.

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The sandbox test key, printed by the start that seeded the database (null on later starts). */
  testKey: string | null;
  /** Everything the process wrote so far (log lines are JSON). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Resolves once GET /readyz answers 200 (reference data loaded). */
  ready(timeoutMs?: number): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A schema of its own on the PostgreSQL server (named `<prefix>_<random>`): the URL that puts a
 * server or script in it, and a drop for the end.
 */
export async function privateSchemaUrl(databaseUrl: string, prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}

const OUTPUT_KEPT = 1 << 20;

/**
 * A bundled entry of dist/ (the server, what `npm start` runs, or an operator's command), built first
 * when a source changed since (the test suite's global set-up has built it already; a bench run
 * alone may not have).
 */
export function builtEntry(name: keyof typeof BUNDLE_ENTRIES & string): string {
  if (!bundleIsCurrent(projectPath(), BUNDLE_ENTRIES, 'dist')) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: projectPath(), encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stderr}`);
  }
  return projectPath('dist', `${name}.js`);
}

export const builtServer = (): string => builtEntry('server');

/**
 * The Node.js options production starts the server with: those of `npm start` in `root`'s
 * package.json (the Dockerfile's CMD has the same: test/operations/deployment.test.ts), so a server
 * measured here, of this checkout or another's, runs as it would in production.
 */
export function serverNodeFlags(root: string = projectPath()): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  const flags = /\bnode((?: --\S+)*) dist\/server\.js\b/.exec(start);
  if (!flags) throw new Error(`${root}/package.json: npm start does not run node [options] dist/server.js`);
  return flags[1]!.trim().split(' ').filter(Boolean);
}

/**
 * The probes close their connection after the answer: an idle kept-alive connection left in this
 * process's pool would hold the server's stop for the grace it gives such connections (3 s).
 */
const PROBE: RequestInit = { headers: { connection: 'close' } };

async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url, PROBE)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * `root`: another checkout of the project whose own bundle (dist/server.js, built there) runs, with
 * its data and packages: a bench comparing two builds in one session (bench/documents-beside-search.ts).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000, options: { root?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const root = options.root ?? projectPath();
  const child = spawn(process.execPath, [...serverNodeFlags(root), options.root === undefined ? builtServer() : join(root, 'dist', 'server.js')], {
    cwd: root,
    // Measured servers fetch no exchange rates unless told (EXCHANGE_RATE_FEED_URL in `env`).
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', EXCHANGE_RATE_FEED_URL: 'off', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2 * OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + timeoutMs;
  const baseUrl = `http://127.0.0.1:${port}`;
  let listening = false;
  while (Date.now() < until && !gone && !listening) {
    await new Promise((r) => setTimeout(r, 100));
    listening = await answers(`${baseUrl}/healthz`);
  }
  if (!listening) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output.slice(-3000)}`);
  }
  // Printed right after listening.
  await new Promise((r) => setTimeout(r, 200));
  return {
    child,
    port,
    baseUrl,
    testKey: /Sandbox test key \(shown once, keep it\): (etp_test_\S+)/.exec(output)?.[1] ?? null,
    output: () => output,
    exited,
    async ready(readyTimeoutMs = 60_000) {
      const deadline = Date.now() + readyTimeoutMs;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${baseUrl}/readyz`, PROBE)).status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the server at ${baseUrl} did not become ready:\n${output.slice(-3000)}`);
    },
  };
}
