import { createServer as createHttp, type RequestListener, type Server } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { Config } from '../config.js';
import { createServerOptions } from '../security/tls.js';
import { answerParserErrors } from './client-errors.js';

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeouts of the load
 * balancers in front (60 s is common): the side that closes an idle connection must be the client,
 * or a request sent on it just as the server closes it is reset (a 502 at the proxy).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** HTTPS with TLS 1.3 as the minimum when both TLS files are configured, plain HTTP otherwise. */
export function createHttpServer(app: RequestListener, config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile' | 'publicBaseUrl'>): Server {
  const server =
    config.tlsCertFile && config.tlsKeyFile
      ? createHttps(createServerOptions({ certFile: config.tlsCertFile, keyFile: config.tlsKeyFile }), app)
      : createHttp(app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  answerParserErrors(server, config.publicBaseUrl);
  return server;
}

export function servesTls(config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile'>): boolean {
  return Boolean(config.tlsCertFile && config.tlsKeyFile);
}
