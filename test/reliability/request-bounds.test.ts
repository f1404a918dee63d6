// The bounds the contract gives request-side schemas are the ones the server enforces: the
// validator reads them from openapi.yaml, so one past `maxLength` / `maximum` is 400, never a 500
// or a slow path. Driven by the contract, so a parameter added later is covered too.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

interface Schema {
  type?: string | string[];
  maxLength?: number;
  maximum?: number;
  format?: string;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
}

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
};
const resolve = (p: Parameter): Parameter => (p.$ref ? contract.components.parameters[p.$ref.split('/').pop()!]! : p);

interface Case {
  name: string;
  method: string;
  path: string;
  query: Record<string, string>;
  field: string;
}

/** For each bounded path or query parameter: the operation's example values, that one one past its bound. */
function overBoundCases(): Case[] {
  const cases: Case[] = [];
  for (const [route, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !op.operationId) continue;
      const params = (op.parameters ?? []).map(resolve).filter((p) => p.in === 'path' || p.in === 'query');
      for (const target of params) {
        const s = target.schema;
        let over: string | undefined;
        if (s.type === 'string' && s.maxLength !== undefined) over = 'a'.repeat(s.maxLength + 1);
        else if (s.type === 'integer' && s.maximum !== undefined) over = String(s.maximum + 1);
        if (over === undefined) continue;
        let path = route;
        const query: Record<string, string> = {};
        for (const p of params) {
          const value = p === target ? over : p.example === undefined ? undefined : String(p.example);
          if (value === undefined) continue;
          if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
          else if (p === target || p.required) query[p.name] = value;
        }
        if (path.includes('{')) continue; // a path parameter without an example: nothing to send
        cases.push({ name: `${op.operationId} ${target.in} ${target.name}`, method: method.toUpperCase(), path, query, field: `/${target.name}` });
      }
    }
  }
  return cases;
}

const cases = overBoundCases();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('request bounds of the contract', () => {
  it('covers the bounded parameters of many operations', () => {
    expect(new Set(cases.map((c) => c.name.split(' ')[0])).size).toBeGreaterThan(20);
  });

  it.each(cases)('$name one past its bound is 400 naming the field', async ({ method, path, query, field }) => {
    const prefix = path === '/oauth/token' || path.startsWith('/.well-known/') ? '' : '/api/v1';
    const res = await app.request(method, prefix + path, { query });
    expect(res.status, res.text).toBe(400);
    const error = (res.body as { error: { code: string; details?: { field: string }[] } }).error;
    expect(error.code).toBe('validation_failed');
    expect(error.details?.map((d) => d.field)).toContain(field);
  });

  it('a document unit price past the decimal bound, or negative, is 400', async () => {
    const body = (amount: string) => ({
      type: 'commercial_invoice',
      exporter: { name: 'Hanbit Cosmetics', address: '12 Teheran-ro, Seoul', country: 'KR' },
      importer: { name: 'Brightwell Beauty', address: '800 S Figueroa St, Los Angeles', country: 'US' },
      items: [{ description: 'Sheet mask', hs_code: '330499', quantity: '10', unit: 'PCE', unit_price: { amount, currency: 'USD' } }],
      incoterm: 'FOB',
      currency: 'USD',
    });
    for (const amount of ['1'.repeat(16), '-1.00', '1.1234567']) {
      const res = await app.request('POST', '/api/v1/documents', { body: body(amount) });
      expect(res.status, amount).toBe(400);
      expect((res.body as { error: { details: { field: string }[] } }).error.details.map((d) => d.field)).toContain('/items/0/unit_price/amount');
    }
  });

  it('the token endpoint refuses an over-long client secret as an OAuth invalid_request', async () => {
    const res = await app.request('POST', '/oauth/token', {
      key: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'cli_00000000000000000000', client_secret: 's'.repeat(201) }).toString(),
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toBe('invalid_request');
  });
});
