// Worker entry when the server runs from the TypeScript sources (tsx, vitest): a worker thread does
// not inherit vitest's transform, so the worker module is compiled by tsx here. The bundle that
// `npm start` runs uses dist/render-worker.js instead and never loads this file.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./render-worker.ts', import.meta.url);
export default worker.default;
export const make = worker.make;
