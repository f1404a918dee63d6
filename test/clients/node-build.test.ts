import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/paths.js';

// The Node.js client ships as ESM and CommonJS (clients/node/package.json `build`), with no
// runtime dependency (`ws`, for the stream client in Node.js, is an optional peer loaded only
// when a stream opens): both bundles load on their own and expose the same API.
const dir = mkdtempSync(join(tmpdir(), 'client-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Node.js client packaging', () => {
  it('builds to ESM and CJS that load without dependencies', async () => {
    const common = { entryPoints: [projectPath('clients', 'node', 'src', 'index.ts')], bundle: true, platform: 'node' as const, target: 'node20', external: ['ws'], logLevel: 'silent' as const };
    const esm = await build({ ...common, format: 'esm', outfile: join(dir, 'index.js'), metafile: true });
    await build({ ...common, format: 'cjs', outfile: join(dir, 'index.cjs') });
    const inputs = Object.keys(esm.metafile!.inputs);
    expect(inputs.filter((file) => file.includes('node_modules'))).toEqual([]);
    const cjs = createRequire(import.meta.url)(join(dir, 'index.cjs'));
    const mjs = await import(pathToFileURL(join(dir, 'index.js')).href);
    for (const mod of [cjs, mjs]) {
      expect(typeof mod.createClient).toBe('function');
      expect(mod.VERSION).toBe('1.0.0');
      const client = mod.createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
      for (const id of Object.keys(mod.operations)) expect(typeof client[id]).toBe('function');
      expect(typeof mod.verifyWebhook).toBe('function');
      expect(typeof mod.createStreamClient).toBe('function');
    }
  });
});
