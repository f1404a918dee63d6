// Scopes from API-CONVENTIONS; the contract's security requirements name them per operation.
export const SCOPES = [
  'buyers:read',
  'documents:write',
  'markets:read',
  'pricing:calculate',
  'tariffs:read',
  'orders:read',
  'orders:write',
  'webhooks:manage',
  'streams:read',
  // Managing the account's API keys and OAuth clients; API keys only (never an OAuth token).
  'keys:manage',
] as const;
export type Scope = (typeof SCOPES)[number];

/** API access is for the top plan only. */
export const API_PLAN = 'pro_max';
export const PLANS = ['free', 'basic', 'pro', 'pro_max'] as const;
export type Plan = (typeof PLANS)[number];
