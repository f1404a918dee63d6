import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { SEALED_COLUMNS, SealedValuesUnreadableError, countOutsideCurrentKey, resealValues } from '../../src/db/sealed-values.js';
import { createLogger } from '../../src/logger.js';
import { createSecretBox, encryptionKeyId } from '../../src/security/encryption.js';
import { createServices } from '../../src/services.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cliDatabase } from '../helpers/cli.js';

// Rotating SECRETS_ENCRYPTION_KEY without downtime: values sealed under key A stay readable once B
// seals and A is listed in SECRETS_ENCRYPTION_PREVIOUS_KEYS; the re-seal moves them all under B; a
// start without the key that sealed stored values stops, naming the setting.

const A = randomBytes(32);
const B = randomBytes(32);
const hex = (key: Buffer) => key.toString('hex');
const NO_WORKER = { WEBHOOK_WORKER: 'off', WEBHOOK_SANDBOX_ALLOW_PRIVATE: 'on' };

let sealedWithA: TestApp;
let endpoint: { id: string; secret: string };
const idempotencyKey = `rotation-${Date.now()}`;
const createBody = { url: 'http://127.0.0.1:9/hook', event_types: ['order.updated'] };

/** Every sealed value in the database, by column, for the ids they carry. */
async function keyIdsInUse(app: TestApp): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const c of SEALED_COLUMNS) {
    const { rows } = await sql<{ v: string }>`SELECT ${sql.ref(c.column)} AS v FROM ${sql.table(c.table)} WHERE ${sql.ref(c.column)} IS NOT NULL`.execute(app.services.database.db);
    found[`${c.table}.${c.column}`] = [...new Set(rows.map((r) => r.v.split('.').slice(0, 2).join('.')))];
  }
  return found;
}

/** A second instance on the same database with other encryption settings (starts or throws). */
async function startBeside(env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX_BUYERS: '3000', DATA_DIR: 'memory://', EXCHANGE_RATE_FEED_URL: 'off', ...NO_WORKER, ...env });
  return createServices(config, createLogger(config), { database: sealedWithA.services.database });
}

beforeAll(async () => {
  sealedWithA = await startTestApp({ SECRETS_ENCRYPTION_KEY: hex(A), ...NO_WORKER });
  const created = await sealedWithA.request('POST', '/api/v1/webhook-endpoints', { body: createBody, headers: { 'idempotency-key': idempotencyKey } });
  expect(created.status, created.text).toBe(200);
  endpoint = (created.body as { data: { id: string; secret: string } }).data;
  // The rotation keeps the first secret sealed as the previous one.
  const rotated = await sealedWithA.request('POST', `/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`);
  expect(rotated.status, rotated.text).toBe(200);
}, 120_000);

afterAll(async () => {
  await sealedWithA?.close();
});

describe('secrets encryption key rotation', { timeout: 120_000 }, () => {
  it('seals every column under key A, naming it by id', async () => {
    const inUse = await keyIdsInUse(sealedWithA);
    expect(Object.keys(inUse)).toHaveLength(SEALED_COLUMNS.length);
    for (const [column, ids] of Object.entries(inUse)) expect(ids, column).toEqual([`v2.${encryptionKeyId(A)}`]);
  });

  it('refuses a start under B without A, and with a wrong previous key, naming the setting', async () => {
    const settings: Array<Record<string, string>> = [{ SECRETS_ENCRYPTION_KEY: hex(B) }, { SECRETS_ENCRYPTION_KEY: hex(B), SECRETS_ENCRYPTION_PREVIOUS_KEYS: hex(randomBytes(32)) }];
    for (const env of settings) {
      const start = startBeside(env);
      await expect(start).rejects.toThrow(SealedValuesUnreadableError);
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(new RegExp(`sealed with the secrets key ${encryptionKeyId(A)}.*SECRETS_ENCRYPTION_PREVIOUS_KEYS`));
    }
  });

  it('under B with A as previous: everything sealed under A still opens, new values are sealed under B, and the re-seal moves the rest', async () => {
    const rotated = await startBeside({ SECRETS_ENCRYPTION_KEY: hex(B), SECRETS_ENCRYPTION_PREVIOUS_KEYS: hex(A) });
    try {
      // The stored reply (it holds the endpoint's first secret) replays through B's key ring.
      const replay = await rotated.idempotency.run(
        { scope: { accountId: sealedWithA.accountId, mode: 'test', credentialId: await storedCredential(), key: idempotencyKey }, operationId: 'createWebhookEndpoint', requestHash: await storedHash() },
        () => Promise.reject(new Error('must replay, not run')),
      );
      expect(replay.replayed).toBe(true);
      expect(JSON.stringify(replay.response.body)).toContain(endpoint.secret);
      // Webhook secrets (current and previous) and the signing key open under B's ring.
      const row = await rotated.database.db.selectFrom('webhook_endpoints').where('id', '=', endpoint.id).selectAll().executeTakeFirstOrThrow();
      expect(rotated.secretBox.open(row.previous_secret_sealed!, `webhook-endpoint-secret:${endpoint.id}`)).toBe(endpoint.secret);
      expect(rotated.secretBox.open(row.secret_sealed, `webhook-endpoint-secret:${endpoint.id}`)).toMatch(/^whsec_/);
      // The start itself opened the signing key sealed under A (the key store imports it).
      expect(rotated.keyStore.currentKid()).toBe(sealedWithA.services.keyStore.currentKid());
      expect(rotated.secretBox.seal('x', 'c').startsWith(`v2.${encryptionKeyId(B)}.`)).toBe(true);

      const first = await resealValues(rotated.database.db, rotated.secretBox, { batchSize: 1 });
      expect(first.reduce((s, c) => s + c.resealed, 0)).toBe(SEALED_COLUMNS.length);
      expect(first.every((c) => c.remaining === 0 && c.changedMeanwhile === 0)).toBe(true);
      const again = await resealValues(rotated.database.db, rotated.secretBox, { batchSize: 1 });
      expect(again.every((c) => c.resealed === 0 && c.remaining === 0)).toBe(true);
      for (const [column, ids] of Object.entries(await keyIdsInUse(sealedWithA))) expect(ids, column).toEqual([`v2.${encryptionKeyId(B)}`]);
    } finally {
      await rotated.close();
    }

    // A can go: B alone opens everything.
    const bOnly = await startBeside({ SECRETS_ENCRYPTION_KEY: hex(B) });
    try {
      const replay = await bOnly.idempotency.run(
        { scope: { accountId: sealedWithA.accountId, mode: 'test', credentialId: await storedCredential(), key: idempotencyKey }, operationId: 'createWebhookEndpoint', requestHash: await storedHash() },
        () => Promise.reject(new Error('must replay, not run')),
      );
      expect(JSON.stringify(replay.response.body)).toContain(endpoint.secret);
      expect(await countOutsideCurrentKey(bOnly.database.db, bOnly.secretBox)).toEqual(SEALED_COLUMNS.map((c) => ({ column: `${c.table}.${c.column}`, count: 0 })));
    } finally {
      await bOnly.close();
    }
  });
});

/** The credential the stored reply belongs to (the test key that made the request). */
async function storedCredential(): Promise<string> {
  const row = await sealedWithA.services.database.db.selectFrom('idempotency_keys').where('idempotency_key', '=', idempotencyKey).select('credential_id').executeTakeFirstOrThrow();
  return row.credential_id;
}

async function storedHash(): Promise<string> {
  const row = await sealedWithA.services.database.db.selectFrom('idempotency_keys').where('idempotency_key', '=', idempotencyKey).select(['request_hash', 'operation_id']).executeTakeFirstOrThrow();
  expect(row.operation_id).toBe('createWebhookEndpoint');
  return row.request_hash;
}

describe('npm run keys -- secrets:reseal', { timeout: 180_000 }, () => {
  let cli: Awaited<ReturnType<typeof cliDatabase>>;
  beforeAll(async () => {
    cli = await cliDatabase('keys-reseal');
  });
  afterAll(async () => {
    await cli?.close();
  });

  it('re-seals under the new key, is idempotent, and what it leaves opens with the new key alone', async () => {
    const withKeys = (env: Record<string, string>) => Object.assign(cli.env, { SECRETS_ENCRYPTION_PREVIOUS_KEYS: '' }, env);
    withKeys({ SECRETS_ENCRYPTION_KEY: hex(A) });
    expect((await cli.run('keys', 'signing-key:rotate')).code).toBe(0);

    withKeys({ SECRETS_ENCRYPTION_KEY: hex(B), SECRETS_ENCRYPTION_PREVIOUS_KEYS: hex(A) });
    const resealed = await cli.run('keys', 'secrets:reseal', '--batch-size', '1');
    expect(resealed.code, resealed.stderr).toBe(0);
    expect(resealed.stdout).toMatch(/signing_keys\.sealed_private_key: 2 re-sealed/);
    expect(resealed.stdout).toContain(`Done: 2 values re-sealed; every stored secret is under key ${encryptionKeyId(B)}`);
    for (const key of [A, B]) expect(resealed.stdout + resealed.stderr).not.toContain(hex(key));

    const again = await cli.run('keys', 'secrets:reseal');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Done: 0 values re-sealed');

    // B alone opens the signing key (the rotation imports the current private key).
    withKeys({ SECRETS_ENCRYPTION_KEY: hex(B) });
    const rotate = await cli.run('keys', 'signing-key:rotate');
    expect(rotate.code, rotate.stderr).toBe(0);
    expect((await cli.run('keys', 'audit')).stdout).toContain('secrets.resealed');
  });

  it('a bad previous key is a configuration error naming the setting, never the value', async () => {
    const bad = 'f'.repeat(63);
    Object.assign(cli.env, { SECRETS_ENCRYPTION_KEY: hex(B), SECRETS_ENCRYPTION_PREVIOUS_KEYS: `${hex(A)},${bad}` });
    const run = await cli.run('keys', 'secrets:reseal');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('SECRETS_ENCRYPTION_PREVIOUS_KEYS entry 2 of 2 must be 32 bytes');
    expect(run.stderr).not.toContain(bad);
    expect(run.stderr).not.toContain(hex(A));
    expect(createSecretBox(B).previousKeyIds).toEqual([]);
  });
});
