import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, isLoopbackAddress, localTargetsFor, resolveTarget, TargetRefused } from '../../../src/security/ssrf.js';

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
    await expect(resolveTarget('https://mixed.example/hook', 'none', resolver)).rejects.toBeInstanceOf(TargetRefused);
    const publicOnly = (async () => [{ address: '93.184.216.34', family: 4 }]) as never;
    await expect(resolveTarget('https://ok.example/hook', 'none', publicOnly)).resolves.toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('allows local targets only when asked (sandbox by configuration)', async () => {
    await expect(resolveTarget('http://10.1.2.3:8080/hook', 'private')).resolves.toMatchObject({ address: '10.1.2.3' });
    await expect(resolveTarget('http://127.0.0.1:8080/hook', 'private')).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(resolveTarget('http://[::1]:8080/hook', 'none')).rejects.toMatchObject({ reason: 'private_address' });
  });

  it('with loopback allowed, takes this machine and public addresses, and still refuses private ones', async () => {
    for (const url of ['http://127.0.0.1:8080/hook', 'http://127.3.4.5/hook', 'http://[::1]:8080/hook', 'http://[::ffff:127.0.0.1]/hook']) {
      await expect(resolveTarget(url, 'loopback'), url).resolves.toMatchObject({ url: new URL(url) });
    }
    const localhost = (async () => [{ address: '::1', family: 6 }, { address: '127.0.0.1', family: 4 }]) as never;
    await expect(resolveTarget('http://localhost:9000/hook', 'loopback', localhost)).resolves.toMatchObject({ address: '::1', family: 6 });
    for (const url of ['http://10.0.0.1/hook', 'http://192.168.1.1/hook', 'http://169.254.169.254/latest', 'http://[fe80::1]/x', 'http://0.0.0.0/x', 'http://[::]/x']) {
      await expect(resolveTarget(url, 'loopback'), url).rejects.toMatchObject({ reason: 'private_address' });
    }
    const mixed = (async () => [{ address: '127.0.0.1', family: 4 }, { address: '10.0.0.5', family: 4 }]) as never;
    await expect(resolveTarget('http://mixed.example/hook', 'loopback', mixed)).rejects.toMatchObject({ reason: 'private_address' });
  });

  it('never gives live endpoints more than public addresses', () => {
    for (const sandbox of ['none', 'loopback', 'private'] as const) {
      expect(localTargetsFor('live', sandbox)).toBe('none');
      expect(localTargetsFor('test', sandbox)).toBe(sandbox);
    }
    expect(['127.0.0.1', '127.255.0.1', '::1', '[::1]', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['localhost', '0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'example.com'].some(isLoopbackAddress)).toBe(false);
  });
});
