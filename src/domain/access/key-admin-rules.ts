import { ApiError, errors, type FieldIssue } from '../errors.js';
import { nullableTimestamp } from '../time.js';
import type { AdminCaller, NewApiKeyRow } from './key-admin-types.js';
import { isScope } from './scopes.js';

// The rules of the key administration (src/domain/access/key-admin.ts) that need no storage:
// what a caller may grant and manage, and the checks of its input.

/** Scope that allows managing the account's API keys and OAuth clients (API keys only). */
export const KEYS_MANAGE_SCOPE = 'keys:manage';
/** How long a rotated key or client secret keeps working unless told otherwise. */
export const DEFAULT_OLD_CREDENTIAL_LIFE_SECONDS = 24 * 3600;
export const MAX_OLD_CREDENTIAL_LIFE_SECONDS = 30 * 24 * 3600;

/** A new credential may carry only scopes the caller holds. */
export function checkGrantable(caller: AdminCaller, scopes: readonly string[]): void {
  const notHeld = scopes
    .map((scope, index) => ({ scope, index }))
    .filter(({ scope }) => !caller.grantableScopes.includes(scope))
    .map(({ index }) => ({ field: `/scopes/${index}`, issue: 'the calling credential does not hold this scope' }));
  if (notHeld.length > 0) throw new ApiError('insufficient_scope', 'A credential can only grant scopes it holds itself.', notHeld);
}

/**
 * A caller rotates or revokes only a credential all of whose scopes it holds: a rotation hands the
 * new secret to the caller, and revoking a stronger credential would let a weak key cut off the
 * account's integrations. Checked before anything else about the target is told (its state).
 */
export function checkManageable(caller: AdminCaller, targetScopes: readonly string[], what: string): void {
  const notHeld = targetScopes.filter((scope) => !caller.grantableScopes.includes(scope));
  if (notHeld.length === 0) return;
  throw new ApiError('insufficient_scope', `${what} holds scopes the calling credential does not (${notHeld.join(', ')}); a credential manages only credentials within its own scopes.`);
}

export function describeKey(row: NewApiKeyRow): Record<string, unknown> {
  return {
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    allowed_cidrs: row.allowedCidrs,
    expires_at: nullableTimestamp(row.expiresAt),
  };
}

export function scopeIssues(scopes: readonly string[], kind: 'api_key' | 'oauth_client'): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (scopes.length === 0) issues.push({ field: '/scopes', issue: 'must name at least one scope' });
  const seen = new Set<string>();
  scopes.forEach((scope, index) => {
    const field = `/scopes/${index}`;
    if (!isScope(scope)) issues.push({ field, issue: 'is not a known scope' });
    else if (kind === 'oauth_client' && scope === KEYS_MANAGE_SCOPE) issues.push({ field, issue: 'is for API keys only' });
    if (seen.has(scope)) issues.push({ field, issue: 'is given twice' });
    seen.add(scope);
  });
  return issues;
}

export function checkOldLife(seconds: number, field: string): void {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_OLD_CREDENTIAL_LIFE_SECONDS) {
    throw errors.validationFailed('The old credential life is out of range.', [
      { field, issue: `must be a whole number of seconds from 0 to ${MAX_OLD_CREDENTIAL_LIFE_SECONDS}` },
    ]);
  }
}

export function stateError(message: string): ApiError {
  return new ApiError('invalid_state_transition', message);
}
