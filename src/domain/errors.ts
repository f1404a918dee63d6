import type { components } from '../../generated/openapi.js';

// The one error type. Its codes are the contract's ErrorCode enumeration; each has exactly one
// HTTP status here (the map must name every code of the contract, and no other).

export type ErrorCode = components['schemas']['ErrorCode'];

export const ERROR_STATUS = {
  invalid_request: 400,
  validation_failed: 400,
  // Reference data (markets, customs tariffs, exchange rates, pricing).
  unknown_country: 400,
  unknown_currency: 400,
  unsupported_currency: 400,
  unknown_hs_code: 400,
  incoterm_mode_mismatch: 400,
  invalid_amount: 400,
  // Orders and shipments.
  unknown_buyer: 400,
  unknown_port: 400,
  // Documents.
  unknown_order: 400,
  // Quotes (documents and orders made from one).
  unknown_quote: 400,
  unauthenticated: 401,
  invalid_api_key: 401,
  token_expired: 401,
  invalid_token: 401,
  insufficient_scope: 403,
  plan_upgrade_required: 403,
  ip_not_allowed: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  request_timeout: 408,
  conflict: 409,
  order_locked: 409,
  quote_not_valid: 409,
  quote_already_ordered: 409,
  invalid_state_transition: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  origin_not_covered: 422,
  date_not_covered: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  not_implemented: 501,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface FieldIssue {
  field: string;
  issue: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldIssue[];
  /** Extra response headers (Retry-After, Allow, WWW-Authenticate...). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, details: FieldIssue[] = [], headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.headers = headers;
  }
}

/** Where a code is documented: its section of the portal's error reference. */
export function docUrl(baseUrl: string, code: string): string {
  return `${baseUrl}/docs#/section/${code}`;
}

/** Factories so call sites read as what went wrong, not as a status number. */
export const errors = {
  invalidRequest: (message: string, details: FieldIssue[] = []) => new ApiError('invalid_request', message, details),
  validationFailed: (message: string, details: FieldIssue[] = []) => new ApiError('validation_failed', message, details),
  notFound: (what: string) => new ApiError('not_found', `${what} was not found.`),
  conflict: (message: string) => new ApiError('conflict', message),
  notImplemented: (operationId: string) =>
    new ApiError('not_implemented', `The operation ${operationId} is described in the contract but not available yet.`),
};
