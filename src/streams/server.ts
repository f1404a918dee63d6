import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Identity } from '../domain/access/credentials.js';
import { ApiError } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { accessTokenVerifier } from '../http/authenticate.js';
import { docUrl } from '../http/envelope.js';
import type { Services } from '../services.js';
import { authenticateUpgrade } from './auth.js';
import { CLOSE, DEFAULT_LIMITS, StreamConnection, type StreamFeeds, type StreamLimits } from './connection.js';
import { referenceRateProvider, simulatedRateProvider } from './exchange-rates.js';
import { noMarketPrices, simulatedMarketPrices } from './market-prices.js';

// The WebSocket endpoint on the HTTP server's own port, at both API prefixes. Upgrades are
// authenticated before the handshake; a refusal is an ordinary HTTP error response.

export const STREAM_PATHS = ['/api/v1/stream', '/v1/stream'] as const;

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

export function attachStreams(server: Server, services: Services, options: StreamOptions = {}): StreamServer {
  const limits: StreamLimits = { ...DEFAULT_LIMITS, heartbeatMs: services.config.streamHeartbeatSeconds * 1000, ...options.limits };
  const feeds: StreamFeeds = {
    rates: options.rates ?? { live: referenceRateProvider(), test: simulatedRateProvider({ tickMs: options.rateTickMs ?? 1000 }) },
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
      (identity) => {
        const open = perCredential.get(identity.credentialId) ?? 0;
        if (open >= limits.connectionsPerCredential) {
          return refuse(socket, new ApiError('rate_limited', `At most ${limits.connectionsPerCredential} stream connections per credential.`, [], { 'Retry-After': '1' }), baseUrl);
        }
        perCredential.set(identity.credentialId, open + 1);
        wss.handleUpgrade(req, socket, head, (ws) => accept(ws, identity));
      },
      (error: unknown) => {
        if (error instanceof ApiError) return refuse(socket, error, baseUrl);
        services.logger.error({ err: error }, 'stream upgrade failed');
        refuse(socket, new ApiError('internal_error', 'The upgrade could not be handled.'), baseUrl);
      },
    );
  });

  function accept(ws: WebSocket, identity: Identity): void {
    const { metrics } = services;
    const connection = new StreamConnection(ws, identity, feeds, limits, () => (slowConsumers += 1), () => metrics.streamMessages.inc({ direction: 'out' }));
    connections.add(connection);
    metrics.streamConnections.inc();
    ws.on('message', () => metrics.streamMessages.inc({ direction: 'in' }));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      metrics.streamConnections.dec();
      connections.delete(connection);
      const left = (perCredential.get(identity.credentialId) ?? 1) - 1;
      if (left > 0) perCredential.set(identity.credentialId, left);
      else perCredential.delete(identity.credentialId);
    });
  }

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
