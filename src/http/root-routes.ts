import { existsSync, readFileSync, statSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { ApiError } from '../domain/errors.js';
import { ASYNCAPI_PATH, OPENAPI_PATH, projectPath } from '../paths.js';

// The routes outside the API prefixes that are not operations of the contract: the contracts
// themselves and the rendered reference. (The root operations of the contract, the token
// endpoint and the key set, go through the same pipeline as every operation.)

export const DOCS_DIR = projectPath('dist', 'docs');
export const DOCS_FILE = projectPath('dist', 'docs', 'index.html');

type Route = RequestHandler;

const ASSET_TYPES: Record<string, string> = { css: 'text/css', js: 'text/javascript', svg: 'image/svg+xml', png: 'image/png' };

/** The portal file for a path under /docs, or undefined; names are plain words, so no path escapes dist/docs. */
export function docsFile(path: string): { file: string; page: string | null; type: string } | undefined {
  const rel = path.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  if (rel === '') return { file: 'index.html', page: 'index.html', type: 'html' };
  if (rel === 'streams') return { file: 'streams/index.html', page: 'streams/index.html', type: 'html' };
  if (rel === 'guides') return { file: 'guides/index.html', page: 'guides/index.html', type: 'html' };
  const guide = /^guides\/([a-z0-9-]+)$/.exec(rel);
  if (guide) return { file: `guides/${guide[1]}.html`, page: `guides/${guide[1]}.html`, type: 'html' };
  const asset = /^assets\/([a-z0-9-]+)\.(css|js|svg|png)$/.exec(rel);
  if (asset) return { file: `assets/${asset[1]}.${asset[2]}`, page: null, type: ASSET_TYPES[asset[2]!]! };
  return undefined;
}

// The policies the build wrote (inline scripts allowed by hash), reread when the build is newer.
let policies: { mtimeMs: number; byPage: Record<string, string> } | undefined;
function policyFor(page: string): string {
  const file = DOCS_DIR + '/csp.json';
  const mtimeMs = statSync(file).mtimeMs;
  if (policies?.mtimeMs !== mtimeMs) policies = { mtimeMs, byPage: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> };
  const policy = policies.byPage[page];
  if (!policy) throw new Error(`dist/docs/csp.json has no policy for ${page}`);
  return policy;
}

const docs: Route = (req, res, next) => {
  const found = docsFile(req.path);
  const file = found && `${DOCS_DIR}/${found.file}`;
  if (!found || !file || !existsSync(file)) {
    if (!existsSync(DOCS_FILE)) return next(new ApiError('not_found', 'The reference is not built: run npm run docs.'));
    return next(new ApiError('not_found', `No page at ${req.path}.`));
  }
  // Pages get their own policy: only this origin, and their inline scripts by hash.
  if (found.page) res.setHeader('Content-Security-Policy', policyFor(found.page));
  res.type(found.type).sendFile(file);
};

/** Paths under /docs/ (guides, streams, assets) all go to the portal. */
export const DOCS_PREFIX = '/docs/';

/** GET (and HEAD) routes by exact path. */
export const ROOT_ROUTES: ReadonlyMap<string, Route> = new Map<string, Route>([
  ['/openapi.yaml', (_req, res) => res.type('application/yaml').sendFile(OPENAPI_PATH)],
  ['/asyncapi.yaml', (_req, res) => res.type('application/yaml').sendFile(ASYNCAPI_PATH)],
  ['/docs', docs],
  ['/docs/', docs],
]);

/**
 * Finds a route by exact path in one step (as separate express routes, every API request would be
 * matched against each of them first). `before` runs first (the anonymous rate-limit budget).
 */
export function rootRoutes(before: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const route = ROOT_ROUTES.get(req.path) ?? (req.path.startsWith(DOCS_PREFIX) ? docs : undefined);
    if (!route) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}.`));
    }
    before(req, res, (error?: unknown) => (error ? next(error) : route(req, res, next)));
  };
}
