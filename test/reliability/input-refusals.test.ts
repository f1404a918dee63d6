// Input no operation can take answers 4xx in the envelope, never 500 (issue: reliability under
// attack): text the databases cannot store, bodies that do not decode, non-UTF-8 bodies,
// non-decimal query integers, bodies on operations that take none, and HEAD on GET operations.
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { brotliCompressSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition, schemaValidator } from '../helpers/contract.js';

/** Error-level log lines (pino's level 50 and up): a client's bad input is never one. */
const errorLines: string[] = [];
const logs = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line !== '' && (JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line);
    done();
  },
});

let app: TestApp;
let keysKey: string;
beforeAll(async () => {
  app = await startTestApp({}, { logDestination: logs });
  const account = await app.services.accounts.createAccount({ name: 'Refusals exporter', plan: API_PLAN });
  keysKey = (await app.services.accounts.createApiKey(account, 'test', SCOPES)).secret;
});
afterAll(async () => {
  await app?.close();
});

const validError = schemaValidator(definition.components.schemas.ErrorResponse as object);
const codeOf = (body: unknown) => (body as { error?: { code?: string } }).error?.code;

/** Sends bytes as they are (the helper sends strings, which cannot carry invalid UTF-8). */
function sendBytes(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(app.baseUrl + path), { method, headers: { authorization: `Bearer ${app.testKey}`, ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const profile = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Hanbit Cosmetics',
  origin_country: 'KR',
  products: [{ name: 'Face cream', hs_code: '330499' }],
  ...overrides,
});

describe('text the database cannot store', () => {
  const cases: Array<[string, string, string, unknown, Record<string, string>?]> = [
    ['NUL in the query', 'GET', '/api/v1/buyers', undefined, { q: 'a\u0000b' }],
    ['NUL in an API key name', 'POST', '/api/v1/api-keys', { name: 'a\u0000b', scopes: ['buyers:read'] }],
    ['an unpaired surrogate in an OAuth client name', 'POST', '/api/v1/oauth-clients', { name: '\ud800', scopes: ['buyers:read'] }],
    ['an unpaired surrogate in company_name', 'PUT', '/api/v1/account/profile', profile({ company_name: 'x\ud800' })],
    ['NUL in products[].name', 'PUT', '/api/v1/account/profile', profile({ products: [{ name: 'a\u0000', hs_code: '330499' }] })],
    ['a lone low surrogate in a key of the body', 'PUT', '/api/v1/account/profile', { ...profile(), '\udc00': 1 }],
  ];
  for (const [label, method, path, body, query] of cases) {
    it(`${label} is 400 invalid_request`, async () => {
      const res = await app.request(method, path, { key: keysKey, body, query });
      expect(res.status).toBe(400);
      expect(codeOf(res.body)).toBe('invalid_request');
    });
  }

  it('a NUL in a path parameter is 400, and a well-formed pair of surrogates passes', async () => {
    const res = await app.request('GET', '/api/v1/buyers/byr_%00');
    expect(res.status).toBe(400);
    expect(codeOf(res.body)).toBe('invalid_request');
    const ok = await app.request('GET', '/api/v1/buyers', { query: { q: 'cream \ud83d\ude00' } });
    expect(ok.status).toBe(200);
  });
});

describe('bodies that do not decode', () => {
  const path = '/api/v1/account/profile';
  // Each Content-Encoding the server reads, with its encoder (issue 38, finding 5: zstd that was not zstd was a 500, logged as an error).
  const encoders: Record<string, (bytes: Buffer) => Buffer> = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync, zstd: zstdCompressSync };

  it('a body that does not decode is 400 in every accepted encoding, never logged as an error; each decodes a good body; an unknown encoding is 415', async () => {
    const errorsBefore = errorLines.length;
    const good = Buffer.from(JSON.stringify(profile()));
    for (const [encoding, encode] of Object.entries(encoders)) {
      for (const bad of [Buffer.from('not compressed at all'), encode(good).subarray(0, 12)]) {
        const res = await sendBytes('PUT', path, { 'content-type': 'application/json', 'content-encoding': encoding }, bad);
        expect(res.status, `${encoding}: ${res.text}`).toBe(400);
        expect(validError(JSON.parse(res.text))).toBe(true);
        expect(codeOf(JSON.parse(res.text))).toBe('invalid_request');
      }
      const ok = await sendBytes('PUT', path, { 'content-type': 'application/json', 'content-encoding': encoding.toUpperCase() }, encode(good));
      expect(ok.status, `${encoding}: ${ok.text}`).toBe(200);
    }
    expect(errorLines.slice(errorsBefore)).toEqual([]);
    const unknown = await sendBytes('PUT', path, { 'content-type': 'application/json', 'content-encoding': 'x-mystery' }, Buffer.from('{}'));
    expect(unknown.status).toBe(415);
    expect(codeOf(JSON.parse(unknown.text))).toBe('unsupported_media_type');
  });

  it('caps the decoded body and the bytes received alike: a bomb and a stream that decodes to nothing are 413', async () => {
    const limit = app.services.config.bodyLimitBytes;
    const bomb = gzipSync(Buffer.alloc(limit + 1, ' '));
    expect(bomb.length).toBeLessThan(limit / 100);
    const inflated = await sendBytes('PUT', path, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, bomb);
    expect(inflated.status, inflated.text).toBe(413);
    // Empty gzip members, one after another: past the cap as sent, though they decode to nothing.
    const empty = gzipSync(Buffer.alloc(0));
    const members = Buffer.concat(Array.from({ length: Math.ceil((limit + 1) / empty.length) }, () => empty));
    const nothing = await sendBytes('PUT', path, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, members);
    expect(nothing.status, nothing.text).toBe(413);
    expect(codeOf(JSON.parse(nothing.text))).toBe('payload_too_large');
  });

  it('invalid UTF-8 in a JSON body is 400, not stored as U+FFFD', async () => {
    const bytes = Buffer.concat([Buffer.from('{"company_name":"Han'), Buffer.from([0xff, 0xfe]), Buffer.from('","origin_country":"KR","products":[{"name":"x","hs_code":"330499"}]}')]);
    const res = await sendBytes('PUT', path, { 'content-type': 'application/json' }, bytes);
    expect(res.status).toBe(400);
    expect(codeOf(JSON.parse(res.text))).toBe('invalid_request');
    const stored = await app.request('GET', path);
    expect(JSON.stringify(stored.body)).not.toContain('\ufffd');
  });

  it('a charset other than UTF-8 is 415; utf-8 is accepted', async () => {
    const body = Buffer.from(JSON.stringify(profile()), 'latin1');
    const res = await sendBytes('PUT', path, { 'content-type': 'application/json; charset=iso-8859-1' }, body);
    expect(res.status).toBe(415);
    expect(codeOf(JSON.parse(res.text))).toBe('unsupported_media_type');
    const ok = await sendBytes('PUT', path, { 'content-type': 'application/json; charset=UTF-8' }, Buffer.from(JSON.stringify(profile())));
    expect(ok.status).toBe(200);
  });
});

describe('query integers', () => {
  it('limit=0x10 is 400 validation_failed; decimal 16 is read as 16', async () => {
    for (const limit of ['0x10', '1e1', ' 16', '16.0', '+16']) {
      const res = await app.request('GET', '/api/v1/buyers', { query: { limit } });
      expect(res.status, limit).toBe(400);
    }
    const res = await app.request('GET', '/api/v1/buyers', { query: { limit: '16' } });
    expect(res.status).toBe(200);
    expect((res.body as { data: { buyers: unknown[] } }).data.buyers).toHaveLength(16);
  });
});

describe('bodies on operations that take none', () => {
  it('a JSON body on GET /orders is 400; buyer search still takes its body', async () => {
    const res = await app.request('GET', '/api/v1/orders', { body: { status: 'draft' } });
    expect(res.status).toBe(400);
    expect(codeOf(res.body)).toBe('invalid_request');
    const search = await app.request('GET', '/api/v1/buyers', { body: { country: 'US', limit: 2 } });
    expect(search.status).toBe(200);
  });

  it('an empty JSON object or an empty body is no body; any other JSON is still 400', async () => {
    const json = { 'content-type': 'application/json' };
    for (const body of ['{}', ' { } ', '']) {
      const res = await sendBytes('GET', '/api/v1/orders?limit=1', json, Buffer.from(body));
      expect(res.status, JSON.stringify(body)).toBe(200);
    }
    for (const body of ['[]', 'null', '{"status":null}', '0']) {
      const res = await app.request('GET', '/api/v1/orders', { body, headers: json });
      expect(res.status, body).toBe(400);
      expect(codeOf(res.body)).toBe('invalid_request');
    }
  });
});

describe('HEAD', () => {
  it('HEAD on a GET operation answers as GET without a body', async () => {
    const get = await sendBytes('GET', '/api/v1/buyers?limit=1', {});
    const head = await sendBytes('HEAD', '/api/v1/buyers?limit=1', {});
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });

  it('HEAD on an operation without GET is 405 with Allow', async () => {
    const head = await sendBytes('HEAD', '/api/v1/pricing/calculate', {});
    expect(head.status).toBe(405);
    expect(String(head.headers.allow)).toContain('POST');
  });
});
