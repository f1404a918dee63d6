// Builds the portal (npm run docs) when it is missing or older than a contract, a guide or the build;
// part of `npm run build`, which `npm start` and the test suite's set-up run, so both serve a current
// /docs without rebuilding it every time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

export function ensureDocs(): void {
  const built = root + 'dist/docs/built';
  const sources = ['openapi.yaml', 'asyncapi.yaml', 'scripts/docs/build.ts', 'src/http/served-contracts.ts']
    .concat(readdirSync(root + 'docs/guides').map((f) => 'docs/guides/' + f))
    .concat(readdirSync(root + 'docs/assets').map((f) => 'docs/assets/' + f));
  const newest = Math.max(...sources.map((f) => statSync(root + f).mtimeMs));
  const stale = !existsSync(built) || statSync(built).mtimeMs < newest;
  if (!stale) return;
  const result = spawnSync('npm', ['run', '--silent', 'docs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
