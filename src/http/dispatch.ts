import type { Context, OpenAPIBackend, Operation, Request as ApiRequest } from 'openapi-backend';
import type { OperationTable } from './operations.js';

// openapi-backend's handleRequest, for this service's contract, with the work it repeats on every
// request taken out: it parses a request four times (before routing, after it, inside validation,
// and on the coerced values) and aggregates security results with lodash. This does the same steps
// in the same order, calling the same registered handlers, with one parse (the validator's):
// route -> postRoutingHandler -> security handlers -> postSecurityHandler -> unauthorizedHandler
// -> validation (validationFail) -> operation handler (or notImplemented).
// The parse itself is made lean for operations whose parameters need none of the special query
// styles (explode: false, JSON content), which is every operation of the contract today.
// test/http/dispatch-equivalence.test.ts sends the same requests through both and compares.

type HandlerArgs = unknown[];
type RegisteredHandler = (c: Context, ...args: HandlerArgs) => unknown;
type SecurityResult = unknown;

function satisfied(result: SecurityResult): boolean {
  return Boolean(result) && !(typeof result === 'object' && (result as { error?: unknown }).error);
}

export async function dispatch(api: OpenAPIBackend, table: OperationTable, request: ApiRequest, ...args: HandlerArgs): Promise<unknown> {
  const handlers = api.handlers as Record<string, RegisteredHandler | undefined>;
  const method = request.method.toLowerCase();
  const c = { api, request: { method, path: request.path, headers: request.headers, query: {}, params: {}, cookies: {}, requestBody: request.body } } as unknown as Context;
  let operation: Operation;
  try {
    operation = api.router.matchOperation(request, true) as Operation;
  } catch (error) {
    const notAllowed = error instanceof Error && error.message.startsWith('405');
    const handler = (notAllowed ? handlers.methodNotAllowed : undefined) ?? handlers.notFound;
    if (!handler) throw error;
    return handler(c, ...args);
  }
  c.operation = operation;
  const facts = table.of(operation);
  await handlers.postRoutingHandler?.(c, ...args);

  const requirements = (operation.security ?? []) as Array<Record<string, string[]>>;
  const results: Record<string, SecurityResult> = {};
  await Promise.all(
    Object.keys(facts.scopes).map(async (name) => {
      const securityHandler = api.securityHandlers[name];
      if (!securityHandler) return void (results[name] = undefined);
      try {
        results[name] = await securityHandler(c, ...args);
      } catch (error) {
        results[name] = { error: error || new Error('security handler rejected') };
      }
    }),
  );
  const authorized = requirements.some((requirement) => Object.keys(requirement).every((name) => satisfied(results[name])));
  c.security = { ...results, authorized } as Context['security'];
  await handlers.postSecurityHandler?.(c, ...args);
  // The body is read in postSecurityHandler, once the caller is authenticated (src/http/pipeline.ts).
  c.request.requestBody = request.body;
  if (!authorized && requirements.length > 0) {
    if (!handlers.unauthorizedHandler) throw new Error(`401-unauthorized: ${operation.operationId}`);
    return handlers.unauthorizedHandler(c, ...args);
  }

  c.validation = facts.template ? validate(api, facts.arrayQueryNames, request, operation) : api.validator.validateRequest(request, operation);
  if (c.validation.errors) {
    if (!handlers.validationFail) throw new Error(`400-validationFail: ${operation.operationId}`);
    return handlers.validationFail(c, ...args);
  }
  // The validator coerced the values and applied the schema defaults in place.
  const coerced = c.validation.coerced as { query?: object; params?: object };
  c.request = { ...c.request, query: coerced.query ?? {}, params: coerced.params ?? {} } as Context['request'];

  const handler = handlers[operation.operationId ?? ''] ?? handlers.notImplemented;
  if (!handler) throw new Error(`501-notImplemented: ${operation.operationId}`);
  return handler(c, ...args);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // left for validation to refuse
  }
}

/**
 * Replaces the router's per-request parse with one that does what this contract needs (lower-case
 * headers, a copy of the query, path parameters from a regex compiled once per operation, the body)
 * without lodash deep clones, cookie parsing and a regex compiled on every call. Operations that
 * need the special query styles keep the original parse.
 */
export function leanParsing(api: OpenAPIBackend, table: OperationTable): void {
  const router = api.router;
  const original = router.parseRequest.bind(router);
  router.parseRequest = ((req: ApiRequest, operation?: Operation) => {
    const template = operation ? table.of(operation).template : null;
    if (!operation || !template) return original(req, operation);
    const { method, path } = router.normalizeRequest(req);
    const headers: Record<string, string | string[]> = {};
    for (const name in req.headers) headers[name.toLowerCase()] = req.headers[name]!;
    const query: Record<string, unknown> = {};
    const rawQuery = (req.query ?? {}) as Record<string, unknown>;
    for (const name in rawQuery) query[name] = Array.isArray(rawQuery[name]) ? [...(rawQuery[name] as unknown[])] : rawQuery[name];
    const params: Record<string, string> = {};
    const match = template.pattern.exec(router.normalizePath(path));
    if (match) template.names.forEach((name, index) => (params[name] = decoded(match[index + 1]!)));
    let requestBody = req.body;
    if (typeof requestBody === 'string') {
      try {
        requestBody = JSON.parse(requestBody);
      } catch {
        // validation reports it
      }
    }
    return { ...req, method, path, headers, query, params, cookies: {}, requestBody };
  }) as typeof router.parseRequest;
}

type ValidationResult = ReturnType<OpenAPIBackend['validator']['validateRequest']>;

/**
 * openapi-backend's validateRequest for the operations the lean parse serves, without its lodash
 * helpers: the same compiled Ajv validators over the same {path, query, header, cookie, requestBody}
 * object, the same coercion and defaults (Ajv writes them into that object), the same result.
 */
function validate(api: OpenAPIBackend, arrays: ReadonlySet<string>, request: ApiRequest, operation: Operation): ValidationResult {
  const result = { valid: true, errors: [] as unknown[], coerced: { ...request } as Record<string, unknown> };
  const validators = api.validator.getRequestValidatorsForOperation(operation.operationId!) ?? [];
  const { params, query, headers, requestBody } = api.router.parseRequest(request, operation);
  for (const name in query) if (arrays.has(name) && typeof query[name] === 'string') query[name] = [query[name]];
  const parameters: Record<string, unknown> = { path: params, query, header: headers, cookie: {} };
  const contentType = String(headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (typeof requestBody === 'object' || contentType === 'application/json') parameters.requestBody = requestBody;
  for (const check of validators) {
    check(parameters);
    if (check.errors) result.errors.push(...check.errors);
    else {
      result.coerced.query = parameters.query;
      result.coerced.params = parameters.path;
    }
  }
  result.valid = result.errors.length === 0;
  return { ...result, errors: result.valid ? null : result.errors } as unknown as ValidationResult;
}
