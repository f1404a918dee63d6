// Worker entry when the code runs from the TypeScript sources (tsx, vitest): a worker thread does
// not inherit vitest's transform, so the worker module is compiled by tsx here. The bundles use
// dist/sandbox-seed-worker.js instead and never load this file.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sandbox-seed-worker.ts', import.meta.url);
