import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Server-side request forgery guard. A webhook URL is resolved once; every address is checked, and
// the request then connects to the checked address (sender.ts pins it), so a DNS answer that
// changes between the check and the connection (rebinding) cannot reach a forbidden address.

/** ipaddr.js ranges that are not the public internet. */
const FORBIDDEN_RANGES = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'carrierGradeNat',
  'private',
  'reserved',
  'uniqueLocal',
  'ipv4Mapped',
  'rfc6145',
  'rfc6052',
  '6to4',
  'teredo',
  'benchmarking',
  'amt',
  'as112',
  'as112v6',
  'orchid2',
  'droneRemoteIdProtocolEntityTags',
  'deprecated',
]);

/** Cloud metadata services not covered by the ranges above (169.254.169.254 is link-local). */
const METADATA_ADDRESSES = new Set(['fd00:ec2::254', '100.100.100.200']);

export type TargetRefusal = 'private_address' | 'unresolvable' | 'bad_url';

export class TargetRefused extends Error {
  constructor(
    readonly reason: TargetRefusal,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Which non-public addresses a webhook target may have. `none`: public addresses only (live mode
 * always, and the sandbox of a hosted server). `loopback`: also this machine (127.0.0.0/8, ::1), for
 * the sandbox of a server that only this machine can reach, where a receiver on localhost is the
 * developer's own. `private`: any address (WEBHOOK_SANDBOX_ALLOW_PRIVATE, set by an operator).
 */
export type LocalTargets = 'none' | 'loopback' | 'private';

/** The targets an endpoint of this mode may have: live never gets more than public addresses. */
export function localTargetsFor(mode: string, sandbox: LocalTargets): LocalTargets {
  return mode === 'test' ? sandbox : 'none';
}

/** The address with an IPv4-mapped IPv6 address judged as its IPv4. */
function parsed(text: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const address = ipaddr.parse(text);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** True for 127.0.0.0/8 and ::1 (and their IPv4-mapped form); false for anything else, names included. */
export function isLoopbackAddress(text: string): boolean {
  const bare = text.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) && parsed(bare).range() === 'loopback';
}

/** True when the address is loopback, private, link-local, CGNAT, multicast, metadata or otherwise not public (IPv4-mapped IPv6 judged as its IPv4). */
export function isForbiddenAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return true;
  const address = parsed(text);
  if (METADATA_ADDRESSES.has(address.toNormalizedString()) || METADATA_ADDRESSES.has(address.toString())) return true;
  return FORBIDDEN_RANGES.has(address.range());
}

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the URL's host; every address it resolves to must be public, or local as `local` allows
 * (one bad address refuses the URL: the client does not pick which one we connect to).
 */
export async function resolveTarget(rawUrl: string, local: LocalTargets, resolve: typeof lookup = lookup): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new TargetRefused('bad_url', 'The URL cannot be parsed.');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host, { all: true, verbatim: true });
    } catch {
      throw new TargetRefused('unresolvable', `The host ${host} does not resolve.`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused('unresolvable', `The host ${host} does not resolve.`);
  if (local !== 'private') {
    const bad = addresses.find((a) => isForbiddenAddress(a.address) && !(local === 'loopback' && isLoopbackAddress(a.address)));
    if (bad) throw new TargetRefused('private_address', `The host ${host} resolves to ${bad.address}, which is not a public address.`);
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
