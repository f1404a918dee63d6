// Whether an error means "the database cannot be reached right now" (refused or cut connection,
// server restarting or shutting down, too many connections) rather than a fault in a query.
// Such a request is answered 503 service_unavailable with Retry-After; the pool makes new
// connections on the next request, so the process recovers by itself once the server is back.

/** Network errors of the connection itself. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown,
 * cannot connect now: starting up or recovering), 53300 (too many connections).
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** Messages of node-postgres when a connection ends or cannot be made, which carry no code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlState(code)))) return true;
  if (PG_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // A host with several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  return isDatabaseUnavailable(error.cause, depth + 1);
}
