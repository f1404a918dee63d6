import { createServer as createHttp, type RequestListener, type Server } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { Config } from '../config.js';
import { createServerOptions } from '../security/tls.js';
import { answerParserErrors } from './client-errors.js';

/** HTTPS with TLS 1.3 as the minimum when both TLS files are configured, plain HTTP otherwise. */
export function createHttpServer(app: RequestListener, config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile' | 'publicBaseUrl'>): Server {
  const server =
    config.tlsCertFile && config.tlsKeyFile
      ? createHttps(createServerOptions({ certFile: config.tlsCertFile, keyFile: config.tlsKeyFile }), app)
      : createHttp(app);
  answerParserErrors(server, config.publicBaseUrl);
  return server;
}

export function servesTls(config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile'>): boolean {
  return Boolean(config.tlsCertFile && config.tlsKeyFile);
}
