import type { CredentialStore, StoredApiKey, StoredOAuthClient } from '../domain/access/credentials.js';
import { newId } from '../domain/ids.js';
import type { Mode } from '../domain/modes.js';
import { generateApiKey, hashSecret, keyPrefix } from '../security/secrets.js';
import { bumpCounter, readCounter } from './change-counters.js';
import type { Db } from './database.js';

async function findApiKey(db: Db, column: 'k.key_hash' | 'k.id', value: string): Promise<StoredApiKey | undefined> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .where(column, '=', value)
    .select(['k.id', 'k.account_id', 'k.mode', 'k.key_hash', 'k.scopes', 'k.allowed_cidrs', 'k.expires_at', 'k.revoked_at', 'a.plan'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    accountId: row.account_id,
    mode: row.mode,
    keyHash: row.key_hash,
    scopes: row.scopes,
    allowedCidrs: row.allowed_cidrs,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    plan: row.plan,
  };
}

export function createCredentialStore(db: Db): CredentialStore {
  return {
    findApiKeyByHash: (hash) => findApiKey(db, 'k.key_hash', hash),
    findApiKeyById: (id) => findApiKey(db, 'k.id', id),
    async markUsed(keyId, at) {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();
    },
    async findOAuthClient(clientId) {
      const row = await db
        .selectFrom('oauth_clients as c')
        .innerJoin('accounts as a', 'a.id', 'c.account_id')
        .where('c.id', '=', clientId)
        .select([
          'c.id',
          'c.account_id',
          'c.mode',
          'c.secret_hash',
          'c.previous_secret_hash',
          'c.previous_secret_expires_at',
          'c.scopes',
          'c.allowed_cidrs',
          'c.revoked_at',
          'a.plan',
        ])
        .executeTakeFirst();
      if (!row) return undefined;
      const client: StoredOAuthClient = {
        id: row.id,
        accountId: row.account_id,
        mode: row.mode,
        secretHash: row.secret_hash,
        previousSecretHash: row.previous_secret_hash,
        previousSecretExpiresAt: row.previous_secret_expires_at,
        scopes: row.scopes,
        allowedCidrs: row.allowed_cidrs,
        revokedAt: row.revoked_at,
        plan: row.plan,
      };
      return client;
    },
    async markClientUsed(clientId, at) {
      await db.updateTable('oauth_clients').set({ last_used_at: at }).where('id', '=', clientId).execute();
    },
    changeCounter: () => readCounter(db, 'credentials'),
  };
}

export interface NewAccount {
  name: string;
  plan: string;
}

/** Account and key administration used by the first-start seed, the tests and the CLI. */
export function createAccountAdmin(db: Db) {
  const bumpCredentials = () => bumpCounter(db, 'credentials');
  return {
    async createAccount(account: NewAccount): Promise<string> {
      const id = newId('account');
      await db.insertInto('accounts').values({ id, name: account.name, plan: account.plan }).execute();
      return id;
    },
    async countAccounts(): Promise<number> {
      const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async setPlan(accountId: string, plan: string): Promise<void> {
      await db.updateTable('accounts').set({ plan }).where('id', '=', accountId).execute();
      await bumpCredentials();
    },
    /** Creates a key and returns its secret: the only time the secret exists outside the caller. */
    async createApiKey(accountId: string, mode: Mode, scopes: readonly string[], name = ''): Promise<{ id: string; secret: string }> {
      const secret = generateApiKey(mode);
      const id = newId('apiKey');
      await db
        .insertInto('api_keys')
        .values({ id, account_id: accountId, mode, name, key_hash: hashSecret(secret), prefix: keyPrefix(secret), scopes: [...scopes], allowed_cidrs: [] })
        .execute();
      return { id, secret };
    },
    async revokeApiKey(keyId: string, at = new Date()): Promise<void> {
      await db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', keyId).execute();
      await bumpCredentials();
    },
  };
}
export type AccountAdmin = ReturnType<typeof createAccountAdmin>;
