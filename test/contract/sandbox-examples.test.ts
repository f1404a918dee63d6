// The contract's examples name records of the sandbox every server generates on its first start
// (DEFAULT_SANDBOX_BUYERS buyers, deterministic: the same on every machine), and show them as that
// sandbox has them. Found by walking every example of the contract (requests, responses, webhooks,
// parameters, schemas), so an example added later is held to the same:
// - a buyer shown (an object whose `id` is a buyer id: a search result, an order's buyer, an event's)
//   has the sandbox record's fields, and its score where the example says against what (`score_basis`:
//   `generic`, or `profile`, the contract's exporter profile example);
// - a buyer id named (`buyer_id`, a path parameter, a message) exists, except in an error's example,
//   where it must not;
// - a request example that names a buyer is sent to a fresh sandbox, and the buyers in the answer are
//   the ones its response example shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX_BUYERS } from '../../src/config.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';

type Json = Record<string, any>;
const BUYER_ID = /^b_[0-9]+$/;
const BUYER_ID_IN_TEXT = /(?<![A-Za-z0-9_])b_[0-9]+(?![A-Za-z0-9_])/g;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** What a score depends on: compared only where the example says which score it shows. */
const SCORE_FIELDS = ['ai_score', 'score_basis', 'score_factors'];
/** The fields of a buyer record, from the contract. */
const RECORD_FIELDS = Object.keys((definition.components.schemas.BuyerFields as Json).properties).filter((field) => !SCORE_FIELDS.includes(field));

interface Named {
  /** Where in the contract the example is. */
  where: string;
  id: string;
  /** The buyer as the example shows it, when it shows more than its id. */
  shown?: Json;
  /** `generic` or `profile` when the example says which score it shows. */
  scoreBasis?: string;
  /** In an error's example: the id must name no buyer. */
  missing: boolean;
}

/** Every buyer an example value names, with the JSON path to it. */
function buyersIn(value: unknown, path: string, parent?: Json): { path: string; id: string; shown?: Json; scoreBasis?: string }[] {
  // An id on its own, or in a text ("Buyer b_999999999 was not found.").
  if (typeof value === 'string') return [...value.matchAll(BUYER_ID_IN_TEXT)].map((m) => ({ path, id: m[0] }));
  if (Array.isArray(value)) return value.flatMap((item, i) => buyersIn(item, `${path}/${i}`, parent));
  if (value === null || typeof value !== 'object') return [];
  const object = value as Json;
  const own = typeof object.id === 'string' && BUYER_ID.test(object.id) ? [{ path, id: object.id as string, shown: object, scoreBasis: (object.score_basis ?? parent?.score_basis) as string | undefined }] : [];
  const inner = Object.entries(object).flatMap(([key, item]) => (own.length > 0 && key === 'id' ? [] : buyersIn(item, `${path}/${key}`, object)));
  return [...own, ...inner];
}

/** Every example value of the operations and webhooks, with where it is and whether it is an error's. */
function examples(): { where: string; value: unknown; error: boolean }[] {
  const found: { where: string; value: unknown; error: boolean }[] = [];
  const walk = (node: unknown, where: string, error: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`, error));
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node as Json)) {
      const at = `${where}/${key}`;
      if (key === 'example') found.push({ where: at, value: child, error });
      else if (key === 'examples' && Array.isArray(child)) child.forEach((value, i) => found.push({ where: `${at}/${i}`, value, error }));
      else if (key === 'examples' && child && typeof child === 'object' && Object.values(child).every((e) => e && typeof e === 'object' && 'value' in (e as Json))) {
        for (const [name, example] of Object.entries(child as Json)) found.push({ where: `${at}/${name}`, value: example.value, error });
      } else walk(child, at, error || (where.endsWith('/responses') && /^[45]/.test(key)));
    }
  };
  // The contract as served is dereferenced: the paths and webhooks hold every example they use.
  walk(definition.paths, '#/paths', false);
  walk((definition as Json).webhooks ?? {}, '#/webhooks', false);
  return found;
}

const named: Named[] = [];
for (const example of examples()) {
  for (const buyer of buyersIn(example.value, '')) named.push({ ...buyer, where: `${example.where}${buyer.path}`, missing: example.error });
}
/** One check per distinct thing shown (components appear again where they are used). */
const distinct = [...new Map(named.map((n) => [JSON.stringify([n.id, n.shown, n.scoreBasis, n.missing]), n])).values()];

/** The request examples that name a buyer, each with the response example it pairs with. */
function requestsNamingBuyers() {
  const out: { operationId: string; method: string; path: string; name: string; body: unknown; answer: unknown }[] = [];
  for (const [path, item] of Object.entries(definition.paths as Json)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      const requests = operation?.requestBody?.content?.['application/json']?.examples as Json | undefined;
      const answers = (operation?.responses?.['200']?.content?.['application/json']?.examples ?? {}) as Json;
      for (const [name, example] of Object.entries(requests ?? {})) {
        if (buyersIn(example.value, '').length === 0) continue;
        const answer = answers[name] ?? Object.values(answers)[0];
        out.push({ operationId: operation!.operationId, method: method.toUpperCase(), path, name, body: example.value, answer: answer?.value });
      }
    }
  }
  return out;
}

let app: TestApp;
let profileKey: string;

/** A request example that names an object it needs first (an accepted quote) is sent with one of its own. */
async function withPrerequisites(body: unknown): Promise<unknown> {
  if (body === null || typeof body !== 'object' || !('quote_id' in body)) return body;
  const quoteExample = Object.values((definition.paths as Json)['/quotes'].post.requestBody.content['application/json'].examples as Json)[0].value;
  const made = await app.request('POST', '/api/v1/quotes', { body: quoteExample });
  expect(made.status, made.text).toBe(200);
  const id = ((made.body as Json).data as Json).id as string;
  const accepted = await app.request('PATCH', `/api/v1/quotes/${id}`, { body: { status: 'accepted' } });
  expect(accepted.status, accepted.text).toBe(200);
  return { ...body, quote_id: id };
}
const records = new Map<string, Json>();

/** GET /buyers/{id} as the account without a profile (generic scores) or the one with the contract's profile. */
async function record(id: string, scoreBasis?: string): Promise<{ status: number; buyer: Json }> {
  const key = scoreBasis === 'profile' ? profileKey : app.testKey;
  const cached = records.get(`${key}:${id}`);
  if (cached) return { status: 200, buyer: cached };
  const res = await app.request('GET', `/api/v1/buyers/${id}`, { key });
  const buyer = (res.body as Json).data as Json;
  if (res.status === 200) records.set(`${key}:${id}`, buyer);
  return { status: res.status, buyer };
}

/** Where the example's buyer differs from the sandbox record. */
function differences(shown: Json, actual: Json, scoreBasis: string | undefined): string[] {
  const fields = [...RECORD_FIELDS, ...(scoreBasis ? SCORE_FIELDS : [])].filter((field) => field in shown);
  return fields.filter((field) => JSON.stringify(shown[field]) !== JSON.stringify(actual[field])).map((field) => `${field}: the example shows ${JSON.stringify(shown[field])}, the sandbox has ${JSON.stringify(actual[field])}`);
}

beforeAll(async () => {
  app = await startTestApp({ SANDBOX_BUYERS: String(DEFAULT_SANDBOX_BUYERS) });
  const accountId = await app.services.accounts.createAccount({ name: 'Examples exporter with a profile', plan: API_PLAN });
  profileKey = (await app.services.accounts.createApiKey(accountId, 'test', SCOPES)).secret;
  const profile = Object.values((definition.paths as Json)['/account/profile'].put.requestBody.content['application/json'].examples as Json)[0].value;
  const saved = await app.request('PUT', '/api/v1/account/profile', { key: profileKey, body: profile });
  expect(saved.status, saved.text).toBe(200);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('the contract\'s examples and the sandbox', () => {
  it('finds the buyers the examples name, in requests, answers, webhooks, parameters and errors', () => {
    expect(distinct.filter((n) => n.shown).length).toBeGreaterThanOrEqual(4);
    expect(named.some((n) => n.where.startsWith('#/webhooks'))).toBe(true);
    expect(named.some((n) => n.where.includes('/parameters/'))).toBe(true);
    expect(named.some((n) => n.missing)).toBe(true);
    expect(requestsNamingBuyers().map((r) => r.operationId)).toContain('createOrder');
  });

  it.each(distinct.map((n) => [`${n.id} at ${n.where}`, n] as const))('%s is as the sandbox has it', async (_name, buyer) => {
    const { status, buyer: actual } = await record(buyer.id, buyer.scoreBasis);
    if (buyer.missing) {
      expect(status, `${buyer.id} is an error's example of a buyer that does not exist, but the sandbox has it`).toBe(404);
      return;
    }
    expect(status, `${buyer.id} is not a buyer of the sandbox`).toBe(200);
    if (buyer.shown) expect(differences(buyer.shown, actual, buyer.scoreBasis)).toEqual([]);
  });

  it.each(requestsNamingBuyers().map((r) => [`${r.method} ${r.path} (${r.name})`, r] as const))('%s, sent to the sandbox, answers with the buyers its example shows', async (_name, request) => {
    expect(request.path, 'a request example with path parameters: fill them here first').not.toContain('{');
    const res = await app.request(request.method, `/api/v1${request.path}`, { body: await withPrerequisites(request.body) });
    expect(res.status, res.text).toBe(200);
    const answered = buyersIn(res.body, '').filter((b) => b.shown);
    const shown = buyersIn(request.answer, '').filter((b) => b.shown);
    expect(answered.length).toBeGreaterThan(0);
    expect(shown.map((b) => [b.path, b.id]), 'the response example shows the buyers the answer has').toEqual(answered.map((b) => [b.path, b.id]));
    for (const buyer of answered) {
      const { buyer: actual } = await record(buyer.id);
      expect(differences(buyer.shown!, actual, undefined), `${buyer.path} of the answer`).toEqual([]);
      const example = shown.find((b) => b.path === buyer.path)!.shown!;
      expect(Object.fromEntries(Object.keys(example).map((k) => [k, buyer.shown![k]])), `${buyer.path} of the example`).toEqual(example);
    }
  });
});
