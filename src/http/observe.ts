import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { MetricsConfig } from '../config.js';
import { ApiError } from '../domain/errors.js';
import type { Metrics } from '../observability/metrics.js';

// What every answered request leaves behind: one log line (request id, operationId, credential
// id, never a secret or the query string) and its count and latency in the metrics. And the
// /metrics endpoint: on the API port behind METRICS_TOKEN, and/or on its own port (METRICS_PORT).

export const METRICS_PATH = '/metrics';

export function observeRequests(metrics: Metrics, logger: Logger): RequestHandler {
  const logging = logger.isLevelEnabled('info');
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const operationId = res.locals.operation?.operationId;
      metrics.observeRequest(operationId ?? 'none', res.statusCode, res.locals.mode ?? 'none', seconds);
      if (!logging) return;
      // The path only: query strings may carry tokens (stream clients) and are never logged.
      logger.info(
        {
          req_id: req.requestId,
          method: req.method,
          // Inside the API prefix express has stripped req.path by now; originalUrl keeps the prefix.
          path: req.originalUrl.split('?', 1)[0],
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          operation_id: operationId,
          credential_id: res.locals.credentialId,
        },
        'request',
      );
    });
    next();
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Constant-time: both sides are hashed to the same length first, so neither length nor content leaks. */
export function metricsTokenMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
  const given = digest(match?.[1] ?? '');
  return timingSafeEqual(given, digest(token)) && match !== null;
}

async function exposition(metrics: Metrics): Promise<{ type: string; body: string }> {
  return { type: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * /metrics on the API port: served only when METRICS_TOKEN is set and no METRICS_PORT is
 * (otherwise the path is an ordinary 404 here), and only to a request bearing the token. A refusal goes through the error handler,
 * which charges the address's anonymous rate-limit budget, so the token cannot be guessed fast.
 */
export function metricsRoute(metrics: Metrics, config: MetricsConfig): RequestHandler {
  const token = config.port === null ? (config.token?.reveal() ?? null) : null;
  return (req, res, next) => {
    if (token === null || req.path !== METRICS_PATH) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${METRICS_PATH}.`, [], { Allow: 'GET, HEAD' }));
    if (!metricsTokenMatches(req.headers.authorization, token)) {
      return next(new ApiError('unauthenticated', 'Send Authorization: Bearer <metrics token>.', [], { 'WWW-Authenticate': 'Bearer realm="metrics"' }));
    }
    exposition(metrics).then(({ type, body }) => {
      res.setHeader('Cache-Control', 'no-store');
      res.type(type).send(body);
    }, next);
  };
}

/**
 * The separate metrics port (METRICS_PORT): GET /metrics only, for a scraper on the internal
 * network. With METRICS_TOKEN set it wants the token here too.
 */
export function createMetricsServer(metrics: Metrics, config: MetricsConfig): Server {
  const token = config.token?.reveal() ?? null;
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      res.end(text);
    };
    if (path !== METRICS_PATH) return answer(404, 'Not found: this port serves GET /metrics only.\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, 'Method not allowed.\n', { Allow: 'GET, HEAD' });
    if (token !== null && !metricsTokenMatches(req.headers.authorization, token)) return answer(401, 'Send Authorization: Bearer <metrics token>.\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    exposition(metrics).then(
      ({ type, body }) => {
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => answer(500, 'Metrics could not be collected.\n'),
    );
  });
}
