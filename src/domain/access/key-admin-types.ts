import type { AccountScope, Mode } from '../modes.js';
import type { pageFields } from '../paging.js';
import type { Actor, AuditEntry } from './audit.js';
import type { Scope } from './scopes.js';

// The types of the key administration, shared by its service (key-admin.ts), its rules
// (key-admin-rules.ts) and its store (src/db/key-admin-store.ts), so that none of them imports
// another for its types.

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  mode: Mode;
  name: string;
  prefix: string;
  scopes: Scope[];
  allowedCidrs: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  replacedBy: string | null;
}

export interface OAuthClientRecord {
  id: string;
  accountId: string;
  mode: Mode;
  name: string;
  secretPrefix: string;
  scopes: Scope[];
  allowedCidrs: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** While set and in the future, the secret before the last rotation still authenticates. */
  previousSecretExpiresAt: Date | null;
}

export interface NewApiKeyRow {
  id: string;
  accountId: string;
  mode: Mode;
  name: string;
  keyHash: string;
  prefix: string;
  scopes: Scope[];
  allowedCidrs: string[];
  expiresAt: Date | null;
}

export interface NewOAuthClientRow {
  id: string;
  accountId: string;
  mode: Mode;
  name: string;
  secretHash: string;
  secretPrefix: string;
  scopes: Scope[];
  allowedCidrs: string[];
}

export interface PageRequest {
  limit: number;
  page: number;
}

export type Page<T> = { items: T[] } & ReturnType<typeof pageFields>;

/**
 * Storage for the administration. Every mutating call writes its audit entry and bumps the
 * credentials change counter in the same transaction.
 */
export interface KeyAdminStore {
  insertApiKey(row: NewApiKeyRow, audit: AuditEntry): Promise<ApiKeyRecord>;
  findApiKey(id: string): Promise<ApiKeyRecord | undefined>;
  /** Ordered by created_at, then id. */
  listApiKeys(accountId: string, mode: Mode, limit: number, offset: number): Promise<{ items: ApiKeyRecord[]; total: number }>;
  /** Inserts the successor and sets the old key's expiry and replaced_by, atomically. */
  rotateApiKey(oldId: string, successor: NewApiKeyRow, oldExpiresAt: Date, audit: AuditEntry): Promise<ApiKeyRecord>;
  revokeApiKey(id: string, at: Date, audit: AuditEntry): Promise<ApiKeyRecord>;
  insertOAuthClient(row: NewOAuthClientRow, audit: AuditEntry): Promise<OAuthClientRecord>;
  findOAuthClient(id: string): Promise<OAuthClientRecord | undefined>;
  listOAuthClients(accountId: string, mode: Mode, limit: number, offset: number): Promise<{ items: OAuthClientRecord[]; total: number }>;
  /** Moves the current secret hash to previous (until previousExpiresAt) and stores the new one. */
  rotateClientSecret(id: string, secretHash: string, secretPrefix: string, previousExpiresAt: Date, audit: AuditEntry): Promise<OAuthClientRecord>;
  revokeOAuthClient(id: string, at: Date, audit: AuditEntry): Promise<OAuthClientRecord>;
}

/** Who asks, for which account and mode, and which scopes they may hand out. */
export interface AdminCaller extends AccountScope {
  /** Scopes the caller holds: a new credential may carry only these, and only credentials carrying no other are rotated or revoked. */
  grantableScopes: readonly string[];
  actor: Actor;
}

export interface CredentialInput {
  name?: string | undefined;
  scopes: readonly string[];
  allowedCidrs?: readonly string[] | undefined;
}

export interface ApiKeyInput extends CredentialInput {
  expiresAt?: Date | null | undefined;
}
