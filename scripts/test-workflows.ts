// npm run test:workflows: starts the server on a fresh embedded database (a temporary data
// directory, sandbox data, its printed test key), runs every workflows/*.arazzo.yaml with Redocly
// Respect against it, and fails on any failed step or contract mismatch. `--report FILE` writes
// `{ passed, failed }` (counted per workflow) for the CI summary line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT, projectPath } from '../src/paths.js';
import { WORKFLOWS_DIR, workflowFiles } from './workflows/guide.js';
import { tallyWorkflows, type RespectReport } from './workflows/report.js';

const SANDBOX_BUYERS = '5000';
const START_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function reportPath(): string | undefined {
  const at = process.argv.indexOf('--report');
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The webhooks journey's receiver: answers every delivery with 200.
const receiver = createHttpServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverAddress = receiver.address();
const receiverUrl = `http://127.0.0.1:${typeof receiverAddress === 'object' && receiverAddress ? receiverAddress.port : 0}/webhooks`;

const dataDir = mkdtempSync(join(tmpdir(), 'etp-workflows-'));
const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SANDBOX_BUYERS, LOG_LEVEL: 'warn', EXCHANGE_RATE_FEED_URL: 'off' };
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, ['--enable-source-maps', projectPath('dist', 'server.js')], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });

function stop(): void {
  if (server.exitCode === null) server.kill('SIGTERM');
}
process.on('exit', () => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const apiKey = await new Promise<string>((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error(`the server printed no sandbox key within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const key = /Sandbox test key \(shown once, keep it\): (etp_test_\S+)/.exec(output)?.[1];
    if (key) {
      clearTimeout(timer);
      resolve(key);
    }
  });
  server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
});

const base = `http://127.0.0.1:${port}`;
const jsonOutput = join(dataDir, 'respect.json');
const files = workflowFiles().map((file) => join(WORKFLOWS_DIR, file));
const respect = spawnSync(
  projectPath('node_modules', '.bin', 'redocly'),
  ['respect', ...files, '--input', `apiKey=${apiKey}`, '--input', `receiverUrl=${receiverUrl}`, '--server', `api=${base}/api/v1`, '--server', `root=${base}`, '--json-output', jsonOutput],
  { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);

let { passed, failed } = { passed: 0, failed: 0 };
try {
  const tally = tallyWorkflows(JSON.parse(readFileSync(jsonOutput, 'utf8')) as RespectReport);
  ({ passed, failed } = tally);
  for (const failure of tally.failures) console.error(`failed: ${failure}`);
} catch (error) {
  console.error(`no Respect report: ${(error as Error).message}`);
  failed += 1;
}
if (respect.status !== 0 && failed === 0) failed = 1;
console.log(`\nworkflows: ${passed} passed, ${failed} failed`);
const out = reportPath();
if (out) writeFileSync(out, JSON.stringify({ passed, failed }));
stop();
receiver.close();
process.exitCode = failed > 0 ? 1 : 0;
