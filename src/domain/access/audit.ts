import type { Mode } from '../modes.js';

// The audit log of credential changes: who (an API key, the operator's CLI, the system) did what
// to which credential, from which request and address. Details describe the change (name, scopes,
// allowlist, expiry, prefix) and never hold a secret or a secret's hash.

export type ActorType = 'api_key' | 'cli' | 'system';

export interface Actor {
  type: ActorType;
  /** The API key id for `api_key`; the operating-system user or null for `cli`; null for `system`. */
  id: string | null;
  requestId?: string | null;
  clientIp?: string | null;
}

export const AUDIT_ACTIONS = [
  'account.created',
  'account.plan_changed',
  'api_key.created',
  'api_key.rotated',
  'api_key.revoked',
  'oauth_client.created',
  'oauth_client.secret_rotated',
  'oauth_client.revoked',
  'signing_key.rotated',
  'secrets.resealed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  accountId: string | null;
  mode: Mode | null;
  actor: Actor;
  action: AuditAction;
  targetId: string | null;
  details: Record<string, unknown>;
}

export interface AuditRecord extends AuditEntry {
  id: number;
  at: Date;
}

export interface AuditStore {
  /** For changes that are not written together with a credential row (signing keys, accounts). */
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(filter: { accountId?: string; limit: number }): Promise<AuditRecord[]>;
}

/** Keys that must never reach an audit row, whatever a caller puts into details. */
const SECRET_KEYS = /secret|hash|token|password|private/i;

/** Drops secret-looking fields: a second line of defence behind the callers' own care. */
export function safeDetails(details: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) if (!SECRET_KEYS.test(key)) safe[key] = value;
  return safe;
}
