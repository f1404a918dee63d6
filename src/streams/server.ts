import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config.js';
import { accessTokenVerifier, insufficientScope } from '../domain/access/bearer.js';
import { ApiError, docUrl } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import type { ShipmentService } from '../domain/orders/shipments.js';
import type { ExchangeRateService } from '../domain/exchange-rates/service.js';
import type { Metrics } from '../observability/metrics.js';
import type { KeyStore } from '../security/jwt.js';
import { authenticateUpgrade, STREAM_SCOPE, type UpgradeGrant, type UpgradeServices } from './auth.js';
import { CLOSE, DEFAULT_LIMITS, StreamConnection, type StreamFeeds, type StreamLimits } from './connection.js';
import { referenceRateProvider, simulatedRateProvider } from './exchange-rates.js';
import type { LogisticsSource } from './logistics.js';
import { noMarketPrices, simulatedMarketPrices } from './market-prices.js';

// The WebSocket endpoint on the HTTP server's own port, at both API prefixes. Upgrades are
// authenticated before the handshake; a refusal is an ordinary HTTP error response.

export const STREAM_PATHS = ['/api/v1/stream', '/v1/stream'] as const;

/** What the stream server uses of the services (src/services.ts). */
export interface StreamServices extends UpgradeServices {
  config: Pick<Config, 'streamHeartbeatSeconds' | 'streamRecheckSeconds' | 'oauthAudience' | 'publicBaseUrl'>;
  logger: Logger;
  keyStore: KeyStore;
  logistics: LogisticsSource;
  shipments: Pick<ShipmentService, 'find'>;
  exchangeRates: Pick<ExchangeRateService, 'current' | 'onChange'>;
  metrics: Pick<Metrics, 'streamConnections' | 'streamMessages'>;
}

export interface StreamOptions {
  limits?: Partial<StreamLimits>;
  /** Sandbox simulation ticks. */
  rateTickMs?: number;
  priceTickMs?: number;
  /** Replaces the exchange-rate providers (a live feed; the benchmark's steady source). */
  rates?: StreamFeeds['rates'];
}

export interface StreamServer {
  readonly connections: ReadonlySet<StreamConnection>;
  /** Connections closed as slow consumers since start. */
  readonly slowConsumers: number;
  /** Closes every connection with 1001 and stops the feeds. */
  close(): Promise<void>;
}

const tokenExpired = () => new ApiError('token_expired', 'The access token has expired; request a new one and reconnect.');

function refuse(socket: Duplex, error: ApiError, baseUrl: string): void {
  const body = JSON.stringify({
    status: 'error',
    error: { code: error.code, message: error.message, details: error.details, request_id: newId('request'), doc_url: docUrl(baseUrl, error.code) },
  });
  const headers = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(error.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}

export function attachStreams(server: Server, services: StreamServices, options: StreamOptions = {}): StreamServer {
  const limits: StreamLimits = { ...DEFAULT_LIMITS, heartbeatMs: services.config.streamHeartbeatSeconds * 1000, ...options.limits };
  const feeds: StreamFeeds = {
    rates: options.rates ?? { live: referenceRateProvider(services.exchangeRates), test: simulatedRateProvider(services.exchangeRates, { tickMs: options.rateTickMs ?? 1000 }) },
    prices: { live: noMarketPrices(), test: simulatedMarketPrices({ tickMs: options.priceTickMs ?? 5000 }) },
    logistics: services.logistics,
    findShipment: (scope, id) => services.shipments.find(scope, id),
  };
  const accessTokens = accessTokenVerifier(services.keyStore, services.credentials, services.config.oauthAudience);
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes, perMessageDeflate: false });
  const connections = new Set<StreamConnection>();
  const perCredential = new Map<string, number>();
  let slowConsumers = 0;
  let closing = false;
  const baseUrl = services.config.publicBaseUrl;

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!(STREAM_PATHS as readonly string[]).includes(url.pathname)) return refuse(socket, new ApiError('not_found', `No stream at ${url.pathname}.`), baseUrl);
    if (closing) return refuse(socket, new ApiError('service_unavailable', 'The server is shutting down.'), baseUrl);
    socket.on('error', () => socket.destroy());
    authenticateUpgrade(req, url, services, accessTokens).then(
      (grant) => {
        const { identity } = grant;
        const open = perCredential.get(identity.credentialId) ?? 0;
        if (open >= limits.connectionsPerCredential) {
          return refuse(socket, new ApiError('rate_limited', `At most ${limits.connectionsPerCredential} stream connections per credential.`, [], { 'Retry-After': '1' }), baseUrl);
        }
        perCredential.set(identity.credentialId, open + 1);
        wss.handleUpgrade(req, socket, head, (ws) => accept(ws, grant));
      },
      (error: unknown) => {
        if (error instanceof ApiError) return refuse(socket, error, baseUrl);
        services.logger.error({ err: error }, 'stream upgrade failed');
        refuse(socket, new ApiError('internal_error', 'The upgrade could not be handled.'), baseUrl);
      },
    );
  });

  function accept(ws: WebSocket, grant: UpgradeGrant): void {
    const { identity } = grant;
    const { metrics } = services;
    const connection = new StreamConnection(ws, identity, feeds, limits, () => (slowConsumers += 1), () => metrics.streamMessages.inc({ direction: 'out' }));
    connections.add(connection);
    grants.set(connection, grant);
    metrics.streamConnections.inc();
    // An access token ends its connection when it expires, to the second.
    const expiry = grant.expiresAt ? setTimeout(() => connection.revoke(tokenExpired()), Math.min(2 ** 31 - 1, Math.max(0, grant.expiresAt.getTime() - Date.now()))) : undefined;
    ws.on('message', () => metrics.streamMessages.inc({ direction: 'in' }));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      clearTimeout(expiry);
      grants.delete(connection);
      metrics.streamConnections.dec();
      connections.delete(connection);
      const left = (perCredential.get(identity.credentialId) ?? 1) - 1;
      if (left > 0) perCredential.set(identity.credentialId, left);
      else perCredential.delete(identity.credentialId);
    });
  }

  // Open connections follow their credential: re-checked when credentials change (at once in this
  // process, within a second in the others) and every streamRecheckSeconds for what time alone
  // ends (a key's expiry, the end of a rotation's overlap).
  const grants = new Map<StreamConnection, UpgradeGrant>();
  let rechecking: Promise<void> | null = null;
  let recheckAgain = false;
  async function recheckOne(connection: StreamConnection, grant: UpgradeGrant): Promise<void> {
    try {
      if (grant.expiresAt && grant.expiresAt.getTime() <= Date.now()) throw tokenExpired();
      const now = await services.credentials.recheck(grant.identity, grant.clientIp);
      if (!now.scopes.includes(STREAM_SCOPE)) throw insufficientScope([STREAM_SCOPE]);
    } catch (error) {
      if (error instanceof ApiError) return connection.revoke(error);
      services.logger.warn({ err: error }, 'stream credential re-check failed; the connection stays until the next one');
    }
  }
  function recheckAll(): Promise<void> {
    if (rechecking) {
      recheckAgain = true;
      return rechecking;
    }
    rechecking = (async () => {
      do {
        recheckAgain = false;
        // Per credential, the first re-check loads it (once, into the cache); the others reuse it.
        const byCredential = new Map<string, Array<[StreamConnection, UpgradeGrant]>>();
        for (const entry of grants) {
          const id = entry[1].identity.credentialId;
          byCredential.get(id)?.push(entry) ?? byCredential.set(id, [entry]);
        }
        await Promise.all(
          [...byCredential.values()].map(async (group) => {
            for (const [connection, grant] of group) await recheckOne(connection, grant);
          }),
        );
      } while (recheckAgain);
    })().finally(() => (rechecking = null));
    return rechecking;
  }
  const recheckTimer = setInterval(() => void recheckAll(), services.config.streamRecheckSeconds * 1000);
  recheckTimer.unref();
  const stopListening = services.credentials.onChange(() => void recheckAll());

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      // No pong since the last round: the peer is gone.
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
      connection.heartbeat(limits.heartbeatMs / 1000);
    }
  }, limits.heartbeatMs);
  heartbeat.unref();

  return {
    connections,
    get slowConsumers() {
      return slowConsumers;
    },
    async close() {
      closing = true;
      clearInterval(heartbeat);
      clearInterval(recheckTimer);
      stopListening();
      for (const mode of ['live', 'test'] as const) {
        feeds.rates[mode].stop();
        feeds.prices[mode].stop();
      }
      const closed = [...connections].map((c) => new Promise<void>((resolve) => {
        c.ws.once('close', () => resolve());
        c.close(CLOSE.goingAway, 'server shutting down');
      }));
      // A peer that does not answer the close is cut after a second.
      const timer = setTimeout(() => {
        for (const c of connections) c.ws.terminate();
      }, 1000);
      await Promise.all(closed);
      clearTimeout(timer);
      wss.close();
    },
  };
}
