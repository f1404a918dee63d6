// The bounds the contract gives request-side schemas are the ones the server enforces: the
// validator reads them from openapi.yaml, so one past `maxLength` / `maximum` is 400, never a 500
// or a slow path. Driven by the contract, so a parameter added later is covered too.
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INSURANCE_RATE_PCT, MAX_MARGIN_PCT, QUANTITY_LIMIT } from '../../src/domain/pricing/inputs.js';
import { LINGER_BYTES, LINGER_MS } from '../../src/http/body.js';
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
  components: { parameters: Record<string, Parameter>; schemas: Record<string, { pattern: string; minimum?: number; maximum?: number; exclusiveMaximum?: number }> };
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

  it("states the pricing engine's bounds (issue 45): a margin up to 1000 %, a rate up to 100 %, a quantity under a billion, as strings and as numbers", () => {
    const { PricingMarginPct: margin, PricingRatePct: rate, PricingQuantity: quantity } = contract.components.schemas;
    expect([margin!.maximum, rate!.maximum, quantity!.exclusiveMaximum]).toEqual([MAX_MARGIN_PCT, MAX_INSURANCE_RATE_PCT, QUANTITY_LIMIT]);
    const takes = (schema: { pattern: string }, text: string) => new RegExp(schema.pattern).test(text);
    expect(['0', '7.5', '999.9999999999', '1000', '1000.0'].every((t) => takes(margin!, t))).toBe(true);
    expect(['1000.1', '1001', '1000000', '1e3'].some((t) => takes(margin!, t))).toBe(false);
    expect(['0.3', '100', '100.00'].every((t) => takes(rate!, t))).toBe(true);
    expect(['100.5', '101', '250'].some((t) => takes(rate!, t))).toBe(false);
    expect(['1', '999999999.9999999999'].every((t) => takes(quantity!, t))).toBe(true);
    expect(['1000000000', '1e9'].some((t) => takes(quantity!, t))).toBe(false);
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

const MIB = 1024 * 1024;

interface Upload {
  /** What the server sent before its end of the connection closed (empty when it was reset first). */
  text: string;
  /** The client's socket error (EPIPE, ECONNRESET), if any. */
  error?: string;
  /** Milliseconds from the first byte of the answer to the server's socket closing. */
  closedAfterAnswerMs?: number;
  /** Body bytes the server's socket had read when it closed. */
  serverRead: number;
}

function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}
function codeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

/**
 * An upload of `bodyBytes` over a raw connection (chunked, or with its length declared) by a client
 * that keeps sending after the server answered. `readWhileSending: false` is a client that reads only
 * once it has sent everything, as a blocking `sendall` does: a reset while it sends loses the answer
 * waiting unread on its socket. `bodyBytes: Infinity` never stops (every `pauseMs` a chunk).
 */
function upload(options: { chunked: boolean; bodyBytes: number; readWhileSending: boolean; pauseMs?: number }): Promise<Upload> {
  const { chunked, bodyBytes, readWhileSending, pauseMs } = options;
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(app.baseUrl).port), allowHalfOpen: true });
    let text = '';
    let error: string | undefined;
    let answeredAt: number | undefined;
    let serverClosed: Promise<{ read: number; at: number }> = Promise.resolve({ read: 0, at: Date.now() });
    const onConnection = (server: Socket) => {
      if (server.remotePort !== socket.localPort) return;
      serverClosed = new Promise((closed) => server.once('close', () => closed({ read: server.bytesRead, at: Date.now() })));
    };
    app.server.on('connection', onConnection);
    if (!readWhileSending) socket.pause();
    socket.on('data', (chunk: Buffer) => {
      answeredAt ??= Date.now();
      text += chunk.toString('latin1');
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    let settled = false;
    const settle = async () => {
      if (settled) return;
      settled = true;
      app.server.off('connection', onConnection);
      socket.destroy();
      const closed = await serverClosed;
      resolve({ text, error, serverRead: closed.read, closedAfterAnswerMs: answeredAt === undefined ? undefined : closed.at - answeredAt });
    };
    // The server's FIN ends a finite upload once its answer is read; an endless one runs until the server cuts it.
    if (Number.isFinite(bodyBytes)) socket.on('end', settle);
    socket.on('close', settle);
    const piece = Buffer.alloc(64 * 1024, 'a');
    const frame = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
    socket.once('connect', async () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${Number.isFinite(bodyBytes) ? bodyBytes : 1024 * MIB}`;
      socket.write(`POST /api/v1/customs/classify HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${app.testKey}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      for (let sent = 0; sent < bodyBytes && !socket.destroyed; sent += piece.length) {
        if (!socket.write(frame)) await new Promise<void>((next) => socket.once('drain', next).once('close', next));
        if (pauseMs) await new Promise((next) => setTimeout(next, pauseMs));
      }
      if (socket.destroyed) return;
      if (chunked) socket.write('0\r\n\r\n');
      socket.resume();
    });
  });
}

describe('a refused body is answered to a client still sending it (issue 45, finding 3)', () => {
  it('gives each of 10 uploads of 8 MiB, chunked or declared, sent whole before reading, its 413, and cuts one that never stops', async () => {
    const [chunked, declared, endless, trickle] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => upload({ chunked: true, bodyBytes: 8 * MIB, readWhileSending: false }))),
      Promise.all(Array.from({ length: 10 }, () => upload({ chunked: false, bodyBytes: 8 * MIB, readWhileSending: false }))),
      // Past the cap, as fast as the connection takes it, forever: cut after LINGER_BYTES more.
      upload({ chunked: true, bodyBytes: Infinity, readWhileSending: true }),
      // A declared 1 GiB sent a little at a time, never quiet for long: cut after LINGER_MS.
      upload({ chunked: false, bodyBytes: Infinity, readWhileSending: true, pauseMs: 200 }),
    ]);
    for (const answer of [...chunked, ...declared]) {
      // (With a drain of 1 MiB, every one of these lost its answer to EPIPE or ECONNRESET.)
      expect(answer.error, answer.text.slice(0, 100)).toBeUndefined();
      expect(statusOf(answer.text), answer.text.slice(0, 200)).toBe(413);
      expect(codeOf(answer.text)).toBe('payload_too_large');
      expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
    }
    for (const answer of [endless, trickle]) {
      expect(statusOf(answer.text), answer.text.slice(0, 200)).toBe(413);
      expect(codeOf(answer.text)).toBe('payload_too_large');
    }
    // The cap (1 MiB), the bytes read while answering, then at most LINGER_BYTES and one read (or
    // less, when a loaded machine reads slower than LINGER_BYTES in LINGER_MS).
    expect(endless.serverRead).toBeLessThan(LINGER_BYTES + 4 * MIB);
    expect(endless.closedAfterAnswerMs).toBeLessThan(LINGER_MS + 2000);
    expect(trickle.closedAfterAnswerMs).toBeGreaterThanOrEqual(LINGER_MS - 500);
    expect(trickle.closedAfterAnswerMs).toBeLessThan(LINGER_MS + 2000);
  });

  it('does not act on a request pipelined behind a refused body (RFC 9112 section 9.6)', async () => {
    const alerts = async () => ((await app.request('GET', '/api/v1/buyer-alerts')).body as { data: { total: number } }).data.total;
    const before = await alerts();
    const alert = JSON.stringify({ country: 'DE', min_score: 50, description: 'pipelined behind a refused body' });
    const size = 2 * MIB;
    const answered = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: Number(new URL(app.baseUrl).port) });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
      socket.once('connect', () => {
        socket.write(`POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${app.testKey}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
        socket.write(Buffer.alloc(size, 'a'));
        socket.write(`POST /api/v1/buyer-alerts HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${app.testKey}\r\nContent-Type: application/json\r\nContent-Length: ${alert.length}\r\n\r\n${alert}`);
      });
    });
    expect(statusOf(answered)).toBe(413);
    expect(answered.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    // The alert was never made (it was, before: the API ran a request whose answer could not be sent).
    expect(await alerts()).toBe(before);
  });
});
