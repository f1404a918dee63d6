// The official Node.js client: one method per operation (the operationId), typed from the
// contract (schema.ts, operations.ts: generated). Transport, auth, retries, errors and paging here.
import { randomUUID } from 'node:crypto';
import { errorCodes, operations, type ErrorCode, type OperationId } from './operations.js';
import type { operations as OperationTypes } from './schema.js';

export const VERSION = '1.0.0';

type Op<K extends OperationId> = OperationTypes[K];
type PathOf<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : never;
type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
type BodyOf<K extends OperationId> = Op<K> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type SuccessOf<K extends OperationId> = Op<K>['responses'] extends { 200: { content: { 'application/json': infer R } } } ? R : never;
type IsFile<K extends OperationId> = Op<K>['responses'] extends { 200: { content: { 'application/json': unknown } } } ? false : true;
/** What a method resolves to: the response's `data` (or the whole body for the OAuth endpoints); a file's bytes. */
export type ResultOf<K extends OperationId> = IsFile<K> extends true ? Uint8Array : SuccessOf<K> extends { data: infer D } ? D : SuccessOf<K>;

/** An item of a list operation's page: the element type of the array field of its `data`. */
export type ItemOf<K extends OperationId> = { [F in keyof ResultOf<K>]: ResultOf<K>[F] extends readonly (infer I)[] ? I : never }[keyof ResultOf<K>];

export interface RequestOptions {
  /** The Idempotency-Key of a write (an operation that declares it): yours (here, or among `headers` in any case), or a new one per call. Not sent to operations that store nothing. */
  idempotencyKey?: string;
  acceptLanguage?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type CallArgs<K extends OperationId> = RequestOptions & {
  path?: PathOf<K>;
  query?: QueryOf<K>;
  body?: BodyOf<K>;
};

export type OperationMethods = { [K in OperationId]: (args?: CallArgs<K>) => Promise<ResultOf<K>> };

export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  scope?: string;
}

export interface ClientOptions {
  /** The host, e.g. https://api.export-trade.example (paths carry /api/v1). */
  baseUrl: string;
  apiKey?: string;
  credentials?: ClientCredentials;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  acceptLanguage?: string;
  userAgent?: string;
  fetch?: typeof fetch;
  /** Waits between attempts; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

export interface FieldIssue {
  [key: string]: unknown;
}

/** Every failure: an error envelope from the API, or status 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'connection_failed' | 'unknown' | (string & {}),
    message: string,
    readonly details: FieldIssue[] = [],
    readonly requestId: string | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    // `message` is the API's own; status and code are fields (and in the name, for logs).
    super(message);
    this.name = `ApiError ${status} ${code}`;
  }

  /** True when `code` is one of the contract's ErrorCode values. */
  get isKnownCode(): boolean {
    return (errorCodes as readonly string[]).includes(this.code);
  }
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

/** A row of the generated operation table. */
type Operation = (typeof operations)[OperationId];

function retryAfterMs(headers: Headers): number | null {
  const value = headers.get('retry-after');
  if (value !== null && /^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const reset = /;r=0;t=(\d+)/.exec(headers.get('ratelimit') ?? '');
  return reset ? Number(reset[1]) * 1000 : null;
}

async function errorFrom(res: Response): Promise<ApiError> {
  const requestId = res.headers.get('x-request-id');
  const after = retryAfterMs(res.headers);
  let body: any = null;
  try {
    body = await res.json();
  } catch {
    // not JSON: the status is all there is
  }
  const error = body?.error;
  if (error && typeof error === 'object' && typeof error.code === 'string') {
    return new ApiError(res.status, error.code, String(error.message ?? ''), error.details ?? [], error.request_id ?? requestId, after);
  }
  if (typeof error === 'string') return new ApiError(res.status, error, String(body.error_description ?? ''), [], requestId, after);
  return new ApiError(res.status, 'unknown', `HTTP ${res.status}`, [], requestId, after);
}

class ClientCore {
  readonly retry: RetryPolicy;
  /** Token fetches so far (OAuth client credentials). */
  tokenFetches = 0;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly userAgent: string;

  constructor(private readonly options: ClientOptions) {
    if ((options.apiKey === undefined) === (options.credentials === undefined)) throw new Error('give exactly one of apiKey or credentials');
    this.retry = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 30_000, ...options.retry };
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.userAgent = `${options.userAgent ? `${options.userAgent} ` : ''}etp-client-node/${VERSION}`;
  }

  /** Runs an operation by operationId; the methods of the client call this. */
  async call<K extends OperationId>(operationId: K, args: CallArgs<K> = {}): Promise<ResultOf<K>> {
    const op = operations[operationId];
    let path: string = op.path;
    for (const name of op.pathParams) {
      const value = (args.path as Record<string, unknown> | undefined)?.[name];
      if (value === undefined) throw new TypeError(`${operationId}: path parameter ${name} is missing`);
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries((args.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    if (query.size > 0) path += `?${query}`;
    const body = op.body !== 'none' && args.body !== undefined ? JSON.stringify(args.body) : undefined;
    const result = (await this.send(op, path, body, body === undefined ? undefined : 'application/json', !op.isPublic, { accept: op.accept }, args)) as any;
    return (result?.status === 'success' && 'data' in result ? result.data : result) as ResultOf<K>;
  }

  /** Every item of every page of a list operation. */
  async *paginate<K extends OperationId>(operationId: K, args: CallArgs<K> = {}): AsyncGenerator<ItemOf<K>> {
    const listField = operations[operationId].listField as string | null;
    if (!listField) throw new TypeError(`${operationId} is not a list operation`);
    let page = Number((args.query as { page?: number } | undefined)?.page ?? 1);
    for (;;) {
      const data = (await this.call(operationId, { ...args, query: { ...(args.query as object), page } as unknown as QueryOf<K> })) as any;
      yield* data[listField] as ItemOf<K>[];
      if (!data.has_more) return;
      page += 1;
    }
  }

  private async authorization(): Promise<string> {
    if (this.options.apiKey !== undefined) return `Bearer ${this.options.apiKey}`;
    // Refresh a minute early; callers that arrive during a fetch share it.
    if (this.token && Date.now() < this.token.expiresAt - 60_000) return `Bearer ${this.token.value}`;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return `Bearer ${await this.pendingToken}`;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, scope } = this.options.credentials!;
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    const out = (await this.send(operations.createAccessToken, operations.createAccessToken.path, form.toString(), 'application/x-www-form-urlencoded', false, { authorization: `Basic ${basic}` }, {})) as {
      access_token: string;
      expires_in?: number;
    };
    this.tokenFetches += 1;
    this.token = { value: out.access_token, expiresAt: Date.now() + (out.expires_in ?? 300) * 1000 };
    return out.access_token;
  }

  private delay(attempt: number, retryAfter: number | null): number {
    if (retryAfter !== null) return Math.min(retryAfter, this.retry.maxDelayMs);
    return Math.random() * Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** attempt);
  }

  private async send(op: Operation, path: string, body: string | undefined, contentType: string | undefined, auth: boolean, extra: Record<string, string>, options: RequestOptions): Promise<unknown> {
    // Names in lower case, so that a caller's "Idempotency-Key" and the client's "idempotency-key"
    // are one header: fetch would send both values, joined, as one.
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': this.userAgent };
    for (const [name, value] of Object.entries({ ...extra, ...options.headers })) headers[name.toLowerCase()] = value;
    const language = options.acceptLanguage ?? this.options.acceptLanguage;
    if (language) headers['accept-language'] = language;
    if (contentType) headers['content-type'] = contentType;
    // A write (the contract declares the header on it) carries one key on every attempt, so the
    // server applies it once however often it is sent. Without a key only what stores nothing is
    // sent again: a write repeated without one could be applied twice. The caller's key, given as
    // idempotencyKey or among the headers, is that key; a new one is made only without either.
    const key = op.takesIdempotencyKey ? (options.idempotencyKey ?? headers['idempotency-key'] ?? randomUUID()) : undefined;
    if (key !== undefined) headers['idempotency-key'] = key;
    const retryable = op.safe || key !== undefined;
    let refreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      if (auth) headers.authorization = await this.authorization();
      const timeout = AbortSignal.timeout(options.timeoutMs ?? this.options.timeoutMs ?? 30_000);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let error: ApiError;
      try {
        const res = await this.fetch(this.options.baseUrl.replace(/\/$/, '') + path, { method: op.method, headers, body, signal });
        if (res.ok) {
          // A file (the document PDF): its bytes.
          if (!/json/.test(res.headers.get('content-type') ?? 'application/json')) return new Uint8Array(await res.arrayBuffer());
          const text = await res.text();
          return text ? JSON.parse(text) : null;
        }
        error = await errorFrom(res);
        if (res.status === 401 && error.code === 'token_expired' && this.options.credentials && !refreshed) {
          this.token = null;
          refreshed = true;
          attempt -= 1;
          continue;
        }
        // 409 `conflict` to a keyed write: the attempt before, under the same key, still runs; its answer follows.
        const running = res.status === 409 && error.code === 'conflict' && key !== undefined;
        if (!RETRY_STATUSES.has(res.status) && !running) throw error;
      } catch (failure) {
        if (failure instanceof ApiError) throw failure;
        if (options.signal?.aborted) throw failure;
        error = new ApiError(0, 'connection_failed', (failure as Error).message);
      }
      if (!retryable || attempt >= this.retry.maxRetries) throw error;
      await this.sleep(this.delay(attempt, error.retryAfterMs));
    }
  }
}

export type Client = ClientCore & OperationMethods;

/** A client with one method per operation: `client.getBuyer({ path: { id } })`. */
export function createClient(options: ClientOptions): Client {
  const core = new ClientCore(options);
  for (const id of Object.keys(operations) as OperationId[]) {
    Object.defineProperty(core, id, { value: (args?: CallArgs<typeof id>) => core.call(id, args), enumerable: false });
  }
  return core as Client;
}
