// The bundle that `npm start` runs has no TypeScript and no tsx: the rendering thread must be an
// entry of its own next to the server bundle, and find the font in node_modules from there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_ENTRIES, bundle } from '../../../scripts/bundle.js';
import { PROJECT_ROOT } from '../../../src/paths.js';
import { pdfText } from './pdf-text.js';

// Inside the project (dist/ is ignored by git) so that the external packages resolve from node_modules.
const outdir = mkdtempSync(join(PROJECT_ROOT, 'dist', 'bundle-test-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the esbuild bundle', () => {
  it('renders English and Korean invoices through the worker pool, from bundled JavaScript alone', async () => {
    await bundle(
      PROJECT_ROOT,
      { 'render-worker': BUNDLE_ENTRIES['render-worker']!, 'render-check': 'test/unit/documents/bundle/render-check.ts' },
      relative(PROJECT_ROOT, outdir),
    );
    expect(existsSync(join(outdir, 'render-worker.js'))).toBe(true);
    const run = spawnSync(process.execPath, [join(outdir, 'render-check.js')], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      { language: 'en', pages: 2, bytes: expect.any(Number) },
      { language: 'ko', pages: 2, bytes: expect.any(Number) },
    ]);
    const ko = await pdfText(readFileSync(join(outdir, 'invoice-ko.pdf')));
    expect(ko.all).toContain('상업송장');
    expect(ko.all).toContain('수분 시트 마스크 #1');
    // A thread builds documents without the pricing engine and its reference data (it asks the main
    // thread for a price with costs): each thread holding the tariff schedules again would cost memory.
    const { inputs } = JSON.parse(readFileSync(join(outdir, 'bundle-inputs.json'), 'utf8')) as { inputs: string[] };
    expect(inputs).toContain('src/domain/documents/compose.ts');
    expect(inputs.filter((file) => /^src\/domain\/(tariffs|classify|buyers|exchange-rates)\/|^src\/domain\/pricing\/calculate/.test(file))).toEqual([]);
  });

  it('makes the rendering thread an entry of the server build', () => {
    expect(BUNDLE_ENTRIES).toMatchObject({ server: 'server.ts', 'render-worker': 'src/pdf/render-worker.ts' });
  });
});
