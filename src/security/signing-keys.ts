import type { JWK } from 'jose';
import type { components } from '../../generated/openapi.js';
import type { SigningAlgorithm } from './access-token-claims.js';

// Signing keys as they are stored (the private half sealed) and published (the JWKS): the
// persistence the key store (jwt.ts) loads from and saves to, and an in-memory one for tests.

/** One signing key as the database keeps it. The private half is sealed (see encryption.ts). */
export interface StoredSigningKey {
  kid: string;
  alg: SigningAlgorithm;
  /** Public JWK including kid, alg and `use: sig`: what `/.well-known/jwks.json` publishes. */
  publicJwk: JWK;
  /** Private JWK as JSON, sealed with AES-256-GCM under the context `signing-key:<kid>`. */
  sealedPrivateKey: string;
  /** RFC 3339. */
  createdAt: string;
  /** RFC 3339; null while the key may still become or stay current. */
  retiresAt: string | null;
}

/** Implemented over the database by the pipeline; `save` inserts or replaces by `kid`. */
export interface KeyPersistence {
  load(): Promise<StoredSigningKey[]>;
  save(key: StoredSigningKey): Promise<void>;
}

/** The key set as the contract publishes it. */
export type JsonWebKeySet = components['schemas']['JsonWebKeySet'];
export type PublicJwk = JsonWebKeySet['keys'][number];

/** What a signing key's sealed private half is bound to (src/db/sealed-values.ts re-seals it). */
export function signingKeySealContext(kid: string): string {
  return `signing-key:${kid}`;
}

/** Newest key first; ties by kid, so the order is stable. */
export function newestFirst(a: StoredSigningKey, b: StoredSigningKey): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 ? byTime : a.kid < b.kid ? 1 : -1;
}

/** The public half as the JWKS publishes it. */
export function publicJwk(stored: StoredSigningKey): PublicJwk {
  const { kty: type, crv, x, y } = stored.publicJwk;
  const kty = type === 'EC' ? 'EC' : type === 'OKP' ? 'OKP' : undefined;
  if (!kty) throw new Error(`signing key ${stored.kid} has key type ${String(type)}`);
  return { kty, crv, x, ...(y === undefined ? {} : { y }), kid: stored.kid, alg: stored.alg, use: 'sig' };
}

/** Keeps copies, as a database would, so tests see exactly what gets stored. */
export function createMemoryKeyPersistence(initial: StoredSigningKey[] = []): KeyPersistence & { rows(): StoredSigningKey[] } {
  const rows = new Map(initial.map((key) => [key.kid, structuredClone(key)]));
  return {
    async load() {
      return [...rows.values()].map((key) => structuredClone(key));
    },
    async save(key) {
      rows.set(key.kid, structuredClone(key));
    },
    rows: () => [...rows.values()].map((key) => structuredClone(key)),
  };
}
