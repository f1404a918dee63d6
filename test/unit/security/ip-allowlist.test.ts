import { describe, expect, it } from 'vitest';
import {
  MAX_CIDR_LIST_LENGTH,
  clientAddress,
  inRanges,
  isAllowed,
  parseCidr,
  parseCidrList,
  toCidrRanges,
} from '../../../src/security/ip-allowlist.js';

function canonical(entry: string): string | null {
  const parsed = parseCidr(entry);
  return parsed.ok ? parsed.range.text : null;
}

describe('parseCidr', () => {
  it('reads IPv4 and IPv6 CIDRs, and bare addresses as /32 and /128', () => {
    expect(canonical('203.0.113.0/24')).toBe('203.0.113.0/24');
    expect(canonical(' 203.0.113.7 ')).toBe('203.0.113.7/32');
    expect(canonical('2001:DB8:0:0:0:0:0:0/32')).toBe('2001:db8::/32');
    expect(canonical('2001:db8::7')).toBe('2001:db8::7/128');
    expect(canonical('0.0.0.0/0')).toBe('0.0.0.0/0');
    expect(canonical('::/0')).toBe('::/0');
  });

  it('stores an IPv4-mapped IPv6 range as the IPv4 range it means', () => {
    expect(canonical('::ffff:203.0.113.0/120')).toBe('203.0.113.0/24');
    expect(canonical('::ffff:203.0.113.7')).toBe('203.0.113.7/32');
    // Wider than the mapped space: stays IPv6, and still admits IPv4 clients inside it.
    expect(canonical('::fffe:0:0/95')).toBe('::fffe:0:0/95');
    expect(isAllowed('198.51.100.9', toCidrRanges(['::fffe:0:0/95']))).toBe(true);
  });

  it('explains what is wrong with a bad entry', () => {
    expect(parseCidr('203.0.113.7/24')).toEqual({ ok: false, issue: 'has host bits set; the network is 203.0.113.0/24' });
    expect(parseCidr('203.0.113.0/33')).toEqual({ ok: false, issue: 'prefix length must be a whole number from 0 to 32' });
    expect(parseCidr('2001:db8::/129')).toEqual({ ok: false, issue: 'prefix length must be a whole number from 0 to 128' });
    expect(parseCidr('fe80::1%eth0')).toEqual({ ok: false, issue: 'must not carry an IPv6 zone' });
    for (const entry of ['', 'localhost', '203.0.113', '256.0.0.1', '203.0.113.07', '010.0.0.1', '0x7f.0.0.1', '203.0.113.0/-1', '203.0.113.0/', '1.2.3.4/8/8']) {
      expect(parseCidr(entry).ok, entry).toBe(false);
    }
  });
});

describe('parseCidrList', () => {
  it('returns every bad entry with its index', () => {
    expect(parseCidrList(['10.0.0.0/8', 'nope', '2001:db8::/32', '10.0.0.1/8'])).toEqual({
      ok: false,
      issues: [
        { index: 1, value: 'nope', issue: 'is not an IPv4 or IPv6 address or CIDR' },
        { index: 3, value: '10.0.0.1/8', issue: 'has host bits set; the network is 10.0.0.0/8' },
      ],
    });
  });

  it('caps the list length', () => {
    const tooMany = Array.from({ length: MAX_CIDR_LIST_LENGTH + 1 }, (_, i) => `10.0.${i}.0/24`);
    expect(parseCidrList(tooMany).ok).toBe(false);
  });

  it('toCidrRanges throws on a bad stored entry', () => {
    expect(() => toCidrRanges(['10.0.0.0/8', 'nope'])).toThrow(RangeError);
  });
});

describe('isAllowed', () => {
  const office = toCidrRanges(['203.0.113.0/24', '2001:db8:1234::/48']);

  it('matches IPv4 and IPv6 clients against their ranges', () => {
    expect(isAllowed('203.0.113.200', office)).toBe(true);
    expect(isAllowed('203.0.114.1', office)).toBe(false);
    expect(isAllowed('2001:db8:1234:5::1', office)).toBe(true);
    expect(isAllowed('2001:db8:1235::1', office)).toBe(false);
  });

  it('treats an IPv4-mapped client address as the IPv4 address, both ways', () => {
    expect(isAllowed('::ffff:203.0.113.9', office)).toBe(true);
    expect(isAllowed('::ffff:cb00:7109', office)).toBe(true);
    expect(isAllowed('::ffff:198.51.100.9', office)).toBe(false);
    const mappedRange = toCidrRanges(['::ffff:198.51.100.0/120']);
    expect(isAllowed('198.51.100.9', mappedRange)).toBe(true);
    expect(isAllowed('::ffff:198.51.100.9', mappedRange)).toBe(true);
    expect(isAllowed('198.51.101.9', mappedRange)).toBe(false);
  });

  it('admits IPv4 clients to a wide IPv6 range that contains the mapped space, never the reverse', () => {
    expect(isAllowed('198.51.100.9', toCidrRanges(['::/0']))).toBe(true);
    expect(isAllowed('2001:db8::1', toCidrRanges(['0.0.0.0/0']))).toBe(false);
  });

  it('lets a credential without an allowlist in from anywhere, and refuses unparseable addresses', () => {
    expect(isAllowed('198.51.100.9', [])).toBe(true);
    expect(isAllowed('not-an-ip', office)).toBe(false);
    expect(isAllowed('', office)).toBe(false);
    expect(inRanges('198.51.100.9', [])).toBe(false);
  });
});

describe('clientAddress', () => {
  const proxies = toCidrRanges(['10.0.0.0/8', 'fd00::/8']);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy (spoofing)', () => {
    expect(clientAddress('198.51.100.66', '203.0.113.9', proxies)).toBe('198.51.100.66');
    expect(clientAddress('198.51.100.66', '203.0.113.9, 10.0.0.2', proxies)).toBe('198.51.100.66');
    expect(clientAddress('198.51.100.66', '203.0.113.9', [])).toBe('198.51.100.66');
  });

  it('believes a trusted proxy, walking right to left past trusted hops', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '203.0.113.9, 10.0.0.7, 10.1.1.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('fd00::1', '2001:db8::9', proxies)).toBe('2001:db8::9');
  });

  it('stops at the first untrusted hop, so a forged left part is never believed', () => {
    // The client sent "X-Forwarded-For: 203.0.113.9"; our proxy appended the real address.
    expect(clientAddress('10.0.0.1', '203.0.113.9, 198.51.100.66', proxies)).toBe('198.51.100.66');
  });

  it('unmaps IPv4-mapped peers and hops', () => {
    expect(clientAddress('::ffff:10.0.0.1', '::ffff:203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:198.51.100.66', undefined, proxies)).toBe('198.51.100.66');
  });

  it('reads repeated headers, ports and brackets', () => {
    expect(clientAddress('10.0.0.1', ['203.0.113.9', '10.0.0.3'], proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '203.0.113.9:51234', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '[2001:db8::9]:443', proxies)).toBe('2001:db8::9');
  });

  it('ends the walk at a malformed entry, keeping the hop that wrote it', () => {
    expect(clientAddress('10.0.0.1', 'unknown, 10.0.0.5', proxies)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.1', '', proxies)).toBe('10.0.0.1');
  });

  it('takes the leftmost hop when every hop is a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '10.0.0.9, 10.0.0.8', proxies)).toBe('10.0.0.9');
  });
});
