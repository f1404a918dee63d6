// Quotes over HTTP: a calculation kept with its request, answer, sources and validity; reading and
// paging; the buyer's answer through PATCH with its event; expiry; Idempotency-Key; isolation
// between accounts and modes; refusals that keep nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buyerIn, cifRequest, createQuote, data, DESTINATIONS, EXPORTER, failure, type Destination, type Quote } from '../helpers/real-task.js';

type PricingResult = components['schemas']['PricingResult'];
type Page = { quotes: Quote[]; total: number; page: number; limit: number; has_more: boolean };

let app: TestApp;
let otherAccountKey: string;
const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  const other = await app.services.accounts.createAccount({ name: 'Another exporter', plan: API_PLAN });
  otherAccountKey = (await app.services.accounts.createApiKey(other, 'test', SCOPES)).secret;
});
afterAll(async () => {
  await app?.close();
});

async function quoteCount(key = app.testKey): Promise<number> {
  return data<Page>(await app.request('GET', '/api/v1/quotes', { key })).total;
}

describe('createQuote', () => {
  it('keeps the calculation of each destination exactly as POST /pricing/calculate answers it, with its sources and 30 days of validity', async () => {
    for (const to of Object.keys(DESTINATIONS) as Destination[]) {
      const request = cifRequest(to, { as_of: today() });
      const priced = data<PricingResult>(await app.request('POST', '/api/v1/pricing/calculate', { body: request }));
      const res = await app.request('POST', '/api/v1/quotes', { body: { request, named_place: DESTINATIONS[to].place } });
      expect(res.status, res.text).toBe(200);
      const quote = data<Quote>(res);
      expect(res.headers.get('location')).toBe(`/api/v1/quotes/${quote.id}`);
      expect(quote).toMatchObject({ object: 'quote', status: 'open', request, result: priced, price: priced.price.amount, named_place: DESTINATIONS[to].place, buyer: null, livemode: false });
      expect(quote.valid_until).toBe(daysFromToday(30));
      expect(quote.sources).toMatchObject({ as_of: today(), exchange_rates: { date: priced.fx.date, source: priced.fx.source } });
      expect(quote.sources.tariff_schedules.length).toBeGreaterThan(0);
      expect(quote.sources.tariff_schedules).toEqual(expect.arrayContaining(priced.items.flatMap((i) => (i.duty.source ? [i.duty.source] : []))));
    }
  });

  it('prices CIF as goods + export clearance + inland + freight + insurance, decimal to the cent', async () => {
    const quote = await createQuote(app, { request: cifRequest('hamburg') });
    // 2,000 x 2.00 + 200 x 35.00 = 11,000.00; CFR 11,950.00; insurance 0.15 % x 110 % x 11,950.00 = 19.7175 -> 19.72.
    expect(quote.result.goods_value.amount).toBe('11000.00');
    expect(quote.result.costs.find((c) => c.cost === 'insurance')?.amount?.amount).toBe('19.72');
    expect(quote.price).toEqual({ amount: '11969.72', currency: 'USD' });
    // Without a date the duties are today's; the quote says which day.
    expect(quote.result.as_of).toBe(today());
  });

  it('names a buyer of the destination, and refuses one elsewhere, an unknown one and a validity beyond 90 days, keeping nothing', async () => {
    const buyer = await buyerIn(app, 'DE');
    const quote = await createQuote(app, { request: cifRequest('hamburg'), buyer_id: buyer.id, valid_until: daysFromToday(90), reference: 'RFQ-7' });
    expect(quote).toMatchObject({ buyer: { id: buyer.id, country: 'DE' }, valid_until: daysFromToday(90), reference: 'RFQ-7' });
    const usBuyer = await buyerIn(app, 'US');
    const before = await quoteCount();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ request: cifRequest('hamburg'), buyer_id: usBuyer.id }, 400, 'validation_failed', '/buyer_id'],
      [{ request: cifRequest('hamburg'), buyer_id: 'b_999999999' }, 400, 'unknown_buyer', '/buyer_id'],
      [{ request: cifRequest('hamburg'), valid_until: daysFromToday(91) }, 400, 'validation_failed', '/valid_until'],
      [{ request: cifRequest('hamburg'), valid_until: daysFromToday(-1) }, 400, 'validation_failed', '/valid_until'],
      // The calculation's own checks, named inside the quote's body.
      [{ request: cifRequest('hamburg', { costs: { export_clearance: { amount: '120.00', currency: 'USD' }, origin_inland: { amount: '180.00', currency: 'USD' } } }) }, 400, 'invalid_amount', '/request/costs/main_freight'],
      [{ request: cifRequest('hamburg', { transport_mode: 'air' }) }, 400, 'incoterm_mode_mismatch', '/request/incoterm'],
      [{ request: cifRequest('hamburg', { quote_currency: 'BHD' }) }, 400, 'unsupported_currency', '/request/quote_currency'],
      // Bounds no real quote needs (issue 45; before, a 1,000,000 % margin was accepted and priced).
      [{ request: cifRequest('hamburg', { margin_pct: '1000000' }) }, 400, 'validation_failed', '/request/margin_pct'],
      [{ request: { ...cifRequest('hamburg'), items: [{ ...cifRequest('hamburg').items[0]!, quantity: '1000000000' }] } }, 400, 'validation_failed', '/request/items/0/quantity'],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await app.request('POST', '/api/v1/quotes', { body });
      expect(res.status, res.text).toBe(status);
      expect(failure(res).code).toBe(code);
      expect(failure(res).details.map((d) => d.field)).toContain(field);
    }
    expect(await quoteCount()).toBe(before);
  });

  it('replays a creation sent again with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `quote-${Date.now()}` };
    const body = { request: cifRequest('tokyo') };
    const first = await app.request('POST', '/api/v1/quotes', { body, headers });
    const before = await quoteCount();
    const second = await app.request('POST', '/api/v1/quotes', { body, headers });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(data<Quote>(second)).toEqual(data<Quote>(first));
    expect(await quoteCount()).toBe(before);
  });
});

describe('updateQuote', () => {
  it('records acceptance once, with a quote.updated event, and never changes the figures', async () => {
    const quote = await createQuote(app, { request: cifRequest('hamburg') });
    const res = await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' } });
    expect(res.status, res.text).toBe(200);
    const accepted = data<Quote>(res);
    expect(accepted).toMatchObject({ status: 'accepted', result: quote.result, price: quote.price, request: quote.request, cancelled_at: null });
    expect(accepted.accepted_at).toBe(accepted.updated_at);
    // Accepting again changes nothing and raises nothing.
    expect(data<Quote>(await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' } }))).toEqual(accepted);
    const events = data<{ events: Array<{ type: string; data: { quote?: { id: string; status: string; previous_status: string } } }> }>(
      await app.request('GET', '/api/v1/events', { query: { type: 'quote.updated', limit: 100 } }),
    ).events.filter((e) => e.data.quote?.id === quote.id);
    expect(events.map((e) => [e.data.quote!.previous_status, e.data.quote!.status])).toEqual([['open', 'accepted']]);
    expect(data<Quote>(await app.request('GET', `/api/v1/quotes/${quote.id}`))).toEqual(accepted);
  });

  it('moves along its state machine only: cancelled is final', async () => {
    const quote = await createQuote(app, { request: cifRequest('tokyo') });
    await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' } });
    const cancelled = data<Quote>(await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'cancelled' } }));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelled_at).not.toBeNull();
    const res = await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' } });
    expect(res.status).toBe(409);
    expect(failure(res)).toMatchObject({ code: 'invalid_state_transition', details: [{ field: '/status', issue: 'allowed from cancelled: none' }] });
  });

  it('reads an open quote past its last day as expired: it can be cancelled, not accepted, and lists as expired', async () => {
    const quote = await createQuote(app, { request: cifRequest('longBeach') });
    // The service's clock cannot be moved here; the day the quote ends can.
    const past = daysFromToday(-2);
    await sql`UPDATE quotes SET valid_until = ${past}::date, doc = jsonb_set(doc, '{valid_until}', to_jsonb(${past}::text)) WHERE id = ${quote.id}`.execute(app.services.database.db);
    expect(data<Quote>(await app.request('GET', `/api/v1/quotes/${quote.id}`)).status).toBe('expired');
    const expired = data<Page>(await app.request('GET', '/api/v1/quotes', { query: { status: 'expired' } }));
    expect(expired.quotes.map((q) => q.id)).toEqual([quote.id]);
    expect(data<Page>(await app.request('GET', '/api/v1/quotes', { query: { status: 'open', limit: 100 } })).quotes.some((q) => q.id === quote.id)).toBe(false);
    const accept = await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'accepted' } });
    expect(accept.status).toBe(409);
    expect(failure(accept).details).toEqual([{ field: '/status', issue: 'allowed from expired: cancelled' }]);
    expect(data<Quote>(await app.request('PATCH', `/api/v1/quotes/${quote.id}`, { body: { status: 'cancelled' } })).status).toBe('cancelled');
  });
});

describe('getQuote, listQuotes and isolation', () => {
  it('lists newest first, paged, filtered by status and creation time', async () => {
    // An account of its own, so that only these three are listed.
    const account = await app.services.accounts.createAccount({ name: 'Lister', plan: API_PLAN });
    const key = (await app.services.accounts.createApiKey(account, 'test', SCOPES)).secret;
    const made = [];
    for (const to of ['hamburg', 'longBeach', 'tokyo'] as const) made.push(await createQuote(app, { request: cifRequest(to) }, { key }));
    await app.request('PATCH', `/api/v1/quotes/${made[1]!.id}`, { key, body: { status: 'accepted' } });
    const page1 = data<Page>(await app.request('GET', '/api/v1/quotes', { key, query: { limit: 2 } }));
    const page2 = data<Page>(await app.request('GET', '/api/v1/quotes', { key, query: { limit: 2, page: 2 } }));
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2, has_more: true });
    expect(page2).toMatchObject({ total: 3, page: 2, has_more: false });
    expect([...page1.quotes, ...page2.quotes].map((q) => q.id)).toEqual(made.map((q) => q.id).reverse());
    expect(data<Page>(await app.request('GET', '/api/v1/quotes', { key, query: { status: 'accepted' } })).quotes.map((q) => q.id)).toEqual([made[1]!.id]);
    expect(data<Page>(await app.request('GET', '/api/v1/quotes', { key, query: { status: 'open' } })).total).toBe(2);
    const later = data<Page>(await app.request('GET', '/api/v1/quotes', { key, query: { created_gte: made[2]!.created_at } }));
    expect(later.quotes.map((q) => q.id)).toContain(made[2]!.id);
    expect(data<Page>(await app.request('GET', '/api/v1/quotes', { key, query: { created_lt: made[0]!.created_at } })).total).toBe(0);
  });

  it("answers another account's or the other mode's quote as not found, on every operation", async () => {
    const quote = await createQuote(app, { request: cifRequest('hamburg') });
    for (const key of [otherAccountKey, app.liveKey]) {
      for (const [method, body] of [['GET', undefined], ['PATCH', { status: 'accepted' }]] as const) {
        const res = await app.request(method, `/api/v1/quotes/${quote.id}`, { key, ...(body ? { body } : {}) });
        expect(res.status).toBe(404);
        expect(failure(res).code).toBe('not_found');
      }
      expect(data<Page>(await app.request('GET', '/api/v1/quotes', { key, query: { limit: 100 } })).quotes.some((q) => q.id === quote.id)).toBe(false);
      const document = await app.request('POST', '/api/v1/documents', { key, body: { type: 'proforma_invoice', quote_id: quote.id, exporter: EXPORTER } });
      expect(document.status).toBe(400);
      expect(failure(document).code).toBe('unknown_quote');
    }
    const live = await createQuote(app, { request: cifRequest('hamburg') }, { key: app.liveKey });
    expect(live.livemode).toBe(true);
  });
});
