import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError, type FieldIssue } from '../domain/errors.js';
import { hstsHeaderValue } from '../security/tls.js';
import { firstJsonIssue, pointerOf } from './json-walk.js';

// Request and response hardening that applies to every route: the shape of JSON bodies, the
// security headers, and CORS (off unless CORS_ORIGINS names origins).

/** Deeper nesting than any request of the contract needs; stops stack-heavy walks downstream. */
export const MAX_JSON_DEPTH = 32;
/** Keys that can reach Object.prototype through a careless merge or spread downstream. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

/** The first problem with a parsed JSON body, or null. */
export function jsonShapeIssue(value: unknown, maxDepth = MAX_JSON_DEPTH): FieldIssue | null {
  return firstJsonIssue(value, (place) => {
    if (place.value === null || typeof place.value !== 'object') return null;
    if (place.depth + 1 > maxDepth) return { field: pointerOf(place), issue: `nests deeper than ${maxDepth} levels` };
    if (Array.isArray(place.value)) return null;
    for (const key of Object.keys(place.value)) {
      if (FORBIDDEN_KEYS.has(key)) return { field: pointerOf({ value: undefined, depth: place.depth + 1, parent: place, key }), issue: 'is a forbidden key' };
    }
    return null;
  });
}

/** Throws 400 invalid_request for a body nested too deep or carrying a forbidden key. */
export function checkJsonShape(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const issue = jsonShapeIssue(value);
  if (issue) throw new ApiError('invalid_request', 'The JSON body is nested too deeply or uses a forbidden key.', [issue]);
}

/** Headers on every response. The API serves JSON only: nothing may be framed, sniffed or run. */
export function securityHeaders(options: { tls: boolean }): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
  if (options.tls) headers.push(['Strict-Transport-Security', hstsHeaderValue()]);
  return headers;
}

export function securityHeadersMiddleware(options: { tls: boolean }): RequestHandler {
  const headers = securityHeaders(options);
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** Headers a browser script may read from a cross-origin response. */
const EXPOSED_HEADERS = 'X-Request-Id, RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed, Content-Language, WWW-Authenticate';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, X-Request-Id, Accept-Language';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export interface Cors {
  /** Adds the CORS headers to responses for allowed origins. */
  headers: RequestHandler;
  /** Answers a preflight from an allowed origin with 204; anything else passes on. */
  preflight: RequestHandler;
}

/**
 * CORS for the origins configured (`*` for any); null when none are (the default): browsers then
 * refuse cross-origin reads. Credentials mode is never allowed: the API takes bearer tokens, not cookies.
 */
export function createCors(origins: readonly string[]): Cors | null {
  if (origins.length === 0) return null;
  const any = origins.includes('*');
  const allowed = new Set(origins);
  const allowOrigin = (origin: string | undefined): string | null => {
    if (origin === undefined) return null;
    if (any) return '*';
    return allowed.has(origin) ? origin : null;
  };
  return {
    headers(req, res, next) {
      const origin = allowOrigin(req.headers.origin);
      if (!any) res.append('Vary', 'Origin');
      if (origin) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      }
      next();
    },
    preflight(req, res, next) {
      if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined || !allowOrigin(req.headers.origin)) return next();
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
    },
  };
}
