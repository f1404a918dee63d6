// Where the mock serves each path of the contract. Prism matches request paths against `paths`
// without the servers' base path, so each path is written out at the place the real server
// serves it: under both public prefixes (/api/v1 and /v1), or at the root of the host for the
// operations that name their own servers (/healthz, /readyz, /oauth/token, /.well-known/jwks.json).

export const API_PREFIXES = ['/api/v1', '/v1'] as const;

interface PathItem {
  servers?: unknown[];
  [key: string]: unknown;
}

/** Whether the path item, or every operation in it, names its own servers (the root of the host). */
function servedAtRoot(item: PathItem): boolean {
  if (Array.isArray(item.servers)) return true;
  const operations = Object.values(item).filter((value): value is { servers?: unknown } => typeof value === 'object' && value !== null && !Array.isArray(value) && 'responses' in value);
  return operations.length > 0 && operations.every((operation) => Array.isArray(operation.servers));
}

/** The contract's paths rewritten to the request paths the real server answers on. */
export function mockPaths(paths: Record<string, PathItem>): Record<string, PathItem> {
  const served: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    if (servedAtRoot(item)) served[path] = item;
    else for (const prefix of API_PREFIXES) served[prefix + path] = item;
  }
  return served;
}
