import { scopeValues, type components } from '../../../generated/openapi.js';

// Scopes from API-CONVENTIONS, as the contract lists them; its security requirements name them per
// operation. `keys:manage` (managing the account's API keys and OAuth clients) is for API keys only.
export type Scope = components['schemas']['Scope'];
export const SCOPES: readonly Scope[] = scopeValues;

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** API access is for the top plan only. */
export const API_PLAN = 'pro_max';
export const PLANS = ['free', 'basic', 'pro', 'pro_max'] as const;
export type Plan = (typeof PLANS)[number];
