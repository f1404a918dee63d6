import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { daysBetween } from '../domain/exchange-rates/reference-rates.js';
import { todayUtc } from '../domain/tariffs/as-of.js';

// The process's Prometheus metrics, one registry per server (tests run several in one process).
// Labels are small closed sets only: operationId, status, mode, outcome. Never an id, key,
// path or client address, so the number of series stays bounded whatever the traffic.

/** `test`, `live`, or `none` before a credential was accepted. */
export type MetricMode = 'test' | 'live' | 'none';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** Connections of the PostgreSQL pool; null on the embedded database (one session, no pool). */
  poolStats?: () => PoolStats | null;
  /** Webhook deliveries waiting to be sent (the queue is the database's, shared by every instance). */
  webhookQueueDepth?: () => Promise<number>;
  /** The day of the reference rates answers convert with (YYYY-MM-DD). */
  exchangeRatesDate?: () => string;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/** A scrape never waits longer than this for the queue count (the database may be down). */
const QUEUE_COUNT_TIMEOUT_MS = 2000;

export class Metrics {
  readonly registry = new Registry();
  private readonly sources: MetricsSources = {};

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by contract operation (operationId, or "none" outside the operations), status code and mode.',
    labelNames: ['operation', 'status', 'mode'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the response being written, by operation, mode and status class.',
    labelNames: ['operation', 'mode', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly dbQueryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time as the query layer sees it (pool wait excluded), by outcome.',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  readonly dbUnavailable = new Counter({
    name: 'db_unavailable_total',
    help: 'Requests answered 503 service_unavailable because the database could not be reached.',
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 rate_limited, by rate-limit policy (plan name or "anonymous").',
    labelNames: ['policy'] as const,
    registers: [this.registry],
  });

  readonly connectionRefusals = new Counter({
    name: 'connection_refusals_total',
    help: 'Connections reset when accepted because their peer address already held CONNECTIONS_PER_ADDRESS open.',
    registers: [this.registry],
  });

  readonly webhookDeliveries = new Counter({
    name: 'webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts made by this process, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly rateFeedAttempts = new Counter({
    name: 'exchange_rate_feed_attempts_total',
    help: 'Fetches of the reference-rate feed made by this process, by outcome (loaded, unchanged, older, failed).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly streamConnections = new Gauge({
    name: 'stream_connections',
    help: 'Open WebSocket stream connections on this process.',
    registers: [this.registry],
  });

  readonly streamMessages = new Counter({
    name: 'stream_messages_total',
    help: 'WebSocket frames, by direction (in: from clients, out: to clients).',
    labelNames: ['direction'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Event-loop lag, heap and resident memory, CPU, handles, GC: prom-client's standard set.
    collectDefaultMetrics({ register: this.registry });
    const sources = this.sources;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        const stats = sources.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'exchange_rates_age_days',
      help: 'Days from the reference rates answers convert with to today (UTC): 0 to 4 when the feed keeps up (weekends, TARGET holidays); answers warn past EXCHANGE_RATE_MAX_AGE_DAYS.',
      registers: [this.registry],
      collect() {
        this.reset();
        const date = sources.exchangeRatesDate?.();
        if (date) this.set(daysBetween(date, todayUtc()));
      },
    });
    new Gauge({
      name: 'webhook_queue_depth',
      help: 'Webhook deliveries pending (due now or waiting for a retry), across all instances; absent when the database cannot be read.',
      registers: [this.registry],
      async collect() {
        this.reset();
        if (!sources.webhookQueueDepth) return;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), QUEUE_COUNT_TIMEOUT_MS)));
        try {
          const depth = await Promise.race([sources.webhookQueueDepth(), timeout]);
          if (depth !== null) this.set(depth);
        } catch {
          // The database is unreachable: the series is left out of this scrape rather than faked.
        } finally {
          clearTimeout(timer);
        }
      },
    });
  }

  /** Connects the values read at scrape time (pool, queue), once the services that hold them exist. */
  watch(sources: MetricsSources): void {
    Object.assign(this.sources, sources);
  }

  /** One answered HTTP request. */
  observeRequest(operation: string, status: number, mode: MetricMode, seconds: number): void {
    this.httpRequests.inc({ operation, status: String(status), mode });
    this.httpDuration.observe({ operation, mode, status_class: `${Math.floor(status / 100)}xx` }, seconds);
  }

  observeQuery(milliseconds: number, failed: boolean): void {
    this.dbQueryDuration.observe({ outcome: failed ? 'error' : 'ok' }, milliseconds / 1000);
  }
}
