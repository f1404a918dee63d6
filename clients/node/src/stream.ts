// The stream client (asyncapi.yaml): one WebSocket, subscriptions with request ids, reconnect
// with backoff and jittered delays, every subscription renewed after a reconnect, gap detection
// by each subscription's sequence number, and a heartbeat timeout that treats a silent
// connection as dead. Runs on `ws` in Node.js (the only way to send an Authorization header) and
// on the platform's WebSocket elsewhere (browsers), where auth is a one-time ticket.
import type { ChannelName, ClientMessage, ErrorMessage, ExchangeRatesParams, LogisticsStatusParams, MarketPricesParams, ServerMessage, SubscribedMessage, UnsubscribedMessage } from './stream-schema.js';

export type { ChannelName, ServerMessage } from './stream-schema.js';
export type DataMessage = Extract<ServerMessage, { sequence: number }>;

export interface ChannelParams {
  market_prices: MarketPricesParams;
  exchange_rates: ExchangeRatesParams;
  logistics_status: LogisticsStatusParams;
}

/** The part of a WebSocket this client uses: what `ws` and the browser's WebSocket share. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Opens a socket; `headers` is given only for bearer auth (Node.js). */
export type SocketFactory = (url: string, headers: Record<string, string> | undefined) => SocketLike | Promise<SocketLike>;

export interface StreamOptions {
  /** The API host, as for the REST client; http(s) becomes ws(s) and the path /api/v1/stream. */
  baseUrl: string;
  /**
   * 'bearer': the key or token in an Authorization header (Node.js with `ws`).
   * A function: returns a one-time ticket for each connection (`client.createStreamTicket()`),
   * the way for browsers; it is called again on every reconnect.
   */
  auth: { bearer: string | (() => Promise<string>) } | { ticket: () => Promise<string> };
  /** Defaults: `ws` in Node.js, else the global WebSocket. */
  socket?: SocketFactory;
  reconnect?: Partial<ReconnectPolicy>;
  /** No frame for this long and the connection is considered dead (default: 2.5 × the heartbeat interval the server announces, 40 s until it does). */
  heartbeatTimeoutMs?: number;
  /** How long subscribe/unsubscribe wait for the answer (default 10 s). */
  requestTimeoutMs?: number;
}

export interface ReconnectPolicy {
  /** Give up after this many failed attempts in a row (Infinity: never). */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Messages `from`..`to` (sequence numbers, inclusive) of a subscription were not received. */
export interface GapEvent {
  channel: ChannelName;
  from: number;
  to: number;
  /** Seen by a later message's sequence number, or by a heartbeat's `last_sequences`. */
  source: 'message' | 'heartbeat';
}

export interface StreamEvents {
  open: () => void;
  message: (message: DataMessage) => void;
  gap: (gap: GapEvent) => void;
  /** The connection is down; the next attempt follows after `delayMs`. */
  reconnecting: (info: { attempt: number; delayMs: number; reason: string }) => void;
  /** Every subscription was renewed on a new connection. */
  resubscribed: (channels: ChannelName[]) => void;
  /** An error message of the server that answers no request of ours, or a failed reconnect. */
  error: (error: StreamError) => void;
  /** Closed for good: by `close()`, or after `maxAttempts`. */
  close: (info: { code: number; reason: string }) => void;
}

/** An `error` message of the server (code from the contract's ErrorCode), or a transport failure. */
export class StreamError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: Array<{ field: string; issue: string }> = [],
    readonly channel: ChannelName | null = null,
  ) {
    super(`${code}: ${message}`);
    this.name = 'StreamError';
  }
}

interface Pending {
  resolve(message: SubscribedMessage | UnsubscribedMessage): void;
  reject(error: StreamError): void;
  timer: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

async function defaultSocket(url: string, headers: Record<string, string> | undefined): Promise<SocketLike> {
  const isNode = typeof process !== 'undefined' && !!process.versions?.node;
  if (isNode) {
    // `ws` (an optional peer dependency): Node.js 20 has no global WebSocket, and the global one cannot send headers.
    const { default: WebSocket } = (await import('ws')) as unknown as { default: new (url: string, options: object) => SocketLike };
    return new WebSocket(url, { headers });
  }
  if (headers) throw new TypeError('a browser WebSocket cannot send an Authorization header: use ticket auth');
  return new (globalThis as unknown as { WebSocket: new (url: string) => SocketLike }).WebSocket(url);
}

export class StreamClient {
  private socket: SocketLike | null = null;
  private readonly listeners = new Map<keyof StreamEvents, Set<(...args: never[]) => void>>();
  /** Wanted subscriptions, renewed after every reconnect. */
  private readonly wanted = new Map<ChannelName, object>();
  /** Last sequence number seen per channel on the current subscription. */
  private readonly sequences = new Map<ChannelName, number>();
  private readonly pending = new Map<string, Pending>();
  /** Channels with a subscribe in flight: messages of their previous subscription are dropped. */
  private readonly renewing = new Set<ChannelName>();
  private readonly policy: ReconnectPolicy;
  private nextId = 0;
  private attempt = 0;
  private closed = false;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimeoutMs: number;
  private connecting: Promise<void> | null = null;
  /** Connections opened so far (the first one included). */
  connections = 0;

  constructor(private readonly options: StreamOptions) {
    this.policy = { maxAttempts: Infinity, baseDelayMs: 500, maxDelayMs: 30_000, ...options.reconnect };
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 40_000;
  }

  on<K extends keyof StreamEvents>(event: K, listener: StreamEvents[K]): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off<K extends keyof StreamEvents>(event: K, listener: StreamEvents[K]): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit<K extends keyof StreamEvents>(event: K, ...args: Parameters<StreamEvents[K]>): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: Parameters<StreamEvents[K]>) => void)(...args);
  }

  /** Opens the connection (subscribe calls it when needed); rejects when the first attempt fails. */
  connect(): Promise<void> {
    if (this.closed) return Promise.reject(new StreamError('closed', 'the stream client was closed'));
    if (this.socket?.readyState === OPEN) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** Subscribes (or replaces the subscription of) a channel; resolves with the server's `subscribed`. */
  async subscribe<C extends ChannelName>(channel: C, params: ChannelParams[C]): Promise<SubscribedMessage> {
    this.wanted.set(channel, params);
    await this.connect();
    return (await this.request({ type: 'subscribe', channel, params } as ClientMessage)) as SubscribedMessage;
  }

  async unsubscribe(channel: ChannelName): Promise<UnsubscribedMessage> {
    this.wanted.delete(channel);
    this.sequences.delete(channel);
    this.renewing.delete(channel);
    await this.connect();
    return (await this.request({ type: 'unsubscribe', channel } as ClientMessage)) as UnsubscribedMessage;
  }

  /** Acknowledges every message of a channel up to `sequence` (flow control, asyncapi.yaml). */
  ack(channel: ChannelName, sequence: number): void {
    this.socket?.send(JSON.stringify({ type: 'ack', channel, sequence }));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimers();
    this.failPending(new StreamError('closed', 'the stream client was closed'));
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'client closing');
    }
    this.emit('close', { code: 1000, reason: 'client closing' });
  }

  private url(ticket: string | null): string {
    const url = new URL(this.options.baseUrl.replace(/\/$/, '') + '/api/v1/stream');
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    if (ticket) url.searchParams.set('ticket', ticket);
    return url.toString();
  }

  private async open(): Promise<void> {
    const auth = this.options.auth;
    let headers: Record<string, string> | undefined;
    let ticket: string | null = null;
    if ('ticket' in auth) ticket = await auth.ticket();
    else headers = { authorization: `Bearer ${typeof auth.bearer === 'function' ? await auth.bearer() : auth.bearer}` };
    const socket = await (this.options.socket ?? defaultSocket)(this.url(ticket), headers);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => undefined;
      socket.onclose = (event) => reject(new StreamError('connection_failed', `closed before open (${event.code}${event.reason ? ` ${event.reason}` : ''})`));
    });
    if (this.closed) {
      socket.close(1000, 'client closing');
      return;
    }
    this.socket = socket;
    this.connections += 1;
    this.attempt = 0;
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = (event) => this.lost(socket, `closed (${event.code}${event.reason ? ` ${event.reason}` : ''})`);
    this.armHeartbeat();
    this.emit('open');
  }

  private request(message: ClientMessage): Promise<SubscribedMessage | UnsubscribedMessage> {
    const id = `req_${++this.nextId}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new StreamError('timeout', `no answer to ${message.type} ${message.channel}`));
      }, this.options.requestTimeoutMs ?? 10_000);
      this.pending.set(id, { resolve, reject, timer });
      if (message.type === 'subscribe') {
        this.sequences.set(message.channel, 0);
        this.renewing.add(message.channel);
      }
      this.socket!.send(JSON.stringify({ ...message, id }));
    });
  }

  private receive(text: string): void {
    if (this.closed) return;
    this.armHeartbeat();
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'subscribed' || message.type === 'unsubscribed') {
      this.renewing.delete(message.channel);
      return this.settle(message.id, (p) => p.resolve(message));
    }
    if (message.type === 'error') return this.refused(message);
    if (message.type === 'heartbeat') {
      // Two missed heartbeats and a half: dead, unless the caller chose a timeout.
      if (this.options.heartbeatTimeoutMs === undefined) this.heartbeatTimeoutMs = message.interval_s * 2500;
      // Frames arrive in order, so a sequence in the heartbeat above the last one received was skipped.
      for (const [channel, sequence] of Object.entries(message.last_sequences) as [ChannelName, number][]) {
        const last = this.sequences.get(channel);
        if (last === undefined || this.renewing.has(channel) || sequence <= last) continue;
        this.sequences.set(channel, sequence);
        this.emit('gap', { channel, from: last + 1, to: sequence, source: 'heartbeat' });
      }
      return;
    }
    if ('sequence' in message) {
      const last = this.sequences.get(message.channel);
      // A message of a subscription we no longer want (in flight during an unsubscribe or a renewal) is dropped.
      if (last === undefined || this.renewing.has(message.channel)) return;
      if (message.sequence <= last) return;
      if (message.sequence > last + 1) this.emit('gap', { channel: message.channel, from: last + 1, to: message.sequence - 1, source: 'message' });
      this.sequences.set(message.channel, message.sequence);
      this.emit('message', message as DataMessage);
    }
  }

  private refused(message: ErrorMessage): void {
    const error = new StreamError(message.code, message.message, message.details, message.channel ?? null);
    if (message.id && this.pending.has(message.id)) return this.settle(message.id, (p) => p.reject(error));
    this.emit('error', error);
  }

  private settle(id: string | undefined, action: (pending: Pending) => void): void {
    const pending = id === undefined ? undefined : this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id!);
    clearTimeout(pending.timer);
    action(pending);
  }

  private failPending(error: StreamError): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      this.pending.delete(id);
      pending.reject(error);
    }
  }

  private armHeartbeat(): void {
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    const socket = this.socket;
    this.heartbeatTimer = setTimeout(() => {
      if (socket && socket === this.socket) {
        socket.onclose = null;
        socket.close(4000, 'heartbeat timeout');
        this.lost(socket, 'heartbeat timeout');
      }
    }, this.heartbeatTimeoutMs);
  }

  private clearTimers(): void {
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.heartbeatTimer = this.reconnectTimer = null;
  }

  private lost(socket: SocketLike, reason: string): void {
    if (socket !== this.socket || this.closed) return;
    this.socket = null;
    this.clearTimers();
    this.failPending(new StreamError('connection_lost', reason));
    this.renewing.clear();
    this.scheduleReconnect(reason);
  }

  private scheduleReconnect(reason: string): void {
    this.attempt += 1;
    if (this.attempt > this.policy.maxAttempts) {
      this.closed = true;
      this.emit('close', { code: 1006, reason: `gave up after ${this.policy.maxAttempts} attempts: ${reason}` });
      return;
    }
    // Full jitter, so that many clients dropped together do not return together.
    const delayMs = Math.random() * Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** (this.attempt - 1));
    this.emit('reconnecting', { attempt: this.attempt, delayMs, reason });
    this.reconnectTimer = setTimeout(() => void this.reconnect(), delayMs);
  }

  private async reconnect(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      if (this.closed) return;
      this.emit('error', error instanceof StreamError ? error : new StreamError('connection_failed', (error as Error).message));
      return this.scheduleReconnect((error as Error).message);
    }
    const channels = [...this.wanted.keys()];
    try {
      await Promise.all(channels.map((channel) => this.request({ type: 'subscribe', channel, params: this.wanted.get(channel) } as ClientMessage)));
      this.emit('resubscribed', channels);
    } catch (error) {
      // A lost connection schedules its own reconnect; a refusal is the caller's to see.
      if (error instanceof StreamError && error.code !== 'connection_lost') this.emit('error', error);
    }
  }
}

/** A stream client; call `subscribe` to open it. */
export function createStreamClient(options: StreamOptions): StreamClient {
  return new StreamClient(options);
}
