import { existsSync } from 'node:fs';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Context, Document } from 'openapi-backend';
import { ApiError, errors } from '../domain/errors.js';
import { negotiateLang } from '../domain/lang.js';
import type { StoredResponse } from '../domain/idempotency.js';
import type { Handler, HandlerMap, HandlerResult, RequestContext } from './handler-types.js';
import type { Services } from '../services.js';
import { ajvDetails, renderError } from './envelope.js';
import { bodyParserError, jsonBody, rawBody } from './body.js';
import { requestId } from './request-id.js';
import {
  accessTokenVerifier,
  authenticationError,
  identityOf,
  insufficientScope,
  requiredScopes,
  securityHandlers,
} from './authenticate.js';
import { dispatch as dispatchRequest, leanParsing } from './dispatch.js';
import { createOpenApiBackend } from './openapi.js';
import { ASYNCAPI_PATH, OPENAPI_PATH } from './contract.js';
import { projectPath } from '../paths.js';
import { clientAddressMiddleware } from './client-address.js';
import { checkJsonShape, createCors, securityHeadersMiddleware } from './hardening.js';
import { REPLAYED_HEADER, runIdempotently, takesIdempotencyKey, IDEMPOTENCY_HEADER } from './idempotency.js';
import { servesTls } from './listen.js';
import { JWKS_PATH, ROOT_OPERATIONS, TOKEN_PATH, jwksEndpoint, tokenEndpoint } from './oauth.js';
import { anonymousPolicy, createRateLimitGate, type RateLimitGate } from './rate-limits.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** A body that could not be read (too large, not JSON, badly shaped): reported after authentication. */
    bodyError?: unknown;
    /** The query string as parsed once (express re-parses on every read of req.query). */
    rawQuery?: Record<string, string>;
  }
}

/** Both prefixes serve the same operations from the one contract (API-CONVENTIONS). */
export const API_PREFIXES = ['/api/v1', '/v1'] as const;
export const DOCS_FILE = projectPath('dist', 'docs', 'index.html');

type Step = (c: Context, ctx: RequestContext, services: Services) => Promise<void> | void;

const declaredQueries = new WeakMap<object, ReadonlySet<string>>();

function declaredQuery(operation: Context['operation']): ReadonlySet<string> {
  let declared = declaredQueries.get(operation);
  if (!declared) {
    declared = new Set(((operation.parameters ?? []) as Array<{ in: string; name: string }>).filter((p) => p.in === 'query').map((p) => p.name));
    declaredQueries.set(operation, declared);
  }
  return declared;
}

/** Query parameters the operation does not declare are an error, like unknown body fields. */
const rejectUnknownQuery: Step = (c, ctx) => {
  if (ctx.queryGiven.size === 0) return;
  const declared = declaredQuery(c.operation);
  const unknown = [...ctx.queryGiven].filter((name) => !declared.has(name));
  if (unknown.length > 0) {
    throw errors.validationFailed('The request has unknown query parameters.', unknown.map((name) => ({ field: `/${name}`, issue: 'is not a known query parameter' })));
  }
};

/** The credential must hold every scope the contract names for the operation (RFC 6750 challenge if not). */
const checkScopes: Step = (c, ctx) => {
  const missing = requiredScopes(c, ctx.principal.credentialType).filter((s) => !ctx.principal.scopes.includes(s));
  if (missing.length > 0) throw insufficientScope(missing);
};

/**
 * The request pipeline, in order, run after openapi-backend routed the request, authenticated it
 * (credential, revocation, IP allowlist, plan), charged its rate limit and validated it. The
 * handler then runs, once per Idempotency-Key where the operation takes one.
 */
export const PIPELINE: Step[] = [rejectUnknownQuery, checkScopes];

function requestContext(c: Context, req: Request): RequestContext {
  const identity = identityOf(c);
  if (!identity) throw new ApiError('unauthenticated', 'Send Authorization: Bearer <API key or access token>.');
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
    queryGiven: new Set(Object.keys(req.rawQuery ?? {})),
    params: c.request.params as Record<string, string>,
    body: req.jsonBody,
    // Node joins repeated request headers into one string; only set-cookie (a response header) is an array.
    headers: req.headers as Record<string, string | undefined>,
    clientIp: req.clientIp,
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

function resultHeaders(result: HandlerResult): Record<string, string> {
  return { ...(result.contentLanguage ? { 'Content-Language': result.contentLanguage } : {}), ...(result.headers ?? {}) };
}

function operationHandler(handler: Handler, services: Services) {
  return async (c: Context, req: Request, res: Response) => {
    const ctx = requestContext(c, req);
    for (const step of PIPELINE) await step(c, ctx, services);
    if (ctx.headers[IDEMPOTENCY_HEADER] === undefined || !takesIdempotencyKey(c.operation)) {
      const result = await handler(ctx, services);
      for (const [name, value] of Object.entries(resultHeaders(result))) res.setHeader(name, value);
      res.status(result.status ?? 200).type('application/json').send(successBody(result.data));
      return;
    }
    const outcome = await runIdempotently(services.idempotency, c, ctx, async (): Promise<StoredResponse> => {
      const result = await handler(ctx, services);
      return { status: result.status ?? 200, headers: resultHeaders(result), body: { status: 'success', data: result.data } };
    });
    for (const [name, value] of Object.entries(outcome.response.headers)) res.setHeader(name, value);
    if (outcome.replayed) res.setHeader(REPLAYED_HEADER, 'true');
    res.status(outcome.response.status).json(outcome.response.body);
  };
}

/** Body problems wait until the caller is authenticated: an anonymous caller learns nothing from them. */
function deferBodyErrors(step: RequestHandler): RequestHandler {
  return (req, res, next) => {
    step(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null && req.bodyError === undefined) {
        req.bodyError = error;
        req.jsonBody = undefined;
      }
      next();
    });
  };
}

/** JSON only, within the nesting depth, without prototype-polluting keys. */
const readJson: RequestHandler = (req, res, next) => {
  jsonBody(req, res, (error?: unknown) => {
    if (error) return next(error);
    try {
      checkJsonShape(req.jsonBody);
    } catch (shapeError) {
      return next(shapeError);
    }
    next();
  });
};

const ROOT_OPERATION_IDS = new Set(Object.values(ROOT_OPERATIONS));

type OpenApi = Awaited<ReturnType<typeof createOpenApiBackend>>;

/** The request headers openapi-backend needs: those the contract declares, and the credential. */
function contractHeaders(api: OpenApi): (headers: Request['headers']) => Record<string, string> {
  const names = new Set(['authorization', 'content-type']);
  for (const operation of api.router.getOperations()) {
    for (const parameter of (operation.parameters ?? []) as Array<{ in?: string; name?: string }>) {
      if (parameter.in === 'header' && parameter.name) names.add(parameter.name.toLowerCase());
    }
  }
  const wanted = [...names];
  return (headers) => {
    const picked: Record<string, string> = {};
    for (const name of wanted) {
      const value = headers[name];
      if (typeof value === 'string') picked[name] = value;
    }
    return picked;
  };
}

function registerHandlers(api: Awaited<ReturnType<typeof createOpenApiBackend>>, services: Services, handlers: HandlerMap, gate: RateLimitGate): void {
  for (const [operationId, handler] of Object.entries(handlers)) api.register(operationId, operationHandler(handler, services));
  api.register({
    postRoutingHandler: (c: Context) => {
      // The token endpoint and the key set live at the root of the host only.
      if (c.operation && ROOT_OPERATION_IDS.has(c.operation.operationId ?? '')) throw new ApiError('not_found', `No operation at ${c.request.path}.`);
    },
    postSecurityHandler: async (c: Context, req: Request, res: Response) => {
      if (!c.security?.authorized) return;
      const identity = identityOf(c);
      if (identity) await gate.forCredential(res, identity);
      if (req.bodyError !== undefined) throw req.bodyError;
    },
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
  const accessTokens = accessTokenVerifier(services.keyStore, services.credentials, services.config.oauthAudience);
  for (const [scheme, handler] of Object.entries(securityHandlers(services.credentials, accessTokens, (req) => req.clientIp))) {
    api.registerSecurityHandler(scheme, handler);
  }
}

type ExactRoutes = Record<string, Partial<Record<'GET' | 'POST' | 'ALL', RequestHandler[]>>>;

/**
 * The few routes outside /api/v1, found by exact path in one step: as separate express routes,
 * every API request would be matched against each of them first. HEAD is served as GET.
 */
function exactRoutes(routes: ExactRoutes): RequestHandler {
  const table = new Map(Object.entries(routes));
  return (req, res, next) => {
    const byMethod = table.get(req.path);
    if (!byMethod) return next();
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const chain = byMethod[method as 'GET' | 'POST'] ?? byMethod.ALL;
    if (!chain) return next();
    let index = 0;
    const step = (error?: unknown): void => {
      const handler = chain[index++];
      if (error !== undefined || !handler) return next(error);
      handler(req, res, step);
    };
    step();
  };
}

function methodNotAllowed(allowed: string): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Allow', allowed);
    next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}.`));
  };
}

export async function createApp(services: Services, handlers: HandlerMap, contract: Document): Promise<express.Express> {
  const { config, logger } = services;
  const gate = createRateLimitGate(services.rateLimiter, services.ratePolicies, anonymousPolicy(config.rateLimitAnonymous, config.rateLimitWindowSeconds));
  const api = await createOpenApiBackend(contract);
  leanParsing(api);
  const pickHeaders = contractHeaders(api);
  registerHandlers(api, services, handlers, gate);

  /** Requests that carry no credential spend the budget of their address. */
  const anonymousBudget: RequestHandler = (req, res, next) => {
    gate.forAddress(res, req.clientIp).then(() => next(), next);
  };

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
  app.use(securityHeadersMiddleware({ tls: servesTls(config) }), clientAddressMiddleware(services.trustedProxies));
  const cors = createCors(config.corsOrigins);
  if (cors) app.use(cors.headers, (req, res, next) => (req.method === 'OPTIONS' ? anonymousBudget(req, res, next) : next()), cors.preflight);

  const docs: RequestHandler = (_req, res, next) => {
    if (!existsSync(DOCS_FILE)) return next(new ApiError('not_found', 'The reference is not built: run npm run docs.'));
    // The reference page runs its own inline scripts and styles.
    res.removeHeader('Content-Security-Policy');
    res.type('html').sendFile(DOCS_FILE);
  };
  const token = tokenEndpoint({ clients: services.credentials, keyStore: services.keyStore, audience: config.oauthAudience, clientIp: (req) => req.clientIp });
  app.use(
    exactRoutes({
      '/openapi.yaml': { GET: [anonymousBudget, (_req, res) => res.type('application/yaml').sendFile(OPENAPI_PATH)] },
      '/asyncapi.yaml': { GET: [anonymousBudget, (_req, res) => res.type('application/yaml').sendFile(ASYNCAPI_PATH)] },
      '/docs': { GET: [anonymousBudget, docs] },
      '/docs/': { GET: [anonymousBudget, docs] },
      [TOKEN_PATH]: { POST: [anonymousBudget, token], ALL: [methodNotAllowed('POST')] },
      [JWKS_PATH]: { GET: [anonymousBudget, jwksEndpoint(services.keyStore)], ALL: [methodNotAllowed('GET')] },
    }),
  );

  const dispatch = async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Answers hold account data: never stored by a cache on the way.
      res.setHeader('Cache-Control', 'no-store');
      req.rawQuery = req.query as Record<string, string>;
      await dispatchRequest(api, { method: req.method, path: req.path, query: req.rawQuery, headers: pickHeaders(req.headers), body: req.jsonBody }, req, res);
    } catch (error) {
      next(error);
    }
  };
  const readBody = deferBodyErrors(rawBody(config.bodyLimitBytes));
  const parseBody = deferBodyErrors(readJson);
  // One layer per prefix: the body steps run inside it.
  const apiEntry: RequestHandler = (req, res, next) => readBody(req, res, () => parseBody(req, res, () => void dispatch(req, res, next)));
  for (const prefix of API_PREFIXES) app.use(prefix, apiEntry);

  app.use((req: Request, _res: Response, next: NextFunction) => next(new ApiError('not_found', `No operation at ${req.path}.`)));
  // Express recognises error handlers by their four parameters. A response that has not spent a
  // budget yet (failed authentication, unknown path) spends its address's, so it too carries the headers.
  app.use(async (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    let failure = error;
    if (!gate.charged(res) && !res.headersSent) {
      try {
        await gate.forAddress(res, req.clientIp ?? '');
      } catch (limited) {
        failure = limited;
      }
    }
    const known = failure instanceof ApiError ? failure : bodyParserError(failure);
    if (known) return renderError(res, known, req.requestId, config.publicBaseUrl);
    logger.error({ req_id: req.requestId, err: failure }, 'unexpected error');
    renderError(res, new ApiError('internal_error', 'An unexpected error occurred. Quote the request id to support.'), req.requestId, config.publicBaseUrl);
  });
  return app;
}
