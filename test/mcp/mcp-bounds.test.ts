// MCP is an API surface like any other (issue 38, findings 1 and 8). Reported: any well-formed bearer
// (`Bearer x`) got tools/list, a batch of 100 tools/list (4.8 KB) answered 36.7 MB, 16 at once took
// another client's request to 9.9 s and 64 ended the process; and tool calls went back over loopback,
// so every tenant's MCP traffic shared 127.0.0.1's connection cap (12 parallel batches: 2,825 of
// 7,200 calls reset). Here the credential is checked as the pipeline checks it before any message,
// a batch holds at most MCP_MAX_BATCH messages, tools/list comes from one prepared answer, an answer
// holds at most MCP_MAX_ANSWER_BYTES, and tool calls run in process as the caller. The agent talks
// from 127.0.0.2, another tenant from 127.0.0.3 (Linux routes 127.0.0.0/8 to loopback), under a
// connection cap per address (48) that 120 loopback tool calls would pass.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCaller } from '../../src/domain/access/key-admin.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { MCP_MAX_ANSWER_BYTES, MCP_MAX_BATCH } from '../../src/mcp/endpoint.js';
import { loadContract } from '../../src/http/contract.js';
import { prepareCatalog } from '../../src/mcp/server.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition, schemaValidator } from '../helpers/contract.js';

const AGENT_ADDRESS = '127.0.0.2';
const OTHER_ADDRESS = '127.0.0.3';
const CONNECTIONS_PER_ADDRESS = 48;

let app: TestApp;
let otherKey: string;

beforeAll(async () => {
  app = await startTestApp({ CONNECTIONS_PER_ADDRESS: String(CONNECTIONS_PER_ADDRESS) });
  const other = await app.services.accounts.createAccount({ name: 'Another tenant', plan: API_PLAN });
  otherKey = (await app.services.accounts.createApiKey(other, 'test', SCOPES)).secret;
});
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  body: any;
}

/** One POST, from a given local address; the JSON answer parsed. */
function post(path: string, body: unknown, options: { key?: string; from?: string; headers?: Record<string, string>; parse?: boolean } = {}): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(app.baseUrl + path),
      {
        method: 'POST',
        localAddress: options.from ?? AGENT_ADDRESS,
        // A connection per request: the open ones are those in flight.
        agent: false,
        headers: {
          authorization: `Bearer ${options.key ?? app.testKey}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-06-18',
          'content-length': String(payload.length),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          // The flood's answers are only counted: parsing megabytes here would stall the server, in this same process.
          const body = options.parse === false || bytes.length === 0 ? undefined : JSON.parse(bytes.toString('utf8'));
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: bytes.length, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function get(path: string, key: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(app.baseUrl + path), { localAddress: from, agent: false, headers: { authorization: `Bearer ${key}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const listTools = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
const callTool = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
const validError = schemaValidator(definition.components.schemas.ErrorResponse as object);

describe('the credential, before any message is handled', () => {
  it('answers 401 to a made-up bearer and a revoked key, 403 outside the allowlist, in the envelope, without listing a tool', async () => {
    const caller = operatorCaller(app.accountId, 'test', { type: 'system', id: null });
    const revoked = await app.services.keyAdmin.createApiKey(caller, { scopes: ['buyers:read'] });
    await app.services.keyAdmin.revokeApiKey(caller, revoked.key.id);
    const elsewhere = await app.services.keyAdmin.createApiKey(caller, { scopes: ['buyers:read'], allowedCidrs: ['203.0.113.0/24'] });
    const cases: Array<[string, string, number, string]> = [
      ['a made-up token', 'x', 401, 'invalid_token'],
      ['a made-up API key', 'etp_test_madeupmadeupmadeupmadeupmadeup00', 401, 'invalid_api_key'],
      ['a revoked key', revoked.secret, 401, 'invalid_api_key'],
      ['a key for other addresses', elsewhere.secret, 403, 'ip_not_allowed'],
    ];
    for (const [label, key, status, code] of cases) {
      const res = await post('/mcp', listTools(1), { key });
      expect(res.status, label).toBe(status);
      expect(validError(res.body), JSON.stringify(res.body)).toBe(true);
      expect(res.body.error.code, label).toBe(code);
      if (status === 401) expect(res.headers['www-authenticate'], label).toMatch(/^Bearer/);
    }
  });

  it('charges the credential one unit of its rate limit per request, and its tool calls to the same credential', async () => {
    const first = await post('/mcp', listTools(1));
    expect(first.status).toBe(200);
    const remaining = (res: Answer) => Number(/r=(\d+)/.exec(String(res.headers.ratelimit))![1]);
    const calls = await post('/mcp', [callTool(1, 'getMarket', { country: 'DE' }), callTool(2, 'getMarket', { country: 'FR' })]);
    expect(calls.status).toBe(200);
    // This request, then its two calls, each of the same budget.
    const after = await post('/mcp', listTools(2));
    expect(remaining(first) - remaining(after)).toBe(4);
  });
});

describe('bounded work per request', () => {
  it(`takes a batch of at most ${MCP_MAX_BATCH} messages, refusing a larger one whole before handling any`, async () => {
    const large = await post('/mcp', Array.from({ length: MCP_MAX_BATCH + 1 }, (_, i) => callTool(i, 'createOrder', { body: {} })));
    expect(large.status).toBe(400);
    expect(validError(large.body)).toBe(true);
    expect(large.body.error.code).toBe('invalid_request');
    expect(large.body.error.details).toEqual([{ field: '/', issue: `is a batch of ${MCP_MAX_BATCH + 1} messages; at most ${MCP_MAX_BATCH}` }]);
    const full = await post('/mcp', Array.from({ length: MCP_MAX_BATCH }, (_, i) => callTool(i + 1, 'getMarket', { country: 'DE' })));
    expect(full.status).toBe(200);
    expect(full.body.map((response: { id: number }) => response.id)).toEqual(Array.from({ length: MCP_MAX_BATCH }, (_, i) => i + 1));
    expect(full.body.every((response: { result?: { isError?: boolean } }) => response.result && !response.result.isError)).toBe(true);
  });

  it('answers tools/list with the one prepared list, and cuts a batch answer at its byte cap with an error per response left out', async () => {
    const prepared = prepareCatalog(loadContract() as unknown as Record<string, any>);
    const one = await post('/mcp', listTools(7));
    expect(one.body).toEqual({ jsonrpc: '2.0', id: 7, result: JSON.parse(prepared.listJson.toString('utf8')) });
    const fit = Math.floor(MCP_MAX_ANSWER_BYTES / (prepared.listJson.length + 40));
    expect(fit).toBeLessThan(MCP_MAX_BATCH);
    const batch = await post('/mcp', Array.from({ length: MCP_MAX_BATCH }, (_, i) => listTools(i)));
    expect(batch.status).toBe(200);
    expect(batch.bytes).toBeLessThanOrEqual(MCP_MAX_ANSWER_BYTES);
    const listed = batch.body.filter((response: { result?: unknown }) => response.result !== undefined);
    const cut = batch.body.filter((response: { error?: { code: number } }) => response.error?.code === -32000);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(fit + 1);
    expect(listed.length + cut.length).toBe(MCP_MAX_BATCH);
  });

  it("keeps another tenant's requests under 1 s through 16 parallel 100-message batches and 8 full ones, and stays up", { timeout: 120_000 }, async () => {
    // Both paths warm (the other tenant's key looked up once, a full batch answered once).
    expect(await get('/api/v1/markets/DE', otherKey, OTHER_ADDRESS)).toBe(200);
    expect((await post('/mcp', Array.from({ length: MCP_MAX_BATCH }, (_, i) => listTools(i)), { parse: false })).status).toBe(200);
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 20);
    let flooding = true;
    const latencies: number[] = [];
    const other = (async () => {
      while (flooding) {
        const started = performance.now();
        expect(await get('/api/v1/markets/DE', otherKey, OTHER_ADDRESS)).toBe(200);
        latencies.push(performance.now() - started);
      }
    })();
    try {
      const rounds = await Promise.all([
        ...Array.from({ length: 16 }, () => post('/mcp', Array.from({ length: 100 }, (_, i) => listTools(i)), { parse: false })),
        // Full batches of tools/list, each answered up to the byte cap (this process is the client too: 8 keep its share small).
        ...Array.from({ length: 8 }, () => post('/mcp', Array.from({ length: MCP_MAX_BATCH }, (_, i) => listTools(i)), { parse: false })),
      ]);
      expect(rounds.slice(0, 16).map((res) => res.status)).toEqual(Array(16).fill(400));
      expect(rounds.slice(16).map((res) => res.status)).toEqual(Array(8).fill(200));
      for (const res of rounds) expect(res.bytes).toBeLessThanOrEqual(MCP_MAX_ANSWER_BYTES);
    } finally {
      flooding = false;
      clearInterval(sampler);
      await other;
    }
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    // The reported heap grew by 1.2 GB under 16 such batches; 24 answers of at most 2 MiB are far less.
    expect(heapPeak - heapBefore).toBeLessThan(256 * 1024 * 1024);
    expect(await get('/healthz', otherKey, OTHER_ADDRESS)).toBe(200);
  });
});

describe('tool calls in process, as the caller (finding 8)', () => {
  it(`answers 12 parallel batches of ${MCP_MAX_BATCH} tool calls in full under a cap of ${CONNECTIONS_PER_ADDRESS} connections per address`, { timeout: 120_000 }, async () => {
    // Loopback calls would be 120 connections from the server's own address at once.
    const refusedBefore = (await app.services.metrics.connectionRefusals.get()).values[0]?.value ?? 0;
    const batches = await Promise.all(
      Array.from({ length: 12 }, (_, b) => post('/mcp', Array.from({ length: MCP_MAX_BATCH }, (_, i) => callTool(b * 100 + i, 'listMarkets', { limit: 5 })))),
    );
    for (const batch of batches) {
      expect(batch.status).toBe(200);
      for (const response of batch.body) expect(response.result?.isError, JSON.stringify(response).slice(0, 300)).toBeFalsy();
    }
    expect(((await app.services.metrics.connectionRefusals.get()).values[0]?.value ?? 0) - refusedBefore).toBe(0);
  });

  it("reaches the API from the caller's own address: a key allowed only there has its tool calls answered", async () => {
    const caller = operatorCaller(app.accountId, 'test', { type: 'system', id: null });
    const agentOnly = await app.services.keyAdmin.createApiKey(caller, { scopes: ['markets:read'], allowedCidrs: [`${AGENT_ADDRESS}/32`] });
    const res = await post('/mcp', callTool(1, 'getMarket', { country: 'KR' }), { key: agentOnly.secret });
    expect(res.status).toBe(200);
    expect(res.body.result.isError, JSON.stringify(res.body).slice(0, 300)).toBeFalsy();
    expect(res.body.result.structuredContent.data.country.code).toBe('KR');
    const fromElsewhere = await post('/mcp', callTool(1, 'getMarket', { country: 'KR' }), { key: agentOnly.secret, from: OTHER_ADDRESS });
    expect(fromElsewhere.status).toBe(403);
  });
});
