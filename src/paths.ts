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
