import { existsSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { ApiError } from '../domain/errors.js';
import { projectPath } from '../paths.js';
import { ASYNCAPI_PATH, OPENAPI_PATH } from './contract.js';

// The routes outside the API prefixes that are not operations of the contract: the contracts
// themselves and the rendered reference. (The root operations of the contract, the token
// endpoint and the key set, go through the same pipeline as every operation.)

export const DOCS_FILE = projectPath('dist', 'docs', 'index.html');

type Route = RequestHandler;

const docs: Route = (_req, res, next) => {
  if (!existsSync(DOCS_FILE)) return next(new ApiError('not_found', 'The reference is not built: run npm run docs.'));
  // The reference page runs its own inline scripts and styles.
  res.removeHeader('Content-Security-Policy');
  res.type('html').sendFile(DOCS_FILE);
};

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
    const route = ROOT_ROUTES.get(req.path);
    if (!route) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}.`));
    }
    before(req, res, (error?: unknown) => (error ? next(error) : route(req, res, next)));
  };
}
