import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCaller } from '../../src/domain/access/key-admin.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';
import type { ReceivedResponse } from '../helpers/contract.js';

// Key management never hands out more than the caller holds (issue 32, item 1): a key holding
// `keys:manage` and a few scopes used to rotate a stronger key or an OAuth client's secret, receive
// the new secret and use it with scopes it never had, and revoke stronger credentials. This walks
// every key-administration operation of the contract x caller scope sets x target scope sets, all
// read from openapi.yaml: the operations are those requiring `keys:manage`, the scopes the `Scope`
// schema's (API keys) and the OAuth2 flow's (OAuth clients).

type Json = Record<string, any>;
const MANAGE = 'keys:manage';
const doc = definition as unknown as Json;
const apiKeyScopes: string[] = doc.components.schemas.Scope.enum;
const clientScopes: string[] = Object.keys(doc.components.securitySchemes.OAuth2.flows.clientCredentials.scopes);

interface AdminOperation {
  operationId: string;
  method: string;
  path: string;
  kind: 'api-keys' | 'oauth-clients';
  /** Acts on one credential named in the path, rather than on the collection. */
  targeted: boolean;
}

const operations: AdminOperation[] = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json)
    .filter(([, op]) => (op?.security ?? []).some((req: Json) => (req.ApiKeyAuth ?? []).includes(MANAGE)))
    .map(([method, op]) => ({ operationId: op.operationId, method: method.toUpperCase(), path, kind: path.startsWith('/api-keys') ? 'api-keys' : 'oauth-clients', targeted: path.includes('{id}') }) as AdminOperation),
);

const label = (scopes: readonly string[], all: readonly string[]) => (scopes.length === all.length ? 'every scope' : scopes.join('+'));
/** The caller always holds keys:manage; then one other scope each, and every scope. */
const callerSets: string[][] = [...apiKeyScopes.filter((s) => s !== MANAGE).map((s) => [MANAGE, s]), apiKeyScopes];
const targetSets = (kind: AdminOperation['kind']): string[][] => {
  const all = kind === 'api-keys' ? apiKeyScopes : clientScopes;
  return [...all.map((s) => [s]), all];
};
const holds = (caller: readonly string[], target: readonly string[]) => target.every((s) => caller.includes(s));

let app: TestApp;
const callerKeys = new Map<string, string>();
beforeAll(async () => {
  // Some 800 requests from a handful of keys: a budget that never runs out here.
  app = await startTestApp({ RATE_LIMIT_PRO_MAX: '1000000' });
  for (const scopes of callerSets) callerKeys.set(scopes.join(' '), (await app.services.accounts.createApiKey(app.accountId, 'test', scopes)).secret);
});
afterAll(async () => {
  await app?.close();
});

const system = () => operatorCaller(app.accountId, 'test', { type: 'system', id: null });

/** A credential with the target scopes, made by the operator (who may grant any). */
async function target(kind: AdminOperation['kind'], scopes: string[]): Promise<string> {
  if (kind === 'api-keys') return (await app.services.keyAdmin.createApiKey(system(), { name: 'target', scopes })).key.id;
  return (await app.services.keyAdmin.createOAuthClient(system(), { name: 'target', scopes })).client.id;
}

async function isUntouched(kind: AdminOperation['kind'], id: string): Promise<boolean> {
  if (kind === 'api-keys') {
    const key = await app.services.keyAdmin.getApiKey(system(), id);
    return key.revokedAt === null && key.replacedBy === null;
  }
  const client = await app.services.keyAdmin.getOAuthClient(system(), id);
  return client.revokedAt === null && client.previousSecretExpiresAt === null;
}

function call(op: AdminOperation, key: string, id: string | null, scopes: string[]): Promise<ReceivedResponse> {
  const path = `/api/v1${op.path.replace('{id}', id ?? '')}`;
  const body = op.method === 'POST' && !op.targeted ? { name: 'made by the matrix', scopes } : undefined;
  return app.request(op.method, path, { key, ...(body ? { body } : {}), ...(op.method === 'GET' ? { query: { limit: 100 } } : {}) });
}

const codeOf = (res: ReceivedResponse) => (res.body as { error?: { code: string } }).error?.code;
const secretIn = (res: ReceivedResponse) => /"(secret|client_secret)"/.test(res.text);

describe('key administration x caller scopes x target scopes', () => {
  it('the contract names the six key-administration paths, every scope and the OAuth scopes', () => {
    expect(new Set(operations.map((o) => o.path)).size).toBe(6);
    expect(operations.filter((o) => o.targeted).length).toBeGreaterThanOrEqual(4);
    expect(apiKeyScopes).toContain(MANAGE);
    expect(clientScopes).not.toContain(MANAGE);
    expect(clientScopes.length).toBe(apiKeyScopes.length - 1);
  });

  for (const op of operations) {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      // Targets a refused call leaves untouched are shared by the callers; an allowed rotation or revocation gets a fresh one.
      const shared = new Map<string, string>();
      if (op.targeted) for (const scopes of targetSets(op.kind)) shared.set(scopes.join(' '), await target(op.kind, scopes));
      for (const caller of callerSets) {
        const key = callerKeys.get(caller.join(' '))!;
        if (!op.targeted && op.method === 'GET') {
          const res = await call(op, key, null, []);
          outcomes.push(`${label(caller, apiKeyScopes)}: ${res.status}${secretIn(res) ? ' with a secret' : ''}`);
          expected.push(`${label(caller, apiKeyScopes)}: 200`);
          continue;
        }
        for (const scopes of targetSets(op.kind)) {
          const allowed = holds(caller, scopes);
          const id = !op.targeted ? null : allowed ? await target(op.kind, scopes) : shared.get(scopes.join(' '))!;
          const res = await call(op, key, id, scopes);
          const cell = `${label(caller, apiKeyScopes)} -> ${label(scopes, op.kind === 'api-keys' ? apiKeyScopes : clientScopes)}`;
          const untouched = id === null || allowed ? '' : (await isUntouched(op.kind, id)) ? '' : ' (changed)';
          outcomes.push(`${cell}: ${res.status} ${codeOf(res) ?? 'success'}${!allowed && secretIn(res) ? ' with a secret' : ''}${untouched}`);
          expected.push(`${cell}: ${allowed ? '200 success' : '403 insufficient_scope'}`);
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('lists stronger credentials as metadata only, never with a secret', async () => {
    const strong = await target('api-keys', apiKeyScopes);
    const weak = callerKeys.get([MANAGE, 'buyers:read'].join(' '))!;
    const first = await app.request('GET', '/api/v1/api-keys', { key: weak, query: { limit: 100 } });
    const lastPage = Math.ceil((first.body as { data: { total: number } }).data.total / 100);
    const res = await app.request('GET', '/api/v1/api-keys', { key: weak, query: { limit: 100, page: lastPage } });
    expect(res.status).toBe(200);
    expect(res.text).toContain(strong);
    expect(secretIn(res)).toBe(false);
  });
});

describe('the escalation of the report', () => {
  it('a key with keys:manage and buyers:read cannot rotate a stronger key and use its secret', async () => {
    const weak = callerKeys.get([MANAGE, 'buyers:read'].join(' '))!;
    const strong = await target('api-keys', ['orders:write', 'webhooks:manage', 'buyers:read']);
    const rotated = await app.request('POST', `/api/v1/api-keys/${strong}/rotate`, { key: weak });
    expect([rotated.status, codeOf(rotated)]).toEqual([403, 'insufficient_scope']);
    expect(secretIn(rotated)).toBe(false);
    const client = await target('oauth-clients', ['orders:write', 'webhooks:manage']);
    const secret = await app.request('POST', `/api/v1/oauth-clients/${client}/rotate-secret`, { key: weak });
    expect([secret.status, codeOf(secret)]).toEqual([403, 'insufficient_scope']);
    const revoked = await app.request('DELETE', `/api/v1/api-keys/${strong}`, { key: weak });
    expect([revoked.status, codeOf(revoked)]).toEqual([403, 'insufficient_scope']);
    expect(await isUntouched('api-keys', strong)).toBe(true);
    expect(await isUntouched('oauth-clients', client)).toBe(true);
  });
});
