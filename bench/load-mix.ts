import { randomUUID } from 'node:crypto';
import { type Agent, request } from 'node:http';
import { loadContract } from '../src/http/contract.js';

// The mixed load of the soak and of the multi-instance and shutdown tests: buyer search, customs
// tariffs, pricing, order creation and document creation (a PDF rendered in a worker thread).
// Request bodies are the contract's own examples (openapi.yaml, read through its JSON copy in dist/ when current), so they stay valid as it changes;
// the order's buyer is a real sandbox buyer found first.

export interface MixRequest {
  name: 'searchBuyers' | 'listCustomsTariffs' | 'calculatePrice' | 'createOrder' | 'createDocument';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

type Json = Record<string, any>;

/** Follows a local `$ref` of the bundle (`#/components/examples/...`). */
function deref(contract: Json, node: Json): Json {
  if (typeof node?.$ref !== 'string') return node;
  return deref(contract, (node.$ref as string).slice(2).split('/').reduce((at: Json, part) => at[part], contract));
}

/** A named request example of the POST at `path` in the bundled contract. */
export function requestExample(contract: Json, path: string, name: string): Json {
  const body = deref(contract, contract.paths[path].post.requestBody);
  return deref(contract, body.content['application/json'].examples[name]).value as Json;
}

const COUNTRIES = ['US', 'DE', 'JP', 'VN', 'FR', 'GB', 'CN', 'AU', 'CA', 'IN'];
const TARIFF_LOOKUPS = [
  { hs_code: '330499', destination: 'US', origin: 'KR' },
  { hs_code: '330720', destination: 'DE', origin: 'KR' },
  { hs_code: '850760', destination: 'GB', origin: 'KR' },
];

/** Weights per kind: reads dominate, as they do for an API like this one. */
export const MIX_WEIGHTS: Record<MixRequest['name'], number> = {
  searchBuyers: 4,
  listCustomsTariffs: 2,
  calculatePrice: 2,
  createOrder: 1,
  createDocument: 1,
};

export function loadMix(buyerId: string) {
  const contract = loadContract() as Json;
  const order = { ...requestExample(contract, '/orders', 'cosmeticsToUs'), buyer_id: buyerId };
  const pricing = requestExample(contract, '/pricing/calculate', 'cifCosmeticsToUs');
  const invoice = requestExample(contract, '/documents', 'commercialInvoice');
  const kinds = (Object.entries(MIX_WEIGHTS) as Array<[MixRequest['name'], number]>).flatMap(([name, weight]) => Array<MixRequest['name']>(weight).fill(name));
  let n = 0;

  function make(name: MixRequest['name'], i: number): MixRequest {
    switch (name) {
      case 'searchBuyers':
        return { name, method: 'GET', path: `/api/v1/buyers?country=${COUNTRIES[i % COUNTRIES.length]}&limit=20&page=${1 + (i % 3)}` };
      case 'listCustomsTariffs': {
        const t = TARIFF_LOOKUPS[i % TARIFF_LOOKUPS.length]!;
        return { name, method: 'GET', path: `/api/v1/customs/tariffs?hs_code=${t.hs_code}&destination=${t.destination}&origin=${t.origin}` };
      }
      case 'calculatePrice':
        return { name, method: 'POST', path: '/api/v1/pricing/calculate', body: pricing };
      case 'createOrder':
        return { name, method: 'POST', path: '/api/v1/orders', body: order, headers: { 'idempotency-key': randomUUID() } };
      case 'createDocument':
        return { name, method: 'POST', path: '/api/v1/documents', body: invoice, headers: { 'idempotency-key': randomUUID() } };
    }
  }

  return {
    /** The next request of the steady mix (deterministic rotation through the weights). */
    next(): MixRequest {
      const i = n++;
      return make(kinds[i % kinds.length]!, i);
    },
    make,
  };
}

/** A sandbox buyer id, for the orders of the mix. */
export async function firstBuyerId(baseUrl: string, key: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/buyers?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as { data: { buyers: Array<{ id: string }> } };
  const id = body.data.buyers[0]?.id;
  if (!id) throw new Error(`no sandbox buyer at ${baseUrl}`);
  return id;
}

export interface MixAnswer {
  /** The HTTP status, or 0 when the request failed without an answer. */
  status: number;
  /** The start of the answer's body, or the error's message. */
  detail: string;
  /** From sending to the end of the answer (or the failure). */
  ms: number;
}

/** Sends one request of the mix with the key; never rejects. */
export function sendMixRequest(baseUrl: string, agent: Agent, key: string, r: MixRequest): Promise<MixAnswer> {
  const t0 = performance.now();
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve) => {
    const req = request(
      baseUrl + r.path,
      {
        method: r.method,
        agent,
        headers: { authorization: `Bearer ${key}`, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...r.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, detail: body.slice(0, 160), ms: performance.now() - t0 }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, detail: error.message, ms: performance.now() - t0 }));
    req.end(payload);
  });
}
