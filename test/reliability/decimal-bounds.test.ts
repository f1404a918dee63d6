// Pricing decimals are bounded by the contract: a huge number cannot hold the event loop
// (a 300,000-digit quantity once took 21 s of CPU and every other request waited behind it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const pricing = (quantity: unknown, amount: unknown = '4.50') => ({
  items: [{ description: 'Face cream', hs_code: '330499', quantity, unit_price: { amount, currency: 'USD' } }],
  origin: 'KR',
  destination: 'US',
  incoterm: 'EXW',
  transport_mode: 'sea',
  quote_currency: 'USD',
});

describe('pricing decimals', () => {
  it('a 300,000-digit quantity and amount are refused with 400 quickly', async () => {
    const huge = '9'.repeat(300_000);
    await app.request('POST', '/api/v1/pricing/calculate', { body: pricing('1', '1') }); // warm
    const started = performance.now();
    const res = await app.request('POST', '/api/v1/pricing/calculate', { body: pricing(huge, huge) });
    expect(res.status).toBe(400);
    expect((res.body as { error: { code: string } }).error.code).toBe('validation_failed');
    expect(res.text.length).toBeLessThan(20_000);
    // Unbounded it took seconds of CPU; bounded it is the body read and one regex test (slack for a loaded machine).
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('exponent forms and numbers past the bound are refused; bounded values pass', async () => {
    for (const quantity of ['1e3', '1E308', 1e308, -1e308, '1234567890123456', '1.12345678901']) {
      const res = await app.request('POST', '/api/v1/pricing/calculate', { body: pricing(quantity) });
      expect(res.status, String(quantity)).toBe(400);
    }
    for (const quantity of ['1000.1234567891', 2000, '12.5']) {
      const res = await app.request('POST', '/api/v1/pricing/calculate', { body: pricing(quantity) });
      expect(res.status, `${quantity} ${res.text}`).toBe(200);
    }
  });
});
