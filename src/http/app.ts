import { existsSync } from 'node:fs';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Context, Document } from 'openapi-backend';
import { ApiError, errors } from '../domain/errors.js';
import { negotiateLang } from '../domain/lang.js';
import type { Handler, HandlerMap, RequestContext } from './handler-types.js';
import type { Services } from '../services.js';
import { ajvDetails, renderError } from './envelope.js';
import { bodyParserError, jsonBody, rawBody } from './body.js';
import { requestId } from './request-id.js';
import { authenticationError, identityOf, noAccessTokens, requiredScopes, securityHandlers } from './authenticate.js';
import { createOpenApiBackend } from './openapi.js';
import { ASYNCAPI_PATH, OPENAPI_PATH } from './contract.js';

/** Both prefixes serve the same operations from the one contract (API-CONVENTIONS). */
export const API_PREFIXES = ['/api/v1', '/v1'] as const;
export const DOCS_FILE = new URL('../../dist/docs/index.html', import.meta.url);

type Step = (c: Context, ctx: RequestContext, services: Services) => Promise<void> | void;

/** Query parameters the operation does not declare are an error, like unknown body fields. */
const rejectUnknownQuery: Step = (c, ctx) => {
  const declared = new Set(
    ((c.operation?.parameters ?? []) as Array<{ in: string; name: string }>).filter((p) => p.in === 'query').map((p) => p.name),
  );
  const unknown = [...ctx.queryGiven].filter((name) => !declared.has(name));
  if (unknown.length > 0) {
    throw errors.validationFailed('The request has unknown query parameters.', unknown.map((name) => ({ field: `/${name}`, issue: 'is not a known query parameter' })));
  }
};

/** The credential must hold every scope the contract names for the operation. */
const checkScopes: Step = (c, ctx) => {
  const missing = requiredScopes(c, { ...ctx.principal, allowedCidrs: [] }).filter((s) => !ctx.principal.scopes.includes(s));
  if (missing.length > 0) {
    throw new ApiError('insufficient_scope', `This operation needs the scope ${missing.join(', ')}.`);
  }
};

/**
 * The request pipeline, in order, run after openapi-backend routed, authenticated and validated
 * the request. Later concerns (IP allowlists, rate limits, idempotency) are further steps here.
 */
export const PIPELINE: Step[] = [rejectUnknownQuery, checkScopes];

function requestContext(c: Context, req: Request): RequestContext {
  const identity = identityOf(c);
  if (!identity) throw new ApiError('unauthenticated', 'Send Authorization: Bearer <API key or access token>.');
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return {
    operationId: c.operation.operationId ?? '',
    requestId: req.requestId,
    lang: negotiateLang(req.headers['accept-language']),
    principal: {
      accountId: identity.accountId,
      mode: identity.mode,
      plan: identity.plan,
      scopes: identity.scopes,
      credentialType: identity.credentialType,
      credentialId: identity.credentialId,
    },
    query: (c.request.query ?? {}) as Record<string, unknown>,
    queryGiven: new Set(Object.keys(req.query as object)),
    params: c.request.params as Record<string, string>,
    body: req.jsonBody,
    headers,
    clientIp: req.socket.remoteAddress ?? '',
  };
}

/**
 * Success envelopes by data object: a domain service that answers from its cache returns the
 * same frozen object, whose bytes are then serialised once instead of on every request.
 */
const serialised = new WeakMap<object, Buffer>();

function successBody(data: unknown): Buffer {
  const cacheable = typeof data === 'object' && data !== null && Object.isFrozen(data);
  const hit = cacheable ? serialised.get(data) : undefined;
  if (hit) return hit;
  const bytes = Buffer.from(JSON.stringify({ status: 'success', data }));
  if (cacheable) serialised.set(data, bytes);
  return bytes;
}

function operationHandler(handler: Handler, services: Services) {
  return async (c: Context, req: Request, res: Response) => {
    const ctx = requestContext(c, req);
    for (const step of PIPELINE) await step(c, ctx, services);
    const result = await handler(ctx, services);
    if (result.contentLanguage) res.setHeader('Content-Language', result.contentLanguage);
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    res.status(result.status ?? 200).type('application/json').send(successBody(result.data));
  };
}

export async function createApp(services: Services, handlers: HandlerMap, contract: Document): Promise<express.Express> {
  const { config, logger } = services;
  const api = await createOpenApiBackend(contract);

  for (const [operationId, handler] of Object.entries(handlers)) api.register(operationId, operationHandler(handler, services));
  api.register({
    validationFail: (c: Context) => {
      throw errors.validationFailed('The request does not match the contract.', ajvDetails(c.validation.errors as never));
    },
    notFound: (c: Context) => {
      throw new ApiError('not_found', `No operation at ${c.request.path}.`);
    },
    methodNotAllowed: (c: Context) => {
      throw new ApiError('method_not_allowed', `${c.request.method.toUpperCase()} is not allowed on ${c.request.path}.`);
    },
    notImplemented: (c: Context) => {
      throw errors.notImplemented(c.operation.operationId ?? 'this operation');
    },
    unauthorizedHandler: (c: Context) => {
      throw authenticationError(c);
    },
  });
  for (const [scheme, handler] of Object.entries(securityHandlers(services.credentials, noAccessTokens))) {
    api.registerSecurityHandler(scheme, handler);
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(requestId);
  if (logger.isLevelEnabled('info')) app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings may carry tokens (stream clients) and are never logged.
      logger.info({ req_id: req.requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  app.get('/openapi.yaml', (_req, res) => res.type('application/yaml').sendFile(OPENAPI_PATH));
  app.get('/asyncapi.yaml', (_req, res) => res.type('application/yaml').sendFile(ASYNCAPI_PATH));
  app.get(['/docs', '/docs/'], (_req, res, next) => {
    if (!existsSync(DOCS_FILE)) return next(new ApiError('not_found', 'The reference is not built: run npm run docs.'));
    res.type('html').sendFile(DOCS_FILE.pathname);
  });

  const dispatch = async (req: Request, res: Response, next: NextFunction) => {
    try {
      await api.handleRequest(
        { method: req.method, path: req.path, query: req.query as Record<string, string>, headers: req.headers as Record<string, string>, body: req.jsonBody },
        req,
        res,
      );
    } catch (error) {
      next(error);
    }
  };
  for (const prefix of API_PREFIXES) app.use(prefix, rawBody(config.bodyLimitBytes), jsonBody, dispatch);

  app.use((req: Request, _res: Response, next: NextFunction) => next(new ApiError('not_found', `No operation at ${req.path}.`)));
  // Express recognises error handlers by their four parameters.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = error instanceof ApiError ? error : bodyParserError(error);
    if (known) return renderError(res, known, req.requestId, config.publicBaseUrl);
    logger.error({ req_id: req.requestId, err: error }, 'unexpected error');
    renderError(res, new ApiError('internal_error', 'An unexpected error occurred. Quote the request id to support.'), req.requestId, config.publicBaseUrl);
  });
  return app;
}
