// What a handler in handlers/ receives and returns, typed by its operation from generated/: the
// query, path parameters and body it reads and the data it returns are the contract's, so a
// handler that returns a shape the contract does not allow fails `tsc`. Handlers never see
// express: the pipeline authenticates, validates, coerces and applies defaults before calling
// them, and wraps what they return in the success envelope.
import type { operations } from '../../generated/openapi.js';
import type { PublicOperationId, QueryDefaults } from '../../generated/operations.js';
import type { Lang } from '../domain/lang.js';
import type { AccountScope, Mode } from '../domain/modes.js';
import type { Services } from '../services.js';

export type { Lang, Mode, PublicOperationId };

/** The operations a server implements (the contract's `webhooks` are sent, not served). */
export type OperationId = Exclude<keyof operations, `${string}Webhook`>;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type Part<Op extends OperationId, Where extends 'query' | 'path'> = Parameters<Op> extends { [K in Where]?: infer P } ? ([P] extends [never] ? Record<string, never> : NonNullable<P>) : Record<string, never>;

/** Query parameters after validation: coerced to their types, defaults filled in. */
export type QueryOf<Op extends OperationId> = Op extends keyof QueryDefaults
  ? Omit<Part<Op, 'query'>, QueryDefaults[Op]> & Required<Pick<Part<Op, 'query'>, QueryDefaults[Op] & keyof Part<Op, 'query'>>>
  : Part<Op, 'query'>;
export type PathOf<Op extends OperationId> = Part<Op, 'path'>;

type Content<T> = T extends { content: infer C } ? C[keyof C] : undefined;
/** The request body after validation (defaults applied), or undefined for operations without one. */
export type BodyOf<Op extends OperationId> = operations[Op] extends { requestBody: infer B }
  ? Content<B>
  : operations[Op] extends { requestBody?: infer B }
    ? Content<B> | undefined
    : undefined;

type SuccessBody<Op extends OperationId> = operations[Op]['responses'] extends { 200: infer R } ? Content<R> : never;
/** What the handler returns: the envelope's `data`, or the whole body for the RFC-shaped root operations. */
export type DataOf<Op extends OperationId> = SuccessBody<Op> extends { status: 'success'; data: infer D } ? D : SuccessBody<Op>;

/** The authenticated caller: an API key or an OAuth access token, always tied to one account and mode. */
export interface Principal extends AccountScope {
  plan: string;
  scopes: string[];
  credentialType: 'api_key' | 'oauth_token';
  credentialId: string;
}

export interface RequestContext<Op extends OperationId = OperationId> {
  operationId: Op;
  requestId: string;
  /** Negotiated from Accept-Language; echoed as Content-Language when the handler sets `contentLanguage`. */
  lang: Lang;
  /** The caller, or null for the operations the contract leaves open (`security: []`). */
  principal: Op extends PublicOperationId ? null : Principal;
  query: QueryOf<Op>;
  /** Names of the query parameters the client actually sent (before defaults were applied). */
  queryGiven: ReadonlySet<string>;
  params: PathOf<Op>;
  body: BodyOf<Op>;
  headers: Readonly<Record<string, string | undefined>>;
  /** Client address after TRUSTED_PROXIES handling. */
  clientIp: string;
  /** The prefix the request came in on (`/api/v1`, `/v1`, or '' at the root), for `Location`. */
  basePath: string;
  /** Aborted when the client goes away before the answer is sent: long work nobody waits for can stop. */
  readonly signal: AbortSignal;
}

export interface HandlerResult<Op extends OperationId = OperationId> {
  /** The envelope's `data` (success is always HTTP 200). */
  data: DataOf<Op>;
  /** Path of a created object, relative to the request's prefix: sent as `Location`. */
  location?: string;
  headers?: Record<string, string>;
  /** Set when the body holds language-dependent labels. */
  contentLanguage?: Lang;
  /** A body that is not JSON (a PDF), sent as is instead of `data`; `bytes` null answers 304 Not Modified. */
  file?: { contentType: string; bytes: Buffer | null };
}

export type Handler<Op extends OperationId> = (ctx: RequestContext<Op>, services: Services) => Promise<HandlerResult<Op>>;

/** operationId -> its handler; an operation of the contract missing here answers 501 not_implemented. */
export type HandlerMap = { [Op in OperationId]?: Handler<Op> };
