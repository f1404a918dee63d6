import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, request as httpRequest, type Server } from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { expect } from 'vitest';
import { handlers } from '../../handlers/index.js';
import { loadConfig } from '../../src/config.js';
import { SCOPES, API_PLAN } from '../../src/domain/access/scopes.js';
import { seedSandbox } from '../../src/db/seed.js';
import { createApp } from '../../src/http/app.js';
import { loadContract } from '../../src/http/contract.js';
import { createServices, type Services } from '../../src/services.js';
import { contractViolations, type ReceivedResponse } from './contract.js';

// Starts the real server (real express app, real database) for a test file: embedded PGlite in
// memory by default, or a private schema on the PostgreSQL server when DATABASE_URL is set.

export interface RequestOptions {
  /** API key or token; `null` sends no Authorization header. Defaults to the sandbox test key. */
  key?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  /** Skip the contract check (only for tests that assert a deliberately broken exchange). */
  skipContract?: boolean;
}

export interface TestApp {
  baseUrl: string;
  services: Services;
  /** Sandbox (etp_test_) key with every scope, on a Pro Max account. */
  testKey: string;
  /** Production (etp_live_) key of the same account. */
  liveKey: string;
  accountId: string;
  request(method: string, path: string, options?: RequestOptions): Promise<ReceivedResponse>;
  close(): Promise<void>;
}

export const TEST_SANDBOX_BUYERS = 3000;

export async function privateSchemaUrl(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** node:http rather than fetch: fetch refuses a body on GET, which buyer search accepts. */
function send(url: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) received.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolve({ status: res.statusCode ?? 0, headers: received, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? await privateSchemaUrl(databaseUrl) : null;
  const config = loadConfig({
    SANDBOX_BUYERS: String(TEST_SANDBOX_BUYERS),
    LOG_LEVEL: 'silent',
    ...env,
    DATA_DIR: 'memory://',
    DATABASE_URL: schema?.url ?? '',
  });
  const services = await createServices(config, pino({ level: config.logLevel }));
  await seedSandbox(services.database.db, config.sandboxBuyers, services.logger);
  const accountId = await services.accounts.createAccount({ name: 'Test exporter', plan: API_PLAN });
  const testKey = (await services.accounts.createApiKey(accountId, 'test', SCOPES)).secret;
  const liveKey = (await services.accounts.createApiKey(accountId, 'live', SCOPES)).secret;
  const app = await createApp(services, handlers, loadContract());
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<ReceivedResponse> {
    const url = new URL(baseUrl + path);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const key = options.key === undefined ? testKey : options.key;
    if (key !== null && !('authorization' in headers) && !('Authorization' in headers)) headers.authorization = `Bearer ${key}`;
    let body: string | undefined;
    if (typeof options.body === 'string') body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await send(url, method, headers, body);
    const text = res.text;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // non-JSON bodies stay text; the contract check reports them where JSON was declared
    }
    const received: ReceivedResponse = { method, path: url.pathname, status: res.status, headers: res.headers, body: parsed, text };
    if (!options.skipContract) expect(contractViolations(received), `${method} ${path} -> ${res.status} ${text.slice(0, 300)}`).toEqual([]);
    // Never a stack trace in a response.
    expect(text).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
    return received;
  }

  return {
    baseUrl,
    services,
    testKey,
    liveKey,
    accountId,
    request,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      await schema?.drop();
    },
  };
}
