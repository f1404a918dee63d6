import { createServer as createHttp, type RequestListener, type Server } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { Config } from '../config.js';
import { toCidrRanges } from '../security/ip-allowlist.js';
import { createServerOptions } from '../security/tls.js';
import { answerParserErrors } from './client-errors.js';
import { limitConnectionsPerAddress } from './connection-limits.js';

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeouts of the load
 * balancers in front (60 s is common): the side that closes an idle connection must be the client,
 * or a request sent on it just as the server closes it is reset (a 502 at the proxy).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * How often Node checks the connections for the headers and request timeouts (its default, 30 s,
 * would let a connection outlive a 10-second timeout by half a minute).
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

export interface ServerHooks {
  /** A connection reset at accept for being past the per-address cap (a metric counts them). */
  onConnectionRefused?: () => void;
}

type ServerConfig = Pick<Config, 'tlsCertFile' | 'tlsKeyFile' | 'publicBaseUrl' | 'connections' | 'trustedProxies'>;

/**
 * HTTPS with TLS 1.3 as the minimum when both TLS files are configured, plain HTTP otherwise. A
 * request's headers must arrive within HEADERS_TIMEOUT_SECONDS and its body within
 * BODY_TIMEOUT_SECONDS more (Node answers past them through `clientError`: 408 request_timeout,
 * src/http/client-errors.ts); connections are capped per peer address (src/http/connection-limits.ts).
 */
export function createHttpServer(app: RequestListener, config: ServerConfig, hooks: ServerHooks = {}): Server {
  const { headersTimeoutMs, bodyTimeoutMs, perAddress } = config.connections;
  const timeouts = {
    headersTimeout: headersTimeoutMs,
    // Node's requestTimeout runs from the same start as headersTimeout, to the end of the body.
    requestTimeout: headersTimeoutMs + bodyTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
  const server =
    config.tlsCertFile && config.tlsKeyFile
      ? createHttps({ ...createServerOptions({ certFile: config.tlsCertFile, keyFile: config.tlsKeyFile }), ...timeouts }, app)
      : createHttp(timeouts, app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  limitConnectionsPerAddress(server, perAddress, toCidrRanges(config.trustedProxies), hooks.onConnectionRefused);
  answerParserErrors(server, config.publicBaseUrl);
  return server;
}

export function servesTls(config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile'>): boolean {
  return Boolean(config.tlsCertFile && config.tlsKeyFile);
}
