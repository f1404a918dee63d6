// The first page of an invoice in each language as a picture, made with pdftoppm (Debian's
// poppler-utils): the check that a real PDF reader draws it, glyphs and all. Skipped, with a
// message, where pdftoppm is absent. WRITE_DOC_IMAGES=1 also refreshes CONTRIBUTING.md's examples in
// docs/images/.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type PdfDocumentRenderer } from '../../../src/pdf/renderer.js';
import { projectPath } from '../../../src/paths.js';
import { sampleModel } from './fixtures.js';

const hasPdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;
if (!hasPdftoppm) console.warn('pdftoppm not found (apt-get install poppler-utils): the PNG rendering test is skipped.');

let renderer: PdfDocumentRenderer;
const dir = mkdtempSync(join(tmpdir(), 'documents-png-'));
beforeAll(() => {
  renderer = createPdfRenderer({ threads: 1 });
});
afterAll(async () => {
  await renderer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Rasterises page 1 to 8-bit grey (PGM) and to PNG; returns the grey pixels. */
function rasterise(pdfFile: string, out: string): { width: number; height: number; pixels: Buffer } {
  const grey = spawnSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', '-gray', pdfFile, out], { encoding: 'latin1' });
  expect(grey.status, grey.stderr).toBe(0);
  const png = spawnSync('pdftoppm', ['-r', '80', '-f', '1', '-l', '1', '-singlefile', '-png', pdfFile, out]);
  expect(png.status).toBe(0);
  const pgm = readFileSync(`${out}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
}

describe.skipIf(!hasPdftoppm)('first page rendered to PNG by pdftoppm', () => {
  it.each(['en', 'ko'] as const)('draws the %s invoice: an A4 page with ink on it', async (language) => {
    const { pdf } = await renderer.render(sampleModel({ language, items: 20 }));
    const pdfFile = join(dir, `invoice-${language}.pdf`);
    writeFileSync(pdfFile, pdf);
    const { width, height, pixels } = rasterise(pdfFile, join(dir, `commercial-invoice-${language}`));
    // A4 (595.28 x 841.89 pt) at 50 dpi, rounded up by pdftoppm: 413.4 x 584.6 pixels.
    expect(width).toBe(414);
    expect(height).toBe(585);
    const dark = pixels.filter((p) => p < 128).length;
    expect(dark / pixels.length).toBeGreaterThan(0.01);
    const png = readFileSync(join(dir, `commercial-invoice-${language}.png`));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    if (process.env.WRITE_DOC_IMAGES === '1') {
      copyFileSync(join(dir, `commercial-invoice-${language}.png`), projectPath('docs', 'images', `commercial-invoice-${language}.png`));
    }
  });
});
