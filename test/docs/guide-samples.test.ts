import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGuides } from '../../scripts/docs/build.js';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { clientSampleRunner, type SampleRunner } from '../helpers/client-samples.js';

// Every code sample of docs/guides runs against a live server with a sandbox key, so no sample rots:
// `sh` through bash (curl), `js` with node as a module, `python` with python3 and `go` with `go run`
// when they are installed.
// Blocks marked `text` are shown, not run (they need secrets a reader brings, e.g. an OAuth client).
// Samples of the official clients (clients.md): `ts` and `go` through test/helpers/client-samples.ts,
// `python` with clients/python importable; go samples where go is installed.
const run = promisify(execFile);
const RUNNERS: Record<string, { cmd: string; args: (code: string) => string[] }> = {
  sh: { cmd: 'bash', args: (code) => ['-euo', 'pipefail', '-c', code] },
  js: { cmd: process.execPath, args: (code) => ['--input-type=module', '-e', code] },
  python: { cmd: 'python3', args: (code) => ['-c', code] },
};
const CLIENT_LANGS = ['ts', 'go'];
const hasPython = ['/usr/bin/python3', '/usr/local/bin/python3'].some(existsSync) || Boolean(process.env.PATH?.split(':').some((d) => existsSync(`${d}/python3`)));

const samples = readGuides().flatMap((guide) =>
  [...guide.body.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)]
    .filter((m) => m[1]! in RUNNERS || CLIENT_LANGS.includes(m[1]!))
    .map((m, index) => ({ name: `${guide.slug} #${index + 1} (${m[1]})`, lang: m[1]!, code: m[2]! })),
);

let app: TestApp;
let clients: SampleRunner;
beforeAll(async () => {
  // The webhook samples receive a real delivery on a local port.
  app = await startTestApp({ WEBHOOK_POLL_MS: '20' });
  clients = await clientSampleRunner();
});
afterAll(async () => {
  clients?.close();
  await app?.close();
});

describe('guide code samples', () => {
  it('finds samples in every language it runs', () => {
    expect(samples.filter((s) => s.lang === 'sh').length).toBeGreaterThan(8);
    expect(samples.some((s) => s.lang === 'js')).toBe(true);
    expect(samples.some((s) => s.lang === 'python')).toBe(true);
    expect(samples.some((s) => s.lang === 'go')).toBe(true);
  });

  // A Go sample compiles first (a first `go run` compiles the standard library's net/http).
  it.each(samples)('$name runs against the server', { timeout: 150_000 }, async (sample) => {
    if (sample.lang === 'python' && !hasPython) return console.warn(`${sample.name}: no python3 here, not run`);
    const env = { ...process.env, ETP_API: app.baseUrl, ETP_KEY: app.testKey, PYTHONPATH: projectPath('clients', 'python') };
    // The setup sample exports placeholders; every other sample uses the server of this test.
    const code = sample.code.replace(/^export ETP_\w+=.*$/gm, ':');
    if (sample.lang === 'go' && !(await clients.available('go'))) return console.warn(`${sample.name}: no go here, not run`);
    const execution = CLIENT_LANGS.includes(sample.lang)
      ? clients.run(sample.lang as 'ts' | 'go', code, env)
      : run(RUNNERS[sample.lang]!.cmd, RUNNERS[sample.lang]!.args(code), { env, timeout: 20_000 });
    const { stdout, stderr } = await execution.catch(
      (error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`${sample.name} failed: ${error.stderr}\n${error.stdout}`);
      },
    );
    expect(stderr).toBe('');
    expect(stdout.trim()).not.toBe('');
    // A curl sample that prints an envelope printed a real answer: success, or the error it shows.
    for (const line of stdout.replaceAll('}{"status"', '}\n{"status"').split('\n').filter((l) => l.startsWith('{"status"'))) {
      const body = JSON.parse(line) as { status: string; error?: { code: string } };
      if (sample.name.startsWith('errors')) expect(body.error?.code).toBe('validation_failed');
      else expect(body.status).toBe('success');
    }
  });
});
