import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

type Json = { data: any };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
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
