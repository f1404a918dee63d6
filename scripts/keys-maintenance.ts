// The maintenance commands of `npm run keys`: rotating the token signing key and re-sealing stored
// secrets under a new encryption key. Both write what they did to the audit log as the given actor.
import type { Config } from '../src/config.js';
import type { Actor } from '../src/domain/access/audit.js';
import { timestamp } from '../src/domain/time.js';
import { createAuditStore } from '../src/db/audit-store.js';
import type { Database } from '../src/db/database.js';
import { resealValues } from '../src/db/sealed-values.js';
import { createSigningKeyPersistence } from '../src/db/signing-key-store.js';
import { openSecretBox } from '../src/security/encryption.js';
import { createKeyStore } from '../src/security/jwt.js';

export async function rotateSigningKey(config: Readonly<Config>, database: Database, actor: Actor): Promise<void> {
  const { secretBox } = await openSecretBox(config);
  const keyStore = await createKeyStore({
    persistence: createSigningKeyPersistence(database.db),
    secretBox,
    issuer: config.publicBaseUrl,
  });
  const rotation = await keyStore.rotate();
  await createAuditStore(database.db).record({
    accountId: null,
    mode: null,
    actor,
    action: 'signing_key.rotated',
    targetId: rotation.kid,
    details: { retiring_kid: rotation.retiringKid, retires_at: rotation.retiresAt ? timestamp(rotation.retiresAt) : null },
  });
  console.log(`Signing key ${rotation.kid} now signs.`);
  if (rotation.retiringKid) console.log(`Key ${rotation.retiringKid} keeps verifying until ${rotation.retiresAt ? timestamp(rotation.retiresAt) : '-'}.`);
}

/** Passes over the tables: a value a server rewrote under an old key during one pass is taken by the next. */
const RESEAL_PASSES = 3;

/** Re-seals every stored secret under the current encryption key; the exit code (1: some are left). */
export async function resealSecrets(config: Readonly<Config>, database: Database, actor: Actor, batchSize: number): Promise<number> {
  const { secretBox } = await openSecretBox(config);
  console.log(`Re-sealing stored secrets under key ${secretBox.currentKeyId} (opening with ${[secretBox.currentKeyId, ...secretBox.previousKeyIds].join(', ')}).`);
  let total = 0;
  let left = 0;
  for (let pass = 1; pass <= RESEAL_PASSES; pass++) {
    const counts = await resealValues(database.db, secretBox, { batchSize });
    for (const c of counts) {
      total += c.resealed;
      if (c.resealed > 0 || c.changedMeanwhile > 0 || c.remaining > 0) {
        console.log(`  ${c.column}: ${c.resealed} re-sealed, ${c.changedMeanwhile} changed meanwhile by a server, ${c.remaining} under another key`);
      }
    }
    left = counts.reduce((s, c) => s + c.remaining, 0);
    if (left === 0) break;
  }
  await createAuditStore(database.db).record({ accountId: null, mode: null, actor, action: 'secrets.resealed', targetId: secretBox.currentKeyId, details: { resealed: total, remaining: left } });
  if (left > 0) {
    console.error(`${left} values are still sealed under another key: a server still seals with an old key (check that every instance runs with the new SECRETS_ENCRYPTION_KEY), then run this again.`);
    return 1;
  }
  console.log(`Done: ${total} values re-sealed; every stored secret is under key ${secretBox.currentKeyId}. SECRETS_ENCRYPTION_PREVIOUS_KEYS can be emptied.`);
  return 0;
}
