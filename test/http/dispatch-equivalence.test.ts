// src/http/dispatch.ts re-implements openapi-backend's handleRequest for speed. This sends the same
// requests through both, over the whole contract, with handlers that record what they were given,
// and requires the same outcome: which handler ran (operation, notFound, methodNotAllowed,
// unauthorizedHandler, validationFail), for which operation, with which coerced query and path
// parameters, which security results, and which validation errors.
import type { Context, OpenAPIBackend, Request as ApiRequest } from 'openapi-backend';
import { describe, expect, it } from 'vitest';
import { dispatch, leanParsing } from '../../src/http/dispatch.js';
import { loadContract } from '../../src/http/contract.js';
import { createOpenApiBackend } from '../../src/http/openapi.js';
import { OperationTable, type OperationFacts } from '../../src/http/operations.js';

type Json = Record<string, any>;
const contract = loadContract();
const table = new OperationTable(contract);
const API_KEY = 'Bearer etp_test_recorded';
const TOKEN = 'Bearer eyJ.recorded.token';

/** What a handler saw: the part of the context the pipeline relies on. */
function record(kind: string, c: Context): Json {
  return {
    kind,
    operationId: c.operation?.operationId ?? null,
    query: kind === 'operation' ? c.request.query : undefined,
    params: kind === 'operation' ? c.request.params : undefined,
    authorized: c.security?.authorized ?? null,
    security: c.security ? Object.fromEntries(Object.entries(c.security).filter(([name]) => name !== 'authorized')) : null,
    errors: kind === 'validationFail' ? c.validation.errors : undefined,
  };
}

async function recordingBackend(lean: boolean): Promise<OpenAPIBackend> {
  const api = await createOpenApiBackend(contract, { memoizeRouting: lean });
  if (lean) leanParsing(api, table);
  for (const operation of table.all()) api.register(operation.operationId, (c: Context) => record('operation', c));
  for (const hook of ['notFound', 'methodNotAllowed', 'validationFail', 'unauthorizedHandler', 'notImplemented'] as const) {
    api.register(hook, (c: Context) => record(hook, c));
  }
  api.registerSecurityHandler('ApiKeyAuth', (c: Context) => (c.request.headers.authorization === API_KEY ? { who: 'key' } : false));
  api.registerSecurityHandler('OAuth2', (c: Context) => {
    if (c.request.headers.authorization === 'Bearer throws') throw new Error('bad token');
    return c.request.headers.authorization === TOKEN ? { who: 'token' } : false;
  });
  return api;
}

const reference = await recordingBackend(false);
const fast = await recordingBackend(true);

function resolve(node: Json): Json {
  let at = node;
  while (typeof at?.$ref === 'string') at = at.$ref.replace(/^#\//, '').split('/').reduce((here: Json, key: string) => here[key], contract as Json);
  return at;
}

function operationOf(facts: OperationFacts): Json {
  return (contract as Json).paths[facts.path][facts.method];
}

/** A request that satisfies the operation: every parameter from its example, the body from its first example. */
function validRequest(facts: OperationFacts, authorization: string): ApiRequest {
  const operation = operationOf(facts);
  const parameters = (operation.parameters ?? []).map(resolve) as Json[];
  const query: Record<string, string> = {};
  let path = facts.path;
  const headers: Record<string, string> = { authorization };
  for (const p of parameters) {
    const example = p.example ?? resolve(p.schema ?? {}).examples?.[0];
    if (example === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(example)));
    else if (p.in === 'query') query[p.name] = Array.isArray(example) ? example.join(',') : String(example);
    else if (p.in === 'header') headers[String(p.name).toLowerCase()] = String(example);
  }
  const content = (operation.requestBody ? resolve(operation.requestBody).content : undefined) as Json | undefined;
  const media = content?.['application/json'] ?? (content ? Object.values(content)[0] : undefined);
  const examples = media?.examples ? Object.values(media.examples as Record<string, Json>).map(resolve) : [];
  const body = examples[0]?.value;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { method: facts.method.toUpperCase(), path, query, headers, body };
}

async function both(request: ApiRequest): Promise<[unknown, unknown]> {
  const copy = () => structuredClone(request);
  return [await reference.handleRequest(copy()), await dispatch(fast, table, copy())];
}

const cases: Array<[string, ApiRequest]> = [];
for (const facts of table.all()) {
  const credential = facts.scopes.ApiKeyAuth ? API_KEY : TOKEN;
  const valid = validRequest(facts, credential);
  cases.push([`${facts.operationId}: valid`, valid]);
  cases.push([`${facts.operationId}: no credential`, { ...valid, headers: { ...valid.headers, authorization: '' } }]);
  cases.push([`${facts.operationId}: a security handler throws`, { ...valid, headers: { ...valid.headers, authorization: 'Bearer throws' } }]);
  if (facts.queryNames.size > 0) {
    const name = [...facts.queryNames][0]!;
    cases.push([`${facts.operationId}: query ${name} of the wrong type`, { ...valid, query: { ...(valid.query as Json), [name]: ['a', 'b'] } }]);
  }
  if (facts.path.includes('{')) cases.push([`${facts.operationId}: a path parameter that breaks its pattern`, { ...valid, path: facts.path.replace(/\{[^}]+\}/g, '%E2%9C%97') }]);
  if (valid.body !== undefined) {
    cases.push([`${facts.operationId}: a body that breaks its schema`, { ...valid, body: { unexpected_field: true } }]);
    cases.push([`${facts.operationId}: no body`, { ...valid, body: undefined }]);
  }
  cases.push([`${facts.operationId}: a method it does not have`, { ...valid, method: facts.method === 'delete' ? 'PATCH' : 'DELETE' }]);
}
cases.push(['an unknown path', { method: 'GET', path: '/nothing/here', query: {}, headers: { authorization: API_KEY } }]);
cases.push(['a numeric query coerced and defaulted', { method: 'GET', path: '/buyers', query: { limit: '7', min_score: '50' }, headers: { authorization: API_KEY } }]);

describe('dispatch behaves as openapi-backend handleRequest', () => {
  it('covers every operation of the contract', () => {
    expect(new Set(cases.map(([name]) => name.split(':')[0])).size).toBeGreaterThanOrEqual(table.all().length);
  });

  it.each(cases)('%s', async (_name, request) => {
    const [expected, actual] = await both(request);
    expect(actual).toEqual(expected);
  });
});
