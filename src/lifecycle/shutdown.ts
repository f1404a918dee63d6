import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { StreamServer } from '../streams/server.js';
import type { DeliveryWorker } from '../webhooks/worker.js';
import type { Readiness } from './readiness.js';

// The staged stop on SIGTERM/SIGINT. In order:
// 1. readiness answers 503 at once, and every answer from now on carries `Connection: close`;
// 2. for an accept window the listener stays open, then it closes (new connections are refused; a
//    load balancer retries them elsewhere), while connections already open keep being served: a
//    request already on its way over a keep-alive connection is answered, not cut. Closing a
//    listener resets the connections waiting in the kernel's queue, which a busy event loop has
//    not accepted yet, so it closes only once no connection has been accepted for a moment, checked
//    right after a turn of the event loop that accepted whatever was queued (or, at the latest, at
//    a quarter of the grace period);
// 3. WebSockets close with 1001, the webhook worker stops claiming and its attempts finish
//    (or their leases are released when the grace period runs out), requests in flight finish;
// 4. connections kept alive from before the signal are left to their clients for an idle linger:
//    a request sent over one is answered (with Connection: close, which closes it), as is one
//    already on its way when the listener closed; closing such a connection from this side while a
//    request is on its way would reset it. The linger ends early once every connection has closed;
// 5. once no request has been in flight for a quiet period (a request read from a socket just
//    now is parsed and counted within it), connections still idle are closed, then storage
//    (database, Redis, PDF threads) closes.
// Everything from 3 on is bounded by the grace period; what is still running then is cut.
// Not covered: a connection the kernel completes in the instant between that check and the close
// is still reset; readiness answers 503 from the signal on so that the balancer has stopped
// sending new ones by then.

/** What the shutdown stops of the services (src/services.ts). */
export interface ShutdownServices {
  readiness: Pick<Readiness, 'markShuttingDown'>;
  deliveryWorker: Pick<DeliveryWorker, 'stop'> | null;
  /** Closes storage (database, Redis, PDF threads) and the rest. */
  close(): Promise<void>;
}

export interface ShutdownTargets {
  server: Server;
  streams: StreamServer;
  services: ShutdownServices;
  logger: Logger;
  graceMs: number;
}

export interface ShutdownOutcome {
  /** Requests still running when the grace period ran out (cut). */
  cutRequests: number;
  /** Connections still open, idle, after the linger: closed by this side. */
  closedIdle: number;
  /** Webhook deliveries whose attempt was still running, given back to other instances. */
  releasedDeliveries: number;
  ms: number;
}

/** Counts the requests in flight and the open connections; from `drain()` on, every answer closes its connection. */
export function trackRequests(server: Server) {
  const open = new Set<ServerResponse>();
  let draining = false;
  const waiters = new Set<() => void>();
  const settle = () => {
    if (open.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters.clear();
  };
  const sockets = new Set<Socket>();
  const closedWaiters = new Set<() => void>();
  let lastAcceptedAt = 0;
  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    if (socket.destroyed) return; // refused at accept (src/http/connection-limits.ts)
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size > 0) return;
      for (const resolve of closedWaiters) resolve();
      closedWaiters.clear();
    });
  });
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.on('close', () => {
      open.delete(res);
      settle();
    });
  });
  return {
    get inFlight() {
      return open.size;
    },
    drain() {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
    /** Resolves when no request is in flight. */
    idle(): Promise<void> {
      if (open.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.add(resolve));
    },
    get openConnections() {
      return sockets.size;
    },
    /** When the last connection was accepted (ms since the epoch; 0: none yet). */
    get lastAcceptedAt() {
      return lastAcceptedAt;
    },
    /** Resolves when no connection is open. */
    allClosed(): Promise<void> {
      if (sockets.size === 0) return Promise.resolve();
      return new Promise((resolve) => closedWaiters.add(resolve));
    },
  };
}

/** How long the listener keeps accepting after the signal at least (bounded by a quarter of the grace period). */
const ACCEPT_WINDOW_MS = 1000;
/** After the window, the listener closes once no connection has been accepted for this long. */
const ACCEPT_QUIET_MS = 250;

/**
 * Closes the listener (net.Server's close only: http.Server's would also close idle keep-alive
 * connections at once, cutting a request already on its way over one of them) after the accept
 * window, once no connection has been accepted for ACCEPT_QUIET_MS, or at `latestAt`. The last check
 * runs in a setImmediate: the event loop's poll phase, which comes first, accepts every connection
 * waiting in the kernel's queue, and one accepted there starts the quiet period again.
 */
function closeListenerWhenQuiet(server: Server, requests: ReturnType<typeof trackRequests>, windowMs: number, latestAt: number): Promise<void> {
  return new Promise((resolve) => {
    const close = () => {
      NetServer.prototype.close.call(server);
      resolve();
    };
    const quietFor = () => Date.now() - requests.lastAcceptedAt;
    const attempt = () => {
      if (Date.now() >= latestAt) return close();
      if (quietFor() < ACCEPT_QUIET_MS) return void setTimeout(attempt, Math.min(ACCEPT_QUIET_MS - quietFor(), latestAt - Date.now())).unref();
      setImmediate(() => (quietFor() < ACCEPT_QUIET_MS && Date.now() < latestAt ? attempt() : close()));
    };
    setTimeout(attempt, windowMs).unref();
  });
}
/** No request in flight for this long before the remaining connections are closed. */
const QUIET_MS = 250;
/**
 * How long after the listener closes a connection kept alive from before the signal may still
 * bring a request (bounded by a quarter of the grace period). Clients close the others themselves
 * after an answer with Connection: close; only clients holding an idle connection make a stop wait
 * this long.
 */
const IDLE_LINGER_MS = 3000;

function sleep(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms).unref());
}

export function createShutdown(targets: ShutdownTargets, requests: ReturnType<typeof trackRequests>) {
  const { server, streams, services, logger, graceMs } = targets;
  let running: Promise<ShutdownOutcome> | undefined;

  async function run(): Promise<ShutdownOutcome> {
    const started = Date.now();
    const deadline = started + graceMs;
    const left = () => Math.max(0, deadline - Date.now());
    services.readiness.markShuttingDown();
    requests.drain();
    const closeListener = closeListenerWhenQuiet(server, requests, Math.min(ACCEPT_WINDOW_MS, graceMs / 4), started + graceMs / 4);
    const quiet = async (): Promise<true> => {
      await closeListener;
      await Promise.race([requests.allClosed(), sleep(Math.min(IDLE_LINGER_MS, graceMs / 4))]);
      for (;;) {
        await requests.idle();
        await sleep(QUIET_MS);
        if (requests.inFlight === 0) return true;
      }
    };

    const [, , releasedDeliveries, drained] = await Promise.all([
      closeListener,
      streams.close(),
      services.deliveryWorker?.stop({ withinMs: left() }) ?? Promise.resolve(0),
      Promise.race([quiet(), sleep(left())]),
    ]);
    const cutRequests = drained ? 0 : requests.inFlight;
    if (!drained) logger.warn({ requests: cutRequests }, 'shutdown grace period over: cutting requests still running');
    // Every answer so far said Connection: close; what is left is idle past the linger, or cut.
    const closedIdle = requests.openConnections - cutRequests;
    server.closeAllConnections();
    await services.close();
    return { cutRequests, closedIdle, releasedDeliveries, ms: Date.now() - started };
  }

  /** Starts the stop once; a second signal waits for the same one. */
  return (signal: string): Promise<ShutdownOutcome> => {
    if (!running) {
      logger.info({ signal, grace_ms: graceMs, in_flight: requests.inFlight }, 'shutting down');
      running = run();
    }
    return running;
  };
}
