import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENCRYPTION_KEY_FILE,
  createSecretBox,
  decodeEncryptionKey,
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
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'signing-key:k1')).toThrow(/could not be decrypted/);
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 'signing-key:k1')).toThrow(/could not be decrypted/);
    expect(() => box.open('plain text', 'signing-key:k1')).toThrow(/not in the v1 format/);
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(RangeError);
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
