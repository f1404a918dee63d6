import { errors, type FieldIssue } from '../errors.js';
import { newId } from '../ids.js';
import type { AccountScope, Mode } from '../modes.js';
import { generateApiKey, generateClientSecret, hashSecret, keyPrefix } from '../../security/secrets.js';
import { parseCidrList } from '../../security/ip-allowlist.js';
import { safeDetails, type Actor, type AuditEntry } from './audit.js';
import { SCOPES, isScope } from './scopes.js';
import { checkGrantable, checkManageable, checkOldLife, DEFAULT_OLD_CREDENTIAL_LIFE_SECONDS, describeKey, scopeIssues, stateError } from './key-admin-rules.js';
import { pageFields, pageWindow } from '../paging.js';
import type { AdminCaller, ApiKeyInput, ApiKeyRecord, CredentialInput, KeyAdminStore, NewApiKeyRow, NewOAuthClientRow, OAuthClientRecord, Page, PageRequest } from './key-admin-types.js';
import { timestamp } from '../time.js';

// API key and OAuth client administration, shared by the key-management operations of the API
// and by the operator's CLI. Every change is scoped to one account and mode (a test key never
// touches a live credential: another mode's id is simply not found), never gives the caller more
// than it holds (it grants only scopes it holds, and rotates or revokes only credentials whose
// scopes it all holds: a rotation hands out the new secret), validates allowlists, and is written
// together with its audit row and a bump of the credentials change counter, so every process
// drops its cached credentials. Listing and reading show metadata (scopes, prefix), never a secret,
// of every credential of the account and mode, stronger ones included.

export { KEYS_MANAGE_SCOPE, DEFAULT_OLD_CREDENTIAL_LIFE_SECONDS, MAX_OLD_CREDENTIAL_LIFE_SECONDS } from './key-admin-rules.js';
export const MAX_NAME_LENGTH = 100;
export type {
  AdminCaller,
  ApiKeyInput,
  ApiKeyRecord,
  CredentialInput,
  KeyAdminStore,
  NewApiKeyRow,
  NewOAuthClientRow,
  OAuthClientRecord,
  Page,
  PageRequest,
} from './key-admin-types.js';

export interface KeyAdminOptions {
  /** Called after every change, so this process's credential cache drops at once (revocation). */
  onChange?: () => Promise<void>;
  now?: () => Date;
}

/** The operator (CLI) may grant any scope within an account and mode it names. */
export function operatorCaller(accountId: string, mode: Mode, actor: Actor): AdminCaller {
  return { accountId, mode, grantableScopes: SCOPES, actor };
}

export class KeyAdmin {
  private readonly now: () => Date;

  constructor(
    private readonly store: KeyAdminStore,
    private readonly options: KeyAdminOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async createApiKey(caller: AdminCaller, input: ApiKeyInput): Promise<{ key: ApiKeyRecord; secret: string }> {
    const settings = this.checkCredentialInput(caller, input, 'api_key');
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt && expiresAt.getTime() <= this.now().getTime()) {
      throw errors.validationFailed('The expiry must be in the future.', [{ field: '/expires_at', issue: 'must be in the future' }]);
    }
    const secret = generateApiKey(caller.mode);
    const row: NewApiKeyRow = {
      id: newId('apiKey'),
      accountId: caller.accountId,
      mode: caller.mode,
      ...settings,
      keyHash: hashSecret(secret),
      prefix: keyPrefix(secret),
      expiresAt,
    };
    const key = await this.store.insertApiKey(row, this.audit(caller, 'api_key.created', row.id, describeKey(row)));
    await this.changed();
    return { key, secret };
  }

  async listApiKeys(caller: AdminCaller, page: PageRequest): Promise<Page<ApiKeyRecord>> {
    const window = pageWindow(page.page, page.limit);
    const found = await this.store.listApiKeys(caller.accountId, caller.mode, window.limit, window.offset);
    return { items: found.items, ...pageFields(window, found.total) };
  }

  async getApiKey(caller: AdminCaller, id: string): Promise<ApiKeyRecord> {
    const key = await this.store.findApiKey(id);
    if (!key || key.accountId !== caller.accountId || key.mode !== caller.mode) throw errors.notFound(`API key ${id}`);
    return key;
  }

  /** A new key with the same name, scopes and allowlist; the old one lives on for `oldKeyLifeSeconds`. */
  async rotateApiKey(
    caller: AdminCaller,
    id: string,
    oldKeyLifeSeconds = DEFAULT_OLD_CREDENTIAL_LIFE_SECONDS,
  ): Promise<{ key: ApiKeyRecord; secret: string; replaced: ApiKeyRecord }> {
    checkOldLife(oldKeyLifeSeconds, '/old_key_expires_in');
    const old = await this.getApiKey(caller, id);
    checkManageable(caller, old.scopes, `API key ${id}`);
    const now = this.now();
    if (old.revokedAt) throw stateError(`API key ${id} is revoked and cannot be rotated.`);
    if (old.expiresAt && old.expiresAt <= now) throw stateError(`API key ${id} has expired and cannot be rotated.`);
    if (old.replacedBy) throw stateError(`API key ${id} was already rotated; rotate its successor ${old.replacedBy}.`);
    const requested = new Date(now.getTime() + oldKeyLifeSeconds * 1000);
    const oldExpiresAt = old.expiresAt && old.expiresAt < requested ? old.expiresAt : requested;
    const secret = generateApiKey(old.mode);
    const successor: NewApiKeyRow = {
      id: newId('apiKey'),
      accountId: old.accountId,
      mode: old.mode,
      name: old.name,
      keyHash: hashSecret(secret),
      prefix: keyPrefix(secret),
      scopes: old.scopes,
      allowedCidrs: old.allowedCidrs,
      expiresAt: null,
    };
    const details = { new_key_id: successor.id, new_prefix: successor.prefix, old_key_expires_at: timestamp(oldExpiresAt) };
    const key = await this.store.rotateApiKey(id, successor, oldExpiresAt, this.audit(caller, 'api_key.rotated', id, details));
    await this.changed();
    return { key, secret, replaced: { ...old, expiresAt: oldExpiresAt, replacedBy: key.id } };
  }

  /** Takes effect at once; revoking a revoked key changes nothing. */
  async revokeApiKey(caller: AdminCaller, id: string): Promise<ApiKeyRecord> {
    const key = await this.getApiKey(caller, id);
    checkManageable(caller, key.scopes, `API key ${id}`);
    if (key.revokedAt) return key;
    const revoked = await this.store.revokeApiKey(id, this.now(), this.audit(caller, 'api_key.revoked', id, { prefix: key.prefix }));
    await this.changed();
    return revoked;
  }

  async createOAuthClient(caller: AdminCaller, input: CredentialInput): Promise<{ client: OAuthClientRecord; secret: string }> {
    const settings = this.checkCredentialInput(caller, input, 'oauth_client');
    const secret = generateClientSecret(caller.mode);
    const row: NewOAuthClientRow = {
      id: newId('oauthClient'),
      accountId: caller.accountId,
      mode: caller.mode,
      ...settings,
      secretHash: hashSecret(secret),
      secretPrefix: keyPrefix(secret),
    };
    const details = { name: row.name, scopes: row.scopes, allowed_cidrs: row.allowedCidrs, prefix: row.secretPrefix };
    const client = await this.store.insertOAuthClient(row, this.audit(caller, 'oauth_client.created', row.id, details));
    await this.changed();
    return { client, secret };
  }

  async listOAuthClients(caller: AdminCaller, page: PageRequest): Promise<Page<OAuthClientRecord>> {
    const window = pageWindow(page.page, page.limit);
    const found = await this.store.listOAuthClients(caller.accountId, caller.mode, window.limit, window.offset);
    return { items: found.items, ...pageFields(window, found.total) };
  }

  async getOAuthClient(caller: AdminCaller, id: string): Promise<OAuthClientRecord> {
    const client = await this.store.findOAuthClient(id);
    if (!client || client.accountId !== caller.accountId || client.mode !== caller.mode) throw errors.notFound(`OAuth client ${id}`);
    return client;
  }

  /** A new secret; the old one keeps authenticating for `oldSecretLifeSeconds`. */
  async rotateClientSecret(
    caller: AdminCaller,
    id: string,
    oldSecretLifeSeconds = DEFAULT_OLD_CREDENTIAL_LIFE_SECONDS,
  ): Promise<{ client: OAuthClientRecord; secret: string }> {
    checkOldLife(oldSecretLifeSeconds, '/old_secret_expires_in');
    const current = await this.getOAuthClient(caller, id);
    checkManageable(caller, current.scopes, `OAuth client ${id}`);
    if (current.revokedAt) throw stateError(`OAuth client ${id} is revoked; its secret cannot be rotated.`);
    const previousExpiresAt = new Date(this.now().getTime() + oldSecretLifeSeconds * 1000);
    const secret = generateClientSecret(current.mode);
    const details = { new_prefix: keyPrefix(secret), old_secret_expires_at: timestamp(previousExpiresAt) };
    const client = await this.store.rotateClientSecret(
      id,
      hashSecret(secret),
      keyPrefix(secret),
      previousExpiresAt,
      this.audit(caller, 'oauth_client.secret_rotated', id, details),
    );
    await this.changed();
    return { client, secret };
  }

  /** Takes effect at once for new tokens and for tokens already issued to the client. */
  async revokeOAuthClient(caller: AdminCaller, id: string): Promise<OAuthClientRecord> {
    const client = await this.getOAuthClient(caller, id);
    checkManageable(caller, client.scopes, `OAuth client ${id}`);
    if (client.revokedAt) return client;
    const revoked = await this.store.revokeOAuthClient(id, this.now(), this.audit(caller, 'oauth_client.revoked', id, { prefix: client.secretPrefix }));
    await this.changed();
    return revoked;
  }

  /** For the CLI, which addresses credentials by id alone: their account and mode. */
  async locateApiKey(id: string): Promise<AccountScope | undefined> {
    const key = await this.store.findApiKey(id);
    return key && { accountId: key.accountId, mode: key.mode };
  }

  async locateOAuthClient(id: string): Promise<AccountScope | undefined> {
    const client = await this.store.findOAuthClient(id);
    return client && { accountId: client.accountId, mode: client.mode };
  }

  private checkCredentialInput(caller: AdminCaller, input: CredentialInput, kind: 'api_key' | 'oauth_client') {
    const name = (input.name ?? '').trim();
    const issues: FieldIssue[] = [];
    if (name.length > MAX_NAME_LENGTH) issues.push({ field: '/name', issue: `must be at most ${MAX_NAME_LENGTH} characters` });
    issues.push(...scopeIssues(input.scopes, kind));
    const cidrs = parseCidrList(input.allowedCidrs ?? []);
    if (!cidrs.ok) for (const problem of cidrs.issues) issues.push({ field: `/allowed_cidrs/${problem.index}`, issue: problem.issue });
    if (issues.length > 0) throw errors.validationFailed('The credential settings are not valid.', issues);

    checkGrantable(caller, input.scopes);
    return { name, scopes: input.scopes.filter(isScope), allowedCidrs: cidrs.ok ? cidrs.ranges.map((range) => range.text) : [] };
  }

  private audit(caller: AdminCaller, action: AuditEntry['action'], targetId: string, details: Record<string, unknown>): AuditEntry {
    return { accountId: caller.accountId, mode: caller.mode, actor: caller.actor, action, targetId, details: safeDetails(details) };
  }

  private async changed(): Promise<void> {
    await this.options.onChange?.();
  }
}
