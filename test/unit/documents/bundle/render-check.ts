// Bundled by test/unit/documents/bundle.test.ts with the server's esbuild settings, next to the
// bundled worker entry, and run with plain node: renders through the pool exactly as the server
// bundle will, and writes the PDFs beside itself.
import { writeFileSync } from 'node:fs';
import { createPdfRenderer } from '../../../../src/pdf/renderer.js';
import { sampleModel } from '../fixtures.js';

const renderer = createPdfRenderer({ threads: 1 });
try {
  const results = [];
  for (const language of ['en', 'ko'] as const) {
    const { pdf, pages } = await renderer.render(sampleModel({ language, items: 20 }));
    const file = new URL(`./invoice-${language}.pdf`, import.meta.url);
    writeFileSync(file, pdf);
    results.push({ language, pages, bytes: pdf.length });
  }
  console.log(JSON.stringify(results));
} finally {
  await renderer.close();
}
