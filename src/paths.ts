import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one holding package.json), found from this module's own place,
 * so the same code finds the contracts and data/ whether it runs from src/ (tsx, tests) or from
 * the dist/server.js bundle that `npm start` runs.
 */
function findProjectRoot(from: string): string {
  let dir = dirname(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(fileURLToPath(import.meta.url));

export function projectPath(...segments: string[]): string {
  return join(PROJECT_ROOT, ...segments);
}

/** The published OpenAPI document: bundled from CONTRACT_SOURCE_PATH by `npm run generate`. */
export const OPENAPI_PATH = projectPath('openapi.yaml');
/** The root of the OpenAPI source tree (paths, schemas, examples in their own files). */
export const CONTRACT_SOURCE_PATH = projectPath('contract', 'openapi.yaml');
export const ASYNCAPI_PATH = projectPath('asyncapi.yaml');
/** A JSON copy of openapi.yaml written by `npm run build` (parsing JSON at start is ~20 times faster). */
export const OPENAPI_JSON_PATH = projectPath('dist', 'openapi.json');
