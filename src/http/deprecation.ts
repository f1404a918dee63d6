// Deprecation (RFC 9745) and Sunset (RFC 8594) headers for operations the contract marks
// `deprecated: true`. The contract gives the dates as extensions on the operation:
//   x-deprecated-at: 2027-01-15   (since when: the Deprecation header, `@<epoch seconds>`)
//   x-sunset: 2027-07-15          (after which it may be removed: the Sunset header, an HTTP-date)
// Both are required on a deprecated operation, and the sunset is at least six months after the
// deprecation, as the contract promises (info: "Addresses and versions"). A contract that breaks
// these rules stops the server at start, like any other contract error.

export const MIN_NOTICE_MONTHS = 6;

export class DeprecationError extends Error {}

/** `YYYY-MM-DD` (midnight UTC) or an RFC 3339 date-time; YAML may already have made it a Date. */
function dateOf(value: unknown, operationId: string, field: string): Date {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new DeprecationError(`${operationId} is deprecated: ${field} must be a date (YYYY-MM-DD), got ${JSON.stringify(value ?? null)}.`);
  return date;
}

/** The response headers of a deprecated operation; null for one that is not deprecated. */
export function deprecationHeaders(operationId: string, operation: Record<string, unknown>): Readonly<Record<string, string>> | null {
  if (operation.deprecated !== true) return null;
  const deprecatedAt = dateOf(operation['x-deprecated-at'], operationId, 'x-deprecated-at');
  const sunset = dateOf(operation['x-sunset'], operationId, 'x-sunset');
  const earliest = new Date(deprecatedAt);
  earliest.setUTCMonth(earliest.getUTCMonth() + MIN_NOTICE_MONTHS);
  if (sunset < earliest) {
    throw new DeprecationError(`${operationId} is deprecated: x-sunset must be at least ${MIN_NOTICE_MONTHS} months after x-deprecated-at.`);
  }
  return Object.freeze({
    Deprecation: `@${Math.floor(deprecatedAt.getTime() / 1000)}`,
    Sunset: sunset.toUTCString(),
  });
}
