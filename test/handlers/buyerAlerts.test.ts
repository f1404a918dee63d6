// Buyer alerts over HTTP and the buyer.matched events they raise: created in the transaction that
// adds or changes buyers (the path of npm run import:buyers and of the sandbox buyer simulator),
// once per buyer and alert, for the alert's account only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import type { BuyerRecord } from '../../src/domain/buyers/types.js';
import { createBuyerStore } from '../../src/db/buyer-store.js';
import { insertBuyers } from '../../src/db/seed.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition, schemaValidator, type ReceivedResponse } from '../helpers/contract.js';

type Schemas = components['schemas'];
type Alert = Schemas['BuyerAlert'];
const data = <T>(res: ReceivedResponse): T => (res.body as { data: T }).data;
const errorCode = (res: ReceivedResponse) => (res.body as Schemas['ErrorResponse']).error.code;
const validateMatched = schemaValidator(definition.components.schemas.BuyerMatchedEvent as object);

let app: TestApp;
let otherKey: string;
let readOnlyKey: string;

beforeAll(async () => {
  app = await startTestApp();
  const other = await app.services.accounts.createAccount({ name: 'Another exporter', plan: API_PLAN });
  otherKey = (await app.services.accounts.createApiKey(other, 'test', SCOPES)).secret;
  readOnlyKey = (await app.services.accounts.createApiKey(app.accountId, 'test', ['buyers:read'])).secret;
});
afterAll(async () => {
  await app?.close();
});

async function createAlert(body: Record<string, unknown>, key?: string): Promise<Alert> {
  const res = await app.request('POST', '/api/v1/buyer-alerts', { body, ...(key ? { key } : {}) });
  expect(res.status, res.text).toBe(200);
  return data<Alert>(res);
}

async function matchedEvents(key?: string): Promise<Schemas['Event'][]> {
  const res = await app.request('GET', '/api/v1/events', { query: { type: 'buyer.matched', limit: 100 }, ...(key ? { key } : {}) });
  expect(res.status, res.text).toBe(200);
  return data<{ events: Schemas['Event'][] }>(res).events;
}

type MatchedData = { alert_id: string; buyer: Schemas['Buyer']; score_basis: string };
const matched = (e: Schemas['Event']) => e.data as unknown as MatchedData;

let nextNumber = 0;
async function buyer(fields: Partial<BuyerRecord> = {}): Promise<BuyerRecord> {
  if (nextNumber === 0) nextNumber = (await createBuyerStore(app.services.database.db).maxNumber('test')) + 1000;
  return { number: nextNumber++, companyName: 'Alpenglanz Kosmetik GmbH', country: 'DE', city: 'Hamburg', sector: 'cosmetics', hsHeadings: ['3304'], annualImportUsd: 2_500_000, foundedYear: 1999, employees: 40, verified: true, source: { kind: 'import', name: 'buyer-alerts test', year: null }, hasContact: false, ...fields };
}

describe('buyer alerts', () => {
  it('creates, lists, gets and deletes; another account sees 404; reading needs buyers:read, writing webhooks:manage', async () => {
    const res = await app.request('POST', '/api/v1/buyer-alerts', { body: { country: 'us', sector: 'Cosmetics', hs_code: '330499', q: ' Beauty ', min_score: 60, description: 'US cosmetics' } });
    expect(res.status, res.text).toBe(200);
    const alert = data<Alert>(res);
    expect(alert).toMatchObject({ object: 'buyer_alert', country: 'US', sector: 'cosmetics', hs_code: '3304', q: 'beauty', min_score: 60, description: 'US cosmetics', livemode: false });
    expect(alert.id).toMatch(/^bal_/);
    expect(res.headers.get('location')).toBe(`/api/v1/buyer-alerts/${alert.id}`);
    expect(data<Alert>(await app.request('GET', `/api/v1/buyer-alerts/${alert.id}`, { key: readOnlyKey }))).toEqual(alert);
    const list = data<{ alerts: Alert[]; total: number }>(await app.request('GET', '/api/v1/buyer-alerts', { key: readOnlyKey }));
    expect(list.alerts.map((a) => a.id)).toContain(alert.id);
    const denied = await app.request('POST', '/api/v1/buyer-alerts', { key: readOnlyKey, body: { min_score: 10 } });
    expect(denied.status).toBe(403);
    expect((await app.request('GET', `/api/v1/buyer-alerts/${alert.id}`, { key: otherKey })).status).toBe(404);
    expect((await app.request('DELETE', `/api/v1/buyer-alerts/${alert.id}`, { key: otherKey })).status).toBe(404);
    expect(data<{ total: number }>(await app.request('GET', '/api/v1/buyer-alerts', { key: otherKey })).total).toBe(0);
    expect((await app.request('GET', `/api/v1/buyer-alerts/${alert.id}`, { key: app.liveKey })).status).toBe(404);
    const deleted = await app.request('DELETE', `/api/v1/buyer-alerts/${alert.id}`);
    expect(data(deleted)).toEqual({ id: alert.id, object: 'buyer_alert', deleted: true });
    expect((await app.request('GET', `/api/v1/buyer-alerts/${alert.id}`)).status).toBe(404);
  });

  it('refuses bad filters with a stable code, and replays a creation sent again with the same Idempotency-Key', async () => {
    const unknown = await app.request('POST', '/api/v1/buyer-alerts', { body: { sector: 'spaceships', country: 'ZZ', min_score: 10 } });
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown)).toBe('validation_failed');
    expect((await app.request('POST', '/api/v1/buyer-alerts', { body: { min_score: 101 } })).status).toBe(400);
    expect((await app.request('POST', '/api/v1/buyer-alerts', { body: { country: 'US' } })).status).toBe(400);
    expect((await app.request('POST', '/api/v1/buyer-alerts', { body: { min_score: 1, q: 'x'.repeat(101) } })).status).toBe(400);
    const dotted = await app.request('POST', '/api/v1/buyer-alerts', { body: { min_score: 98, hs_code: '33.04.99' } });
    expect(data<Alert>(dotted).hs_code).toBe('3304');
    await app.request('DELETE', `/api/v1/buyer-alerts/${data<Alert>(dotted).id}`);
    const headers = { 'idempotency-key': `alert-${Date.now()}` };
    const first = await app.request('POST', '/api/v1/buyer-alerts', { body: { min_score: 99, country: 'JP' }, headers });
    const again = await app.request('POST', '/api/v1/buyer-alerts', { body: { min_score: 99, country: 'JP' }, headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(data<Alert>(again).id).toBe(data<Alert>(first).id);
    await app.request('DELETE', `/api/v1/buyer-alerts/${data<Alert>(first).id}`);
  });
});

describe('buyer.matched', () => {
  it('raises one event per alert for each added buyer that matches, with the buyer as the API returns it, for the alert account only', async () => {
    const mine = await createAlert({ country: 'DE', sector: 'cosmetics', min_score: 0 });
    const scored = await createAlert({ country: 'DE', hs_code: '33', min_score: 101 - 1 });
    const theirs = await createAlert({ country: 'DE', min_score: 0 }, otherKey);
    const before = (await matchedEvents()).length;
    const match = await buyer();
    const wrongCountry = await buyer({ country: 'FR', city: 'Paris' });
    const wrongSector = await buyer({ sector: 'beverages', hsHeadings: ['2202'] });
    // The event shows the buyer's contact, written in the same transaction.
    const about = { source: 'buyer-alerts test', checked_on: '2026-10-01' };
    const contact = { address: { street: 'Example-Allee 3', postal_code: '20095', ...about }, website: null, email: { address: 'einkauf@alpenglanz.example', ...about }, phone: null };
    match.hasContact = true;
    await insertBuyers(app.services.database.db, 'test', [match, wrongCountry, wrongSector], { contacts: new Map([[match.number, contact]]) });

    const events = (await matchedEvents()).slice(0, (await matchedEvents()).length - before);
    expect(events.map((e) => [matched(e).alert_id, matched(e).buyer.id])).toEqual([[mine.id, `b_${match.number}`]]);
    const event = events[0]!;
    expect(validateMatched({ type: event.type, timestamp: event.created_at, data: event.data }), JSON.stringify(validateMatched.errors)).toBe(true);
    // The buyer as GET /buyers/{id} shows it to this account at that moment.
    const { score_basis, score_factors, ...shown } = data<Schemas['BuyerDetail']>(await app.request('GET', `/api/v1/buyers/b_${match.number}`));
    expect(score_factors.length).toBeGreaterThan(0);
    expect(event.data).toEqual({ id: event.id, livemode: false, alert_id: mine.id, buyer: shown, score_basis });
    expect(shown.contact).toEqual({ ...contact, address: { ...contact.address, city: 'Hamburg', country: 'DE' } });
    expect(scored.min_score).toBe(100);

    // The other account: its own alert, its own event, none of ours.
    const foreign = await matchedEvents(otherKey);
    expect(foreign.map((e) => matched(e).alert_id)).toEqual([theirs.id, theirs.id]);
    expect(foreign.map((e) => matched(e).buyer.id).sort()).toEqual([`b_${match.number}`, `b_${wrongSector.number}`].sort());
    expect((await app.request('GET', `/api/v1/events/${event.id}`, { key: otherKey })).status).toBe(404);
    for (const id of [mine.id, scored.id]) await app.request('DELETE', `/api/v1/buyer-alerts/${id}`);
    await app.request('DELETE', `/api/v1/buyer-alerts/${theirs.id}`, { key: otherKey });
  });

  it('never raises twice for the same buyer and alert: re-import and updates raise only when a buyer newly matches', async () => {
    const alert = await createAlert({ country: 'NL', min_score: 0, q: 'tulip' });
    const count = async () => (await matchedEvents()).filter((e) => matched(e).alert_id === alert.id).length;
    const first = await buyer({ country: 'NL', city: 'Rotterdam', companyName: 'Tulip Beauty BV' });
    const later = await buyer({ country: 'NL', city: 'Rotterdam', companyName: 'Canal Foods BV' });
    await insertBuyers(app.services.database.db, 'test', [first, later]);
    expect(await count()).toBe(1);
    // The same file again, as updates: nothing new matches.
    await insertBuyers(app.services.database.db, 'test', [first, later], { replace: true });
    expect(await count()).toBe(1);
    // The second buyer is renamed and now matches: one event; renamed again, still one.
    await insertBuyers(app.services.database.db, 'test', [{ ...later, companyName: 'Tulip Foods BV' }], { replace: true });
    expect(await count()).toBe(2);
    await insertBuyers(app.services.database.db, 'test', [{ ...later, companyName: 'Tulip Foods Holding BV' }], { replace: true });
    // It left the alert and came back: the unique (alert, buyer) record keeps it at one event.
    await insertBuyers(app.services.database.db, 'test', [{ ...later, companyName: 'Canal Foods BV' }], { replace: true });
    await insertBuyers(app.services.database.db, 'test', [{ ...later, companyName: 'Tulip Foods BV' }], { replace: true });
    expect(await count()).toBe(2);
    const renamed = data<Schemas['BuyerDetail']>(await app.request('GET', `/api/v1/buyers/b_${later.number}`));
    expect(renamed.name).toBe('Tulip Foods BV');
    await app.request('DELETE', `/api/v1/buyer-alerts/${alert.id}`);
  });

  it('scores with the account profile when it has one, and new buyers get their profile score at once', async () => {
    const profile = await app.request('PUT', '/api/v1/account/profile', {
      body: { company_name: 'Hanbit Cosmetics', origin_country: 'KR', products: [{ name: 'Face cream', hs_code: '330499' }], sectors: ['cosmetics'], target_countries: ['SE'] },
    });
    expect(profile.status, profile.text).toBe(200);
    const alert = await createAlert({ country: 'SE', min_score: 85 });
    const strong = await buyer({ country: 'SE', city: 'Stockholm', companyName: 'Nordic Glow AB', annualImportUsd: 400_000_000 });
    const weak = await buyer({ country: 'SE', city: 'Stockholm', companyName: 'Nordic Drinks AB', sector: 'beverages', hsHeadings: ['2202'] });
    await insertBuyers(app.services.database.db, 'test', [strong, weak]);
    const events = (await matchedEvents()).filter((e) => matched(e).alert_id === alert.id);
    expect(events.map((e) => matched(e).buyer.id)).toEqual([`b_${strong.number}`]);
    expect(matched(events[0]!).score_basis).toBe('profile');
    const found = await app.request('GET', '/api/v1/buyers', { query: { country: 'SE', q: 'nordic', limit: 10 } });
    expect(found.status, found.text).toBe(200);
    const search = data<{ buyers: Schemas['Buyer'][] }>(found);
    expect(search.buyers.map((b) => b.id)).toEqual([`b_${strong.number}`, `b_${weak.number}`]);
    expect(search.buyers[0]).toEqual(matched(events[0]!).buyer);
    await app.request('DELETE', `/api/v1/buyer-alerts/${alert.id}`);
  });
});

describe('sandbox buyer simulator', () => {
  let sim: TestApp | undefined;
  afterAll(async () => {
    await sim?.close();
  });

  it('adds sandbox buyers now and then; they raise buyer.matched for sandbox alerts', async () => {
    sim = await startTestApp({ SANDBOX_BUYER_SIMULATOR_MS: '100' });
    const created = await sim.request('POST', '/api/v1/buyer-alerts', { body: { min_score: 0 } });
    expect(created.status, created.text).toBe(200);
    const alertId = data<Alert>(created).id;
    const end = Date.now() + 20_000;
    let events: Schemas['Event'][] = [];
    while (Date.now() < end) {
      events = data<{ events: Schemas['Event'][] }>(await sim.request('GET', '/api/v1/events', { query: { type: 'buyer.matched', limit: 100 } })).events;
      if (events.length >= 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(events.length).toBeGreaterThanOrEqual(3);
    const ids = events.map((e) => matched(e).buyer.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of events) {
      expect(matched(e).alert_id).toBe(alertId);
      expect(validateMatched({ type: e.type, timestamp: e.created_at, data: e.data }), JSON.stringify(validateMatched.errors)).toBe(true);
      expect(Number(matched(e).buyer.id.slice(2))).toBeGreaterThan(3000);
    }
    const shown = await sim.request('GET', `/api/v1/buyers/${ids[0]}`);
    expect(shown.status).toBe(200);
    expect(data<Schemas['BuyerDetail']>(shown).livemode).toBe(false);
  });
});
