import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, resolveTarget, TargetRefused } from '../../../src/security/ssrf.js';

describe('SSRF guard', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::7f00:1',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])('accepts the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('refuses a host when any of its addresses is private, and pins the first checked address', async () => {
    const resolver = (async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }]) as never;
    await expect(resolveTarget('https://mixed.example/hook', false, resolver)).rejects.toBeInstanceOf(TargetRefused);
    const publicOnly = (async () => [{ address: '93.184.216.34', family: 4 }]) as never;
    await expect(resolveTarget('https://ok.example/hook', false, publicOnly)).resolves.toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('allows local targets only when asked (sandbox by configuration)', async () => {
    await expect(resolveTarget('http://127.0.0.1:8080/hook', true)).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(resolveTarget('http://[::1]:8080/hook', false)).rejects.toMatchObject({ reason: 'private_address' });
  });
});
