import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { readCounter } from '../../src/db/change-counters.js';
import { latestPublishedDay, nextPublicationTime } from '../../src/domain/exchange-rates/publication.js';
import { daysBetween } from '../../src/domain/exchange-rates/reference-rates.js';
import { loadAll } from '../../src/domain/reference/load-all.js';
import { todayUtc } from '../../src/domain/tariffs/as-of.js';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition, schemaValidator, type ReceivedResponse } from '../helpers/contract.js';
import { connect } from '../helpers/stream-client.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

// The server's own rate feed (src/exchange-rates/feed.ts) against a local copy of the ECB's daily
// file: what each kind of answer does to the rates in use, the feed's schedule in its claim row,
// the event and the age metric; and two instances on one database fetching once between them.
// Every test server has the feed off (test/helpers/app.ts); these point it at the receiver.

type Schemas = components['schemas'];
type Rates = Schemas['ExchangeRates'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;

/** The ECB's daily layout (the fixture's made-up rates) for another day, with rates changed. */
function dailyFile(date: string, rates: Record<string, string> = {}): string {
  let xml = readFileSync(projectPath('test', 'fixtures', 'exchange-rates', 'ecb-eurofxref-daily-fixture.xml'), 'utf8').replace("time='2026-11-23'", `time='${date}'`);
  for (const [currency, rate] of Object.entries(rates)) xml = xml.replace(new RegExp(`currency='${currency}' rate='[^']*'`), `currency='${currency}' rate='${rate}'`);
  return xml;
}

/** The newest day the ECB has published by now: what a feed serves. */
const DAY = latestPublishedDay(new Date());
const RETRY_MS = 60_000;
/** Long enough for a local answer on a loaded machine: the feed test is not a measure of speed. */
const TIMEOUT_MS = 5000;

/**
 * When a retry `delayMs` after an attempt started at `startedAt` is due: the delay, or the next
 * publication if that comes sooner. Rising with `startedAt`, so that bounds on when the attempt
 * started bound it without measuring how long the attempt took.
 */
const retryDueAt = (startedAt: number, delayMs: number) => Math.min(startedAt + delayMs, nextPublicationTime(new Date(startedAt)).getTime());

let receiver: Receiver;
let app: TestApp;
let serve: (status: number, body: string) => void;
/** Before the test server started: its look at start began after this. */
let beforeStart: number;

async function rates(): Promise<Rates> {
  const res = await app.request('GET', '/api/v1/exchange-rates', { query: { base: 'EUR', symbols: 'USD,JPY' } });
  expect(res.status, res.text).toBe(200);
  return data<Rates>(res);
}

async function feedRow() {
  return app.services.database.db.selectFrom('exchange_rate_feed').selectAll().executeTakeFirstOrThrow();
}

beforeAll(async () => {
  receiver = await startReceiver();
  let answer = { status: 500, body: 'upstream unavailable' };
  serve = (status, body) => (answer = { status, body });
  receiver.on('/eurofxref-daily.xml', (_hit, _count, res) => void res.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body));
  beforeStart = Date.now();
  app = await startTestApp({
    EXCHANGE_RATE_FEED_URL: receiver.url('/eurofxref-daily.xml'),
    EXCHANGE_RATE_FEED_TIMEOUT_MS: String(TIMEOUT_MS),
    EXCHANGE_RATE_FEED_RETRY_MS: String(RETRY_MS),
    EXCHANGE_RATE_MAX_AGE_DAYS: '7',
    WEBHOOK_POLL_MS: '20',
  });
  // What server.ts does at start: readiness waits for the reference data, not for the feed.
  loadAll();
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe('the exchange-rate feed', () => {
  it('fetches at start; an answer of 500 keeps the shipped day with its warning, ready, and is retried later', async () => {
    await app.services.rateFeed!.firstLook;
    expect(receiver.received('/eurofxref-daily.xml')).toHaveLength(1);
    const row = await feedRow();
    expect(row).toMatchObject({ last_outcome: 'failed: the feed answered HTTP 500', failures: 1, claimed_by: null });
    // The first retry comes EXCHANGE_RATE_FEED_RETRY_MS after the attempt started (between the server's start and the attempt's end).
    const retryAt = new Date(row.next_fetch_at).getTime();
    expect(retryAt).toBeGreaterThanOrEqual(retryDueAt(beforeStart, RETRY_MS));
    expect(retryAt).toBeLessThanOrEqual(retryDueAt(new Date(row.last_attempt_at!).getTime(), RETRY_MS));
    expect(await rates()).toMatchObject({ date: '2026-04-13', warnings: [expect.objectContaining({ code: 'exchange_rates_stale', date: '2026-04-13' })] });
    expect((await app.request('GET', '/readyz', { key: null })).status).toBe(200);
  });

  it('refuses an implausible day with the currency and both figures, keeping the last good day; the retries wait longer each time', async () => {
    serve(200, dailyFile(DAY, { JPY: '0.000000000000001' }));
    expect(await app.services.rateFeed!.check(true)).toEqual({ outcome: 'failed', reason: expect.stringContaining(`JPY at 1.00000e-15 per EUR on ${DAY} is outside the plausible 0.001 to 10,000,000 per EUR`) });
    serve(200, dailyFile(DAY, { JPY: '1.8702' }));
    const beforeThird = Date.now();
    const moved = await app.services.rateFeed!.check(true);
    // The stored day is the shipped one, per USD: 159.834 JPY / 0.855871 EUR = 186.75 JPY per EUR.
    expect(moved).toEqual({ outcome: 'failed', reason: expect.stringMatching(new RegExp(`JPY moves from 186\\.75 per EUR on 2026-04-13 \\(stored\\) to 1\\.8702 per EUR on ${DAY}, more than ×\\d+(\\.\\d+)? in \\d+ day\\(s\\)`)) });
    const row = await feedRow();
    expect(row.failures).toBe(3);
    // The third failure waits four times the first retry, unless the next publication comes sooner.
    const retryAt = new Date(row.next_fetch_at).getTime();
    expect(retryAt).toBeGreaterThanOrEqual(retryDueAt(beforeThird, 4 * RETRY_MS));
    expect(retryAt).toBeLessThanOrEqual(retryDueAt(new Date(row.last_attempt_at!).getTime(), 4 * RETRY_MS));
    expect((await rates()).date).toBe('2026-04-13');
  });

  it('loads a good day: answers use it at once without the warning, the age metric says so, subscribed endpoints get exchange_rates.updated', async () => {
    const endpoint = await app.request('POST', '/api/v1/webhook-endpoints', { body: { url: receiver.url('/hooks'), event_types: ['exchange_rates.updated'] } });
    expect(endpoint.status, endpoint.text).toBe(200);
    const stream = await connect(app.baseUrl, app.liveKey);
    stream.send({ type: 'subscribe', id: 'r', channel: 'exchange_rates', params: { base: 'EUR', symbols: ['USD'] } });
    expect((await stream.next((m) => m.type === 'exchange_rate')).data).toMatchObject({ as_of: '2026-04-13T16:00:00Z' });
    serve(200, dailyFile(DAY));
    expect(await app.services.rateFeed!.check(true)).toEqual({ outcome: 'loaded', date: DAY });
    // The live stream sends the new day's rate to the open subscription.
    expect((await stream.next((m) => m.type === 'exchange_rate' && m.sequence === 2)).data).toMatchObject({ rate: '1.1976', as_of: `${DAY}T16:00:00Z`, livemode: true });
    stream.close();
    expect(await rates()).toMatchObject({ date: DAY, rates: { USD: '1.1976', JPY: '191.42' }, warnings: [] });
    const row = await feedRow();
    expect(row).toMatchObject({ failures: 0, last_outcome: 'loaded', last_day: DAY });
    expect(new Date(row.next_fetch_at).getTime()).toBe(nextPublicationTime(new Date(row.last_attempt_at!)).getTime());
    const metrics = await app.services.metrics.registry.getSingleMetricAsString('exchange_rates_age_days');
    expect(metrics).toContain(`exchange_rates_age_days ${daysBetween(DAY, todayUtc())}`);

    const events = data<{ events: Schemas['Event'][] }>(await app.request('GET', '/api/v1/events', { query: { type: 'exchange_rates.updated' } })).events;
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ exchange_rates: { date: DAY, previous_date: '2026-04-13', base: 'EUR', loaded_from: 'feed', rates: { USD: '1.1976' } } });
    const [delivered] = await receiver.waitFor('/hooks', 1);
    const payload = JSON.parse(delivered!.body) as unknown;
    const validate = schemaValidator(definition.components.schemas.ExchangeRatesUpdatedEvent as object);
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
  });

  it('changes nothing for the same day again (a weekend or holiday), an older day, a malformed file or a timeout', async () => {
    const version = await readCounter(app.services.database.db, 'exchange_rates');
    serve(200, dailyFile(DAY));
    expect(await app.services.rateFeed!.check(true)).toEqual({ outcome: 'unchanged', date: DAY });
    // The day that is due is in: the next look is after the next publication, not a retry.
    expect(new Date((await feedRow()).next_fetch_at).getTime()).toBe(nextPublicationTime(new Date()).getTime());
    serve(200, dailyFile('2026-11-23'));
    expect(await app.services.rateFeed!.check(true)).toEqual({ outcome: 'older', date: '2026-11-23', stored: DAY });
    serve(200, '<html><body>Service temporarily unavailable</body></html>');
    expect(await app.services.rateFeed!.check(true)).toEqual({ outcome: 'failed', reason: expect.stringContaining('gesmes:Envelope') });
    receiver.on('/eurofxref-daily.xml', () => undefined); // never answers
    expect(await app.services.rateFeed!.check(true)).toEqual({ outcome: 'failed', reason: `no complete answer within ${TIMEOUT_MS} ms` });
    expect(await readCounter(app.services.database.db, 'exchange_rates')).toBe(version);
    expect(await rates()).toMatchObject({ date: DAY, warnings: [] });
    expect((await app.request('GET', '/readyz', { key: null })).status).toBe(200);
    // One event in all: nothing after the day that changed the rates.
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/events', { query: { type: 'exchange_rates.updated' } })).total).toBe(1);
  });
});

describe('two instances on one database', () => {
  it('fetch once between them, and both serve the day', async () => {
    const feed = await startReceiver();
    feed.on('/daily.xml', (_hit, _count, res) => void res.writeHead(200, { 'content-type': 'text/xml' }).end(dailyFile(DAY)));
    // Instances sharing a database share its secrets encryption key, as in production.
    const env = { EXCHANGE_RATE_FEED_URL: feed.url('/daily.xml'), EXCHANGE_RATE_MAX_AGE_DAYS: '7', SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const first = await startTestApp(env);
    const second = await startTestApp(env, { shareDatabaseWith: first });
    try {
      // Both looked at start, each behind or not, in whatever order: once both looks are over, the
      // count is final (the next look of each comes after the next publication).
      await Promise.all([first, second].map((instance) => instance.services.rateFeed!.firstLook));
      expect(feed.received('/daily.xml')).toHaveLength(1);
      expect(await first.services.database.db.selectFrom('exchange_rate_feed').select(['last_outcome', 'last_day', 'claimed_by']).executeTakeFirstOrThrow()).toEqual({
        last_outcome: 'loaded',
        last_day: DAY,
        claimed_by: null,
      });
      // The instance that did not fetch loads the day through the change counter.
      for (const instance of [first, second]) {
        let day = '';
        for (let i = 0; i < 100 && day !== DAY; i++) {
          if (i > 0) await new Promise((r) => setTimeout(r, 100));
          day = data<Rates>(await instance.request('GET', '/api/v1/exchange-rates')).date;
        }
        expect(day).toBe(DAY);
      }
    } finally {
      await second.close();
      await first.close();
      await feed.close();
    }
  });
});
