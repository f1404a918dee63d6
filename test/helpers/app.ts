import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Document } from 'openapi-backend';
import type { DestinationStream } from 'pino';
import { expect } from 'vitest';
import { handlers } from '../../handlers/index.js';
import { loadConfig } from '../../src/config.js';
import { operatorCaller } from '../../src/domain/access/key-admin.js';
import { SCOPES, API_PLAN } from '../../src/domain/access/scopes.js';
import type { Mode } from '../../src/domain/modes.js';
import { seedSandbox } from '../../src/db/seed.js';
import { createApp } from '../../src/http/app.js';
import { loadContract } from '../../src/http/contract.js';
import { createHttpServer, servesTls } from '../../src/http/listen.js';
import { createLogger } from '../../src/logger.js';
import { createServices, type Services } from '../../src/services.js';
import { attachStreams, type StreamOptions, type StreamServer } from '../../src/streams/server.js';
import { privateSchemaUrl } from '../../bench/server-process.js';
import { contractViolations, type ReceivedResponse } from './contract.js';
import { giveBackTemplateDatabase, lendTemplateDatabase } from './reused-database.js';
import { copyOfTemplateDatabase, embeddedTemplate, hasPostgresTemplate, TEST_SANDBOX_BUYERS, type DatabaseCopy } from './database-template.js';

// Starts the real server (real express app, real database) for a test file: embedded PGlite in
// memory by default, or a database of its own on the PostgreSQL server when DATABASE_URL is set
// (a copy of the run's seeded template; a private schema for another sandbox size).

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

export interface StartOptions {
  /** Where log lines go (the log-scan test reads them); nowhere by default. */
  logDestination?: DestinationStream;
  /** A second instance over the same database, like two servers behind one load balancer. */
  shareDatabaseWith?: TestApp;
  /** Limits and feed ticks of the WebSocket streams. */
  streams?: StreamOptions;
  /** A changed copy of the contract to serve (responses are still checked against the real one). */
  contract?: Document;
}

export interface OAuthClientSecret {
  id: string;
  secret: string;
}

export interface TestApp {
  baseUrl: string;
  /** The listening server (tests of connection handling watch its sockets). */
  server: Server;
  services: Services;
  /** The WebSocket streams served on the same port. */
  streams: StreamServer;
  /** Sandbox (etp_test_) key with every scope, on a Pro Max account. */
  testKey: string;
  /** Production (etp_live_) key of the same account. */
  liveKey: string;
  accountId: string;
  request(method: string, path: string, options?: RequestOptions): Promise<ReceivedResponse>;
  /** An OAuth client of the test account (sandbox unless told), made through the key administration. */
  createClient(options?: { mode?: Mode; scopes?: readonly string[]; allowedCidrs?: string[]; accountId?: string }): Promise<OAuthClientSecret>;
  /** An access token from POST /oauth/token (client authenticated with HTTP Basic). */
  token(client: OAuthClientSecret, scope?: string): Promise<string>;
  close(): Promise<void>;
}

export { TEST_SANDBOX_BUYERS };

/** Tests, CLI tests and the bench put a server on a private schema the same way. */
export { privateSchemaUrl };

/** node:http rather than fetch: fetch refuses a body on GET, which buyer search accepts. */
export function send(url: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<{ status: number; headers: Headers; text: string }> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const options = {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
      // The TLS test serves a self-signed certificate; it checks the handshake itself.
      ...(url.protocol === 'https:' ? { rejectUnauthorized: false } : {}),
    };
    const req = request(url, options, (res) => {
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

export async function startTestApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApp> {
  const shared = options.shareDatabaseWith;
  const databaseUrl = process.env.DATABASE_URL;
  // The seeded template serves the usual sandbox size; another size starts from an empty database,
  // and so does a PostgreSQL server of a test's own (the outage test's), which has no template.
  const templated = (env.SANDBOX_BUYERS ?? String(TEST_SANDBOX_BUYERS)) === String(TEST_SANDBOX_BUYERS);
  let database: DatabaseCopy | null = null;
  if (databaseUrl && !shared) database = templated && hasPostgresTemplate() ? await copyOfTemplateDatabase(databaseUrl) : await privateSchemaUrl(databaseUrl);
  const config = loadConfig({
    SANDBOX_BUYERS: String(TEST_SANDBOX_BUYERS),
    LOG_LEVEL: options.logDestination ? 'info' : 'silent',
    // Test servers never reach the network: a test that needs the rate feed serves it locally.
    EXCHANGE_RATE_FEED_URL: 'off',
    ...env,
    DATA_DIR: 'memory://',
    DATABASE_URL: database?.url ?? '',
  });
  const logger = createLogger(config, options.logDestination);
  // Embedded, seeded as usual: a database reused within the worker (test/helpers/reused-database.ts),
  // unless the test reads the log, where the database's own warnings (an effect after a commit
  // failed, a checkpoint) go when the server opens it.
  const reused = !databaseUrl && templated && !shared && !options.logDestination ? await lendTemplateDatabase() : null;
  const opened = shared?.services.database ?? reused;
  const services = await createServices(config, logger, opened ? { database: opened } : !databaseUrl && templated ? { databaseTemplate: embeddedTemplate() } : {});
  await seedSandbox(services.database.db, config.sandboxBuyers, services.logger);
  const accountId = shared?.accountId ?? (await services.accounts.createAccount({ name: 'Test exporter', plan: API_PLAN }));
  const testKey = shared?.testKey ?? (await services.accounts.createApiKey(accountId, 'test', SCOPES)).secret;
  const liveKey = shared?.liveKey ?? (await services.accounts.createApiKey(accountId, 'live', SCOPES)).secret;
  const app = await createApp(services, handlers, options.contract ?? loadContract());
  const server: Server = createHttpServer(app, config, { onConnectionRefused: () => services.metrics.connectionRefusals.inc() });
  const streams = attachStreams(server, services, options.streams);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `${servesTls(config) ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;

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

  async function createClient(clientOptions: { mode?: Mode; scopes?: readonly string[]; allowedCidrs?: string[]; accountId?: string } = {}) {
    const caller = operatorCaller(clientOptions.accountId ?? accountId, clientOptions.mode ?? 'test', { type: 'system', id: null });
    const scopes = clientOptions.scopes ?? SCOPES.filter((scope) => scope !== 'keys:manage');
    const { client, secret } = await services.keyAdmin.createOAuthClient(caller, { name: 'test client', scopes, allowedCidrs: clientOptions.allowedCidrs });
    return { id: client.id, secret };
  }

  async function token(client: OAuthClientSecret, scope?: string): Promise<string> {
    const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64');
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope === undefined ? {} : { scope }) });
    const res = await request('POST', '/oauth/token', {
      key: null,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status, res.text).toBe(200);
    return (res.body as { access_token: string }).access_token;
  }

  return {
    baseUrl,
    server,
    services,
    streams,
    testKey,
    liveKey,
    accountId,
    request,
    createClient,
    token,
    async close() {
      await streams.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      if (reused) await giveBackTemplateDatabase(reused);
      await database?.drop();
    },
  };
}
