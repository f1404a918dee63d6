import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { SCOPES } from '../../src/domain/access/scopes.js';
import type { StoredBuyerContact } from '../../src/domain/buyers/contact.js';
import { createBuyerStore } from '../../src/db/buyer-store.js';
import { insertBuyers } from '../../src/db/seed.js';
import { findSector } from '../../src/domain/sectors.js';
import { startTestApp, TEST_SANDBOX_BUYERS, type TestApp } from '../helpers/app.js';

type BuyerJson = components['schemas']['Buyer'];
interface PageJson {
  status: string;
  data: { buyers: BuyerJson[]; total: number; page: number; limit: number; has_more: boolean };
}
interface ErrorJson {
  status: string;
  error: { code: string; details: Array<{ field: string; issue: string }> };
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const search = async (query: Record<string, string | number> = {}, options: Parameters<TestApp['request']>[2] = {}) => {
  const res = await app.request('GET', '/api/v1/buyers', { query, ...options });
  return { res, json: res.body as PageJson };
};
const errorOf = (body: unknown) => (body as ErrorJson).error;

function numberOf(id: string): number {
  return Number(id.slice(2));
}

function expectOrdered(buyers: BuyerJson[]) {
  for (let i = 1; i < buyers.length; i++) {
    const a = buyers[i - 1]!;
    const b = buyers[i]!;
    expect(a.ai_score > b.ai_score || (a.ai_score === b.ai_score && numberOf(a.id) < numberOf(b.id))).toBe(true);
  }
}

describe('searchBuyers: happy paths', () => {
  it('returns the specification envelope with limit and has_more, ordered by score then id', async () => {
    const { res, json } = await search();
    expect(res.status).toBe(200);
    expect(json.status).toBe('success');
    expect(json.data.total).toBe(TEST_SANDBOX_BUYERS);
    expect(json.data.page).toBe(1);
    expect(json.data.limit).toBe(20);
    expect(json.data.has_more).toBe(true);
    expect(json.data.buyers).toHaveLength(20);
    expectOrdered(json.data.buyers);
    expect(json.data.buyers.every((b) => b.livemode === false)).toBe(true);
  });

  it('filters by country', async () => {
    const { json } = await search({ country: 'US', limit: 100 });
    expect(json.data.total).toBeGreaterThan(0);
    expect(json.data.buyers.every((b) => b.country === 'US')).toBe(true);
    const lower = await search({ country: 'us', limit: 100 });
    expect(lower.json.data.total).toBe(json.data.total);
  });

  it('filters by sector code, English label and Korean label alike', async () => {
    const sector = findSector('cosmetics')!;
    const byCode = await search({ sector: sector.code, limit: 5 });
    const byEnglish = await search({ sector: sector.labels.en.toUpperCase(), limit: 5 });
    const byKorean = await search({ sector: sector.labels.ko, limit: 5 });
    expect(byCode.json.data.total).toBeGreaterThan(0);
    expect(byEnglish.json.data).toEqual(byCode.json.data);
    expect(byKorean.json.data).toEqual(byCode.json.data);
    expect(byCode.json.data.buyers.length).toBeGreaterThan(0);
    expect(byCode.json.data.buyers.every((b) => b.sector_code === sector.code && b.sector === sector.labels.en)).toBe(true);
  });

  it('filters by HS code prefix: chapter, heading and longer codes on their heading', async () => {
    const chapter = await search({ hs_code: '33', limit: 100 });
    expect(chapter.json.data.total).toBeGreaterThan(0);
    expect(chapter.json.data.buyers.every((b) => b.hs_codes.some((h) => h.startsWith('33')))).toBe(true);
    const heading = chapter.json.data.buyers[0]!.hs_codes.find((h) => h.startsWith('33'))!;
    const byHeading = await search({ hs_code: heading, limit: 100 });
    expect(byHeading.json.data.buyers.every((b) => b.hs_codes.includes(heading))).toBe(true);
    const bySubheading = await search({ hs_code: `${heading}99`, limit: 100 });
    expect(bySubheading.json.data.total).toBe(byHeading.json.data.total);
    const dotted = await search({ hs_code: `${heading.slice(0, 2)}.${heading.slice(2)}.99`, limit: 100 });
    expect(dotted.json.data.total).toBe(byHeading.json.data.total);
    expect(byHeading.json.data.total).toBeLessThanOrEqual(chapter.json.data.total);
  });

  it('filters by min_score and by a name fragment, case-insensitively', async () => {
    const { json } = await search({ min_score: 70, limit: 100 });
    expect(json.data.buyers.length).toBeGreaterThan(0);
    expect(json.data.buyers.every((b) => b.ai_score >= 70)).toBe(true);
    const all = await search({ limit: 100 });
    const expected = all.json.data.buyers.filter((b) => b.ai_score >= 70).length;
    expect(json.data.buyers.length).toBeGreaterThanOrEqual(Math.min(expected, 100));
    const name = all.json.data.buyers[0]!.name;
    const fragment = name.slice(0, Math.min(6, name.length)).toUpperCase();
    const byName = await search({ q: fragment, limit: 100 });
    expect(byName.json.data.buyers.some((b) => b.name === name)).toBe(true);
    expect(byName.json.data.buyers.every((b) => b.name.toLowerCase().includes(fragment.toLowerCase()))).toBe(true);
  });

  it('pages without repeating or skipping, and totals agree', async () => {
    const limit = 37;
    const seen: string[] = [];
    const filter = { country: 'DE' };
    const first = await search({ ...filter, limit });
    const total = first.json.data.total;
    expect(total).toBeGreaterThan(limit);
    const pages = Math.ceil(total / limit);
    for (let page = 1; page <= pages; page++) {
      const { json } = await search({ ...filter, limit, page });
      expect(json.data.total).toBe(total);
      expect(json.data.has_more).toBe(page < pages);
      seen.push(...json.data.buyers.map((b) => b.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const whole = await search({ ...filter, limit: 100 });
    expect(seen.slice(0, Math.min(100, total))).toEqual(whole.json.data.buyers.map((b) => b.id));
    const past = await search({ ...filter, limit, page: pages + 1 });
    expect(past.json.data.buyers).toEqual([]);
    expect(past.json.data.total).toBe(total);
    expect(past.json.data.has_more).toBe(false);
  });

  it('accepts the JSON-body form on GET with the same meaning, and agreeing mixed forms', async () => {
    const query = await search({ country: 'JP', limit: 10, page: 2 });
    const body = await app.request('GET', '/api/v1/buyers', { body: { country: 'JP', limit: 10, page: 2 } });
    expect(body.status).toBe(200);
    expect(body.body).toEqual(query.json);
    const mixed = await app.request('GET', '/api/v1/buyers', { query: { country: 'JP' }, body: { country: 'JP', limit: 10, page: 2 } });
    expect(mixed.body).toEqual(query.json);
  });

  it('serves the same operation under /v1', async () => {
    const long = await search({ country: 'FR', limit: 5 });
    const short = await app.request('GET', '/v1/buyers', { query: { country: 'FR', limit: 5 } });
    expect(short.status).toBe(200);
    expect(short.body).toEqual(long.json);
  });

  it('picks the sector label language from Accept-Language and says so', async () => {
    const ko = await search({ limit: 3 }, { headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5' } });
    expect(ko.res.headers.get('content-language')).toBe('ko');
    const first = ko.json.data.buyers[0]!;
    expect(first.sector).toBe(findSector(first.sector_code)!.labels.ko);
    const fallback = await search({ limit: 3 }, { headers: { 'accept-language': 'fr-FR' } });
    expect(fallback.res.headers.get('content-language')).toBe('en');
    expect(fallback.json.data.buyers[0]!.sector).toBe(findSector(first.sector_code)!.labels.en);
  });

  it('echoes a sane X-Request-Id and replaces an insane one', async () => {
    const sane = await search({ limit: 1 }, { headers: { 'x-request-id': 'client-123.abc' } });
    expect(sane.res.headers.get('x-request-id')).toBe('client-123.abc');
    const insane = await search({ limit: 1 }, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(insane.res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('shows a live key no sandbox buyers', async () => {
    const { json } = await search({}, { key: app.liveKey });
    expect(json.data.total).toBe(0);
    expect(json.data.buyers).toEqual([]);
  });
});

describe('buyer contacts', () => {
  it('finds sandbox buyers with a contact: an address, a website, an e-mail and a phone under reserved names', async () => {
    const { json } = await search({ country: 'US', has_contact: 'true', limit: 100 });
    expect(json.data.total).toBeGreaterThan(0);
    for (const { id, contact, synthetic } of json.data.buyers) {
      expect(synthetic).toBe(true);
      expect(id).not.toMatch(/7$/);
      expect(contact.address).toMatchObject({ street: expect.stringMatching(/ Example /), postal_code: '00000', country: 'US', source: 'Sandbox generator (synthetic)', checked_on: null });
      expect(new URL(contact.website!.url).hostname).toMatch(/\.example$/);
      expect(contact.email!.address).toMatch(/@[a-z0-9-]+\.example$/);
      // NANP's 555-0100..0199, reserved for fiction under every area code.
      expect(contact.phone!.number).toMatch(/^\+1[2-9][0-9]{2}55501[0-9]{2}$/);
    }
  });

  it('filters with and without a contact in the query and body forms; the two add up to all', async () => {
    const all = await search({ country: 'DE' });
    const withContact = await search({ country: 'DE', has_contact: 'true', limit: 100 });
    const without = await search({ country: 'DE', has_contact: 'false', limit: 100 });
    expect(withContact.json.data.total + without.json.data.total).toBe(all.json.data.total);
    expect(without.json.data.total).toBeGreaterThan(0);
    expect(without.json.data.buyers.every((b) => b.id.endsWith('7') && Object.values(b.contact).every((part) => part === null))).toBe(true);
    // Germany's numbering plan reserves no range for fiction: its sandbox buyers have no phone.
    expect(withContact.json.data.buyers.every((b) => b.contact.website !== null && b.contact.phone === null)).toBe(true);
    const body = await app.request('GET', '/api/v1/buyers', { body: { country: 'DE', has_contact: true, limit: 100 } });
    expect(body.body).toEqual(withContact.json);
    const conflict = await app.request('GET', '/api/v1/buyers', { query: { has_contact: 'true' }, body: { has_contact: false } });
    expect(conflict.status).toBe(400);
    expect(errorOf(conflict.body)).toMatchObject({ code: 'invalid_request', details: [{ field: '/has_contact' }] });
  });

  it('shows an imported buyer\'s stored contact in search and GET /buyers/{id}, and filters on it', async () => {
    const store = createBuyerStore(app.services.database.db);
    const first = (await store.maxNumber('live')) + 1;
    const base = { country: 'DE', city: 'Hamburg', sector: 'cosmetics', hsHeadings: ['3304'], annualImportUsd: 2_000_000, foundedYear: null, employees: null, verified: false, source: { kind: 'import' as const, name: 'Contacts test', year: 2026 } };
    const about = { source: 'Company website', checked_on: '2026-10-14' };
    const contact: StoredBuyerContact = { address: { street: 'Example-Allee 3', postal_code: '20095', ...about }, website: { url: 'https://kontakt-kosmetik.example/', ...about }, email: { address: 'info@kontakt-kosmetik.example', ...about }, phone: { number: '+49401234567', ...about } };
    const addressOnly: StoredBuyerContact = { address: { street: 'Example-Allee 5', postal_code: null, ...about }, website: null, email: null, phone: null };
    await insertBuyers(app.services.database.db, 'live', [
      { ...base, number: first, companyName: 'Kontakt Kosmetik GmbH', hasContact: true },
      { ...base, number: first + 1, companyName: 'Adresse Kosmetik GmbH', hasContact: false },
      { ...base, number: first + 2, companyName: 'Ohne Kosmetik GmbH', hasContact: false },
    ], { contacts: new Map([[first, contact], [first + 1, addressOnly]]) });
    await app.services.buyers.refresh();

    const shown = (c: StoredBuyerContact) => ({ ...c, address: c.address && { ...c.address, city: 'Hamburg', country: 'DE' } });
    const live = await search({ q: 'kosmetik gmbh', limit: 100 }, { key: app.liveKey });
    const byName = new Map(live.json.data.buyers.map((b) => [b.name, b]));
    expect(byName.get('Kontakt Kosmetik GmbH')?.contact).toEqual(shown(contact));
    // In the contract's key order, whatever order the database keeps a JSON document's keys in.
    expect(Object.keys(byName.get('Kontakt Kosmetik GmbH')!.contact.email!)).toEqual(['address', 'source', 'checked_on']);
    expect(byName.get('Adresse Kosmetik GmbH')?.contact).toEqual(shown(addressOnly));
    expect(byName.get('Ohne Kosmetik GmbH')?.contact).toEqual({ address: null, website: null, email: null, phone: null });
    // An address alone is no way to reach the company today.
    const reachable = await search({ q: 'kosmetik gmbh', has_contact: 'true' }, { key: app.liveKey });
    expect(reachable.json.data.buyers.map((b) => b.name)).toEqual(['Kontakt Kosmetik GmbH']);
    const detail = await app.request('GET', `/api/v1/buyers/b_${first}`, { key: app.liveKey });
    expect(detail.status).toBe(200);
    expect((detail.body as { data: BuyerJson }).data.contact).toEqual(shown(contact));
  });
});

describe('searchBuyers: bad input', () => {
  const cases: Array<[string, Record<string, string | number>, string, string]> = [
    ['limit 0', { limit: 0 }, 'validation_failed', '/limit'],
    ['limit 101', { limit: 101 }, 'validation_failed', '/limit'],
    ['limit "abc"', { limit: 'abc' }, 'validation_failed', '/limit'],
    ['page 0', { page: 0 }, 'validation_failed', '/page'],
    ['country "usa"', { country: 'usa' }, 'validation_failed', '/country'],
    ['unknown country "XX"', { country: 'XX' }, 'validation_failed', '/country'],
    ['unknown sector', { sector: 'spaceships' }, 'validation_failed', '/sector'],
    ['hs_code with letters', { hs_code: '33a4' }, 'validation_failed', '/hs_code'],
    ['hs_code of no chapter', { hs_code: '77' }, 'validation_failed', '/hs_code'],
    ['min_score 101', { min_score: 101 }, 'validation_failed', '/min_score'],
    ['has_contact "yes"', { has_contact: 'yes' }, 'validation_failed', '/has_contact'],
    ['an unknown query field', { colour: 'blue' }, 'validation_failed', '/colour'],
  ];
  for (const [name, query, code, field] of cases) {
    it(`rejects ${name} with 400 ${code}`, async () => {
      const res = await app.request('GET', '/api/v1/buyers', { query });
      expect(res.status).toBe(400);
      expect(errorOf(res.body).code).toBe(code);
      expect(errorOf(res.body).details.map((d) => d.field)).toContain(field);
    });
  }

  it('names the HS code as sent, and why HS 2022 lacks it, when it refuses one (issue 48)', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { query: { hs_code: '9999.99' } });
    expect(errorOf(res.body).details).toEqual([{ field: '/hs_code', issue: expect.stringMatching(/^9999\.99 is not an HS 2022 code: the HS reserves chapters 98 and 99 /) }]);
    const reserved = await app.request('GET', '/api/v1/buyers', { query: { hs_code: '77' } });
    expect(errorOf(reserved.body).details).toEqual([{ field: '/hs_code', issue: '77 is not an HS 2022 code: the HS reserves chapter 77 for possible future use, and classifies no goods there' }]);
  });

  it('rejects an unknown body field', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { body: { country: 'US', colour: 'blue' } });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).code).toBe('validation_failed');
    expect(errorOf(res.body).details).toContainEqual({ field: '/colour', issue: 'is not a known field' });
  });

  it('rejects a field given in both forms with different values', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { query: { limit: 5 }, body: { limit: 6 } });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).code).toBe('invalid_request');
    expect(errorOf(res.body).details[0]!.field).toBe('/limit');
  });

  it('rejects malformed JSON with 400 invalid_request', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { body: '{"country": "US",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).code).toBe('invalid_request');
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { body: 'country=US', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(errorOf(res.body).code).toBe('unsupported_media_type');
  });

  it('rejects a body over the cap with 413', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { body: JSON.stringify({ q: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(errorOf(res.body).code).toBe('payload_too_large');
  });

  it('answers an unknown path with 404 and an unknown method with 405, in the envelope', async () => {
    const path = await app.request('GET', '/api/v1/sellers');
    expect(path.status).toBe(404);
    expect(errorOf(path.body).code).toBe('not_found');
    const outside = await app.request('GET', '/nothing/here');
    expect(outside.status).toBe(404);
    const method = await app.request('DELETE', '/api/v1/buyers');
    expect(method.status).toBe(405);
    expect(errorOf(method.body).code).toBe('method_not_allowed');
  });

  it('answers a missing key with 401 unauthenticated', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { key: null });
    expect(res.status).toBe(401);
    expect(errorOf(res.body).code).toBe('unauthenticated');
  });

  it('answers a malformed Authorization header with 401 unauthenticated', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two tokens', app.testKey]) {
      const res = await app.request('GET', '/api/v1/buyers', { headers: { authorization: header } });
      expect(res.status).toBe(401);
      expect(errorOf(res.body).code).toBe('unauthenticated');
    }
  });

  it('answers an unknown key with 401 invalid_api_key', async () => {
    const res = await app.request('GET', '/api/v1/buyers', { key: 'etp_test_thisKeyDoesNotExist000000000000' });
    expect(res.status).toBe(401);
    expect(errorOf(res.body).code).toBe('invalid_api_key');
  });

  it('answers a revoked key with 401 invalid_api_key at once', async () => {
    const key = await app.services.accounts.createApiKey(app.accountId, 'test', SCOPES);
    expect((await app.request('GET', '/api/v1/buyers', { key: key.secret, query: { limit: 1 } })).status).toBe(200);
    await app.services.accounts.revokeApiKey(key.id);
    await app.services.credentials.refresh();
    const res = await app.request('GET', '/api/v1/buyers', { key: key.secret });
    expect(res.status).toBe(401);
    expect(errorOf(res.body).code).toBe('invalid_api_key');
  });

  it('answers a plan other than Pro Max with 403 plan_upgrade_required', async () => {
    const accountId = await app.services.accounts.createAccount({ name: 'Pro exporter', plan: 'pro' });
    const key = await app.services.accounts.createApiKey(accountId, 'test', SCOPES);
    const res = await app.request('GET', '/api/v1/buyers', { key: key.secret });
    expect(res.status).toBe(403);
    expect(errorOf(res.body).code).toBe('plan_upgrade_required');
  });

  it('answers a key without the buyers:read scope with 403 insufficient_scope', async () => {
    const key = await app.services.accounts.createApiKey(app.accountId, 'test', ['markets:read']);
    const res = await app.request('GET', '/api/v1/buyers', { key: key.secret });
    expect(res.status).toBe(403);
    expect(errorOf(res.body).code).toBe('insufficient_scope');
  });
});
