// Builds the HTML reference (npm run docs) when it is missing or older than the contract, so
// `npm start` and `npm test` always serve a current /docs without rebuilding it every time.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

export function ensureDocs(): void {
  const docs = root + 'dist/docs/index.html';
  const stale = !existsSync(docs) || statSync(docs).mtimeMs < statSync(root + 'openapi.yaml').mtimeMs;
  if (!stale) return;
  const result = spawnSync('npm', ['run', '--silent', 'docs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) ensureDocs();
