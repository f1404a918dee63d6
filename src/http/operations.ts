import type { Document, Operation } from 'openapi-backend';
import { deprecationHeaders } from './deprecation.js';

// The one table of per-operation facts, built from the contract once at start and read by the
// whole pipeline (routing, authentication, scopes, query checks, idempotency, responses).

export type SchemeName = 'ApiKeyAuth' | 'OAuth2';
export const SCHEMES: readonly SchemeName[] = ['ApiKeyAuth', 'OAuth2'];

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A path template as a regex (as openapi-backend's router reads it) with its parameter names. */
export interface PathTemplate {
  pattern: RegExp;
  names: readonly string[];
}

export interface OperationFacts {
  operationId: string;
  /** Lower-case HTTP method. */
  method: string;
  /** The path template as the contract writes it (`/buyers/{id}`). */
  path: string;
  /** Served at the root of the host (the operation names its own servers), not under the API prefixes. */
  root: boolean;
  /** Query parameters the contract declares; any other is refused. */
  queryNames: ReadonlySet<string>;
  /** Query parameters of array type (a single value becomes a one-item array). */
  arrayQueryNames: ReadonlySet<string>;
  /** Query parameters of integer type (or arrays of integers): decimal digits only. */
  integerQueryNames: ReadonlySet<string>;
  /** Spends a rate-limit budget; false for the health probes (`x-rate-limited: false` in the contract). */
  metered: boolean;
  /** The operation declares a request body; a body sent to any other is refused. */
  takesBody: boolean;
  /** Request headers the contract declares, lower-case. */
  headerNames: readonly string[];
  /** The scopes each accepted scheme needs; no entry means the scheme is not accepted. */
  scopes: Readonly<Partial<Record<SchemeName, readonly string[]>>>;
  /** `security: []`: no credential. */
  public: boolean;
  /** A write: takes an Idempotency-Key header (every operation but GETs and those marked `x-safe: true`, which ignore it). */
  idempotent: boolean;
  /** The media types of its success answers (`application/json`; `application/pdf` for a file), for the Accept check. */
  answers: readonly string[];
  /** The success body is the `{"status":"success","data"}` envelope (not an RFC-defined shape). */
  enveloped: boolean;
  /** Bad requests answer `{"error","error_description"}` (RFC 6749 section 5.2) instead of the error envelope. */
  oauthErrors: boolean;
  /** For the fast parse; null when a parameter needs openapi-backend's own parsing (special query styles, cookies). */
  template: PathTemplate | null;
  deprecated: boolean;
  /** Deprecation and Sunset headers sent on every answer of a deprecated operation (src/http/deprecation.ts). */
  deprecationHeaders: Readonly<Record<string, string>> | null;
}

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve(document: Json, node: Json | undefined): Json {
  let at = node ?? {};
  while (typeof at.$ref === 'string') {
    at = (at.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((here: Json, key) => here?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return at;
}

function isEnvelope(document: Json, operation: Json): boolean {
  const success = resolve(document, operation.responses?.['200']);
  const schema = resolve(document, success.content?.['application/json']?.schema);
  return resolve(document, schema.properties?.status).const === 'success';
}

/** The media types of the 2xx responses (a 304 or other answer without a body adds none). */
function successMediaTypes(document: Json, operation: Json): string[] {
  const types = new Set<string>();
  for (const [status, response] of Object.entries((operation.responses ?? {}) as Json)) {
    if (/^2/.test(status)) for (const type of Object.keys(resolve(document, response).content ?? {})) types.add(type);
  }
  return [...types];
}

function hasOAuthErrors(document: Json, operation: Json): boolean {
  const badRequest = resolve(document, operation.responses?.['400']);
  const schema = resolve(document, badRequest.content?.['application/json']?.schema);
  return schema.properties?.error_description !== undefined;
}

function isIntegerSchema(document: Json, schema: Json): boolean {
  if (schema.type === 'array') return isIntegerSchema(document, resolve(document, schema.items));
  return schema.type === 'integer';
}

function templateOf(path: string, parameters: Json[]): PathTemplate | null {
  const special = parameters.some((p) => p.in === 'cookie' || (p.in === 'query' && (p.explode === false || p.content !== undefined)));
  if (special) return null;
  const names = [...path.matchAll(/\{([A-Za-z0-9_-]+)\}/g)].map((m) => m[1]!);
  return { pattern: new RegExp(`^${path.replace(/\{[A-Za-z0-9_-]+\}/g, '([^\\/]*)')}$`), names };
}

function factsOf(document: Json, path: string, item: Json, method: string, operation: Json): OperationFacts {
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p: Json) => resolve(document, p));
  const query = parameters.filter((p) => p.in === 'query');
  const requirements = (operation.security ?? document.security ?? []) as Array<Record<string, string[]>>;
  const scopes: Partial<Record<SchemeName, readonly string[]>> = {};
  for (const requirement of requirements) {
    for (const [scheme, needed] of Object.entries(requirement)) scopes[scheme as SchemeName] = Object.freeze([...needed]);
  }
  const headerNames = parameters.filter((p) => p.in === 'header').map((p) => String(p.name).toLowerCase());
  const idempotent = headerNames.includes(IDEMPOTENCY_HEADER);
  // One rule (the contract's "Safe retries"): every write takes Idempotency-Key; only what stores
  // nothing (GET, and a POST marked `x-safe: true`) does not, and there the header is ignored.
  const safe = method === 'get' || operation['x-safe'] === true;
  if (safe === idempotent) {
    throw new Error(
      safe
        ? `${operation.operationId}: marked as storing nothing, yet it declares Idempotency-Key`
        : `${operation.operationId}: a write (${method.toUpperCase()}) must declare the Idempotency-Key parameter, or be marked x-safe: true if it stores nothing`,
    );
  }
  return Object.freeze({
    operationId: String(operation.operationId),
    method,
    path,
    root: Array.isArray(operation.servers ?? item.servers),
    queryNames: new Set(query.map((p) => String(p.name))),
    arrayQueryNames: new Set(query.filter((p) => resolve(document, p.schema).type === 'array').map((p) => String(p.name))),
    integerQueryNames: new Set(query.filter((p) => isIntegerSchema(document, resolve(document, p.schema))).map((p) => String(p.name))),
    metered: operation['x-rate-limited'] !== false,
    takesBody: operation.requestBody !== undefined,
    headerNames,
    scopes: Object.freeze(scopes),
    public: requirements.length === 0,
    idempotent,
    answers: Object.freeze(successMediaTypes(document, operation)),
    enveloped: isEnvelope(document, operation),
    oauthErrors: hasOAuthErrors(document, operation),
    template: templateOf(path, parameters),
    deprecated: operation.deprecated === true,
    deprecationHeaders: deprecationHeaders(String(operation.operationId), operation),
  });
}

export class OperationTable {
  private readonly byId = new Map<string, OperationFacts>();

  constructor(document: Document) {
    for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
      for (const method of METHODS) {
        if (item[method]) {
          const facts = factsOf(document as Json, path, item, method, item[method]);
          this.byId.set(facts.operationId, facts);
        }
      }
    }
  }

  /** The facts of a routed operation (every routed operation is in the table). */
  of(operation: Operation | { operationId?: string }): OperationFacts {
    const facts = this.byId.get(operation.operationId ?? '');
    if (!facts) throw new Error(`operation ${operation.operationId} is not in the contract`);
    return facts;
  }

  get(operationId: string): OperationFacts | undefined {
    return this.byId.get(operationId);
  }

  all(): OperationFacts[] {
    return [...this.byId.values()];
  }

  /** Paths served at the root of the host, with their operation. */
  rootPaths(): Map<string, OperationFacts> {
    return new Map(this.all().filter((o) => o.root).map((o) => [o.path, o]));
  }

  /** Every request header some operation reads, plus the credential and the body's type. */
  requestHeaderNames(): string[] {
    return [...new Set(['authorization', 'content-type', ...this.all().flatMap((o) => o.headerNames)])];
  }
}
