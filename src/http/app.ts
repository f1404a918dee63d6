import { createServer } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Document } from 'openapi-backend';
import { ApiError } from '../domain/errors.js';
import { accessTokenVerifier } from '../domain/access/bearer.js';
import { tokenParams } from '../domain/access/token-grant.js';
import { McpEndpoint } from '../mcp/endpoint.js';
import { prepareCatalog } from '../mcp/server.js';
import type { Services } from '../services.js';
import { boundedBody, hasLargeBody, jsonBody, skipRequestsAfterClose } from './body.js';
import { clientAddressMiddleware } from './client-address.js';
import { dispatch as dispatchRequest, leanParsing } from './dispatch.js';
import { errorHandler } from './error-handler.js';
import type { HandlerMap } from './handler-types.js';
import { checkJsonShape, createCors, securityHeadersMiddleware } from './hardening.js';
import { servesTls } from './listen.js';
import { metricsRoute, observeRequests } from './observe.js';
import { createOpenApiBackend } from './openapi.js';
import { OperationTable } from './operations.js';
import { registerOperations } from './pipeline.js';
import { anonymousPolicy, createRateLimitGate } from './rate-limits.js';
import { requestId } from './request-id.js';
import { MCP_PATH, mcpRoute } from './mcp-route.js';
import { ownBaseUrl } from './own-address.js';
import { rootRoutes } from './root-routes.js';

// Assembles the server: request id and logging, security headers and client address, CORS, the
// routes outside the API (contracts, reference), the root operations (token endpoint, key set)
// and the API under both prefixes, all through one openapi-backend pipeline, then the error handler.

/** Both prefixes serve the same operations from the one contract (API-CONVENTIONS). */
export const API_PREFIXES = ['/api/v1', '/v1'] as const;

/** The MCP server's version is the contract's. */
const MCP_VERSION_FALLBACK = '1.0.0';

/**
 * Token requests are a few hundred bytes; anything near this is not one. Their form must also arrive
 * within the headers' timeout (HEADERS_TIMEOUT_SECONDS), not the body's: an anonymous caller holds
 * the connection for seconds at most.
 */
const ROOT_BODY_LIMIT_BYTES = 4 * 1024;

/** Body problems wait until the caller is authenticated: an anonymous caller learns nothing from them. */
function deferBodyErrors(step: RequestHandler): RequestHandler {
  return (req, res, next) => {
    step(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null && req.bodyError === undefined) {
        req.bodyError = error;
        req.parsedBody = undefined;
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
      checkJsonShape(req.parsedBody);
    } catch (shapeError) {
      return next(shapeError);
    }
    if (hasLargeBody(req)) setImmediate(next);
    else next();
  });
};

/** The token endpoint's body: a form (or JSON) of string parameters, none repeated (RFC 6749 section 3.2). */
const readTokenParams: RequestHandler = (req, _res, next) => {
  const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  req.parsedBody = undefined;
  if (req.method !== 'POST') return next();
  try {
    req.parsedBody = tokenParams(req.headers['content-type'], bytes);
  } catch (error) {
    return next(error);
  }
  next();
};

export async function createApp(services: Services, handlers: HandlerMap, contract: Document): Promise<express.Express> {
  const { config, logger } = services;
  const gate = createRateLimitGate(services.rateLimiter, services.ratePolicies, anonymousPolicy(config.rateLimitAnonymous, config.rateLimitWindowSeconds), (policy) =>
    services.metrics.rateLimitRefusals.inc({ policy }),
  );
  const table = new OperationTable(contract);
  const MCP_VERSION = String((contract as { info?: { version?: string } }).info?.version ?? MCP_VERSION_FALLBACK);
  const api = await createOpenApiBackend(contract);
  leanParsing(api, table);
  // One verifier (and its cache of verified tokens) for the operations and the MCP endpoint.
  const accessTokens = accessTokenVerifier(services.keyStore, services.credentials, config.oauthAudience);
  registerOperations(api, table, services, handlers, gate, accessTokens);
  const contractHeaders = table.requestHeaderNames();

  /** Requests outside the operations spend the budget of their address. */
  const anonymousBudget: RequestHandler = (req, res, next) => {
    gate.forAddress(res, req.clientIp).then(() => next(), next);
  };

  /** Hands the request to openapi-backend (through the fast dispatch) with the headers the contract reads. */
  const dispatch = (req: Request, res: Response, next: NextFunction): void => {
    // Answers hold account data: never stored by a cache on the way (a handler may say otherwise).
    res.setHeader('Cache-Control', 'no-store');
    req.rawQuery = req.query as Record<string, string>;
    const headers: Record<string, string> = {};
    for (const name of contractHeaders) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // HEAD is GET without the body (Node leaves the body out of a HEAD answer).
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    // `body` is read when it is used: an API request's body is read after authentication (req.readBody).
    const request = {
      method,
      path: req.path,
      query: req.rawQuery,
      headers,
      get body() {
        return req.parsedBody;
      },
    };
    dispatchRequest(api, table, request, req, res).catch(next);
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(skipRequestsAfterClose);
  app.use(requestId);
  app.use(observeRequests(services.metrics, logger));
  app.use(securityHeadersMiddleware({ tls: servesTls(config) }), clientAddressMiddleware(services.trustedProxies));
  const cors = createCors(config.corsOrigins);
  if (cors) app.use(cors.headers, (req, res, next) => (req.method === 'OPTIONS' ? anonymousBudget(req, res, next) : next()), cors.preflight);
  app.use(rootRoutes(anonymousBudget, config));
  app.use(metricsRoute(services.metrics, config.metrics));

  // The body of every request is read once the caller is authenticated, from the headers alone:
  // the pipeline calls req.readBody (src/http/pipeline.ts), so an unknown caller is answered without
  // its body being waited for; the body's bound is enforced while it is read (src/http/body.ts).
  const readRootBody = deferBodyErrors(boundedBody({ limitBytes: ROOT_BODY_LIMIT_BYTES, deadlineMs: config.connections.headersTimeoutMs }));
  const parseRootBody = deferBodyErrors(readTokenParams);
  const readBody = deferBodyErrors(boundedBody({ limitBytes: config.bodyLimitBytes }));
  const parseBody = deferBodyErrors(readJson);
  const readJsonBody = (req: Request, res: Response) => new Promise<void>((resolve) => readBody(req, res, () => parseBody(req, res, () => resolve())));

  // The contract's operations at the root of the host (their own `servers`): the same pipeline.
  const rootPaths = new Set(table.rootPaths().keys());
  app.use((req, res, next) => {
    if (!rootPaths.has(req.path)) return next();
    req.readBody = () => new Promise<void>((resolve) => readRootBody(req, res, () => parseRootBody(req, res, () => resolve())));
    dispatch(req, res, next);
  });

  // The MCP server for hosted agents: the credential before the body, bounded answers, tool calls
  // into this app in process (src/http/mcp-route.ts, src/mcp/endpoint.ts).
  const endpoint = new McpEndpoint(prepareCatalog(contract as Record<string, any>), MCP_VERSION);
  app.use(MCP_PATH, mcpRoute({ credentials: services.credentials, accessTokens, gate, endpoint, readBody: readJsonBody, api: createServer(app), baseUrl: (req) => ownBaseUrl(req, config) }));

  // One layer per prefix.
  const apiEntry: RequestHandler = (req, res, next) => {
    req.readBody = () => readJsonBody(req, res);
    dispatch(req, res, next);
  };
  for (const prefix of API_PREFIXES) app.use(prefix, apiEntry);

  app.use((req: Request, _res: Response, next: NextFunction) => next(new ApiError('not_found', `No operation at ${req.path}.`)));
  app.use(errorHandler({ gate, logger, baseUrl: (req) => ownBaseUrl(req, config), onUnavailable: () => services.metrics.dbUnavailable.inc() }));
  return app;
}
