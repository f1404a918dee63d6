// npm run build (run by npm start): bundles the server into dist/server.js (and the document
// rendering thread into dist/render-worker.js), writes dist/openapi.json (the JSON copy of the
// contract that loadContract() prefers when current), the classifier's index
// (dist/classifier-index.json) when its data or code changed, and the HTML reference when it is
// stale. One bundled file loads in a fraction of the time that a few
// thousand separate modules take, which is what the cold-start target needs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { snapshotIsCurrent, writeSnapshot } from '../src/domain/classify/search-index.js';
import { BUNDLE_ENTRIES, bundle } from './bundle.js';
import { ensureDocs } from './ensure-docs.js';

const root = fileURLToPath(new URL('../', import.meta.url));
await bundle(root, BUNDLE_ENTRIES, 'dist');
mkdirSync(root + 'dist', { recursive: true });
writeFileSync(root + 'dist/openapi.json', JSON.stringify(parse(readFileSync(root + 'openapi.yaml', 'utf8'))));
// Loading it at start takes a fraction of building it (reading and indexing the nomenclature).
if (!snapshotIsCurrent()) writeSnapshot();
ensureDocs();
