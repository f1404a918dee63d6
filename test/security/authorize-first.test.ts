import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';

// Authorization before validation (issue 32, item 7): a key without `orders:write` sending
// `POST /orders {}` got 400 `validation_failed` with the contract's details, which tells a caller
// that may not use the operation how to shape its requests. The pipeline is authenticate ->
// authorize (scope, plan, allowlist) -> validate -> idempotency -> handler: for every operation
// of the contract that needs a scope, a key lacking it gets 403 whatever it sends.

type Json = Record<string, any>;
const doc = definition as unknown as Json;
const scopes: string[] = doc.components.schemas.Scope.enum;

interface ScopedOperation {
  operationId: string;
  method: string;
  path: string;
  needs: string[];
  takesBody: boolean;
}

const operations: ScopedOperation[] = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ op: op as Json, method }))
    .filter(({ op }) => op.servers === undefined)
    .map(({ op, method }) => {
      const needs: string[] = (op.security ?? doc.security ?? []).find((req: Json) => req.ApiKeyAuth)?.ApiKeyAuth ?? [];
      return { operationId: op.operationId, method: method.toUpperCase(), path, needs, takesBody: op.requestBody !== undefined };
    })
    .filter((op) => op.needs.length > 0),
);

let app: TestApp;
const lacking = new Map<string, string>();
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PRO_MAX: '1000000' });
  for (const op of operations) {
    const held = scopes.filter((s) => !op.needs.includes(s));
    const name = held.join(' ');
    if (!lacking.has(name)) lacking.set(name, (await app.services.accounts.createApiKey(app.accountId, 'test', held)).secret);
  }
});
afterAll(async () => {
  await app?.close();
});

const BODIES: Array<[string, unknown]> = [
  ['an empty object', {}],
  ['a body of the wrong shape', { unexpected: ['field'], items: 'no' }],
  ['text that is not JSON', '{"items": ['],
];

describe('a key lacking the scope gets 403 insufficient_scope whatever it sends', () => {
  it('the contract has scoped operations of every kind', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.some((op) => op.takesBody)).toBe(true);
  });

  for (const op of operations) {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      const key = lacking.get(scopes.filter((s) => !op.needs.includes(s)).join(' '))!;
      const path = `/api/v1${op.path.replace(/\{[^}]+\}/g, 'no-such-id')}`;
      const sends = op.takesBody ? BODIES : [['no body', undefined] as [string, unknown]];
      for (const [what, body] of sends) {
        const res = await app.request(op.method, path, {
          key,
          query: { not_a_parameter: 'x', limit: 'many' },
          ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json', 'idempotency-key': `authz-${op.operationId}` } }),
        });
        expect([what, res.status, (res.body as { error?: { code: string } }).error?.code]).toEqual([what, 403, 'insufficient_scope']);
      }
    });
  }
});
