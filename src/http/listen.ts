import { createServer as createHttp, type RequestListener, type Server } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { Config } from '../config.js';
import { createServerOptions } from '../security/tls.js';

/** HTTPS with TLS 1.3 as the minimum when both TLS files are configured, plain HTTP otherwise. */
export function createHttpServer(app: RequestListener, config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile'>): Server {
  if (config.tlsCertFile && config.tlsKeyFile) {
    return createHttps(createServerOptions({ certFile: config.tlsCertFile, keyFile: config.tlsKeyFile }), app);
  }
  return createHttp(app);
}

export function servesTls(config: Pick<Config, 'tlsCertFile' | 'tlsKeyFile'>): boolean {
  return Boolean(config.tlsCertFile && config.tlsKeyFile);
}
