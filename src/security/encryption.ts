import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RedactedSecret } from './secrets.js';

// Encryption at rest for the few secrets the service must be able to read back (the private
// halves of the OAuth signing keys). AES-256-GCM: authenticated, so a changed ciphertext or a
// wrong key is detected instead of yielding garbage. Each sealed value is bound to a context
// string (additional authenticated data) such as `signing-key:<kid>`, so a ciphertext copied onto
// another row does not open there.
//
// Where the 32-byte key comes from:
//   1. `SECRETS_ENCRYPTION_KEY` (64 hex digits, or base64 / base64url of 32 bytes). Required when
//      several hosts share one PostgreSQL database, since they must all use the same key.
//   2. Otherwise a key file `secrets-encryption.key` in the data directory, created on the first
//      start (mode 0600, base64) and read on later starts. Back it up with the database: without
//      it the stored signing keys cannot be opened (the service then stops with a clear error).
//   3. With an in-memory database (`memory://`), a random key for the life of the process: the
//      data it protects lives no longer than that.

export const ENCRYPTION_KEY_BYTES = 32;
export const ENCRYPTION_KEY_FILE = 'secrets-encryption.key';

const ENVELOPE_VERSION = 'v1';
const IV_BYTES = 12;

/** 64 hex digits or base64/base64url of exactly 32 bytes; null for anything else. */
export function decodeEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === ENCRYPTION_KEY_BYTES ? bytes : null;
}

export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url parts). */
  seal(plaintext: string, context: string): string;
  /** Throws when the key differs from the sealing one, the context differs, or the value was altered. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== ENCRYPTION_KEY_BYTES) {
    throw new RangeError(`The encryption key must be ${ENCRYPTION_KEY_BYTES} bytes, got ${key.length}.`);
  }
  const secretKey = Buffer.from(key);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [ENVELOPE_VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== ENVELOPE_VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error(`A sealed value for ${context} is not in the ${ENVELOPE_VERSION} format.`);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', secretKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new Error(
          `The sealed value for ${context} could not be decrypted: the secrets encryption key differs from the one ` +
            'that sealed it (SECRETS_ENCRYPTION_KEY or the key file in the data directory), or the value was altered.',
        );
      }
    },
  };
}

export type EncryptionKeySource = 'config' | 'key_file' | 'ephemeral';

export interface ResolvedEncryptionKey {
  key: Buffer;
  source: EncryptionKeySource;
  /** Set when source is `key_file`. */
  file?: string;
}

/** Picks the key as described at the top of this file. */
export async function resolveEncryptionKey(options: {
  configured: RedactedSecret | null;
  dataDir: string;
}): Promise<ResolvedEncryptionKey> {
  if (options.configured) {
    const key = decodeEncryptionKey(options.configured.reveal());
    if (!key) throw new Error('SECRETS_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64.');
    return { key, source: 'config' };
  }
  if (options.dataDir.startsWith('memory://')) {
    return { key: randomBytes(ENCRYPTION_KEY_BYTES), source: 'ephemeral' };
  }
  const file = join(options.dataDir, ENCRYPTION_KEY_FILE);
  return { key: await readOrCreateKeyFile(file), source: 'key_file', file };
}

async function readOrCreateKeyFile(file: string): Promise<Buffer> {
  try {
    return await readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await createKeyFileOnce(file);
  return readKeyFile(file);
}

async function readKeyFile(file: string): Promise<Buffer> {
  const key = decodeEncryptionKey(await readFile(file, 'utf8'));
  if (!key) throw new Error(`The secrets key file ${file} does not hold a 32-byte base64 key.`);
  return key;
}

/**
 * Writes a complete file under a temporary name and links it into place: `link` fails when the
 * target exists, so two processes starting at once agree on one key and neither reads a half-written file.
 */
async function createKeyFileOnce(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(ENCRYPTION_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
}
