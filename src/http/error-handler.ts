import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiError } from '../domain/errors.js';
import { OAuthError } from '../domain/access/token-grant.js';
import { bodyUnread, closeOverUnreadBody } from './body.js';
import { renderError } from './envelope.js';
import type { RateLimitGate } from './rate-limits.js';

// The last step of every request that failed: the one place that turns any error into a response.
// Known errors keep their code; an unreachable database is 503 service_unavailable with
// Retry-After; anything else is 500 internal_error, logged with the request id, never shown. A
// response that has not spent a rate-limit budget yet (failed authentication, an unknown path)
// spends its address's, so it too carries the RateLimit headers.

/** RFC 6749 section 5.2: `invalid_client` is 401 (with a Basic challenge when Basic was tried), the rest 400. */
function renderOAuthError(req: Request, res: Response, error: OAuthError, status = error.code === 'invalid_client' ? 401 : 400): void {
  if (error.code === 'invalid_client' && /^Basic /i.test(req.headers.authorization ?? '')) res.setHeader('WWW-Authenticate', 'Basic realm="oauth", charset="UTF-8"');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  res.status(status).json({ error: error.code, error_description: error.description });
}

/** Seconds a client waits before retrying when the database is unreachable (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function serviceUnavailable(): ApiError {
  return new ApiError('service_unavailable', 'The service cannot reach its database at the moment; retry after the time in Retry-After.', [], {
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
}

export function errorHandler(deps: { gate: RateLimitGate; logger: Logger; baseUrl: (req: Request) => string; onUnavailable?: () => void }) {
  // Express recognises error handlers by their four parameters.
  return async (error: unknown, req: Request, res: Response, _next: NextFunction): Promise<void> => {
    let failure = error;
    if (!deps.gate.charged(res) && !res.headersSent) {
      try {
        await deps.gate.forAddress(res, req.clientIp ?? '');
      } catch (limited) {
        failure = limited;
      }
    }
    if (res.headersSent) return;
    // Answered before its body was read (authentication, a declared length past the cap, a rate
    // limit): the connection closes after the answer instead of waiting for a body nobody reads.
    if (bodyUnread(req)) closeOverUnreadBody(req, res);
    if (failure instanceof OAuthError) return renderOAuthError(req, res, failure);
    const known = failure instanceof ApiError ? failure : undefined;
    // The token endpoint answers a request it cannot read (too large, malformed, against the
    // contract) as RFC 6749 invalid_request; limits and server faults keep the envelope.
    if (known && res.locals.operation?.oauthErrors && (known.status === 400 || known.status === 413 || known.status === 415)) {
      return renderOAuthError(req, res, new OAuthError('invalid_request', known.message), known.status === 413 ? 413 : 400);
    }
    if (known) return renderError(res, known, req.requestId, deps.baseUrl(req));
    if (isDatabaseUnavailable(failure)) {
      deps.onUnavailable?.();
      deps.logger.warn({ req_id: req.requestId, err: failure }, 'database unavailable');
      return renderError(res, serviceUnavailable(), req.requestId, deps.baseUrl(req));
    }
    deps.logger.error({ req_id: req.requestId, err: failure }, 'unexpected error');
    renderError(res, new ApiError('internal_error', 'An unexpected error occurred. Quote the request id to support.'), req.requestId, deps.baseUrl(req));
  };
}
