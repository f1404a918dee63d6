import type { WebSocket } from 'ws';
import type { Identity } from '../domain/access/credentials.js';
import type { AccountScope, Mode } from '../domain/modes.js';
import type { Shipment } from '../domain/orders/types.js';
import { logisticsStatus } from '../domain/orders/logistics.js';
import type { ChannelName, ErrorCode } from '../../generated/asyncapi.js';
import { pairData, type ExchangeRateProvider } from './exchange-rates.js';
import type { LogisticsSource } from './logistics.js';
import { headingsFor, type MarketPriceProvider } from './market-prices.js';
import { issues, schemaValidator } from './schemas.js';

// One client connection: its subscriptions (one per channel), their sequence numbers, the
// inbound message budget and the bounded send buffer. Protocol as asyncapi.yaml describes it.

export interface StreamLimits {
  /** Open connections per API key or OAuth client, in this instance. */
  connectionsPerCredential: number;
  /** Client messages per window per connection; twice as many closes the connection. */
  messagesPerWindow: number;
  windowMs: number;
  maxFrameBytes: number;
  /** Bytes queued on a socket beyond which the client is a slow consumer. */
  sendBufferBytes: number;
  heartbeatMs: number;
  /** Unacknowledged messages per channel once a client acknowledges. */
  maxInFlight: number;
  maxMarketSeries: number;
}

export const DEFAULT_LIMITS: StreamLimits = {
  connectionsPerCredential: 5,
  messagesPerWindow: 50,
  windowMs: 10_000,
  maxFrameBytes: 16 * 1024,
  sendBufferBytes: 1024 * 1024,
  heartbeatMs: 15_000,
  maxInFlight: 1000,
  maxMarketSeries: 2000,
};

export const CLOSE = { goingAway: 1001, slowConsumer: 4008, badMessage: 4400, credentialInvalid: 4401, notAllowed: 4403, rateLimited: 4429 } as const;

export interface StreamFeeds {
  rates: Record<Mode, ExchangeRateProvider>;
  prices: Record<Mode, MarketPriceProvider>;
  logistics: LogisticsSource;
  findShipment(scope: AccountScope, shipmentId: string): Promise<Shipment | undefined>;
}

interface Subscription {
  id: string;
  seq: number;
  acked: number | null;
  stop: () => void;
}

const DATA_TYPE: Record<ChannelName, string> = { exchange_rates: 'exchange_rate', market_prices: 'market_price', logistics_status: 'logistics_status' };
const CLIENT_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

let clockMs = 0;
let clockText = '';
/** One toISOString per millisecond, however many messages go out in it. */
function sentAt(): string {
  const now = Date.now();
  if (now !== clockMs) {
    clockMs = now;
    clockText = new Date(now).toISOString();
  }
  return clockText;
}

class Refusal {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
    readonly details: Array<{ field: string; issue: string }> = [],
  ) {}
}

export class StreamConnection {
  alive = true;
  private readonly subs = new Map<ChannelName, Subscription>();
  private windowStart = Date.now();
  private windowCount = 0;
  private closed = false;

  constructor(
    readonly ws: WebSocket,
    readonly identity: Identity,
    private readonly feeds: StreamFeeds,
    private readonly limits: StreamLimits,
    private readonly onSlowConsumer: () => void = () => {},
    /** Told of every frame queued to the client (metrics). */
    private readonly onSent: () => void = () => {},
  ) {
    ws.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    ws.on('pong', () => (this.alive = true));
    ws.on('close', () => this.dispose());
  }

  get livemode(): boolean {
    return this.identity.mode === 'live';
  }

  dispose(): void {
    this.closed = true;
    for (const sub of this.subs.values()) sub.stop();
    this.subs.clear();
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    this.ws.close(code, reason);
  }

  /**
   * Ends a connection its credential no longer admits: an `error` naming why (the code an HTTP
   * request would get now), then 4401 (revoked, expired, rotated past its overlap, token expired)
   * or 4403 (address no longer allowed, plan, scope).
   */
  revoke(reason: { code: string; message: string; status: number }): void {
    if (this.closed) return;
    const known = schemaValidator('ErrorCode')(reason.code);
    this.error(known ? (reason.code as ErrorCode) : reason.status === 401 ? 'unauthenticated' : 'insufficient_scope', reason.message, []);
    if (reason.status === 401) this.close(CLOSE.credentialInvalid, 'credential no longer valid');
    else this.close(CLOSE.notAllowed, 'no longer allowed');
  }

  heartbeat(intervalS: number): void {
    const last: Record<string, number> = {};
    for (const [channel, sub] of this.subs) last[channel] = sub.seq;
    this.send(JSON.stringify({ type: 'heartbeat', interval_s: intervalS, last_sequences: last, sent_at: sentAt() }));
  }

  /** Queues one frame unless the socket's buffer is past its bound; then the client is dropped. */
  private send(text: string): boolean {
    if (this.closed) return false;
    if (this.ws.bufferedAmount > this.limits.sendBufferBytes) {
      this.onSlowConsumer();
      this.close(CLOSE.slowConsumer, 'slow consumer');
      return false;
    }
    this.ws.send(text);
    this.onSent();
    return true;
  }

  private deliver(channel: ChannelName, sub: Subscription, dataJson: string): void {
    if (this.subs.get(channel) !== sub) return;
    sub.seq += 1;
    // Past the in-flight window the message is skipped; its sequence number still counts.
    if (sub.acked !== null && sub.seq - sub.acked > this.limits.maxInFlight) return;
    this.send(`{"type":"${DATA_TYPE[channel]}","channel":"${channel}","sequence":${sub.seq},"data":${dataJson},"sent_at":"${sentAt()}"}`);
  }

  private error(code: ErrorCode, message: string, details: Array<{ field: string; issue: string }>, id?: unknown, channel?: unknown): void {
    const body: Record<string, unknown> = { type: 'error' };
    if (typeof id === 'string' && CLIENT_ID.test(id)) body.id = id;
    if (typeof channel === 'string' && channel in DATA_TYPE) body.channel = channel;
    Object.assign(body, { code, message, details, sent_at: sentAt() });
    this.send(JSON.stringify(body));
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    const now = Date.now();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    if (this.windowCount > 2 * this.limits.messagesPerWindow) {
      this.error('rate_limited', 'Far too many messages; closing.', []);
      return this.close(CLOSE.rateLimited, 'rate limited');
    }
    if (this.windowCount > this.limits.messagesPerWindow) {
      return this.error('rate_limited', `At most ${this.limits.messagesPerWindow} messages per ${this.limits.windowMs / 1000} seconds; this one was ignored.`, []);
    }
    if (isBinary) {
      this.error('invalid_request', 'Binary frames are not accepted; send JSON text.', []);
      return this.close(CLOSE.badMessage, 'binary frame');
    }
    let message: unknown;
    try {
      message = JSON.parse(data.toString('utf8'));
    } catch {
      message = undefined;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      this.error('invalid_request', 'Every frame must be one JSON object.', []);
      return this.close(CLOSE.badMessage, 'not a JSON object');
    }
    const m = message as Record<string, unknown>;
    this.handle(m).catch((error: unknown) => {
      if (error instanceof Refusal) return this.error(error.code, error.message, error.details, m.id, m.channel);
      this.error('internal_error', 'The message could not be handled.', [], m.id, m.channel);
    });
  }

  private async handle(m: Record<string, unknown>): Promise<void> {
    if (m.type !== 'subscribe' && m.type !== 'unsubscribe' && m.type !== 'ack') {
      throw new Refusal('invalid_request', 'type must be subscribe, unsubscribe or ack.', [{ field: '/type', issue: 'is not a known message type' }]);
    }
    const channelCheck = schemaValidator('ChannelName');
    if (!channelCheck(m.channel)) throw new Refusal('validation_failed', 'channel is not a known channel.', [{ field: '/channel', issue: 'must be market_prices, exchange_rates or logistics_status' }]);
    const channel = m.channel as ChannelName;
    if (m.type === 'unsubscribe') {
      this.check('UnsubscribeMessage', m);
      this.subs.get(channel)?.stop();
      this.subs.delete(channel);
      this.send(JSON.stringify({ type: 'unsubscribed', id: m.id, channel, sent_at: sentAt() }));
      return;
    }
    if (m.type === 'ack') {
      this.check('AckMessage', m);
      const sub = this.subs.get(channel);
      if (!sub) throw new Refusal('not_found', `The channel ${channel} is not subscribed.`, [{ field: '/channel', issue: 'is not subscribed' }]);
      const sequence = m.sequence as number;
      if (sequence > sub.seq) throw new Refusal('validation_failed', 'sequence is ahead of the last message sent.', [{ field: '/sequence', issue: `must be at most ${sub.seq}` }]);
      sub.acked = Math.max(sub.acked ?? 0, sequence);
      return;
    }
    const schema = { exchange_rates: 'SubscribeExchangeRates', market_prices: 'SubscribeMarketPrices', logistics_status: 'SubscribeLogisticsStatus' }[channel];
    this.check(schema, m);
    await this.subscribe(channel, m.id as string, (m.params ?? {}) as Record<string, string[] | string>);
  }

  private check(schema: string, m: unknown): void {
    const validate = schemaValidator(schema);
    if (!validate(m)) throw new Refusal('validation_failed', 'The message is not valid.', issues(validate.errors));
  }

  private async subscribe(channel: ChannelName, id: string, params: Record<string, string[] | string>): Promise<void> {
    this.subs.get(channel)?.stop();
    this.subs.delete(channel);
    const sub: Subscription = { id, seq: 0, acked: null, stop: () => {} };
    // Updates that arrive while the snapshot is read wait for it, so none is lost or sent twice.
    let pending: string[] | null = [];
    const push = (json: string) => (pending ? pending.push(json) : this.deliver(channel, sub, json));
    let snapshot: string[];
    try {
      ({ stop: sub.stop, snapshot } = await this.open(channel, params, push));
    } catch (error) {
      sub.stop();
      throw error;
    }
    if (this.closed) return sub.stop();
    this.subs.set(channel, sub);
    this.send(JSON.stringify({ type: 'subscribed', id, channel, snapshot_count: snapshot.length, livemode: this.livemode, sent_at: sentAt() }));
    for (const json of snapshot) this.deliver(channel, sub, json);
    const queued = pending;
    pending = null;
    for (const json of queued) this.deliver(channel, sub, json);
  }

  private async open(channel: ChannelName, params: Record<string, string[] | string>, push: (json: string) => void): Promise<{ stop: () => void; snapshot: string[] }> {
    const mode = this.identity.mode;
    if (channel === 'exchange_rates') {
      const provider = this.feeds.rates[mode];
      const base = params.base as string;
      const symbols = params.symbols as string[];
      const current = provider.current();
      const unknown = [base, ...symbols]
        .map((code, i) => ({ code, field: i === 0 ? '/params/base' : `/params/symbols/${i - 1}` }))
        .filter(({ code }) => !current.unitsPerUsd.has(code));
      const same = symbols.indexOf(base);
      if (unknown.length > 0 || same >= 0) {
        const details = unknown.map(({ field }) => ({ field, issue: 'is not a quoted currency' }));
        if (same >= 0) details.push({ field: `/params/symbols/${same}`, issue: 'must differ from base' });
        throw new Refusal('validation_failed', 'The subscription parameters are not valid.', details);
      }
      // Each pair's data is serialised once per tick for all subscribers (its key made once here).
      const pairs = symbols.map((quote) => ({ quote, key: `${base}/${quote}` }));
      const stop = provider.onTick((tick) => {
        for (const { quote, key } of pairs) push(pairData(tick, base, quote, provider, this.livemode, key)!);
      });
      return { stop, snapshot: symbols.map((quote) => pairData(current, base, quote, provider, this.livemode)!) };
    }
    if (channel === 'market_prices') {
      const provider = this.feeds.prices[mode];
      const headings = headingsFor(params.hs_codes as string[]);
      const countries = params.countries as string[];
      if (headings.length * countries.length > this.limits.maxMarketSeries) {
        throw new Refusal('validation_failed', `At most ${this.limits.maxMarketSeries} price series per subscription.`, [{ field: '/params/hs_codes', issue: 'selects too many headings for these countries' }]);
      }
      const series = provider.series(headings, countries);
      const keys = new Set(series.map((s) => `${s.heading}:${s.country}`));
      const stop = provider.onTick((changed) => {
        for (const s of changed) if (keys.has(`${s.heading}:${s.country}`)) push(s.json);
      });
      return { stop, snapshot: series.map((s) => s.json) };
    }
    const ids = params.shipment_ids as string[];
    const wanted = new Set(ids);
    const scope = { accountId: this.identity.accountId, mode };
    const { stop, ready } = this.feeds.logistics.subscribe(scope.accountId, mode, (data) => {
      if (wanted.has(data.shipment_id)) push(JSON.stringify(data));
    });
    try {
      // Listening before reading the snapshot: a change committed in between is queued, not lost.
      await ready;
      const found = await Promise.all(ids.map((shipmentId) => this.feeds.findShipment(scope, shipmentId)));
      const missing = ids.map((shipmentId, i) => ({ shipmentId, i })).filter(({ i }) => !found[i]);
      if (missing.length > 0) {
        throw new Refusal(
          'not_found',
          `No shipment ${missing.map((m) => m.shipmentId).join(', ')} in this account.`,
          missing.map(({ i }) => ({ field: `/params/shipment_ids/${i}`, issue: 'no such shipment' })),
        );
      }
      return { stop, snapshot: found.map((shipment) => JSON.stringify(logisticsStatus(shipment!))) };
    } catch (error) {
      stop();
      throw error;
    }
  }
}
