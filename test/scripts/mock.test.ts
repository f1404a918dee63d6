import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockPaths } from '../../scripts/mock-paths.js';
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

async function get(path: string) {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { authorization: 'Bearer etp_test_mock' } });
  const text = await res.text();
  return { method: 'GET', path: new URL(`http://x${path}`).pathname, status: res.status, headers: res.headers, body: JSON.parse(text), text };
}

describe('npm run mock (Prism over the contract)', () => {
  it('serves buyer search in query form under both prefixes, from the contract examples', async () => {
    for (const path of ['/api/v1/buyers?country=US&limit=5', '/v1/buyers?country=US']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.data.buyers[0].id).toBe('b_42252');
      // Prism does not send our X-Request-Id; check the body and status against the contract.
      expect(contractViolations({ ...res, headers: new Headers({ ...Object.fromEntries(res.headers), 'x-request-id': 'req_mock' }) }).filter((p) => !p.includes('header'))).toEqual([]);
    }
  });

  it('rejects a request the contract does not allow', async () => {
    const res = await get('/api/v1/buyers?limit=500');
    expect(res.status).toBe(400);
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
