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
//    not accepted yet, so it closes once no connection has been accepted for a moment, or at a
//    quarter of the grace period whether or not connections keep coming; either way connections
//    are first held for a moment (not read, so no request starts and no client reconnects because
//    it was answered) until accepts go quiet (at most a second), and the close comes right after a
//    turn of the event loop that accepted whatever was queued (stopAccepting);
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
// Not covered: a connection a client starts regardless of this server's answers, which the kernel
// completes in the instant between that turn's accept and the close, is still reset; readiness
// answers 503 from the signal on so that the balancer has stopped sending new ones by then.

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

/** A socket's libuv handle: what reads it, beside (and for HTTP servers instead of) its stream. */
interface SocketHandle {
  reading?: boolean;
  readStart?: () => number;
  readStop?: () => number;
}

const handleOf = (socket: Socket): SocketHandle | null => (socket as unknown as { _handle?: SocketHandle | null })._handle ?? null;

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
  let holding = false;
  /** Held sockets, and whether this hold stopped their reading. */
  const held = new Map<Socket, boolean>();
  const hold = (socket: Socket) => {
    if (held.has(socket) || socket.destroyed) return;
    const handle = handleOf(socket);
    const stop = handle?.reading !== false && typeof handle?.readStop === 'function';
    if (stop) handle.readStop!();
    held.set(socket, stop);
  };
  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    if (socket.destroyed) return; // refused at accept (src/http/connection-limits.ts)
    sockets.add(socket);
    if (holding) hold(socket);
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
    /**
     * Until release(), no connection (open or accepted meanwhile) is read from: no request starts.
     * The socket's handle stops reading: net.Socket's pause() does not stop an HTTP server socket,
     * whose handle the HTTP parser reads directly. A handle not reading (stopped for backpressure)
     * is left to whoever stopped it.
     */
    hold() {
      holding = true;
      for (const socket of sockets) hold(socket);
    },
    release() {
      holding = false;
      for (const [socket, stopped] of held) if (stopped && !socket.destroyed) handleOf(socket)?.readStart?.();
      held.clear();
    },
  };
}

/** How long the listener keeps accepting after the signal at least (bounded by a quarter of the grace period). */
const ACCEPT_WINDOW_MS = 1000;
/** After the window, the listener closes once no connection has been accepted for this long. */
const ACCEPT_QUIET_MS = 250;

/**
 * While the listener is about to close, connections are held (not read from: no request starts,
 * so once the requests running have answered no client connects again because it was answered).
 * The close waits until no connection has been accepted for this long, or HOLD_MAX_MS.
 */
const HOLD_QUIET_MS = 100;
const HOLD_MAX_MS = 1000;

/**
 * Closes the listener (net.Server's close only: http.Server's would also close idle keep-alive
 * connections at once, cutting a request already on its way over one of them) after the accept
 * window, once no connection has been accepted for ACCEPT_QUIET_MS, or at `latestAt` whether or not
 * connections keep coming. Closing a listener resets the connections the kernel has completed and
 * queued but the process has not accepted: clients that sent a request and get a reset (the
 * reported run: 4-5 requests at the deadline, POSTs among them, under a steady stream of new
 * connections). So before the close every connection is held (trackRequests' hold), which stops
 * the clients that reconnect as soon as they are answered; the close then waits for accepts to go
 * quiet (HOLD_QUIET_MS, at most HOLD_MAX_MS), and is made in a setImmediate right after a poll
 * phase, which accepts whatever the kernel had queued until then. The held connections are read
 * again at once after it. What can still be reset is a connection a client starts, regardless of
 * this server's answers, in the instant between the poll phase's accept and the close.
 */
function stopAccepting(server: Server, requests: ReturnType<typeof trackRequests>, windowMs: number, latestAt: number): Promise<void> {
  return new Promise((resolve) => {
    const quietFor = () => Date.now() - requests.lastAcceptedAt;
    const close = () => {
      NetServer.prototype.close.call(server);
      requests.release();
      resolve();
    };
    const closeWhenHeldQuiet = (heldAt: number) => {
      const heldFor = Date.now() - heldAt;
      if (quietFor() < HOLD_QUIET_MS && heldFor < HOLD_MAX_MS) return void setTimeout(() => closeWhenHeldQuiet(heldAt), Math.min(HOLD_QUIET_MS - quietFor(), HOLD_MAX_MS - heldFor)).unref();
      setImmediate(() => (quietFor() < HOLD_QUIET_MS && Date.now() - heldAt < HOLD_MAX_MS ? closeWhenHeldQuiet(heldAt) : close()));
    };
    const attempt = () => {
      if (Date.now() < latestAt && quietFor() < ACCEPT_QUIET_MS) return void setTimeout(attempt, Math.min(ACCEPT_QUIET_MS - quietFor(), latestAt - Date.now())).unref();
      requests.hold();
      closeWhenHeldQuiet(Date.now());
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
    const closeListener = stopAccepting(server, requests, Math.min(ACCEPT_WINDOW_MS, graceMs / 4), started + graceMs / 4);
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
