import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry, freePort, startServer, type ServerProcess } from '../../bench/server-process.js';
import { rateImportInbox } from '../../src/db/rate-import-inbox.js';
import { latestPublishedDay } from '../../src/domain/exchange-rates/publication.js';
import { projectPath } from '../../src/paths.js';
import { ownStorage, type OwnStorage } from '../helpers/own-storage.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

// The server as `npm start` runs it, on the embedded database in a data directory (issue 48's
// "done when", issue 45's inbox claim): started with the feed pointed at nothing, it is ready and
// serves the last good day with the stale warning; an npm run import:rates handed to it is cut by a
// kill -9 while the server holds its claim, and the next start resumes it (the command, still
// waiting, prints the outcome); that start, pointed at a local copy of the ECB's daily file, serves
// that day within a minute without the warning.

const DAY = latestPublishedDay(new Date());
let storage: OwnStorage;
let feed: Receiver;
let server: ServerProcess | undefined;

beforeAll(async () => {
  storage = await ownStorage('rates-process');
  feed = await startReceiver();
  const daily = readFileSync(projectPath('test', 'fixtures', 'exchange-rates', 'ecb-eurofxref-daily-fixture.xml'), 'utf8').replace("time='2026-11-23'", `time='${DAY}'`);
  feed.on('/eurofxref-daily.xml', (_hit, _count, res) => void res.writeHead(200, { 'content-type': 'text/xml' }).end(daily));
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await feed?.close();
  await storage?.close();
});

const env = () => ({ ...storage.env, SANDBOX_BUYERS: '100', EXCHANGE_RATE_MAX_AGE_DAYS: '7' });

async function rates(key: string): Promise<{ date: string; warnings: Array<{ code: string }> }> {
  const res = await fetch(`${server!.baseUrl}/api/v1/exchange-rates`, { headers: { authorization: `Bearer ${key}`, connection: 'close' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { date: string; warnings: Array<{ code: string }> } }).data;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('exchange rates in a running server', { timeout: 180_000 }, () => {
  let key = '';

  it('pointed at nothing, starts, is ready and serves the last good day with the stale warning', async () => {
    const nobody = await freePort();
    server = await startServer({ ...env(), EXCHANGE_RATE_FEED_URL: `http://127.0.0.1:${nobody}/eurofxref-daily.xml` });
    key = server.testKey!;
    await server.ready();
    expect(await rates(key)).toMatchObject({ date: '2026-04-13', warnings: [{ code: 'exchange_rates_stale' }] });
    for (let i = 0; i < 50 && !server.output().includes('exchange-rate feed: fetch failed'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toContain('ECONNREFUSED');
  });

  it('resumes an import killed (kill -9) while it held the claim; pointed at a local feed, serves its day within a minute', async () => {
    const inbox = rateImportInbox(storage.env.DATA_DIR);
    // The shipped series whole: 4,167 days, long enough to read that the kill lands inside the import.
    const file = projectPath('data', 'exchange-rates', 'usd_daily_rates_ecb_derived.csv');
    const command = spawn(process.execPath, [builtEntry('import-rates'), file], { env: { ...process.env, ...env(), LOG_LEVEL: 'silent' } });
    let stdout = '';
    let stderr = '';
    command.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    command.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => command.on('exit', resolve));

    const claimed = () => (existsSync(inbox) ? readdirSync(inbox).filter((n) => n.endsWith('.claimed')) : []);
    for (let i = 0; i < 2000 && claimed().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(claimed(), `${stderr}\n${server!.output().slice(-3000)}`).toHaveLength(1);
    server!.child.kill('SIGKILL');
    await server!.exited;
    // What the killed process left: its claim, and the copy it was reading.
    expect(claimed()).toHaveLength(1);
    expect(readdirSync(inbox).filter((n) => n.endsWith('.rates'))).toHaveLength(1);

    const started = Date.now();
    server = await startServer({ ...env(), EXCHANGE_RATE_FEED_URL: feed.url('/eurofxref-daily.xml') });
    expect(await exited, stderr).toBe(0);
    expect(stdout).toMatch(/Read 4167 day\(s\) of rates \(2010-01-04 to 2026-04-13; the ECB-derived USD series\)/);
    // Every day is stored once: the killed import may have written some of the older days already.
    const [, added, unchanged] = /Stored: (\d+) new, 0 replaced, (\d+) unchanged\./.exec(stdout) ?? [];
    expect(Number(added) + Number(unchanged)).toBe(4167);
    expect(readdirSync(inbox)).toEqual([]);

    let current = await rates(key);
    while (current.date !== DAY && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 200));
      current = await rates(key);
    }
    expect(current).toMatchObject({ date: DAY, warnings: [] });
    expect(feed.received('/eurofxref-daily.xml')).toHaveLength(1);
  });
});
