import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENCRYPTION_KEY_FILE,
  createSecretBox,
  decodeEncryptionKey,
  encryptionKeyId,
  resolveEncryptionKey,
} from '../../../src/security/encryption.js';
import { RedactedSecret } from '../../../src/security/secrets.js';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('private key', 'signing-key:k1');
    const b = box.seal('private key', 'signing-key:k1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('private key');
    expect(box.open(a, 'signing-key:k1')).toBe('private key');
  });

  it('refuses another context, another key, and altered ciphertext', () => {
    const sealed = box.seal('private key', 'signing-key:k1');
    expect(() => box.open(sealed, 'signing-key:k2')).toThrow(/could not be decrypted/);
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'signing-key:k1')).toThrow(/neither SECRETS_ENCRYPTION_KEY/);
    const [version, keyId, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    expect(() => box.open([version, keyId, iv, tag, flipped.toString('base64url')].join('.'), 'signing-key:k1')).toThrow(/could not be decrypted/);
    expect(() => box.open('plain text', 'signing-key:k1')).toThrow(/not in the v2 format/);
  });

  it('names the sealing key by an id that does not reveal it', () => {
    const key = randomBytes(32);
    const sealed = createSecretBox(key).seal('x', 'c');
    expect(sealed.startsWith(`v2.${encryptionKeyId(key)}.`)).toBe(true);
    expect(encryptionKeyId(key)).toMatch(/^[0-9a-f]{12}$/);
    expect(key.toString('hex')).not.toContain(encryptionKeyId(key));
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(RangeError);
  });
});

describe('key ring (rotation)', () => {
  const a = randomBytes(32);
  const b = randomBytes(32);
  /** A value as sealed before key ids existed (format v1: no key id). */
  function legacySeal(key: Buffer, plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  it('opens values of the current and previous keys, sealing only with the current one', () => {
    const underA = createSecretBox(a).seal('secret', 'ctx');
    const rotated = createSecretBox(b, [a]);
    expect(rotated.open(underA, 'ctx')).toBe('secret');
    expect(rotated.seal('secret', 'ctx').split('.')[1]).toBe(encryptionKeyId(b));
    expect(rotated.currentKeyId).toBe(encryptionKeyId(b));
    expect(rotated.previousKeyIds).toEqual([encryptionKeyId(a)]);
  });

  it('opens values from before key ids with whichever key sealed them', () => {
    expect(createSecretBox(b, [a]).open(legacySeal(a, 'old', 'ctx'), 'ctx')).toBe('old');
    expect(createSecretBox(a).open(legacySeal(a, 'old', 'ctx'), 'ctx')).toBe('old');
    expect(() => createSecretBox(b).open(legacySeal(a, 'old', 'ctx'), 'ctx')).toThrow(/could not be decrypted.*SECRETS_ENCRYPTION_PREVIOUS_KEYS/);
  });

  it('names the missing key by id and the setting to put it in', () => {
    const underA = createSecretBox(a).seal('secret', 'ctx');
    expect(() => createSecretBox(b).open(underA, 'ctx')).toThrow(
      `sealed with the secrets key ${encryptionKeyId(a)}, which is neither SECRETS_ENCRYPTION_KEY (key ${encryptionKeyId(b)}) nor one of SECRETS_ENCRYPTION_PREVIOUS_KEYS (none set)`,
    );
  });
});

describe('decodeEncryptionKey', () => {
  const key = randomBytes(32);

  it('reads 64 hex digits, base64 and base64url', () => {
    expect(decodeEncryptionKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(decodeEncryptionKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(decodeEncryptionKey(key.toString('base64url'))?.equals(key)).toBe(true);
  });

  it('refuses other lengths and text', () => {
    expect(decodeEncryptionKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(decodeEncryptionKey(randomBytes(31).toString('base64'))).toBeNull();
    expect(decodeEncryptionKey('correct horse battery staple')).toBeNull();
  });
});

describe('resolveEncryptionKey', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('uses the configured key first', async () => {
    const key = randomBytes(32);
    const resolved = await resolveEncryptionKey({ configured: new RedactedSecret(key.toString('hex')), dataDir: 'memory://' });
    expect(resolved.source).toBe('config');
    expect(resolved.key.equals(key)).toBe(true);
  });

  it('uses a process-lifetime key for an in-memory database', async () => {
    const resolved = await resolveEncryptionKey({ configured: null, dataDir: 'memory://' });
    expect(resolved.source).toBe('ephemeral');
    expect(resolved.key).toHaveLength(32);
  });

  it('creates the key file once (mode 0600) and reads the same key afterwards, also under concurrent starts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'etp-keyfile-'));
    const dataDir = join(dir, 'data');
    const starts = await Promise.all([1, 2, 3, 4].map(() => resolveEncryptionKey({ configured: null, dataDir })));
    const file = join(dataDir, ENCRYPTION_KEY_FILE);
    for (const start of starts) {
      expect(start.source).toBe('key_file');
      expect(start.key.equals((starts[0] as (typeof starts)[0]).key)).toBe(true);
    }
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await resolveEncryptionKey({ configured: null, dataDir });
    expect(again.key.equals((starts[0] as (typeof starts)[0]).key)).toBe(true);
    expect(decodeEncryptionKey(await readFile(file, 'utf8'))?.equals(again.key)).toBe(true);
  });

  it('stops on a damaged key file instead of replacing it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'etp-keyfile-'));
    await writeFile(join(dir, ENCRYPTION_KEY_FILE), 'not a key\n');
    await expect(resolveEncryptionKey({ configured: null, dataDir: dir })).rejects.toThrow(/does not hold a 32-byte base64 key/);
  });
});
