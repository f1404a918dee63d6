import { sql, type Selectable } from 'kysely';
import type { AuditEntry } from '../domain/access/audit.js';
import { isScope } from '../domain/access/scopes.js';
import type { ApiKeyRecord, KeyAdminStore, OAuthClientRecord } from '../domain/access/key-admin.js';
import { errors } from '../domain/errors.js';
import { insertAudit } from './audit-store.js';
import { bumpCounter } from './change-counters.js';
import type { Db } from './database.js';
import type { ApiKeysTable, OAuthClientsTable } from './schema.js';

// API keys and OAuth clients for the administration (src/domain/access/key-admin.ts). Each change
// runs in one transaction with its audit row and the bump of the credentials change counter that
// makes every process drop its cached credentials within a second.

const API_KEY_COLUMNS = [
  'id',
  'account_id',
  'mode',
  'name',
  'prefix',
  'scopes',
  'allowed_cidrs',
  'created_at',
  'last_used_at',
  'expires_at',
  'revoked_at',
  'replaced_by',
] as const;

const CLIENT_COLUMNS = [
  'id',
  'account_id',
  'mode',
  'name',
  'secret_prefix',
  'scopes',
  'allowed_cidrs',
  'created_at',
  'last_used_at',
  'revoked_at',
  'previous_secret_expires_at',
] as const;

type ApiKeyRow = Pick<Selectable<ApiKeysTable>, (typeof API_KEY_COLUMNS)[number]>;
type ClientRow = Pick<Selectable<OAuthClientsTable>, (typeof CLIENT_COLUMNS)[number]>;

function toApiKey(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    mode: row.mode,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter(isScope),
    allowedCidrs: row.allowed_cidrs,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    replacedBy: row.replaced_by,
  };
}

function toClient(row: ClientRow): OAuthClientRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    mode: row.mode,
    name: row.name,
    secretPrefix: row.secret_prefix,
    scopes: row.scopes.filter(isScope),
    allowedCidrs: row.allowed_cidrs,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    previousSecretExpiresAt: row.previous_secret_expires_at,
  };
}


export function createKeyAdminStore(db: Db): KeyAdminStore {
  /** The change, its audit row and the counter bump commit together or not at all. */
  function changeWithAudit<T>(audit: AuditEntry, change: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const result = await change(trx);
      await insertAudit(trx, audit);
      await bumpCounter(trx, 'credentials');
      return result;
    });
  }

  async function countOf(table: 'api_keys' | 'oauth_clients', accountId: string, mode: 'live' | 'test'): Promise<number> {
    const row = await db
      .selectFrom(table)
      .where('account_id', '=', accountId)
      .where('mode', '=', mode)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    insertApiKey(row, audit) {
      return changeWithAudit(audit, async (trx) => {
        const inserted = await trx
          .insertInto('api_keys')
          .values({
            id: row.id,
            account_id: row.accountId,
            mode: row.mode,
            name: row.name,
            key_hash: row.keyHash,
            prefix: row.prefix,
            scopes: row.scopes,
            allowed_cidrs: row.allowedCidrs,
            expires_at: row.expiresAt,
          })
          .returning(API_KEY_COLUMNS)
          .executeTakeFirstOrThrow();
        return toApiKey(inserted);
      });
    },

    async findApiKey(id) {
      const row = await db.selectFrom('api_keys').where('id', '=', id).select(API_KEY_COLUMNS).executeTakeFirst();
      return row && toApiKey(row);
    },

    async listApiKeys(accountId, mode, limit, offset) {
      const rows = await db
        .selectFrom('api_keys')
        .where('account_id', '=', accountId)
        .where('mode', '=', mode)
        .select(API_KEY_COLUMNS)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return { items: rows.map(toApiKey), total: await countOf('api_keys', accountId, mode) };
    },

    rotateApiKey(oldId, successor, oldExpiresAt, audit) {
      return changeWithAudit(audit, async (trx) => {
        // Only a key that is still current can be rotated; a concurrent rotation loses here.
        const updated = await trx
          .updateTable('api_keys')
          .set({ expires_at: oldExpiresAt, replaced_by: successor.id })
          .where('id', '=', oldId)
          .where('replaced_by', 'is', null)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!updated) throw errors.conflict(`API key ${oldId} changed while it was being rotated; read it again.`);
        const inserted = await trx
          .insertInto('api_keys')
          .values({
            id: successor.id,
            account_id: successor.accountId,
            mode: successor.mode,
            name: successor.name,
            key_hash: successor.keyHash,
            prefix: successor.prefix,
            scopes: successor.scopes,
            allowed_cidrs: successor.allowedCidrs,
            expires_at: successor.expiresAt,
          })
          .returning(API_KEY_COLUMNS)
          .executeTakeFirstOrThrow();
        return toApiKey(inserted);
      });
    },

    revokeApiKey(id, at, audit) {
      return changeWithAudit(audit, async (trx) => {
        const row = await trx
          .updateTable('api_keys')
          .set({ revoked_at: sql<Date>`coalesce(revoked_at, ${at}::timestamptz)` })
          .where('id', '=', id)
          .returning(API_KEY_COLUMNS)
          .executeTakeFirstOrThrow();
        return toApiKey(row);
      });
    },

    insertOAuthClient(row, audit) {
      return changeWithAudit(audit, async (trx) => {
        const inserted = await trx
          .insertInto('oauth_clients')
          .values({
            id: row.id,
            account_id: row.accountId,
            mode: row.mode,
            name: row.name,
            secret_hash: row.secretHash,
            secret_prefix: row.secretPrefix,
            scopes: row.scopes,
            allowed_cidrs: row.allowedCidrs,
          })
          .returning(CLIENT_COLUMNS)
          .executeTakeFirstOrThrow();
        return toClient(inserted);
      });
    },

    async findOAuthClient(id) {
      const row = await db.selectFrom('oauth_clients').where('id', '=', id).select(CLIENT_COLUMNS).executeTakeFirst();
      return row && toClient(row);
    },

    async listOAuthClients(accountId, mode, limit, offset) {
      const rows = await db
        .selectFrom('oauth_clients')
        .where('account_id', '=', accountId)
        .where('mode', '=', mode)
        .select(CLIENT_COLUMNS)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return { items: rows.map(toClient), total: await countOf('oauth_clients', accountId, mode) };
    },

    rotateClientSecret(id, secretHash, secretPrefix, previousExpiresAt, audit) {
      return changeWithAudit(audit, async (trx) => {
        const row = await trx
          .updateTable('oauth_clients')
          .set({
            previous_secret_hash: sql<string>`secret_hash`,
            previous_secret_expires_at: previousExpiresAt,
            secret_hash: secretHash,
            secret_prefix: secretPrefix,
          })
          .where('id', '=', id)
          .where('revoked_at', 'is', null)
          .returning(CLIENT_COLUMNS)
          .executeTakeFirst();
        if (!row) throw errors.conflict(`OAuth client ${id} changed while its secret was being rotated; read it again.`);
        return toClient(row);
      });
    },

    revokeOAuthClient(id, at, audit) {
      return changeWithAudit(audit, async (trx) => {
        const row = await trx
          .updateTable('oauth_clients')
          .set({ revoked_at: sql<Date>`coalesce(revoked_at, ${at}::timestamptz)` })
          .where('id', '=', id)
          .returning(CLIENT_COLUMNS)
          .executeTakeFirstOrThrow();
        return toClient(row);
      });
    },
  };
}
