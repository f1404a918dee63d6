import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockPaths } from '../../scripts/mock-paths.js';
import { chooseExample, examplesOf } from '../../scripts/mock-select.js';
import { projectPath } from '../../src/paths.js';
import { contractViolations, definition } from '../helpers/contract.js';

const PORT = 4090 + Number(process.env.VITEST_POOL_ID ?? 0);
let mock: ChildProcess;

beforeAll(async () => {
  mock = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock.ts'], { env: { ...process.env, MOCK_PORT: String(PORT) }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/api/v1/buyers`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the mock did not start');
});
afterAll(() => {
  mock?.kill('SIGTERM');
});

async function send(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const headers = { authorization: 'Bearer etp_test_mock', ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers };
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { method, headers, body: options.body ? JSON.stringify(options.body) : undefined });
  const text = await res.text();
  return { method, path: new URL(`http://x${path}`).pathname, status: res.status, headers: res.headers, body: JSON.parse(text), text };
}
const get = (path: string, headers: Record<string, string> = {}) => send('GET', path, { headers });

type Json = Record<string, any>;
const doc = parse(readFileSync(projectPath('openapi.yaml'), 'utf8')) as Json;
/** A request example of the contract by its file under contract/components/examples. */
const requestExample = (name: string) => structuredClone(doc.components.examples[name].value) as Json;

describe('npm run mock (Prism over the contract)', () => {
  it('serves buyer search in query form under both prefixes, from the contract examples', async () => {
    for (const path of ['/api/v1/buyers?country=US&limit=5', '/v1/buyers?country=US']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.data.buyers[0].id).toBe('b_42252');
      expect(res.headers.get('x-mock')).toBe('example');
      expect(res.headers.get('example-name')).toBe('cosmeticsInUs');
      // Prism does not send our X-Request-Id; check the body and status against the contract.
      expect(contractViolations({ ...res, headers: new Headers({ ...Object.fromEntries(res.headers), 'x-request-id': 'req_mock' }) }).filter((p) => !p.includes('header'))).toEqual([]);
    }
  });

  it('rejects a request the contract does not allow as the server does: 400 with the validation_failed example, Prism\'s findings in sl-violations', async () => {
    const res = await get('/api/v1/buyers?limit=500');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.headers.get('x-mock')).toBe('example');
    expect(res.headers.get('example-name')).toBe('validationFailed');
    expect(res.headers.get('sl-violations')).toContain('limit');
    // Prism alone answers an invalid price request with the operation's 422 example (date_not_covered).
    const price = await send('POST', '/api/v1/pricing/calculate', { body: { items: [] } });
    expect(price.status).toBe(400);
    expect(price.body.error.code).toBe('validation_failed');
  });

  it('marks every answer as an example, and picks the example that matches the request', async () => {
    // A Germany/EUR price (not the example itself: another quantity) gets the Germany/EUR example.
    const germany = requestExample('PricingDdpRequestExample');
    germany.items[0].quantity = '250';
    const toGermany = await send('POST', '/api/v1/pricing/calculate', { body: germany });
    expect(toGermany.status).toBe(200);
    expect([toGermany.headers.get('x-mock'), toGermany.headers.get('example-name')]).toEqual(['example', 'ddpToGermany']);
    expect([toGermany.body.data.destination, toGermany.body.data.quote_currency]).toEqual(['DE', 'EUR']);
    const toUs = await send('POST', '/api/v1/pricing/calculate', { body: requestExample('PricingRequestExample') });
    expect([toUs.headers.get('example-name'), toUs.body.data.destination, toUs.body.data.quote_currency]).toEqual(['cifCosmeticsToUs', 'US', 'USD']);
    // By query and path parameters too: a tariff into Germany, a market, buyers in Germany.
    expect((await get('/api/v1/customs/tariffs?hs_code=330720&destination=DE&origin=KR')).headers.get('example-name')).toBe('deodorantsKoreaToGermany');
    expect((await get('/api/v1/customs/tariffs?hs_code=330499&destination=TH')).headers.get('example-name')).toBe('cosmeticsToThailand');
    expect((await get('/api/v1/customs/tariffs?hs_code=610120&destination=JP&origin=KR')).headers.get('example-name')).toBe('overcoatsKoreaToJapan');
    const market = await get('/api/v1/markets/DE');
    expect([market.headers.get('example-name'), market.body.data.country.code]).toEqual(['germanyForKoreanExporter', 'DE']);
    const buyers = await get('/api/v1/buyers?country=DE&sector=cosmetics');
    expect([buyers.headers.get('example-name'), buyers.body.data.buyers[0].country]).toEqual(['cosmeticsInGermany', 'DE']);
    // A request that asks for an example gets it, and the header says so.
    const asked = await send('POST', '/api/v1/pricing/calculate', { body: germany, headers: { prefer: 'example=cifCosmeticsToUs' } });
    expect([asked.headers.get('example-name'), asked.body.data.destination]).toEqual(['cifCosmeticsToUs', 'US']);
    // Prism's own errors (no such path) are marked as such.
    const unknown = await fetch(`http://127.0.0.1:${PORT}/api/v1/no-such-thing`, { headers: { authorization: 'Bearer etp_test_mock' } });
    expect([unknown.status, unknown.headers.get('x-mock')]).toEqual([404, 'error']);
  });

  it('serves the root operations at their real paths, not under the prefixes', async () => {
    for (const path of ['/healthz', '/.well-known/jwks.json']) {
      expect((await get(path)).status, path).toBe(200);
      expect((await fetch(`http://127.0.0.1:${PORT}/api/v1${path}`)).status, `/api/v1${path}`).toBe(404);
    }
    const token = await fetch(`http://127.0.0.1:${PORT}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=oc_mock&client_secret=mock',
    });
    expect(token.status).toBe(200);
  });
});

describe('the mock\'s paths', () => {
  it('puts every operation where the real server serves it: the root ones at the root, the rest under both prefixes', () => {
    const paths = definition.paths as Record<string, { servers?: unknown[] }>;
    const served = Object.keys(mockPaths(paths));
    const expected = Object.entries(paths).flatMap(([path, item]) => (item.servers ? [path] : [`/api/v1${path}`, `/v1${path}`]));
    expect(served.sort()).toEqual(expected.sort());
    expect(served).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/oauth/token', '/.well-known/jwks.json', '/api/v1/buyers', '/v1/buyers']));
    expect(served).not.toContain('/api/v1/healthz');
  });
});

describe('the mock\'s choice of example', () => {
  it('answers each request example of the contract with the response example of the same name', () => {
    let pairs = 0;
    for (const item of Object.values<Json>(doc.paths)) {
      for (const operation of Object.values<Json>(item).filter((o) => o?.responses)) {
        const answers = new Map(examplesOf(doc, operation.responses['200']));
        if (answers.size < 2) continue;
        for (const [name, body] of examplesOf(doc, operation.requestBody)) {
          if (!answers.has(name)) continue;
          pairs++;
          expect(chooseExample(doc, operation, { pathParams: {}, query: new URLSearchParams(), body }), `${operation.operationId} ${name}`).toEqual({ name, by: 'request' });
        }
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(4);
  });

  it('keeps the contract\'s first example when nothing in the request matches another', () => {
    const tariffs = doc.paths['/customs/tariffs'].get;
    expect(chooseExample(doc, tariffs, { pathParams: {}, query: new URLSearchParams('hs_code=847130&destination=BR'), body: undefined })).toEqual({ name: 'deodorantsKoreaToUs', by: 'default' });
  });
});
