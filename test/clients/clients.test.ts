import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/domain/errors.js';
import { projectPath } from '../../src/paths.js';
import { loadAll } from '../../src/domain/reference/load-all.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The Python and Go clients' own test suites, run against this file's real server. The child
// processes are asynchronous: the server answers them from this process's event loop.
const run = promisify(execFile);

let app: TestApp;
let dir: string;
let env: NodeJS.ProcessEnv;

/** The first request example of each operation, straight from the contract. */
function requestExamples(): Record<string, unknown> {
  const doc = parse(readFileSync(projectPath('openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, any>>; components: any };
  const out: Record<string, unknown> = {};
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const examples = op?.requestBody?.content?.['application/json']?.examples;
      if (!op?.operationId || !examples) continue;
      let example = Object.values(examples)[0] as any;
      if (example.$ref) example = doc.components.examples[example.$ref.split('/').pop()];
      out[op.operationId] = example.value;
    }
  }
  return out;
}

beforeAll(async () => {
  // Each client's webhook test registers a receiver of its own on 127.0.0.1: a private target the
  // sandbox accepts with this setting.
  app = await startTestApp({ WEBHOOK_POLL_MS: '20' });
  // The server loads reference data just after it starts; the readiness probe the clients call reports it.
  loadAll();
  dir = mkdtempSync(join(tmpdir(), 'clients-'));
  writeFileSync(join(dir, 'examples.json'), JSON.stringify(requestExamples()));
  // The status of each error code, for the clients' error-mapping tests.
  writeFileSync(join(dir, 'error-status.json'), JSON.stringify(ERROR_STATUS));
  const client = await app.createClient();
  env = {
    ...process.env,
    ETP_API: app.baseUrl,
    ETP_KEY: app.testKey,
    ETP_CLIENT_ID: client.id,
    ETP_CLIENT_SECRET: client.secret,
    ETP_EXAMPLES: join(dir, 'examples.json'),
    ETP_ERROR_STATUS: join(dir, 'error-status.json'),
  };
});

afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// Each test of the Python and Go suites is one test here, so the combined count (.ci/run) counts
// them; their names are read when this file is collected, and both suites run once, in beforeAll
// order, when the first of their tests asks.
const PYTHON = projectPath('clients', 'python');
const GO = projectPath('clients', 'go');
const PYTHON_RUNNER = `
import json, sys, unittest
ids = lambda suite: [i for t in suite for i in (ids(t) if isinstance(t, unittest.TestSuite) else [t.id()])]
suite = unittest.defaultTestLoader.discover("tests", top_level_dir=".")
if sys.argv[1] == "--list":
    print(json.dumps(ids(suite)))
    sys.exit(0)

class Result(unittest.TextTestResult):
    status = {}
    def addSuccess(self, test):
        super().addSuccess(test); self.status[test.id()] = "pass"
    def addFailure(self, test, err):
        super().addFailure(test, err); self.status[test.id()] = "fail: " + self._exc_info_to_string(err, test)
    def addError(self, test, err):
        super().addError(test, err); self.status[test.id()] = "error: " + self._exc_info_to_string(err, test)
    def addSkip(self, test, reason):
        super().addSkip(test, reason); self.status[test.id()] = "skipped: " + reason
    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None: self.status[test.id()] = "fail: " + self._exc_info_to_string(err, test)

result = unittest.TextTestRunner(stream=sys.stderr, verbosity=2, resultclass=Result).run(suite)
with open(sys.argv[1], "w") as f:
    json.dump({**result.status, **{str(t): "error: " + e for t, e in result.errors if str(t) not in result.status}}, f)
`;

function listPython(): string[] {
  try {
    return JSON.parse(execFileSync('python3', ['-c', PYTHON_RUNNER, '--list'], { cwd: PYTHON, encoding: 'utf8' })) as string[];
  } catch {
    return [];
  }
}

function listGo(): string[] {
  try {
    return execFileSync('go', ['test', '-list', '.*', './...'], { cwd: GO, encoding: 'utf8' })
      .split('\n')
      .filter((line) => /^Test\w+$/.test(line));
  } catch {
    return [];
  }
}

const pythonTests = listPython();
const goTests = listGo();
let pythonResults: Promise<Record<string, string>> | undefined;
let goResults: Promise<Record<string, string>> | undefined;

function runPython(): Promise<Record<string, string>> {
  pythonResults ??= (async () => {
    const report = join(dir, 'python-results.json');
    await run('python3', ['-c', PYTHON_RUNNER, report], { cwd: PYTHON, env, timeout: 300_000, maxBuffer: 1 << 24 }).catch(() => undefined);
    return JSON.parse(readFileSync(report, 'utf8')) as Record<string, string>;
  })();
  return pythonResults;
}

function runGo(): Promise<Record<string, string>> {
  goResults ??= (async () => {
    const { stdout } = await run('go', ['test', '-json', '-count=1', './...'], { cwd: GO, env, timeout: 300_000, maxBuffer: 1 << 26 }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
    const results: Record<string, string> = {};
    const output: Record<string, string> = {};
    for (const line of stdout.split('\n').filter(Boolean)) {
      const event = JSON.parse(line) as { Action: string; Test?: string; Output?: string };
      if (!event.Test) continue;
      const top = event.Test.split('/')[0]!;
      if (event.Action === 'output') output[top] = (output[top] ?? '') + event.Output;
      if (event.Test === top && ['pass', 'fail', 'skip'].includes(event.Action)) results[top] = event.Action === 'pass' ? 'pass' : `${event.Action}: ${output[top] ?? ''}`;
    }
    return results;
  })();
  return goResults;
}

describe('Python client (unittest) against the real server', () => {
  it('finds the suite', () => {
    expect(pythonTests.length).toBeGreaterThan(10);
  });
  it.each(pythonTests)('%s', { timeout: 300_000 }, async (id) => {
    expect((await runPython())[id] ?? 'not run', id).toBe('pass');
  });
});

describe('Go client (go vet, go test) against the real server', () => {
  it('go vet passes, and gofmt has nothing to change (the generated files included)', { timeout: 120_000 }, async (ctx) => {
    if (goTests.length === 0) {
      console.warn('Go client tests not run: `go` is not installed here (.ci/run installs it).');
      return ctx.skip();
    }
    await run('go', ['vet', './...'], { cwd: GO, env, timeout: 120_000 });
    expect((await run('gofmt', ['-l', '.'], { cwd: GO, env })).stdout).toBe('');
  });
  it.each(goTests)('%s', { timeout: 300_000 }, async (name) => {
    expect((await runGo())[name] ?? 'not run', name).toBe('pass');
  });
});
