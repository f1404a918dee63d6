// Reads a PDF back as a reader would: pdfjs-dist (Mozilla's PDF.js) parses it and extracts the text
// of each page through the fonts' ToUnicode maps, so Hangul comes back only if it was embedded right.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** Every page's text, one line per text run. */
  all: string;
  title: string | undefined;
}

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((s) => s !== '').join('\n'));
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    return { pages, all: pages.join('\n'), title: info.Title };
  } finally {
    await doc.destroy();
  }
}
