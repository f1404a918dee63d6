import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
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
//
// Rotation (docs/operations.md): `SECRETS_ENCRYPTION_PREVIOUS_KEYS` lists keys that open but never
// seal. Each sealed value names its key by id, so a value under a key no longer configured is
// reported by id, and `npm run keys -- secrets:reseal` (src/db/sealed-values.ts) re-seals the
// values under other keys with the current one.

export const ENCRYPTION_KEY_BYTES = 32;
export const ENCRYPTION_KEY_FILE = 'secrets-encryption.key';

const ENVELOPE_VERSION = 'v2';
/** Sealed before key ids: no key id, opened by trying each key. */
const LEGACY_VERSION = 'v1';
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
  /** `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts), always under the current key. */
  seal(plaintext: string, context: string): string;
  /** Throws when no key of the ring opens it, the context differs, or the value was altered. */
  open(sealed: string, context: string): string;
  /** Key id of the sealing key (not secret: derived one-way from the key). */
  readonly currentKeyId: string;
  /** Key ids of the keys that only open (SECRETS_ENCRYPTION_PREVIOUS_KEYS). */
  readonly previousKeyIds: readonly string[];
}

/**
 * A short public name of a key, written into every sealed value so that opening picks the right key
 * and the re-seal command finds values under other keys with a prefix match: HMAC of a fixed label,
 * truncated; it reveals nothing of the key.
 */
export function encryptionKeyId(key: Buffer): string {
  return createHmac('sha256', key).update('etp secrets encryption key id').digest('hex').slice(0, 12);
}

/** The prefix of every value sealed under the key with this id (hex: safe in an SQL LIKE pattern). */
export function sealedPrefix(keyId: string): string {
  return `${ENVELOPE_VERSION}.${keyId}.`;
}

const RING_ADVICE =
  'SECRETS_ENCRYPTION_KEY (or the key file in the data directory) seals; every key that sealed values still stored ' +
  'must be listed in SECRETS_ENCRYPTION_PREVIOUS_KEYS until `npm run keys -- secrets:reseal` has re-sealed them';

function decrypt(key: Buffer, iv: string, tag: string, ciphertext: string, context: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * A key ring: `key` seals, `key` and `previousKeys` open. Values sealed before key ids existed
 * (`v1.<iv>.<tag>.<ciphertext>`) are tried with each key in turn, the current one first.
 */
export function createSecretBox(key: Buffer, previousKeys: readonly Buffer[] = []): SecretBox {
  for (const k of [key, ...previousKeys]) {
    if (k.length !== ENCRYPTION_KEY_BYTES) throw new RangeError(`The encryption key must be ${ENCRYPTION_KEY_BYTES} bytes, got ${k.length}.`);
  }
  const secretKey = Buffer.from(key);
  const currentKeyId = encryptionKeyId(secretKey);
  const ring = new Map<string, Buffer>([[currentKeyId, secretKey]]);
  for (const previous of previousKeys) {
    const id = encryptionKeyId(previous);
    if (!ring.has(id)) ring.set(id, Buffer.from(previous));
  }
  const previousKeyIds = [...ring.keys()].filter((id) => id !== currentKeyId);
  const undecryptable = (context: string) =>
    new Error(`The sealed value for ${context} could not be decrypted: the value was altered, or no configured key sealed it (${RING_ADVICE}).`);
  return {
    currentKeyId,
    previousKeyIds,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [ENVELOPE_VERSION, currentKeyId, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length === 4 && parts[0] === LEGACY_VERSION) {
        const [, iv, tag, ciphertext] = parts as [string, string, string, string];
        for (const candidate of ring.values()) {
          try {
            return decrypt(candidate, iv, tag, ciphertext, context);
          } catch {
            // the next key of the ring
          }
        }
        throw undecryptable(context);
      }
      if (parts.length !== 5 || parts[0] !== ENVELOPE_VERSION) {
        throw new Error(`A sealed value for ${context} is not in the ${ENVELOPE_VERSION} format.`);
      }
      const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
      const candidate = ring.get(keyId);
      if (!candidate) {
        throw new Error(
          `The sealed value for ${context} was sealed with the secrets key ${keyId}, which is neither SECRETS_ENCRYPTION_KEY ` +
            `(key ${currentKeyId}) nor one of SECRETS_ENCRYPTION_PREVIOUS_KEYS (${previousKeyIds.join(', ') || 'none set'}): ${RING_ADVICE}.`,
        );
      }
      try {
        return decrypt(candidate, iv, tag, ciphertext, context);
      } catch {
        throw undecryptable(context);
      }
    },
  };
}

export type EncryptionKeySource = 'config' | 'key_file' | 'ephemeral';

export interface ResolvedEncryptionKey {
  key: Buffer;
  /** SECRETS_ENCRYPTION_PREVIOUS_KEYS, decoded: they open, never seal. */
  previousKeys: Buffer[];
  source: EncryptionKeySource;
  /** Set when source is `key_file`. */
  file?: string;
}

/** Picks the key as described at the top of this file. */
export async function resolveEncryptionKey(options: {
  configured: RedactedSecret | null;
  previous?: readonly RedactedSecret[];
  dataDir: string;
}): Promise<ResolvedEncryptionKey> {
  const previousKeys = (options.previous ?? []).map((secret, i) => {
    const key = decodeEncryptionKey(secret.reveal());
    if (!key) throw new Error(`SECRETS_ENCRYPTION_PREVIOUS_KEYS entry ${i + 1} must be 32 bytes as 64 hex digits or base64.`);
    return key;
  });
  if (options.configured) {
    const key = decodeEncryptionKey(options.configured.reveal());
    if (!key) throw new Error('SECRETS_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64.');
    return { key, previousKeys, source: 'config' };
  }
  if (options.dataDir.startsWith('memory://')) {
    return { key: randomBytes(ENCRYPTION_KEY_BYTES), previousKeys, source: 'ephemeral' };
  }
  const file = join(options.dataDir, ENCRYPTION_KEY_FILE);
  return { key: await readOrCreateKeyFile(file), previousKeys, source: 'key_file', file };
}

/** The key ring of a configuration: the current key seals, the previous ones only open. */
export async function openSecretBox(config: { secretsEncryptionKey: RedactedSecret | null; secretsEncryptionPreviousKeys: readonly RedactedSecret[]; dataDir: string }) {
  const resolved = await resolveEncryptionKey({ configured: config.secretsEncryptionKey, previous: config.secretsEncryptionPreviousKeys, dataDir: config.dataDir });
  return { resolved, secretBox: createSecretBox(resolved.key, resolved.previousKeys) };
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
