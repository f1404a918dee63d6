import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliDatabase, type CliResult } from '../helpers/cli.js';

// npm run keys: the operator's CLI for accounts, API keys, OAuth clients and the signing key.

let cli: Awaited<ReturnType<typeof cliDatabase>>;

beforeAll(async () => {
  cli = await cliDatabase('keys-cli');
});
afterAll(async () => {
  await cli?.close();
});

const keys = (...args: string[]): Promise<CliResult> => cli.run('keys', ...args);

const secretIn = (text: string, prefix: string) => new RegExp(`^(${prefix}[A-Za-z0-9_-]+)$`, 'm').exec(text)?.[1];

describe('npm run keys', { timeout: 120_000 }, () => {
  it('manages an account, its keys and clients, and audits each change without secrets', async () => {
    const account = (await keys('accounts:create', '--name', 'CLI exporter')).stdout.trim();
    expect(account).toMatch(/^acct_/);

    const created = await keys('create', '--account', account, '--mode', 'test', '--scopes', 'buyers:read,markets:read', '--allow', '203.0.113.0/24', '--name', 'ci');
    expect(created.code).toBe(0);
    const secret = secretIn(created.stdout, 'etp_test_')!;
    expect(secret).toBeDefined();
    const keyId = /^(key_\w+)/m.exec(created.stdout)![1]!;

    const listed = await keys('list', '--account', account);
    expect(listed.stdout).toContain(keyId);
    expect(listed.stdout).toContain('203.0.113.0/24');
    expect(listed.stdout).not.toContain(secret);

    const rotated = await keys('rotate', keyId, '--old-expires-in', '2h');
    expect(rotated.code).toBe(0);
    const successor = secretIn(rotated.stdout, 'etp_test_')!;
    expect(successor).not.toBe(secret);
    expect(rotated.stdout).toMatch(new RegExp(`${keyId} keeps working until \\S+Z`));

    const revoked = await keys('revoke', keyId);
    expect(revoked.stdout, revoked.stderr).toMatch(/revoked/);

    const client = await keys('clients:create', '--account', account, '--mode', 'live', '--scopes', 'buyers:read');
    const clientSecret = secretIn(client.stdout, 'etpcs_live_')!;
    expect(clientSecret).toBeDefined();
    const clientId = /^(cli_\w+)/m.exec(client.stdout)![1]!;
    expect((await keys('clients:rotate-secret', clientId, '--old-expires-in', '0')).code).toBe(0);
    expect((await keys('clients:revoke', clientId)).code).toBe(0);

    const signing = await keys('signing-key:rotate');
    expect(signing.stdout).toMatch(/now signs/);

    const audit = await keys('audit', '--account', account);
    for (const action of ['account.created', 'api_key.created', 'api_key.rotated', 'api_key.revoked', 'oauth_client.created', 'oauth_client.secret_rotated', 'oauth_client.revoked']) {
      expect(audit.stdout).toContain(action);
    }
    expect(audit.stdout).toMatch(/by cli/);
    for (const shown of [secret, successor, clientSecret]) expect(audit.stdout).not.toContain(shown);
  }, 180_000);

  it('reports bad input with the field, and usage mistakes with the usage', async () => {
    const account = (await keys('accounts:create', '--name', 'Careless exporter')).stdout.trim();
    const bad = await keys('create', '--account', account, '--mode', 'test', '--scopes', 'buyers:read,buyers:write', '--allow', '10.0.0.1/8');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('/scopes/1: is not a known scope');
    expect(bad.stderr).toContain('/allowed_cidrs/0: has host bits set');
    const usage = await keys('create', '--mode', 'test', '--scopes', 'buyers:read');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--account is required');
    const missing = await keys('revoke', 'key_00000000000000000000');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('not_found');
  }, 120_000);
});
