// npm run build (run by npm start; the test suite's global set-up runs it too): bundles the server
// into dist/server.js (and the document rendering thread into dist/render-worker.js), writes
// dist/openapi.json (the JSON copy of the contract that loadContract() prefers when current), the
// classifier's index (dist/classifier-index.json) when its data or code changed, and the HTML
// reference when it is stale. Each part is skipped when what it would write is current, so a
// second build (a second `npm start`, the tests that start the built server) takes a moment.
// One bundled file loads in a fraction of the time that a few thousand separate modules take,
// which is what the cold-start target needs.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { snapshotIsCurrent, writeSnapshot } from '../src/domain/classify/search-index.js';
import { BUNDLE_ENTRIES, bundle, bundleIsCurrent } from './bundle.js';
import { ensureDocs } from './ensure-docs.js';

const root = fileURLToPath(new URL('../', import.meta.url));

function newerThan(target: string, source: string): boolean {
  return existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs;
}

export async function buildAll(): Promise<void> {
  if (!bundleIsCurrent(root, BUNDLE_ENTRIES, 'dist')) await bundle(root, BUNDLE_ENTRIES, 'dist');
  mkdirSync(root + 'dist', { recursive: true });
  if (!newerThan(root + 'dist/openapi.json', root + 'openapi.yaml')) {
    writeFileSync(root + 'dist/openapi.json', JSON.stringify(parse(readFileSync(root + 'openapi.yaml', 'utf8'))));
  }
  // Loading it at start takes a fraction of building it (reading and indexing the nomenclature).
  if (!snapshotIsCurrent()) writeSnapshot();
  ensureDocs();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await buildAll();
