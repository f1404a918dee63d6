// Every request example of the contract, sent to the server as a client would copy it, succeeds:
// the ids it names (an order, a buyer, a key, a client, an endpoint...) are swapped for resources
// made earlier in the same run, in the order a client would make them, and nothing else is changed.
// An example the server refuses is an example no client can use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface RequestExample {
  method: string;
  path: string;
  mediaType: string;
  name: string;
  value: unknown;
  root: boolean;
}

function requestExamples(): RequestExample[] {
  const found: RequestExample[] = [];
  for (const [path, item] of Object.entries(definition.paths as Json)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      for (const [mediaType, media] of Object.entries((operation?.requestBody?.content ?? {}) as Json)) {
        for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
          found.push({ method: method.toUpperCase(), path, mediaType, name, value: example.value, root: Array.isArray(item.servers ?? operation!.servers) });
        }
      }
    }
  }
  return found;
}

// The order in which a client makes things: a quote accepted before an order is made from it, an
// order before its shipments, a shipment before its events.
const SEQUENCE = ['/quotes', '/quotes/{id}', '/account/profile', '/orders', '/orders/{id}', '/orders/{id}/shipments', '/orders/{id}/shipments/{shipment_id}/events', '/documents'];
const rank = (path: string) => (SEQUENCE.includes(path) ? SEQUENCE.indexOf(path) : -1);
const examples = requestExamples().sort((a, b) => rank(a.path) - rank(b.path));

let app: TestApp;
let key: string;
/** Ids of resources made in this run, by the name of the field or path parameter that takes them. */
const made = new Map<string, string>();
let client: { id: string; secret: string };

beforeAll(async () => {
  app = await startTestApp();
  // An account of its own: the keys, clients and endpoints the examples make count against its limits only.
  const account = await app.services.accounts.createAccount({ name: 'Examples exporter', plan: API_PLAN });
  key = (await app.services.accounts.createApiKey(account, 'test', SCOPES)).secret;
  client = await app.createClient({ accountId: account, scopes: ['buyers:read', 'tariffs:read'] });
  const buyers = await app.request('GET', '/api/v1/buyers', { key, query: { country: 'US', limit: 1 } });
  made.set('buyer_id', (buyers.body as Json).data.buyers[0].id);
});
afterAll(async () => {
  await app?.close();
});

/** The example's body with the ids it names replaced by those made in this run. */
function filled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(filled);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [field, given] of Object.entries(value)) {
    if (field === 'client_id') out[field] = client.id;
    else if (field === 'client_secret') out[field] = client.secret;
    else if (typeof given === 'string' && made.has(field)) out[field] = made.get(field);
    else out[field] = filled(given);
  }
  return out;
}

/** The path with its parameters filled from what was made (`{id}` by the collection it is in). */
function filledPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = name === 'id' ? made.get(path.split('/')[1]!) : made.get(name);
    if (id === undefined) throw new Error(`nothing made for {${name}} in ${path}`);
    return id;
  });
}

/** What the answer made, for the examples after it. */
function remember(path: string, body: Json): void {
  const id = body?.data?.id;
  if (typeof id !== 'string') return;
  if (path === '/orders') made.set('orders', id).set('order_id', id);
  else if (path === '/quotes') made.set('quotes', id).set('quote_id', id);
  else if (path === '/orders/{id}/shipments') made.set('shipment_id', id);
  else if (/^\/[\w-]+$/.test(path)) made.set(path.slice(1), id);
}

describe('the request examples of openapi.yaml', () => {
  it('cover the operations that take a body', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
    expect(examples.map((e) => e.name)).toContain('fromOrder');
  });

  for (const example of examples) {
    it(`${example.method} ${example.path} (${example.name}, ${example.mediaType}) succeeds as written`, async () => {
      const path = (example.root ? '' : '/api/v1') + filledPath(example.path);
      const headers: Record<string, string> = { 'content-type': example.mediaType };
      let auth: string | null = key;
      let body: string;
      if (example.mediaType === 'application/x-www-form-urlencoded') {
        body = new URLSearchParams(filled(example.value) as Record<string, string>).toString();
        headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
        auth = null;
      } else {
        body = JSON.stringify(filled(example.value));
        if (example.path === '/oauth/token') auth = null;
      }
      const res = await app.request(example.method, path, { key: auth, headers, body });
      expect(res.status, `${example.method} ${path}: ${res.text.slice(0, 500)}`).toBe(200);
      remember(example.path, res.body as Json);
    });
  }
});
