import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Server-side request forgery guard. A webhook URL is resolved once; every address is checked, and
// the request then connects to the checked address (sender.ts pins it), so a DNS answer that
// changes between the check and the connection (rebinding) cannot reach a forbidden address.
//
// The check allows, rather than forbids: an address is a webhook target only when ipaddr.js calls it
// plain `unicast` and it falls in none of the special-purpose ranges ipaddr.js does not name. Every
// entry of the IANA IPv4 and IPv6 special-purpose address registries is therefore refused, including
// the ones the registries mark globally reachable (anycast services such as AS112, AMT, PCP, TURN:
// none is a place for a webhook receiver) and ranges a later ipaddr.js adds a name for.
// test/security/ssrf-registry.test.ts walks the registries row by row.
// IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address a dual-stack socket connects to.
// The other IPv4-embedding forms are refused whatever they embed: IPv4-compatible (::a.b.c.d,
// deprecated), IPv4-translated, NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 and
// Teredo; a receiver has an address of its own.

/** Special-purpose ranges ipaddr.js (2.5) leaves in `unicast`, with the names this guard gives them. */
const UNNAMED_SPECIAL_RANGES: ReadonlyArray<readonly [string, string]> = [
  // RFC 4291 section 2.5.5.1: IPv4-compatible IPv6, deprecated; `::` and `::1` inside it have names.
  ['ipv4Compatible', '::/96'],
  // RFC 9780: the dummy IPv6 prefix.
  ['dummyPrefix', '100:0:0:1::/64'],
];

const UNNAMED: ReadonlyArray<readonly [string, [ipaddr.IPv4 | ipaddr.IPv6, number]]> = UNNAMED_SPECIAL_RANGES.map(([name, cidr]) => [name, ipaddr.parseCIDR(cidr)] as const);

/** Cloud metadata services, named for the log (both also fall in refused ranges: fd00::/8, 100.64.0.0/10). */
const METADATA_ADDRESSES = new Set(['fd00:ec2::254', '100.100.100.200']);

/** The one range name a webhook target may have. */
const PUBLIC_RANGE = 'unicast';

/**
 * Dotted-quad IPv4, or IPv6 as the URL parser reads it: ipaddr.js (2.5) parses `::a.b.c.d` as the
 * IPv4-mapped `::ffff:a.b.c.d`, which would judge an IPv4-compatible address by the IPv4 address it
 * is not; the WHATWG URL parser, which reads the webhook URLs, writes it as `::hhhh:hhhh`. Zone ids and
 * the other IPv4 spellings ipaddr.js accepts (`0x7f.1`) are not addresses here.
 */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(':')) return null;
  let host: string;
  try {
    host = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  return ipaddr.IPv6.isValid(host) ? ipaddr.IPv6.parse(host) : null;
}

/**
 * The special-purpose range of an address: ipaddr.js's name for it (`loopback`, `private`,
 * `uniqueLocal`, `6to4`...), one of this guard's names for the ranges ipaddr.js does not name, or
 * `unicast` for an ordinary address. IPv4-mapped IPv6 answers the range of its IPv4 address.
 * Null for text that is not an IP address.
 */
export function addressRange(text: string): string | null {
  let address = parseAddress(text);
  if (address === null) return null;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (METADATA_ADDRESSES.has(address.toNormalizedString()) || METADATA_ADDRESSES.has(address.toString())) return 'metadata';
  const named = address.range();
  if (named !== PUBLIC_RANGE) return named;
  for (const [name, [base, bits]] of UNNAMED) if (address.kind() === base.kind() && address.match(base, bits)) return name;
  return PUBLIC_RANGE;
}

/** True unless the address is an ordinary public unicast address (see the top of this file). */
export function isForbiddenAddress(text: string): boolean {
  return addressRange(text) !== PUBLIC_RANGE;
}

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

/** True for 127.0.0.0/8 and ::1 (and their IPv4-mapped form); false for anything else, names included. */
export function isLoopbackAddress(text: string): boolean {
  return addressRange(text.replace(/^\[|\]$/g, '')) === 'loopback';
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
