import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRange, isForbiddenAddress, resolveTarget } from '../../src/security/ssrf.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The SSRF guard against the IANA special-purpose address registries, one row per registry entry
// (iana-ipv4-special-registry and iana-ipv6-special-registry, as of 2025), with an address inside the
// entry, the range name the guard reports (ipaddr.js's where it has one) and the verdict: every
// entry is refused as a webhook target. Then the ordinary public addresses it must still accept, the
// embedding forms judged by (or refused whatever) their IPv4 address, and the reported repro: an
// IPv4-compatible IPv6 literal of loopback taken as a webhook URL in live and test mode.

interface Row {
  entry: string;
  prefix: string;
  address: string;
  range: string;
}

const IPV4_REGISTRY: Row[] = [
  { entry: '"This network"', prefix: '0.0.0.0/8', address: '0.1.2.3', range: 'unspecified' },
  { entry: '"This host on this network"', prefix: '0.0.0.0/32', address: '0.0.0.0', range: 'unspecified' },
  { entry: 'Private-Use', prefix: '10.0.0.0/8', address: '10.20.30.40', range: 'private' },
  { entry: 'Shared Address Space', prefix: '100.64.0.0/10', address: '100.127.255.254', range: 'carrierGradeNat' },
  { entry: 'Loopback', prefix: '127.0.0.0/8', address: '127.0.0.1', range: 'loopback' },
  { entry: 'Link Local', prefix: '169.254.0.0/16', address: '169.254.169.254', range: 'linkLocal' },
  { entry: 'Private-Use', prefix: '172.16.0.0/12', address: '172.31.255.1', range: 'private' },
  { entry: 'IETF Protocol Assignments', prefix: '192.0.0.0/24', address: '192.0.0.200', range: 'reserved' },
  { entry: 'IPv4 Service Continuity Prefix', prefix: '192.0.0.0/29', address: '192.0.0.1', range: 'reserved' },
  { entry: 'IPv4 dummy address', prefix: '192.0.0.8/32', address: '192.0.0.8', range: 'reserved' },
  { entry: 'Port Control Protocol Anycast', prefix: '192.0.0.9/32', address: '192.0.0.9', range: 'reserved' },
  { entry: 'Traversal Using Relays around NAT Anycast', prefix: '192.0.0.10/32', address: '192.0.0.10', range: 'reserved' },
  { entry: 'NAT64/DNS64 Discovery', prefix: '192.0.0.170/32', address: '192.0.0.170', range: 'reserved' },
  { entry: 'NAT64/DNS64 Discovery', prefix: '192.0.0.171/32', address: '192.0.0.171', range: 'reserved' },
  { entry: 'Documentation (TEST-NET-1)', prefix: '192.0.2.0/24', address: '192.0.2.1', range: 'reserved' },
  { entry: 'AS112-v4', prefix: '192.31.196.0/24', address: '192.31.196.1', range: 'as112' },
  { entry: 'AMT', prefix: '192.52.193.0/24', address: '192.52.193.1', range: 'amt' },
  { entry: 'Deprecated (6to4 Relay Anycast)', prefix: '192.88.99.0/24', address: '192.88.99.1', range: 'reserved' },
  { entry: 'Private-Use', prefix: '192.168.0.0/16', address: '192.168.1.1', range: 'private' },
  { entry: 'Direct Delegation AS112 Service', prefix: '192.175.48.0/24', address: '192.175.48.1', range: 'as112' },
  { entry: 'Benchmarking', prefix: '198.18.0.0/15', address: '198.19.0.1', range: 'reserved' },
  { entry: 'Documentation (TEST-NET-2)', prefix: '198.51.100.0/24', address: '198.51.100.7', range: 'reserved' },
  { entry: 'Documentation (TEST-NET-3)', prefix: '203.0.113.0/24', address: '203.0.113.9', range: 'reserved' },
  { entry: 'Reserved', prefix: '240.0.0.0/4', address: '250.1.2.3', range: 'reserved' },
  { entry: 'Limited Broadcast', prefix: '255.255.255.255/32', address: '255.255.255.255', range: 'broadcast' },
];

const IPV6_REGISTRY: Row[] = [
  { entry: 'Loopback Address', prefix: '::1/128', address: '::1', range: 'loopback' },
  { entry: 'Unspecified Address', prefix: '::/128', address: '::', range: 'unspecified' },
  { entry: 'IPv4-mapped Address', prefix: '::ffff:0:0/96', address: '::ffff:127.0.0.1', range: 'loopback' },
  { entry: 'IPv4-IPv6 Translat.', prefix: '64:ff9b::/96', address: '64:ff9b::808:808', range: 'rfc6052' },
  { entry: 'IPv4-IPv6 Translat. (local use)', prefix: '64:ff9b:1::/48', address: '64:ff9b:1::a00:1', range: 'rfc6052' },
  { entry: 'Discard-Only Address Block', prefix: '100::/64', address: '100::1', range: 'discard' },
  { entry: 'Dummy IPv6 Prefix', prefix: '100:0:0:1::/64', address: '100:0:0:1::1', range: 'dummyPrefix' },
  { entry: 'IETF Protocol Assignments', prefix: '2001::/23', address: '2001:1ff::1', range: 'reserved' },
  { entry: 'TEREDO', prefix: '2001::/32', address: '2001:0:4136:e378:8000:63bf:f5ff:fffe', range: 'teredo' },
  { entry: 'Port Control Protocol Anycast', prefix: '2001:1::1/128', address: '2001:1::1', range: 'reserved' },
  { entry: 'Traversal Using Relays around NAT Anycast', prefix: '2001:1::2/128', address: '2001:1::2', range: 'reserved' },
  { entry: 'DNS-SD Service Registration Protocol Anycast', prefix: '2001:1::3/128', address: '2001:1::3', range: 'reserved' },
  { entry: 'Benchmarking', prefix: '2001:2::/48', address: '2001:2::1', range: 'benchmarking' },
  { entry: 'AMT', prefix: '2001:3::/32', address: '2001:3::1', range: 'amt' },
  { entry: 'AS112-v6', prefix: '2001:4:112::/48', address: '2001:4:112::1', range: 'as112v6' },
  { entry: 'Deprecated (previously ORCHID)', prefix: '2001:10::/28', address: '2001:10::1', range: 'deprecatedOrchid' },
  { entry: 'ORCHIDv2', prefix: '2001:20::/28', address: '2001:20::1', range: 'orchid2' },
  { entry: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', prefix: '2001:30::/28', address: '2001:30::1', range: 'droneRemoteIdProtocolEntityTags' },
  { entry: 'Documentation', prefix: '2001:db8::/32', address: '2001:db8::1', range: 'reserved' },
  { entry: '6to4', prefix: '2002::/16', address: '2002:c0a8:101::1', range: '6to4' },
  { entry: 'Direct Delegation AS112 Service', prefix: '2620:4f:8000::/48', address: '2620:4f:8000::1', range: 'as112v6' },
  { entry: 'Documentation', prefix: '3fff::/20', address: '3fff:0fff::1', range: 'reserved' },
  { entry: 'Segment Routing (SRv6) SIDs', prefix: '5f00::/16', address: '5f00::1', range: 'segmentRouting' },
  { entry: 'Unique-Local', prefix: 'fc00::/7', address: 'fd12:3456::1', range: 'uniqueLocal' },
  { entry: 'Link-Local Unicast', prefix: 'fe80::/10', address: 'fe80::1', range: 'linkLocal' },
];

/** Ranges outside the two special-purpose registries that are no place for a webhook either. */
const OTHER_RANGES: Row[] = [
  { entry: 'IPv4 multicast (RFC 5771)', prefix: '224.0.0.0/4', address: '239.1.2.3', range: 'multicast' },
  { entry: 'IPv6 multicast (RFC 4291)', prefix: 'ff00::/8', address: 'ff02::1', range: 'multicast' },
  { entry: 'Site-local, deprecated (RFC 3879)', prefix: 'fec0::/10', address: 'fec0::1', range: 'deprecatedSiteLocal' },
  { entry: 'IPv4-compatible, deprecated (RFC 4291 2.5.5.1): loopback', prefix: '::/96', address: '::127.0.0.1', range: 'ipv4Compatible' },
  { entry: 'IPv4-compatible, deprecated: a public IPv4', prefix: '::/96', address: '::8.8.8.8', range: 'ipv4Compatible' },
  { entry: 'IPv4-translated (RFC 6145)', prefix: '::ffff:0:0:0/96', address: '::ffff:0:a00:1', range: 'rfc6145' },
  { entry: 'IPv4-mapped private', prefix: '::ffff:0:0/96', address: '::ffff:10.0.0.1', range: 'private' },
  { entry: 'NAT64 embedding loopback', prefix: '64:ff9b::/96', address: '64:ff9b::127.0.0.1', range: 'rfc6052' },
  { entry: '6to4 embedding 10.0.0.1', prefix: '2002::/16', address: '2002:a00:1::1', range: '6to4' },
  { entry: '6to4 embedding a public IPv4', prefix: '2002::/16', address: '2002:808:808::1', range: '6to4' },
  { entry: 'Teredo, server 10.0.0.1', prefix: '2001::/32', address: '2001:0:a00:1::1', range: 'teredo' },
  { entry: 'Cloud metadata (AWS IPv6)', prefix: 'fd00:ec2::254/128', address: 'fd00:ec2::254', range: 'metadata' },
  { entry: 'Cloud metadata (Alibaba)', prefix: '100.100.100.200/32', address: '100.100.100.200', range: 'metadata' },
];

describe('every special-purpose range is refused as a webhook target', () => {
  it.each([...IPV4_REGISTRY, ...IPV6_REGISTRY, ...OTHER_RANGES])('$prefix $entry: $address is $range, refused', (row) => {
    expect(addressRange(row.address)).toBe(row.range);
    expect(isForbiddenAddress(row.address)).toBe(true);
  });

  it('the rows name every entry of both registries (25 IPv4, 25 IPv6)', () => {
    expect(IPV4_REGISTRY).toHaveLength(25);
    expect(IPV6_REGISTRY).toHaveLength(25);
  });

  it.each(['8.8.8.8', '93.184.216.34', '1.1.1.1', '::ffff:8.8.8.8', '2606:4700::1111', '2a00:1450:4001::200e', '2001:4860:4860::8888'])(
    'accepts the ordinary public address %s',
    (address) => {
      expect(addressRange(address)).toBe('unicast');
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it('refuses text that is not an address', () => {
    expect(addressRange('example.com')).toBeNull();
    expect(isForbiddenAddress('example.com')).toBe(true);
  });

  it('refuses an IPv4-compatible IPv6 URL however it is written', async () => {
    for (const url of ['https://[::127.0.0.1]:47901/', 'https://[::7f00:1]/hook', 'https://[0:0:0:0:0:0:7f00:1]/', 'https://[::10.0.0.1]/']) {
      // Not loopback either: a sandbox that takes loopback receivers refuses it too.
      for (const local of ['none', 'loopback'] as const) await expect(resolveTarget(url, local), url).rejects.toMatchObject({ reason: 'private_address' });
    }
  });
});

describe('the reported URL through the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['live', 'test'] as const)('is refused as a webhook endpoint in %s mode', async (mode) => {
    const res = await app.request('POST', '/api/v1/webhook-endpoints', {
      key: mode === 'live' ? app.liveKey : app.testKey,
      body: { url: 'https://[::127.0.0.1]:47901/', event_types: ['order.updated'] },
    });
    expect(res.status, res.text).toBe(400);
    expect((res.body as { error: { details: { field: string }[] } }).error.details.map((d) => d.field)).toContain('/url');
  });
});
