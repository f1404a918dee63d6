import type { KeyPersistence, StoredSigningKey } from '../security/signing-keys.js';
import type { Db } from './database.js';

/** The OAuth signing keys in the database (private halves sealed by the key store before saving). */
export function createSigningKeyPersistence(db: Db): KeyPersistence {
  return {
    async load() {
      const rows = await db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').execute();
      return rows.map(
        (row): StoredSigningKey => ({
          kid: row.kid,
          alg: row.alg,
          publicJwk: row.public_jwk,
          sealedPrivateKey: row.sealed_private_key,
          createdAt: row.created_at.toISOString(),
          retiresAt: row.retires_at ? row.retires_at.toISOString() : null,
        }),
      );
    },
    async save(key) {
      const values = {
        kid: key.kid,
        alg: key.alg,
        public_jwk: JSON.stringify(key.publicJwk),
        sealed_private_key: key.sealedPrivateKey,
        created_at: key.createdAt,
        retires_at: key.retiresAt,
      };
      await db
        .insertInto('signing_keys')
        .values(values)
        // The kid is the public key's thumbprint: only retires_at changes. Writing back the sealed private
        // half read earlier would undo a re-seal (npm run keys -- secrets:reseal) done meanwhile.
        .onConflict((oc) => oc.column('kid').doUpdateSet({ retires_at: values.retires_at }))
        .execute();
    },
  };
}
