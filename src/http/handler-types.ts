// What a handler in handlers/ receives and returns. Handlers never see express: the pipeline
// (src/http/app.ts) authenticates, validates, coerces and applies defaults before calling them,
// and wraps what they return in the success envelope.
import type { Services } from '../services.js';

import type { Mode } from '../domain/modes.js';
import type { Lang } from '../domain/lang.js';

export type { Lang, Mode };

/** The authenticated caller: an API key or an OAuth access token, always tied to one account and mode. */
export interface Principal {
  accountId: string;
  mode: Mode;
  plan: string;
  scopes: string[];
  credentialType: 'api_key' | 'oauth_token';
  credentialId: string;
}

export interface RequestContext {
  operationId: string;
  requestId: string;
  /** Negotiated from Accept-Language; echoed as Content-Language when the handler sets `contentLanguage`. */
  lang: Lang;
  principal: Principal;
  /** Query parameters, coerced to their schema types, with schema defaults applied. */
  query: Record<string, unknown>;
  /** Names of the query parameters the client actually sent (before defaults were applied). */
  queryGiven: ReadonlySet<string>;
  params: Record<string, string>;
  /** Parsed JSON body (already validated against the contract), or undefined. */
  body: unknown;
  headers: Record<string, string | undefined>;
  /** Client address after TRUSTED_PROXIES handling. */
  clientIp: string;
}

export interface HandlerResult {
  /** HTTP status, 200 unless stated. */
  status?: number;
  /** Goes under `data` of the success envelope. */
  data: unknown;
  headers?: Record<string, string>;
  /** Set when the body holds language-dependent labels. */
  contentLanguage?: Lang;
}

export type Handler = (ctx: RequestContext, services: Services) => Promise<HandlerResult>;
export type HandlerMap = Record<string, Handler>;
