import type { Request, Response } from 'express';
import type { Context, OpenAPIBackend } from 'openapi-backend';
import { ApiError, errors } from '../domain/errors.js';
import { yieldToEventLoop } from '../domain/event-loop.js';
import type { StoredResponse } from '../domain/idempotency.js';
import { negotiateLang } from '../domain/lang.js';
import type { Services } from '../services.js';
import { insufficientScope, type AccessTokenVerifier } from '../domain/access/bearer.js';
import type { Identity } from '../domain/access/credentials.js';
import { authenticationError, identityOf, requiredScopes, securityHandlers } from './authenticate.js';
import { hasLargeBody } from './body.js';
import { ajvDetails, type AjvError } from './envelope.js';
import { checkInput } from './input-checks.js';
import { checkAccept } from './negotiation.js';
import type { HandlerMap, HandlerResult, OperationId, RequestContext } from './handler-types.js';
import { REPLAYED_HEADER, runIdempotently } from './idempotency.js';
import type { OperationFacts, OperationTable } from './operations.js';
import { hasPreparedJson, prepareJson, preparedJson } from '../prepared-json.js';
import type { RateLimitGate } from './rate-limits.js';

// The request pipeline after routing: authenticate -> authorize -> validate -> idempotency ->
// handler. openapi-backend (through dispatch) routes the request, runs the security handlers
// (credential, revocation, IP allowlist, plan) on the headers alone, then postSecurityHandler
// charges the rate limit, checks the scopes the operation needs (before anything about the request
// is looked at, so a caller that may not use an operation learns nothing of its shape), reads the
// body (only now: src/http/app.ts), reports a body that could not be read and input no operation can
// take (src/http/input-checks.ts); validation follows, then the operation's handler below: unknown
// query names refused, the handler run (once per Idempotency-Key and credential where the operation
// takes one), its result sent as HTTP 200.

declare module 'express-serve-static-core' {
  interface Request {
    /** A body that could not be read (too large, not JSON, badly shaped): reported after authentication. */
    bodyError?: unknown;
    /** The query string as parsed once (express re-parses on every read of req.query). */
    rawQuery?: Record<string, string>;
  }
  interface Locals {
    /** The operation the request was routed to, once it is known (the error handler reads it). */
    operation?: OperationFacts;
    /** The accepted credential's id (API key id or OAuth client id, never its secret) and mode: for logs and metrics. */
    credentialId?: string;
    mode?: 'test' | 'live';
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * What an operation checks from its headers before its body is read, beyond the security schemes:
 * the token endpoint's client, when it authenticates with HTTP Basic (a malformed or wrong one is
 * refused without waiting for the form).
 */
const HEADER_CHECKS: Partial<Record<OperationId, (req: Request, services: Services) => Promise<unknown>>> = {
  createAccessToken: (req, services) => services.tokenGrant.authenticateBasic(req.headers.authorization, req.clientIp),
};

type AnyHandler = (ctx: RequestContext, services: Services) => Promise<HandlerResult>;

/** What the domain receives as the reason when a client went away (it is never sent: no one is there). */
const CLIENT_GONE = 'The client closed the connection before the answer was sent.';

/** An AbortSignal aborted when the response closes unfinished; made on first use only (most handlers never read it). */
function clientGoneSignal(res: Response): () => AbortSignal {
  let signal: AbortSignal | undefined;
  return () => {
    if (signal) return signal;
    const controller = new AbortController();
    signal = controller.signal;
    if (res.destroyed && !res.writableEnded) controller.abort(new ApiError('invalid_request', CLIENT_GONE));
    else res.once('close', () => !res.writableEnded && controller.abort(new ApiError('invalid_request', CLIENT_GONE)));
    return signal;
  };
}

function requestContext(c: Context, req: Request, res: Response, operation: OperationFacts): RequestContext {
  const signal = clientGoneSignal(res);
  const identity = identityOf(c);
  if (!identity && !operation.public) throw new ApiError('unauthenticated', 'Send Authorization: Bearer <API key or access token>.');
  return {
    operationId: operation.operationId as OperationId,
    requestId: req.requestId,
    lang: negotiateLang(req.headers['accept-language']),
    principal: identity
      ? {
          accountId: identity.accountId,
          mode: identity.mode,
          plan: identity.plan,
          scopes: identity.scopes,
          credentialType: identity.credentialType,
          credentialId: identity.credentialId,
        }
      : null,
    query: (c.request.query ?? {}) as never,
    queryGiven: new Set(Object.keys(req.rawQuery ?? {})),
    params: c.request.params as never,
    body: req.parsedBody as never,
    // Node joins repeated request headers into one string; only set-cookie (a response header) is an array.
    headers: req.headers as Record<string, string | undefined>,
    clientIp: req.clientIp,
    basePath: req.baseUrl,
    get signal() {
      return signal();
    },
  };
}

/** Query parameters the operation does not declare are an error, like unknown body fields. */
function rejectUnknownQuery(operation: OperationFacts, ctx: RequestContext): void {
  if (ctx.queryGiven.size === 0) return;
  const unknown = [...ctx.queryGiven].filter((name) => !operation.queryNames.has(name));
  if (unknown.length > 0) {
    throw errors.validationFailed('The request has unknown query parameters.', unknown.map((name) => ({ field: `/${name}`, issue: 'is not a known query parameter' })));
  }
}

/**
 * The credential must hold every scope the contract names for the operation (RFC 6750 challenge if
 * not). Checked from the credential alone, before the body is read or validated.
 */
function checkScopes(operation: OperationFacts, identity: Pick<Identity, 'scopes' | 'credentialType'>): void {
  const held = identity.scopes;
  const missing = requiredScopes(operation, identity.credentialType).filter((s) => !held.includes(s));
  if (missing.length > 0) throw insufficientScope(missing);
}

/**
 * Success bodies by data object: a domain service that answers from its cache returns the same
 * frozen object, whose bytes are then serialised once instead of on every request.
 */
const serialised = new WeakMap<object, Buffer>();

function bodyBytes(body: unknown): Buffer {
  const data = (body as { data?: unknown } | null)?.data;
  const cacheable = typeof data === 'object' && data !== null && Object.isFrozen(data);
  const hit = cacheable ? serialised.get(data) : undefined;
  if (hit) return hit;
  const bytes = preparedJson(body) ?? Buffer.from(JSON.stringify(body));
  if (cacheable) serialised.set(data, bytes);
  return bytes;
}

const SUCCESS_START = Buffer.from('{"status":"success","data":');
const SUCCESS_END = Buffer.from('}');

/** The success envelope; its JSON bytes wrap the data's when the data has them prepared (src/prepared-json.ts). */
function successEnvelope(data: unknown): { status: 'success'; data: unknown } {
  const envelope = { status: 'success' as const, data };
  if (!hasPreparedJson(data)) return envelope;
  return prepareJson(envelope, () => Buffer.concat([SUCCESS_START, preparedJson(data)!, SUCCESS_END]));
}

function send(res: Response, response: StoredResponse, replayed: boolean): void {
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (replayed) res.setHeader(REPLAYED_HEADER, 'true');
  res.status(response.status).type('application/json').send(bodyBytes(response.body));
}

/** Files (PDFs) are sent as their bytes; operations that answer files take no Idempotency-Key, so nothing is replayed. */
function sendFile(res: Response, response: StoredResponse, file: NonNullable<HandlerResult['file']>): void {
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (file.bytes === null) res.status(304).end();
  else res.status(200).type(file.contentType).send(file.bytes);
}

function operationHandler(handler: AnyHandler, services: Services, operation: OperationFacts) {
  return async (c: Context, req: Request, res: Response) => {
    const large = hasLargeBody(req);
    if (large) await yieldToEventLoop(); // after validation
    const ctx = requestContext(c, req, res, operation);
    rejectUnknownQuery(operation, ctx);
    let file: HandlerResult['file'];
    const outcome = await runIdempotently(services.idempotency, operation, ctx, async (): Promise<StoredResponse> => {
      const result = await handler(ctx, services);
      file = result.file;
      const headers: Record<string, string> = { ...result.headers };
      if (result.contentLanguage) headers['Content-Language'] = result.contentLanguage;
      if (result.location !== undefined) headers.Location = ctx.basePath + result.location;
      return { status: 200, headers, body: operation.enveloped ? successEnvelope(result.data) : result.data };
    });
    if (large) await yieldToEventLoop(); // before the answer is serialised
    if (file) sendFile(res, outcome.response, file);
    else send(res, outcome.response, outcome.replayed);
  };
}

/** Registers the operation handlers, the hooks that turn every failure into an ApiError, and the security handlers. */
export function registerOperations(api: OpenAPIBackend, table: OperationTable, services: Services, handlers: HandlerMap, gate: RateLimitGate, accessTokens: AccessTokenVerifier): void {
  for (const [operationId, handler] of Object.entries(handlers)) {
    const operation = table.get(operationId);
    if (!operation) throw new Error(`handler for ${operationId}, which is not in the contract`);
    api.register(operationId, operationHandler(handler as AnyHandler, services, operation));
  }
  api.register({
    postRoutingHandler: (c: Context, req: Request, res: Response) => {
      const operation = table.of(c.operation);
      res.locals.operation = operation;
      // On successes and errors alike: a client learns of the retirement from any answer.
      if (operation.deprecationHeaders) for (const [name, value] of Object.entries(operation.deprecationHeaders)) res.setHeader(name, value);
      // The token endpoint and the key set live at the root of the host only, the rest under the prefixes.
      if (operation.root !== (req.baseUrl === '')) throw new ApiError('not_found', `No operation at ${req.originalUrl.split('?')[0]}.`);
      // Probes of load balancers and orchestrators are never refused for a budget.
      if (!operation.metered) gate.exempt(res);
    },
    postSecurityHandler: async (c: Context, req: Request, res: Response) => {
      const identity = identityOf(c);
      if (identity) {
        res.locals.credentialId = identity.credentialId;
        res.locals.mode = identity.mode;
      }
      if (gate.charged(res)) {
        // Exempt from rate limits (x-rate-limited: false).
      } else if (identity) await gate.forCredential(res, identity);
      else if (table.of(c.operation).public) await gate.forAddress(res, req.clientIp);
      else return; // unauthorized: answered from the headers, the body unread; the error handler charges the address
      // Authorization before anything about the request is read: whatever its body, a credential
      // without the operation's scopes gets 403 (an unauthenticated caller 401, in unauthorizedHandler).
      if (identity) checkScopes(table.of(c.operation), identity);
      await HEADER_CHECKS[table.of(c.operation).operationId as OperationId]?.(req, services);
      // Only a caller that may send a body has it read: one without a valid credential (or past its
      // rate limit) is answered without waiting for it.
      await req.readBody?.();
      if (req.bodyError !== undefined) throw req.bodyError;
      const operation = table.of(c.operation);
      checkAccept(operation, req);
      checkInput(operation, { path: req.path, query: req.rawQuery ?? {}, body: req.parsedBody, hasBody: Buffer.isBuffer(req.body) && req.body.length > 0 });
      // What is left for an operation that takes no body is `{}` (checkInput): handled as no body.
      if (!operation.takesBody) req.parsedBody = undefined;
      if (hasLargeBody(req)) await yieldToEventLoop();
    },
    validationFail: (c: Context) => {
      throw errors.validationFailed('The request does not match the contract.', ajvDetails(c.validation.errors as AjvError[] | null));
    },
    notFound: (c: Context) => {
      throw new ApiError('not_found', `No operation at ${c.request.path}.`);
    },
    methodNotAllowed: (c: Context) => {
      const allowed = METHODS.filter((method) => api.router.matchOperation({ method, path: c.request.path, headers: {} }) !== undefined);
      throw new ApiError('method_not_allowed', `${c.request.method.toUpperCase()} is not allowed on ${c.request.path}.`, [], {
        Allow: allowed.map((m) => m.toUpperCase()).join(', '),
      });
    },
    notImplemented: (c: Context) => {
      throw errors.notImplemented(c.operation.operationId ?? 'this operation');
    },
    unauthorizedHandler: (c: Context) => {
      throw authenticationError(c, table.of(c.operation));
    },
  });
  for (const [scheme, handler] of Object.entries(securityHandlers(services.credentials, accessTokens, (req) => req.clientIp))) {
    api.registerSecurityHandler(scheme, handler);
  }
}
