import { sql, type RawBuilder } from 'kysely';
import { ConfigError } from '../config.js';
import { idempotencySealContext } from '../domain/idempotency.js';
import { isMode } from '../domain/modes.js';
import { sealedPrefix, type SecretBox } from '../security/encryption.js';
import { signingKeySealContext } from '../security/signing-keys.js';
import { webhookSecretSealContext } from '../security/webhook-signing.js';
import type { Db } from './database.js';

// Every column holding a value sealed with the secrets encryption key, with what it takes to open
// it (the context each value is bound to). Used by the start-up check (every value the service may
// open has a configured key) and by `npm run keys -- secrets:reseal` (re-seal under the current
// key). A new sealed column must be added here.

type Row = Record<string, unknown>;

interface SealedColumn {
  table: string;
  column: string;
  /** Primary key columns: the re-seal walks the table in this order. */
  keys: readonly string[];
  context(row: Row): string;
  /** Values the service still opens; older ones (expired replies, retired keys) are not checked at start. */
  live: RawBuilder<unknown>;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  {
    table: 'signing_keys',
    column: 'sealed_private_key',
    keys: ['kid'],
    context: (row) => signingKeySealContext(String(row.kid)),
    live: sql`(retires_at IS NULL OR retires_at > now())`,
  },
  {
    table: 'webhook_endpoints',
    column: 'secret_sealed',
    keys: ['id'],
    context: (row) => webhookSecretSealContext(String(row.id)),
    live: sql`true`,
  },
  {
    table: 'webhook_endpoints',
    column: 'previous_secret_sealed',
    keys: ['id'],
    context: (row) => webhookSecretSealContext(String(row.id)),
    live: sql`previous_secret_expires_at > now()`,
  },
  {
    table: 'idempotency_keys',
    column: 'sealed_response_body',
    keys: ['account_id', 'mode', 'credential_id', 'idempotency_key'],
    context: (row) => {
      if (!isMode(row.mode)) throw new Error(`idempotency_keys row with mode ${String(row.mode)}`);
      return idempotencySealContext({ accountId: String(row.account_id), mode: row.mode, credentialId: String(row.credential_id), key: String(row.idempotency_key) });
    },
    live: sql`expires_at > now()`,
  },
];

/** The service cannot open some stored secrets with the keys it was given. */
export class SealedValuesUnreadableError extends ConfigError {}

const name = (c: SealedColumn) => `${c.table}.${c.column}`;
const keyList = (c: SealedColumn) => sql.join(c.keys.map((k) => sql.ref(k)));
const notUnder = (c: SealedColumn, keyIds: readonly string[]) => sql.join(keyIds.map((id) => sql`${sql.ref(c.column)} NOT LIKE ${`${sealedPrefix(id)}%`}`), sql` AND `);

/**
 * At start: a live value under a key id the ring does not hold, or a value from before key ids that
 * no configured key opens, stops the service with a message naming SECRETS_ENCRYPTION_PREVIOUS_KEYS.
 * Values from before key ids were all sealed by the one key of that time: one of them per column is tried.
 */
export async function checkSealedValues(db: Db, box: SecretBox): Promise<void> {
  const known = [box.currentKeyId, ...box.previousKeyIds];
  for (const c of SEALED_COLUMNS) {
    const foreign = await sql<Row>`SELECT ${keyList(c)}, ${sql.ref(c.column)} AS sealed FROM ${sql.table(c.table)}
      WHERE ${sql.ref(c.column)} LIKE 'v2.%' AND ${notUnder(c, known)} AND ${c.live} LIMIT 1`.execute(db);
    const legacy = await sql<Row>`SELECT ${keyList(c)}, ${sql.ref(c.column)} AS sealed FROM ${sql.table(c.table)}
      WHERE ${sql.ref(c.column)} LIKE 'v1.%' AND ${c.live} LIMIT 1`.execute(db);
    for (const row of [...foreign.rows, ...legacy.rows]) {
      try {
        box.open(String(row.sealed), c.context(row));
      } catch (error) {
        throw new SealedValuesUnreadableError(`Stored secrets in ${name(c)} cannot be opened with the configured keys. ${(error as Error).message}`);
      }
    }
  }
}

export interface ResealCount {
  column: string;
  /** Values re-sealed under the current key by this run. */
  resealed: number;
  /** Values a running server changed between read and write (it sealed them itself). */
  changedMeanwhile: number;
  /** Values still under another key when the run ended. */
  remaining: number;
}

/** Values not under the current key, counted per column. */
export async function countOutsideCurrentKey(db: Db, box: SecretBox): Promise<Array<{ column: string; count: number }>> {
  const counts = [];
  for (const c of SEALED_COLUMNS) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(c.table)}
      WHERE ${sql.ref(c.column)} IS NOT NULL AND ${notUnder(c, [box.currentKeyId])}`.execute(db);
    counts.push({ column: name(c), count: Number(rows[0]?.n ?? 0) });
  }
  return counts;
}

/**
 * Re-seals, under the current key, every stored value sealed under another key (or before key ids).
 * Walks each table in primary-key order, `batchSize` rows per transaction; each write only replaces
 * the value it read, so a value a running server rewrote meanwhile is left as the server wrote it.
 * Running it again changes nothing once everything is under the current key.
 */
export async function resealValues(db: Db, box: SecretBox, options: { batchSize: number; onBatch?: (column: string, resealed: number) => void }): Promise<ResealCount[]> {
  const results: ResealCount[] = [];
  for (const c of SEALED_COLUMNS) {
    let resealed = 0;
    let changedMeanwhile = 0;
    let after: unknown[] | null = null;
    for (;;) {
      const from: RawBuilder<unknown> = after === null ? sql`true` : sql`(${keyList(c)}) > (${sql.join(after)})`;
      const { rows } = await sql<Row>`SELECT ${keyList(c)}, ${sql.ref(c.column)} AS sealed FROM ${sql.table(c.table)}
        WHERE ${sql.ref(c.column)} IS NOT NULL AND ${notUnder(c, [box.currentKeyId])} AND ${from}
        ORDER BY ${keyList(c)} LIMIT ${options.batchSize}`.execute(db);
      if (rows.length === 0) break;
      // Opened before the transaction: a value no configured key opens stops the run with nothing of the batch written.
      const rewrites = rows.map((row) => {
        const context = c.context(row);
        const old = String(row.sealed);
        return { row, old, sealed: box.seal(box.open(old, context), context) };
      });
      const written = await db.transaction().execute(async (trx) => {
        let n = 0;
        for (const { row, old, sealed } of rewrites) {
          const where = sql.join(c.keys.map((k) => sql`${sql.ref(k)} = ${row[k]}`), sql` AND `);
          const result = await sql`UPDATE ${sql.table(c.table)} SET ${sql.ref(c.column)} = ${sealed} WHERE ${where} AND ${sql.ref(c.column)} = ${old}`.execute(trx);
          n += Number(result.numAffectedRows ?? 0n);
        }
        return n;
      });
      resealed += written;
      changedMeanwhile += rows.length - written;
      options.onBatch?.(name(c), written);
      const last = rows.at(-1)!;
      after = c.keys.map((k) => last[k]);
    }
    results.push({ column: name(c), resealed, changedMeanwhile, remaining: 0 });
  }
  const remaining = await countOutsideCurrentKey(db, box);
  for (const r of results) r.remaining = remaining.find((x) => x.column === r.column)?.count ?? 0;
  return results;
}
