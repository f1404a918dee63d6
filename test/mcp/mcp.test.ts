// The MCP server, driven by the official SDK's client over Streamable HTTP (/mcp on the API server)
// and over stdio (npm run mcp against the same server): tools listed from the contract, a journey,
// and the errors an agent must be able to correct itself from.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { API_PLAN, SCOPES } from '../../src/domain/access/scopes.js';
import { idempotencyKeyFor } from '../../src/mcp/server.js';
import { mcpSettings } from '../../src/mcp/settings.js';
import { projectPath } from '../../src/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { definition, schemaValidator } from '../helpers/contract.js';

type Order = components['schemas']['Order'];
type ErrorBody = { code: string; message: string; doc_url?: string };

let app: TestApp;
const clients: Client[] = [];

/**
 * fetch, once more when a kept-alive socket was closed under the request: on this loaded machine a
 * test can idle past the server's 5 s keep-alive while fetch's pool still holds the socket.
 */
const retryingFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(input, init);
  }
};

async function httpClient(key: string): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } }, fetch: retryingFetch }));
  clients.push(client);
  return client;
}

function dataOf<T>(result: CallToolResult): T {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return (result.structuredContent as { data: T }).data;
}

function errorOf(result: CallToolResult): ErrorBody {
  expect(result.isError).toBe(true);
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error('a tool error carries its envelope as text');
  return JSON.parse(first.text) as ErrorBody;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The operations an agent should get, read from the contract independently of the catalog. */
function expectedToolNames(): string[] {
  const names: string[] = [];
  for (const [path, item] of Object.entries(definition.paths ?? {}) as Array<[string, Record<string, any>]>) {
    if (Array.isArray(item.servers)) continue; // root operations (token endpoint, key set)
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      const operation = item[method];
      if (operation?.operationId && !(operation.tags ?? []).includes('Access')) names.push(operation.operationId);
    }
    void path;
  }
  return names.sort();
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await app?.close();
});

describe('MCP over Streamable HTTP', () => {
  it('lists one tool per contract operation an agent should use, with valid schemas and HTTP-derived hints', { timeout: 60_000 }, async () => {
    const client = await httpClient(app.testKey);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(expectedToolNames());
    const ajv = new Ajv2020.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const tool of tools) {
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      if (tool.outputSchema) expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(20);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect(byName.get('searchBuyers')?.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
    expect(byName.get('createOrder')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.get('updateOrder')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.get('updateExporterProfile')?.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    // The output schema is the contract's success schema.
    const contractSchema = (definition.paths?.['/orders/{id}'] as any)?.get.responses['200'];
    expect(contractSchema).toBeDefined();
    expect(byName.get('getOrder')?.outputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['status', 'data']) });
  });

  it('runs a journey: profile, buyers, HS code, tariff, price, an order (retried safely), its history', { timeout: 120_000 }, async () => {
    const client = await httpClient(app.testKey);
    dataOf(await call(client, 'updateExporterProfile', { body: { company_name: 'Hanbit Cosmetics', origin_country: 'KR', products: [{ name: 'Face cream', hs_code: '330499' }], sectors: ['cosmetics'], target_countries: ['US'] } }));
    const buyers = dataOf<{ buyers: Array<{ id: string; ai_score: number }> }>(await call(client, 'searchBuyers', { hs_code: '3304', limit: 3 }));
    expect(buyers.buyers.length).toBeGreaterThan(0);
    const buyer = dataOf<{ id: string; score_factors: unknown[] }>(await call(client, 'getBuyer', { id: buyers.buyers[0]!.id }));
    expect(buyer.score_factors.length).toBeGreaterThan(0);
    const codes = dataOf<{ hs_codes: Array<{ code: string; level: number }> }>(await call(client, 'searchHsCodes', { q: 'deodorants' }));
    const code = codes.hs_codes.find((c) => c.level === 6)!.code;
    dataOf(await call(client, 'listCustomsTariffs', { hs_code: code, destination: 'DE', origin: 'KR' }));
    const price = dataOf<{ quote_currency: string }>(
      await call(client, 'calculatePrice', { body: { items: [{ description: 'Deodorant', hs_code: code, quantity: '1000', unit_price: { amount: '3.00', currency: 'USD' } }], origin: 'KR', destination: 'DE', incoterm: 'CIF', transport_mode: 'sea', quote_currency: 'EUR', costs: { export_clearance: { amount: '100.00', currency: 'USD' }, origin_inland: { amount: '80.00', currency: 'USD' }, main_freight: { amount: '500.00', currency: 'USD' }, insurance_rate_pct: '0.5' } } }),
    );
    expect(price.quote_currency).toBe('EUR');
    const orderArgs = { body: { buyer_id: buyers.buyers[0]!.id, items: [{ description: 'Face cream', hs_code: '330499', quantity: '100', unit: 'PCE', unit_price: { amount: '4.50', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' } };
    const order = dataOf<Order>(await call(client, 'createOrder', orderArgs));
    // The same call again (an agent retrying) replays the first answer: one order, not two.
    const again = dataOf<Order>(await call(client, 'createOrder', orderArgs));
    expect(again.id).toBe(order.id);
    const listed = dataOf<{ orders: Order[] }>(await call(client, 'listOrders', { buyer_id: buyers.buyers[0]!.id }));
    expect(listed.orders.filter((o) => o.id === order.id)).toHaveLength(1);
    dataOf(await call(client, 'updateOrder', { id: order.id, body: { status: 'confirmed' } }));
    const history = dataOf<{ history: Array<{ to_status: string }> }>(await call(client, 'listOrderHistory', { id: order.id }));
    expect(history.history.map((h) => h.to_status)).toContain('confirmed');

    // Classify a description, make the order's commercial invoice (its PDF is a link, not text),
    // and read the order's events.
    const classified = dataOf<{ candidates: Array<{ hs_code: string }> }>(await call(client, 'classifyProduct', { body: { description: 'Hydrating face cream for dry skin, 50 ml jar', destination: 'US' } }));
    expect(classified.candidates.length).toBeGreaterThan(0);
    const invoice = dataOf<{ id: string; number: string }>(
      await call(client, 'createDocument', { body: { type: 'commercial_invoice', order_id: order.id, exporter: { name: 'Hanbit Cosmetics Co., Ltd.', address: '12 Teheran-ro, Gangnam-gu, Seoul', country: 'KR' } } }),
    );
    expect(invoice.number).toMatch(/^CI-\d{4}-\d{6}$/);
    const pdf = await call(client, 'getDocumentFile', { id: invoice.id });
    expect(pdf.isError).toBeFalsy();
    expect(pdf.content[0]).toMatchObject({ type: 'resource_link', mimeType: 'application/pdf' });
    const events = dataOf<{ events: Array<{ type: string; data: { order?: { id: string } } }> }>(await call(client, 'listEvents', { type: 'order.updated' }));
    expect(events.events.some((e) => e.data.order?.id === order.id)).toBe(true);
  });

  it('answers as tool errors with the envelope code: missing scope, a live object from a test key, bad arguments; a wrong plan never connects', { timeout: 120_000 }, async () => {
    const narrow = (await app.services.accounts.createApiKey(app.accountId, 'test', ['markets:read'])).secret;
    expect(errorOf(await call(await httpClient(narrow), 'searchBuyers', {})).code).toBe('insufficient_scope');

    // The plan is checked with the credential, before any message is handled: the session never starts.
    const basicAccount = await app.services.accounts.createAccount({ name: 'Basic plan exporter', plan: 'basic' });
    const basicKey = (await app.services.accounts.createApiKey(basicAccount, 'test', SCOPES)).secret;
    await expect(httpClient(basicKey)).rejects.toThrow(/"code":"plan_upgrade_required"/);

    // Sandbox and production never meet: the live profile is not what a test key reads, and an
    // order made with a test key does not exist for a live key.
    const client = await httpClient(app.testKey);
    expect((await app.request('PUT', '/api/v1/account/profile', { key: app.liveKey, body: { company_name: 'Live Exporter Co', origin_country: 'KR', products: [{ name: 'Cream', hs_code: '330499' }] } })).status).toBe(200);
    const sandboxProfile = await call(client, 'getExporterProfile', {});
    if (!sandboxProfile.isError) expect(dataOf<{ company_name: string }>(sandboxProfile).company_name).not.toBe('Live Exporter Co');
    else expect(errorOf(sandboxProfile).code).toBe('not_found');
    const buyer = dataOf<{ buyers: Array<{ id: string }> }>(await call(client, 'searchBuyers', { limit: 1 })).buyers[0]!;
    const sandboxOrder = dataOf<Order>(await call(client, 'createOrder', { body: { buyer_id: buyer.id, items: [{ description: 'Cream', hs_code: '330499', quantity: '1', unit: 'PCE', unit_price: { amount: '1.00', currency: 'USD' } }], incoterm: 'FOB', named_place: 'Busan', currency: 'USD', origin_country: 'KR' } }));
    expect(errorOf(await call(await httpClient(app.liveKey), 'getOrder', { id: sandboxOrder.id })).code).toBe('not_found');

    const missingItems = errorOf(await call(client, 'createOrder', { body: { incoterm: 'FOB' } }));
    expect(missingItems.code).toBe('validation_failed');
    // Its link names the address the MCP caller reached the server at, as the API's own answers do.
    expect(missingItems.doc_url).toBe(`${app.baseUrl}/docs#/section/validation_failed`);
    expect(errorOf(await call(client, 'getMarket', { country: 'DE', colour: 'blue' })).code).toBe('validation_failed');
    expect(errorOf(await call(client, 'getOrder', {})).code).toBe('validation_failed');
    // And it keeps serving.
    expect((await client.listTools()).tools.length).toBeGreaterThan(10);
  });

  it('refuses a message without a bearer token with the error envelope', async () => {
    const res = await app.request('POST', '/mcp', { key: null, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, skipContract: true });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const validate = schemaValidator(definition.components.schemas.ErrorResponse as object);
    expect(validate(res.body), JSON.stringify(res.body)).toBe(true);
    expect((res.body as { error: ErrorBody }).error.code).toBe('unauthenticated');
  });

  it('derives the Idempotency-Key from the tool and its arguments, whatever their key order', () => {
    expect(idempotencyKeyFor('createOrder', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(idempotencyKeyFor('createOrder', { b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(idempotencyKeyFor('createOrder', { a: 1 })).not.toBe(idempotencyKeyFor('createOrder', { a: 2 }));
    expect(idempotencyKeyFor('createOrder', { a: 1 }).length).toBeLessThanOrEqual(255);
  });
});

describe('MCP over stdio (npm run mcp)', () => {
  it('serves the same tools and resources to a desktop assistant, calling the API with its key', { timeout: 120_000 }, async () => {
    const client = new Client({ name: 'desktop-assistant', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', projectPath('scripts', 'mcp.ts')],
        cwd: projectPath(),
        env: { ...(process.env as Record<string, string>), ETP_API: app.baseUrl, ETP_KEY: app.testKey },
        stderr: 'ignore',
      }),
    );
    clients.push(client);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(expectedToolNames());
    const market = dataOf<{ country: { code: string } }>(await call(client, 'getMarket', { country: 'DE' }));
    expect(market.country.code).toBe('DE');
    const sectors = await client.readResource({ uri: 'etp://reference/sectors' });
    const list = JSON.parse((sectors.contents[0] as { text: string }).text) as Array<{ code: string; labels: { en: string; ko: string } }>;
    expect(list.find((s) => s.code === 'cosmetics')?.labels.ko).toBeTruthy();
    const prompt = await client.getPrompt({ name: 'quote_landed_price', arguments: { product: 'deodorant', destination: 'DE', quantity: '1000', unit_price: '3.00 USD' } });
    expect(JSON.stringify(prompt.messages)).toMatch(/calculatePrice/);
  });
});

describe('the settings of npm run mcp', () => {
  it('reads ETP_API and ETP_KEY, as the guides and clients name them, without a warning', () => {
    const warnings: string[] = [];
    expect(mcpSettings({ ETP_API: 'http://127.0.0.1:4000', ETP_KEY: 'etp_test_k' }, (line) => warnings.push(line))).toEqual({
      baseUrl: 'http://127.0.0.1:4000',
      credential: { apiKey: 'etp_test_k', clientId: undefined, clientSecret: undefined },
    });
    expect(mcpSettings({ ETP_CLIENT_ID: 'cli_1', ETP_CLIENT_SECRET: 's' }, (line) => warnings.push(line))).toMatchObject({ baseUrl: 'http://127.0.0.1:3000', credential: { clientId: 'cli_1' } });
    expect(warnings).toEqual([]);
  });

  it('still reads ETP_API_URL and ETP_API_KEY, warning once per old name; the new names win', () => {
    const warnings: string[] = [];
    expect(mcpSettings({ ETP_API_URL: 'http://127.0.0.1:4000', ETP_API_KEY: 'etp_test_old' }, (line) => warnings.push(line))).toMatchObject({ baseUrl: 'http://127.0.0.1:4000', credential: { apiKey: 'etp_test_old' } });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/ETP_API_URL is deprecated: set ETP_API/);
    expect(warnings[1]).toMatch(/ETP_API_KEY is deprecated: set ETP_KEY/);
    const quiet: string[] = [];
    expect(mcpSettings({ ETP_API: 'http://new', ETP_API_URL: 'http://old', ETP_KEY: 'new', ETP_API_KEY: 'old' }, (line) => quiet.push(line))).toMatchObject({ baseUrl: 'http://new', credential: { apiKey: 'new' } });
    expect(quiet).toEqual([]);
  });

  it('says which names to set when there is no credential', () => {
    expect(mcpSettings({ ETP_API: 'http://127.0.0.1:4000' }, () => {})).toEqual({ error: expect.stringMatching(/^Set ETP_KEY, or ETP_CLIENT_ID and ETP_CLIENT_SECRET/) });
  });
});
