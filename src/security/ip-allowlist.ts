import ipaddr from 'ipaddr.js';

// IP allowlists (per API key and per OAuth client) and the client address behind proxies.
// Addresses are compared as parsed values, never as strings. An IPv4 address and its IPv4-mapped
// IPv6 form (`::ffff:1.2.3.4`, what a dual-stack socket reports) are the same client: a mapped
// client address is unmapped before matching, and an IPv4 client is compared with IPv6 ranges in
// its mapped form, so `1.2.3.0/24` admits `::ffff:1.2.3.4` and `::ffff:1.2.3.0/120` (stored as
// `1.2.3.0/24`) admits `1.2.3.4`; a wider IPv6 range such as `::/0` admits IPv4 clients too.
// IPv4 is accepted only in dotted four-part decimal: the legacy forms ipaddr.js also reads
// (`010.1`, `0x7f.1`) mean surprising addresses and have no place in a security list.

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export interface CidrRange {
  readonly address: Address;
  readonly prefixLength: number;
  /** Canonical text: `203.0.113.0/24`, `2001:db8::/32` (a bare address gains /32 or /128). */
  readonly text: string;
}

export type CidrParseResult = { ok: true; range: CidrRange } | { ok: false; issue: string };

export interface CidrListIssue {
  index: number;
  value: string;
  issue: string;
}

export type CidrListResult = { ok: true; ranges: CidrRange[] } | { ok: false; issues: CidrListIssue[] };

/** Longest allowlist a key or client may carry. */
export const MAX_CIDR_LIST_LENGTH = 100;

/** One entry: a CIDR or a bare address. Host bits set under the prefix are refused (likely a typo). */
export function parseCidr(entry: string): CidrParseResult {
  const text = entry.trim();
  const slash = text.indexOf('/');
  const addressText = slash === -1 ? text : text.slice(0, slash);
  const address = parseAddress(addressText);
  if (!address) return { ok: false, issue: 'is not an IPv4 or IPv6 address or CIDR' };
  if ('zoneId' in address && address.zoneId !== undefined) return { ok: false, issue: 'must not carry an IPv6 zone' };

  const maxBits = address.kind() === 'ipv4' ? 32 : 128;
  const prefixText = slash === -1 ? String(maxBits) : text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > maxBits) {
    return { ok: false, issue: `prefix length must be a whole number from 0 to ${maxBits}` };
  }
  const prefixLength = Number(prefixText);
  const network = networkAddress(address, prefixLength);
  if (network.toString() !== address.toString()) {
    return { ok: false, issue: `has host bits set; the network is ${formatRange(network, prefixLength)}` };
  }
  return { ok: true, range: unmapRange(address, prefixLength) };
}

/** `::ffff:1.2.3.0/120` is the IPv4 range `1.2.3.0/24`: keep it in the form people read. */
function unmapRange(address: Address, prefixLength: number): CidrRange {
  if (address.kind() === 'ipv6' && prefixLength >= 96 && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    const ipv4 = (address as ipaddr.IPv6).toIPv4Address();
    return { address: ipv4, prefixLength: prefixLength - 96, text: formatRange(ipv4, prefixLength - 96) };
  }
  return { address, prefixLength, text: formatRange(address, prefixLength) };
}

/** Validates a whole list (user input): every bad entry is reported with its index. */
export function parseCidrList(entries: readonly string[]): CidrListResult {
  if (entries.length > MAX_CIDR_LIST_LENGTH) {
    return { ok: false, issues: [{ index: MAX_CIDR_LIST_LENGTH, value: '', issue: `at most ${MAX_CIDR_LIST_LENGTH} entries` }] };
  }
  const ranges: CidrRange[] = [];
  const issues: CidrListIssue[] = [];
  entries.forEach((value, index) => {
    const parsed = parseCidr(value);
    if (parsed.ok) ranges.push(parsed.range);
    else issues.push({ index, value, issue: parsed.issue });
  });
  return issues.length === 0 ? { ok: true, ranges } : { ok: false, issues };
}

/** For lists already validated (stored allowlists, config): throws on a bad entry. */
export function toCidrRanges(entries: readonly string[]): CidrRange[] {
  const parsed = parseCidrList(entries);
  if (!parsed.ok) {
    const first = parsed.issues[0] as CidrListIssue;
    throw new RangeError(`"${first.value}" ${first.issue}.`);
  }
  return parsed.ranges;
}

/** True when `ip` is inside one of `ranges`. An unparseable address is inside none. */
export function inRanges(ip: string, ranges: readonly CidrRange[]): boolean {
  const address = parseClientAddress(ip);
  return address !== null && ranges.some((range) => matches(address, range));
}

/**
 * The allowlist check. An empty list means the credential carries no allowlist and may be used
 * from anywhere; otherwise the address must be inside one of the ranges.
 */
export function isAllowed(ip: string, cidrs: readonly CidrRange[]): boolean {
  return cidrs.length === 0 || inRanges(ip, cidrs);
}

/**
 * The address the request came from. `X-Forwarded-For` is believed only when the direct peer is a
 * trusted proxy; it is then read right to left (each entry was appended by the hop to its right),
 * skipping trusted proxies, and the first address that is not a trusted proxy is the client. If
 * every hop is trusted the leftmost is the client. A malformed entry ends the walk at the hop
 * that wrote it. Mapped IPv6 forms come back as plain IPv4.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedForHeader: string | readonly string[] | undefined,
  trustedProxies: readonly CidrRange[],
): string {
  const peer = remoteAddress === undefined ? null : parseClientAddress(remoteAddress);
  if (!peer) return remoteAddress ?? '';
  let client = peer;
  if (trustedProxies.length === 0 || forwardedForHeader === undefined) return client.toString();

  const hops = forwardedEntries(forwardedForHeader);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!isTrusted(client, trustedProxies)) break;
    const hop = parseForwardedEntry(hops[index] as string);
    if (!hop) break;
    client = hop;
  }
  return client.toString();
}

function isTrusted(address: Address, trustedProxies: readonly CidrRange[]): boolean {
  return trustedProxies.some((range) => matches(address, range));
}

function forwardedEntries(header: string | readonly string[]): string[] {
  const joined = typeof header === 'string' ? header : header.join(',');
  return joined.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** An X-Forwarded-For entry: an address, `[v6]`, `[v6]:port` or `v4:port` (some proxies add ports). */
function parseForwardedEntry(entry: string): Address | null {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed) return parseClientAddress(bracketed[1] as string);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(entry);
  return parseClientAddress(ipv4WithPort ? (ipv4WithPort[1] as string) : entry);
}

/** A client address, unmapped from `::ffff:a.b.c.d` to IPv4. */
function parseClientAddress(text: string): Address | null {
  const address = parseAddress(text);
  if (!address) return null;
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

const FOUR_PART_DECIMAL = /^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/;

/** Checked by shape before ipaddr.js parses: its validators throw internally, which costs ~20 µs a miss. */
function parseAddress(text: string): Address | null {
  if (text.includes(':')) return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : null;
  if (!FOUR_PART_DECIMAL.test(text)) return null;
  try {
    return ipaddr.IPv4.parse(text);
  } catch {
    return null; // an octet above 255
  }
}

function matches(address: Address, range: CidrRange): boolean {
  if (address.kind() === range.address.kind()) return address.match(range.address, range.prefixLength);
  // Only an IPv4 client can meet an IPv6 range here (mapped clients were unmapped); an IPv6 client
  // never matches an IPv4 range.
  if (address.kind() === 'ipv4') return (address as ipaddr.IPv4).toIPv4MappedAddress().match(range.address, range.prefixLength);
  return false;
}

function networkAddress(address: Address, prefixLength: number): Address {
  const text = formatRange(address, prefixLength);
  return address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(text) : ipaddr.IPv6.networkAddressFromCIDR(text);
}

function formatRange(address: Address, prefixLength: number): string {
  if (address.kind() === 'ipv4') return `${address.toString()}/${prefixLength}`;
  const ipv6 = address as ipaddr.IPv6;
  // RFC 5952 section 5: the mapped prefix keeps its dotted tail.
  const text = ipv6.isIPv4MappedAddress() ? `::ffff:${ipv6.toIPv4Address().toString()}` : ipv6.toRFC5952String();
  return `${text}/${prefixLength}`;
}
