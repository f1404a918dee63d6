import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientAddress, type CidrRange } from '../security/ip-allowlist.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The client's address: the socket peer, or X-Forwarded-For when the peer is a trusted proxy. */
    clientIp: string;
  }
}

/** Most requests come from few peers: remember the answer for a peer when no proxy is trusted. */
const PEER_MEMO_SIZE = 1024;

/**
 * Sets req.clientIp. X-Forwarded-For is believed only from TRUSTED_PROXIES (never through
 * express's own `trust proxy`), so a client cannot forge its way past an allowlist.
 */
export function clientAddressMiddleware(trustedProxies: readonly CidrRange[]): RequestHandler {
  const peers = new Map<string, string>();
  return (req: Request, _res: Response, next: NextFunction) => {
    const peer = req.socket.remoteAddress;
    if (trustedProxies.length > 0 || peer === undefined) {
      req.clientIp = clientAddress(peer, req.headers['x-forwarded-for'], trustedProxies);
      return next();
    }
    let address = peers.get(peer);
    if (address === undefined) {
      if (peers.size >= PEER_MEMO_SIZE) peers.clear();
      address = clientAddress(peer, undefined, trustedProxies);
      peers.set(peer, address);
    }
    req.clientIp = address;
    next();
  };
}
