// Requests Node's HTTP parser refuses never reach express; they are still answered in the error
// envelope with a request id (src/http/client-errors.ts).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition, schemaValidator } from '../helpers/contract.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(bytes: Buffer): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    });
  });
}

const validError = schemaValidator(definition.components.schemas.ErrorResponse as object);

describe('requests the HTTP parser refuses', () => {
  it('answer a raw UTF-8 query (as curl sends 화장품 unencoded) with the envelope, saying to percent-encode', async () => {
    const res = await raw(Buffer.from(`GET /v1/buyers?sector=화장품 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${app.testKey}\r\n\r\n`, 'utf8'));
    expect(res.status).toBe(400);
    expect(validError(res.body)).toBe(true);
    expect(res.body).toMatchObject({ error: { code: 'invalid_request', message: expect.stringContaining('percent-encod') } });
    expect(res.headers['x-request-id']).toMatch(/^req_/);
    expect((res.body as { error: { request_id: string } }).error.request_id).toBe(res.headers['x-request-id']);
  });

  it('answer headers past the limit with 431 headers_too_large', async () => {
    const res = await raw(Buffer.from(`GET /v1/buyers HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(70_000)}\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(validError(res.body)).toBe(true);
    expect(res.body).toMatchObject({ error: { code: 'headers_too_large' } });
  });

  it('answer conflicting framing headers and an unknown method with 400 invalid_request', async () => {
    for (const request of [
      'POST /v1/buyers HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'BREW /v1/buyers HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const res = await raw(Buffer.from(request));
      expect(res.status, request).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'invalid_request' } });
    }
  });

  it('serve the same query percent-encoded, as the buyers guide shows it', async () => {
    const res = await app.request('GET', '/v1/buyers', { query: { sector: '화장품', limit: 1 } });
    expect(res.status).toBe(200);
  });
});
