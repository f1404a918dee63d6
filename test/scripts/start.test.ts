import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from '../helpers/contract.js';
import { privateSchemaUrl } from '../helpers/app.js';
import { ONE_CONVERSION_PRICE } from '../helpers/rates.js';

// What a newcomer runs: `npm start` builds the bundle (quietly when it is current) and starts it on a
// fresh data directory, which seeds the sandbox and prints its address, the portal's and a test key
// once, and nothing from a third party. This runs the built bundle, not the sources.

const dir = mkdtempSync(join(tmpdir(), 'start-'));
let serverEnv: Record<string, string> = {};
const port = 3600 + Number(process.env.VITEST_POOL_ID ?? 0);
let server: ChildProcess;
let output = '';
let key = '';
let dropSchema: (() => Promise<void>) | undefined;
let build: { stdout: string; stderr: string };

async function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 600 && !/"msg":"listening"/.test(output); i++) await new Promise((r) => setTimeout(r, 100));
  return child;
}

beforeAll(async () => {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  build = built;
  const env: Record<string, string> = { DATA_DIR: join(dir, 'data'), PORT: String(port), SANDBOX_BUYERS: '500' };
  if (process.env.DATABASE_URL) {
    const schema = await privateSchemaUrl(process.env.DATABASE_URL);
    env.DATABASE_URL = schema.url;
    dropSchema = schema.drop;
  }
  serverEnv = env;
  server = await start(env);
  key = /Sandbox test key \(shown once, keep it\): (etp_test_\S+)/.exec(output)?.[1] ?? '';
}, 120_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await dropSchema?.();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const received = { method, path: new URL(`http://x${path}`).pathname, status: res.status, headers: res.headers, body: JSON.parse(text), text };
  expect(contractViolations(received), text.slice(0, 300)).toEqual([]);
  return received;
}

describe('npm start on a fresh data directory (the built bundle)', () => {
  it('prints its address, the portal and the key, and nothing else but its JSON log lines', () => {
    // `npm start` runs `npm run --silent build` first: nothing to say when everything is current.
    expect(build.stdout + build.stderr).toBe('');
    const base = `http://127.0.0.1:${port}`;
    const lines = output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('{"level":'));
    expect(lines).toEqual([
      `Export-Trade Platform API listening on ${base}`,
      `Docs: ${base}/docs/guides/ (guides) and ${base}/docs (API reference)`,
      `Sandbox test key (shown once, keep it): ${key}`,
      `Try: curl -H "Authorization: Bearer ${key}" "${base}/api/v1/buyers?country=US&limit=3"`,
    ]);
  });

  it('prints a sandbox test key once, before its listening line, and never logs it elsewhere', () => {
    expect(key).toMatch(/^etp_test_/);
    expect(output.split(key).length - 1).toBe(2); // the key line and the curl example
    // Whoever waits for the listening line (this file, the other tests that start a server) has the key by then.
    expect(output.indexOf(key)).toBeLessThan(output.indexOf('"msg":"listening"'));
  });

  it("maps a stack frame of the project's code to its source, and one inside a bundled package to the bundle itself", () => {
    // The bundle's source map keeps the project's own code only (scripts/bundle.ts): a package's
    // code must map to nothing (the frame prints the bundle's line), not to the project's line before it.
    const map = new SourceMap(JSON.parse(readFileSync('dist/server.main.js.map', 'utf8')));
    const lines = readFileSync('dist/server.main.js', 'utf8').split('\n');
    const entryAt = (pattern: RegExp) => {
      const line = lines.findIndex((text) => pattern.test(text));
      expect(line, String(pattern)).toBeGreaterThanOrEqual(0);
      return map.findEntry(line, lines[line]!.search(pattern)) as { originalSource?: string };
    };
    expect(entryAt(/var ApiError = class/).originalSource).toMatch(/src\/domain\/errors\.ts$/);
    // decimal.js, bundled: its error prefix is a line of the package's own code.
    expect(entryAt(/"\[DecimalError\] "/).originalSource).toBeUndefined();
  });

  it('logs the Node.js version it runs on: the runtime of the process that started it', () => {
    const listening = output.split('\n').find((line) => line.includes('"msg":"listening"'));
    expect(JSON.parse(listening ?? '{}').node).toBe(process.version);
  });

  it('serves buyer search with that key, on the sandbox', async () => {
    const res = await call('GET', '/api/v1/buyers?limit=3');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(500);
    expect(res.body.data.buyers.every((b: { livemode: boolean }) => b.livemode === false)).toBe(true);
  });

  it('serves the reference data operations from the bundle', async () => {
    expect((await call('GET', '/api/v1/markets/KR')).status).toBe(200);
    expect((await call('GET', '/api/v1/customs/tariffs?hs_code=330499&destination=US&origin=KR')).status).toBe(200);
  });

  it('serves the portal at the addresses it printed', async () => {
    for (const url of /^Docs: (\S+) \(guides\) and (\S+) \(API reference\)$/m.exec(output)!.slice(1)) {
      const res = await fetch(url!);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toContain('Export-Trade Platform API');
    }
  });

  it('takes newer exchange rates from npm run import:rates while it runs: the same request answers with their date, no restart', async () => {
    // A price in USD with a freight cost in EUR: one conversion, with the date of its rate.
    const request = ONE_CONVERSION_PRICE;
    const before = (await call('POST', '/api/v1/pricing/calculate', request)).body.data;
    expect(before.fx.rates).toEqual([expect.objectContaining({ from: 'EUR', to: 'USD', date: '2026-04-13' })]);
    // The shipped rates are far older than the default week.
    expect(before.warnings).toContainEqual(expect.objectContaining({ code: 'exchange_rates_stale', date: '2026-04-13' }));

    // On the embedded database the command hands the file to this server; on PostgreSQL it writes and the server follows the counter.
    const file = join(process.cwd(), 'test', 'fixtures', 'exchange-rates', 'ecb-eurofxref-daily-fixture.xml');
    const imported = await promisify(execFile)(process.execPath, ['dist/import-rates.js', file], { env: { ...process.env, ...serverEnv, LOG_LEVEL: 'silent' } });
    expect(imported.stdout).toContain('Stored: 1 new, 0 replaced, 0 unchanged. Answers now convert with the rates of 2026-11-23');

    let after = before;
    for (let i = 0; i < 50 && after.fx.date !== '2026-11-23'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = (await call('POST', '/api/v1/pricing/calculate', request)).body.data;
    }
    // USD per EUR as the fixture gives it (a made-up rate): the day is quoted per EUR, so no cross rate is needed.
    expect(after.fx.rates).toEqual([expect.objectContaining({ from: 'EUR', to: 'USD', rate: '1.1976', date: '2026-11-23' })]);
    expect(after.warnings.filter((w: { code: string }) => w.code === 'exchange_rates_stale').map((w: { date: string }) => w.date)).not.toContain('2026-04-13');
    expect((await call('GET', '/api/v1/exchange-rates?base=EUR&symbols=USD')).body.data).toMatchObject({ date: '2026-11-23', rates: { USD: '1.1976' } });
  });
});
