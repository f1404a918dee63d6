// 406 not_acceptable: each operation answers with the media types its success responses list
// (JSON; a document's file, PDF), and an Accept header that allows none of them is refused before
// the operation runs. Ranges and q-values count; no Accept accepts anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition } from '../helpers/contract.js';

type Json = Record<string, any>;
let app: TestApp;
let buyerId: string;
let documentId: string;
const codeOf = (body: unknown) => (body as components['schemas']['ErrorResponse']).error.code;

beforeAll(async () => {
  app = await startTestApp();
  buyerId = ((await app.request('GET', '/api/v1/buyers', { query: { limit: 1 } })).body as Json).data.buyers[0].id;
  const inline = (definition.paths as Json)['/documents'].post.requestBody.content['application/json'].examples.commercialInvoice.value;
  const created = await app.request('POST', '/api/v1/documents', { body: inline });
  expect(created.status, created.text).toBe(200);
  documentId = (created.body as Json).data.id;
});
afterAll(async () => {
  await app?.close();
});

describe('Accept on a JSON operation', () => {
  it.each(['application/json', '*/*', 'application/*', 'application/json; q=0.5', 'text/html, application/xhtml+xml, */*;q=0.8', 'application/xml, application/json;q=0.1', ''])('%j is answered with JSON', async (accept) => {
    const res = await app.request('GET', `/api/v1/buyers/${buyerId}`, { headers: { accept } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it.each(['application/xml', 'text/html', 'application/json;q=0', 'text/*', 'application/pdf'])('%j is 406 not_acceptable, in the JSON error envelope', async (accept) => {
    const res = await app.request('GET', `/api/v1/buyers/${buyerId}`, { headers: { accept } });
    expect(res.status).toBe(406);
    expect(codeOf(res.body)).toBe('not_acceptable');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses before the operation runs: no order is made', async () => {
    const before = ((await app.request('GET', '/api/v1/orders', { query: { limit: 1 } })).body as Json).data.total;
    const order = (definition.paths as Json)['/orders'].post.requestBody.content['application/json'].examples.cosmeticsToUs.value;
    const res = await app.request('POST', '/api/v1/orders', { headers: { accept: 'application/xml' }, body: { ...order, buyer_id: buyerId } });
    expect(res.status).toBe(406);
    expect(((await app.request('GET', '/api/v1/orders', { query: { limit: 1 } })).body as Json).data.total).toBe(before);
  });

  it('applies to the operations at the root of the host too', async () => {
    const res = await app.request('GET', '/healthz', { key: null, headers: { accept: 'text/plain' } });
    expect(res.status).toBe(406);
    expect(codeOf(res.body)).toBe('not_acceptable');
  });
});

describe('Accept on a document\'s file (PDF)', () => {
  it.each(['application/pdf', '*/*', 'application/*', 'application/json, application/pdf;q=0.5'])('%j gets the PDF', async (accept) => {
    const res = await app.request('GET', `/api/v1/documents/${documentId}/file`, { headers: { accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it.each(['application/json', 'text/html', 'application/pdf;q=0'])('%j is 406 not_acceptable', async (accept) => {
    const res = await app.request('GET', `/api/v1/documents/${documentId}/file`, { headers: { accept } });
    expect(res.status).toBe(406);
    expect(codeOf(res.body)).toBe('not_acceptable');
    expect((res.body as Json).error.message).toContain('application/pdf');
  });
});

describe('the contract', () => {
  it('lists 406 on every operation, since every one negotiates', () => {
    const missing: string[] = [];
    for (const item of Object.values(definition.paths as Json)) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const operation = item[method];
        if (operation && !operation.responses['406']) missing.push(operation.operationId);
      }
    }
    expect(missing).toEqual([]);
  });
});
