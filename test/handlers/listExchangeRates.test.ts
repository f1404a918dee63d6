import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExchangeRateStore } from '../../src/db/exchange-rate-store.js';
import { importRateFile } from '../../src/domain/exchange-rates/import.js';
import { parseRateFile } from '../../src/domain/exchange-rates/rate-files.js';
import { daysBetween } from '../../src/domain/exchange-rates/reference-rates.js';
import { todayUtc } from '../../src/domain/tariffs/as-of.js';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ONE_CONVERSION_PRICE } from '../helpers/rates.js';

type Json = { data: any };
let app: TestApp;
/** The fixture's day (made-up ECB rates): the age limit is set so that it is fresh today and the shipped day is not. */
const FIXTURE_DAY = '2026-11-23';
const maxAgeDays = daysBetween(FIXTURE_DAY, todayUtc()) + 1;
beforeAll(async () => {
  app = await startTestApp({ EXCHANGE_RATE_MAX_AGE_DAYS: String(maxAgeDays) });
});
afterAll(async () => {
  await app?.close();
});

describe('listExchangeRates', () => {
  it('returns the latest USD rates with their date and source', async () => {
    const res = await app.request('GET', '/api/v1/exchange-rates');
    expect(res.status).toBe(200);
    const { data } = res.body as Json;
    expect(data).toMatchObject({ base: 'USD', date: '2026-04-13' });
    expect(data.rates).toMatchObject({ EUR: '0.855871', JPY: '159.834', KRW: '1489.95' });
    expect(data.source).toContain('European Central Bank');
  });

  it('computes cross rates for another base and a list of symbols', async () => {
    const res = await app.request('GET', '/api/v1/exchange-rates', { query: { base: 'eur', symbols: 'KRW,usd' } });
    // 1489.95 / 0.855871 = 1740.858143 (10 significant digits); 1 / 0.855871 = 1.168400378
    expect((res.body as Json).data).toMatchObject({ base: 'EUR', rates: { KRW: '1740.858143', USD: '1.168400378' } });
  });

  it('answers 400 with distinct codes for a non-currency and a currency without an ECB rate', async () => {
    const unknown = await app.request('GET', '/api/v1/exchange-rates', { query: { base: 'XYZ' } });
    expect(unknown.status).toBe(400);
    expect((unknown.body as any).error.code).toBe('unknown_currency');
    const unsupported = await app.request('GET', '/api/v1/exchange-rates', { query: { symbols: 'EUR,NGN' } });
    expect(unsupported.status).toBe(400);
    expect((unsupported.body as any).error).toMatchObject({ code: 'unsupported_currency', details: [{ field: '/symbols/1' }] });
    const malformed = await app.request('GET', '/api/v1/exchange-rates', { query: { symbols: 'EURO' } });
    expect(malformed.status).toBe(400);
    expect((malformed.body as any).error.code).toBe('validation_failed');
  });
});

describe('exchange rates that say their age', () => {
  const request = ONE_CONVERSION_PRICE;
  const rateWarnings = (warnings: { code: string }[]) => warnings.filter((w) => w.code === 'exchange_rates_stale');
  const stale = (date: string) => ({ code: 'exchange_rates_stale', measure: 'Exchange rates (ECB reference rates)', date, message: expect.stringContaining(`of ${date}`) });

  it('warns, naming the date, wherever an answer rests on rates older than the configured age; not when nothing is converted', async () => {
    expect((await app.request('GET', '/api/v1/exchange-rates')).body).toMatchObject({ data: { date: '2026-04-13', warnings: [stale('2026-04-13')] } });
    const priced = (await app.request('POST', '/api/v1/pricing/calculate', { body: request })).body as Json;
    expect(priced.data.fx).toMatchObject({ date: '2026-04-13', rates: [{ from: 'EUR', to: 'USD', rate: '1.168400378', date: '2026-04-13' }] });
    // (The EU line rates of 2020 add their own schedule_vintage warning: only the rates' warning is looked at here.)
    expect(rateWarnings(priced.data.warnings)).toEqual([stale('2026-04-13')]);
    expect(((await app.request('GET', '/api/v1/markets/DE')).body as Json).data.warnings).toEqual([stale('2026-04-13')]);
    const allUsd = { ...request, costs: { ...request.costs, main_freight: { amount: '1050', currency: 'USD' } } };
    const unconverted = (await app.request('POST', '/api/v1/pricing/calculate', { body: allUsd })).body as Json;
    expect(unconverted.data.fx.rates).toEqual([]);
    expect(rateWarnings(unconverted.data.warnings)).toEqual([]);
  });

  it('uses newer rates written to storage by another process within a second or two, without a restart', async () => {
    // What npm run import:rates does on PostgreSQL (or the server itself, handed the file, on the embedded database).
    const content = readFileSync(projectPath('test', 'fixtures', 'exchange-rates', 'ecb-eurofxref-daily-fixture.xml'), 'utf8');
    const imported = await importRateFile(createExchangeRateStore(app.services.database.db), await parseRateFile(content, todayUtc()), 'ecb-eurofxref-daily-fixture.xml', 'import');
    expect(imported).toMatchObject({ ok: true, outcome: { added: 1, newest: FIXTURE_DAY } });
    let data = ((await app.request('GET', '/api/v1/exchange-rates', { query: { base: 'EUR', symbols: 'USD,KRW' } })).body as Json).data;
    for (let i = 0; i < 40 && data.date !== FIXTURE_DAY; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      data = ((await app.request('GET', '/api/v1/exchange-rates', { query: { base: 'EUR', symbols: 'USD,KRW' } })).body as Json).data;
    }
    // The fixture's day is per EUR, as the ECB publishes: its own figures, no cross rate.
    expect(data).toMatchObject({ base: 'EUR', date: FIXTURE_DAY, rates: { KRW: '1784.38', USD: '1.1976' }, warnings: [] });
    expect(data.source).toBe('European Central Bank euro foreign exchange reference rates (units per EUR, as published)');
    const priced = (await app.request('POST', '/api/v1/pricing/calculate', { body: request })).body as Json;
    expect(priced.data.fx.rates).toEqual([expect.objectContaining({ from: 'EUR', to: 'USD', rate: '1.1976', date: FIXTURE_DAY })]);
    expect(rateWarnings(priced.data.warnings)).toEqual([]);
  });
});
