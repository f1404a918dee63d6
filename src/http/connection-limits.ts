import type { Server, Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import { inRanges, type CidrRange } from '../security/ip-allowlist.js';

// A cap on the connections one peer holds open at once, applied when the connection is accepted,
// before any byte of HTTP (or TLS) is read: one address cannot use up the process's file
// descriptors (and with them every other client's requests, the database's and Redis's sockets).
// A connection past the cap is reset at once, which also spares the server a TIME_WAIT.
//
// At accept time the only address there is the TCP peer. A peer inside TRUSTED_PROXIES is not
// capped: its connections carry many clients, the cap per client belongs to the proxy (HAProxy's
// `maxconn`, a stick table on `sc_conn_cur`; docs/operations.md), and a proxy spreads its clients over
// kept-alive connections, so a connection is no client's. Behind the proxy, requests are still
// counted per client address (X-Forwarded-For from the proxy) by the anonymous rate limit.

/**
 * What a peer's connections count under: the IPv4 address (IPv4-mapped IPv6 as IPv4), or the /64
 * of an IPv6 address, which is one subscriber's or one site's share of the address space (a host
 * can take any number of addresses in it).
 */
export function peerKey(remoteAddress: string): string {
  if (!ipaddr.isValid(remoteAddress)) return remoteAddress;
  let address = ipaddr.parse(remoteAddress);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/** Caps the open connections per peer on `server`; `perAddress` 0 leaves them uncapped. */
export function limitConnectionsPerAddress(
  server: Server,
  perAddress: number,
  trustedProxies: readonly CidrRange[],
  onRefused: () => void = () => {},
): void {
  if (perAddress === 0) return;
  const open = new Map<string, number>();
  // Before the HTTP (or TLS) server's own listener, so a refused socket gets no parser.
  server.prependListener('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    // Gone already (the peer reset it while it waited in the backlog).
    if (peer === undefined) return;
    if (trustedProxies.length > 0 && inRanges(peer, trustedProxies)) return;
    const key = peerKey(peer);
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      onRefused();
      socket.resetAndDestroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
