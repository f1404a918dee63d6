import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { parse, stringify } from 'yaml';
import { ApiError } from '../domain/errors.js';
import { ASYNCAPI_PATH, OPENAPI_PATH, projectPath } from '../paths.js';
import { loadContract } from './contract.js';
import { ownBaseUrl, type OwnAddressConfig } from './own-address.js';
import { atAddress, servedAsyncApi, servedOpenApi, streamProtocol } from './served-contracts.js';

// The routes outside the API prefixes that are not operations of the contract: `/` (to the
// guides), the contracts themselves and the developer portal (npm run docs builds it into
// dist/docs). The contracts and the portal's pages name the address the reader reached this
// server at (src/http/served-contracts.ts). (The root operations of the contract, the token
// endpoint and the key set, go through the same pipeline as every operation.)

export const DOCS_DIR = projectPath('dist', 'docs');
export const DOCS_FILE = projectPath('dist', 'docs', 'index.html');

type Route = (req: Request, base: string) => { type: string; body: string; headers?: Record<string, string> } | { redirect: string } | { file: string; type: string };

const ASSET_TYPES: Record<string, string> = { css: 'text/css', js: 'text/javascript', svg: 'image/svg+xml', png: 'image/png' };

/**
 * The portal file for a path under /docs, or undefined; names are plain words, so no path escapes
 * dist/docs. The streams reference is built once per WebSocket scheme (ws for an http address).
 */
export function docsFile(path: string, protocol: 'ws' | 'wss' = 'wss'): { file: string; page: boolean; type: string } | undefined {
  const rel = path.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  if (rel === '') return { file: 'index.html', page: true, type: 'html' };
  if (rel === 'streams') return { file: protocol === 'ws' ? 'streams/ws.html' : 'streams/index.html', page: true, type: 'html' };
  if (rel === 'guides') return { file: 'guides/index.html', page: true, type: 'html' };
  const guide = /^guides\/([a-z0-9-]+)$/.exec(rel);
  if (guide) return { file: `guides/${guide[1]}.html`, page: true, type: 'html' };
  const asset = /^assets\/([a-z0-9-]+)\.(css|js|svg|png)$/.exec(rel);
  if (asset) return { file: `assets/${asset[1]}.${asset[2]}`, page: false, type: ASSET_TYPES[asset[2]!]! };
  return undefined;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Only the service's own origin; inline scripts only by hash (the reference's bundle is inline). */
export function pagePolicy(html: string): string {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]!));
  return [
    "default-src 'self'",
    `script-src 'self'${scripts.length ? ' ' + [...new Set(scripts)].join(' ') : ''}`,
    // Redoc's styled-components write <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A page or contract as served: its file rendered once while the file is unchanged (a contract is
 * parsed and written again with its own servers), then at each address the server is reached at
 * (its name, its IP, localhost: a few), with the page's policy, which hashes its inline scripts
 * (the reference page is 3 MB).
 */
interface Served {
  mtimeMs: number;
  body: string;
  policy: string | null;
}
const rendered = new Map<string, Served>();
const served = new LRUCache<string, Served>({ maxSize: 48 * 1024 * 1024, sizeCalculation: (entry) => entry.body.length + 1 });

function servedText(key: string, file: string, base: string, page: boolean, render: () => string): Served {
  const mtimeMs = statSync(file).mtimeMs;
  let template = rendered.get(key);
  if (template?.mtimeMs !== mtimeMs) {
    template = { mtimeMs, body: render(), policy: null };
    rendered.set(key, template);
  }
  const cacheKey = `${key}\n${base}`;
  const hit = served.get(cacheKey);
  if (hit?.mtimeMs === mtimeMs) return hit;
  const body = atAddress(template.body, base);
  const entry = { mtimeMs, body, policy: page ? pagePolicy(body) : null };
  served.set(cacheKey, entry);
  return entry;
}

/** A contract in YAML as `build` makes it; made again when its file changes. */
const contract =
  (path: string, build: (base: string) => object): Route =>
  (_req, base) => ({
    type: 'application/yaml',
    body: servedText(`${path}:${streamProtocol(base)}`, path, base, false, () => stringify(build(base), { lineWidth: 0 })).body,
  });

const docs: Route = (req, base) => {
  const found = docsFile(req.path, streamProtocol(base));
  const file = found && `${DOCS_DIR}/${found.file}`;
  if (!found || !file || !existsSync(file)) {
    if (!existsSync(DOCS_FILE)) throw new ApiError('not_found', 'The reference is not built: run npm run docs.');
    throw new ApiError('not_found', `No page at ${req.path}.`);
  }
  if (!found.page) return { file, type: found.type };
  // Pages get their own policy: only this origin, and their inline scripts by hash.
  const page = servedText(found.file, file, base, true, () => readFileSync(file, 'utf8'));
  return { type: found.type, body: page.body, headers: { 'Content-Security-Policy': page.policy! } };
};

/** Paths under /docs/ (guides, streams, assets) all go to the portal. */
export const DOCS_PREFIX = '/docs/';

/** GET (and HEAD) routes by exact path. */
const ROOT_ROUTES: ReadonlyMap<string, Route> = new Map<string, Route>([
  // A reader who opens the server's address finds the guides.
  ['/', () => ({ redirect: '/docs/guides/' })],
  // The OpenAPI contract as the server loads it (the build's JSON copy when current: parsing the
  // YAML takes most of a second).
  ['/openapi.yaml', contract(OPENAPI_PATH, () => servedOpenApi(loadContract()))],
  ['/asyncapi.yaml', contract(ASYNCAPI_PATH, (base) => servedAsyncApi(parse(readFileSync(ASYNCAPI_PATH, 'utf8')) as object, streamProtocol(base)))],
  ['/docs', docs],
  ['/docs/', docs],
]);

/**
 * Finds a route by exact path in one step (as separate express routes, every API request would be
 * matched against each of them first). `before` runs first (the anonymous rate-limit budget).
 */
export function rootRoutes(before: RequestHandler, config: OwnAddressConfig): RequestHandler {
  return (req, res, next) => {
    const route = ROOT_ROUTES.get(req.path) ?? (req.path.startsWith(DOCS_PREFIX) ? docs : undefined);
    if (!route) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return next(new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}.`));
    }
    before(req, res, (error?: unknown) => {
      if (error) return next(error);
      let answer: ReturnType<Route>;
      try {
        answer = route(req, ownBaseUrl(req, config));
      } catch (failure) {
        return next(failure);
      }
      if ('redirect' in answer) return res.redirect(302, answer.redirect);
      if ('file' in answer) return res.type(answer.type).sendFile(answer.file);
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      res.type(answer.type).send(answer.body);
    });
  };
}
