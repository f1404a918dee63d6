// A thin layer over a PDFKit document: the page frame, a cursor that moves down the page, and text
// that is measured before it is drawn, capped to a number of lines (with an ellipsis) so that no
// value, however long, can push the layout off the page.
import type PDFDocument from 'pdfkit';
import type { Lang } from '../domain/lang.js';
import { documentFonts, drawableText, type FontWeight } from './fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

/** A4 portrait, in points. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
/** Content stops here; the footer sits below. */
const CONTENT_BOTTOM = PAGE.height - 58;
const FOOTER_Y = PAGE.height - 40;

export const GREY = '#5f6368';
export const RULE = '#9aa0a6';

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  /** Lines drawn at most; what does not fit ends with an ellipsis. */
  maxLines?: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/** Text ready to draw: the drawable string, its height, and its width when it is one line. */
export interface LaidText {
  text: string;
  height: number;
  lineWidth?: number;
}

export class Sheet {
  y: number = PAGE.margin;
  readonly left: number = PAGE.margin;
  readonly width: number = PAGE.width - 2 * PAGE.margin;
  readonly right: number = PAGE.width - PAGE.margin;
  /** Drawn at the top of every page after the first (the running header, a table's header row). */
  private pageHeaders: Array<() => void> = [];

  constructor(
    readonly doc: Doc,
    readonly lang: Lang,
  ) {
    const fonts = documentFonts();
    // PDFKit 0.20 takes a parsed fontkit font as well as a file; its community types lag behind.
    doc.registerFont('regular', fonts.regular as unknown as Buffer);
    doc.registerFont('bold', fonts.bold as unknown as Buffer);
  }

  private use(style: TextStyle): void {
    this.doc.font(style.weight ?? 'regular').fontSize(style.size).fillColor(style.color ?? 'black');
  }

  /**
   * Measures text for `width`: one line when it fits (the common case, drawn without PDFKit's line
   * wrapper, which is most of a render's time), else wrapped and capped at the style's maxLines.
   */
  layout(text: string, width: number, style: TextStyle): LaidText {
    if (text === '') return { text, height: 0 };
    this.use(style);
    const drawn = drawableText(text);
    const lineHeight = this.doc.currentLineHeight(true);
    if (!drawn.includes('\n')) {
      const lineWidth = this.doc.widthOfString(drawn);
      if (lineWidth <= width) return { text: drawn, height: lineHeight, lineWidth };
    }
    const full = this.doc.heightOfString(drawn, { width });
    return { text: drawn, height: Math.min(full, (style.maxLines ?? Infinity) * lineHeight) };
  }

  /** Draws laid-out text at (x, y) within `width`; returns its height. */
  draw(laid: LaidText, x: number, y: number, width: number, style: TextStyle): number {
    if (laid.height === 0) return 0;
    this.use(style);
    const align = style.align ?? 'left';
    if (laid.lineWidth !== undefined) {
      const offset = align === 'right' ? width - laid.lineWidth : align === 'center' ? (width - laid.lineWidth) / 2 : 0;
      this.doc.text(laid.text, x + offset, y, { lineBreak: false });
    } else {
      this.doc.text(laid.text, x, y, { width, height: laid.height + 0.5, ellipsis: true, align });
    }
    return laid.height;
  }

  /** Height the text takes in `width` with this style. */
  measure(text: string, width: number, style: TextStyle): number {
    return this.layout(text, width, style).height;
  }

  /** Lays out and draws text at (x, y) within `width`; returns the height used. */
  write(text: string, x: number, y: number, width: number, style: TextStyle): number {
    return this.draw(this.layout(text, width, style), x, y, width, style);
  }

  /** Space left on this page below the cursor. */
  get remaining(): number {
    return CONTENT_BOTTOM - this.y;
  }

  /** Starts a new page when `height` does not fit below the cursor; true when it did. */
  ensure(height: number): boolean {
    if (height <= this.remaining) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = PAGE.margin;
    for (const header of this.pageHeaders) header();
  }

  /** Runs `draw` at the top of each later page while `during` runs (a table repeats its header row). */
  withPageHeader<T>(draw: () => void, during: () => T): T {
    this.pageHeaders.push(draw);
    try {
      return during();
    } finally {
      this.pageHeaders.pop();
    }
  }

  /** Keeps a running header on each page after the first for the rest of the document. */
  addRunningHeader(draw: () => void): void {
    this.pageHeaders.unshift(draw);
  }

  hLine(y: number, x1 = this.left, x2 = this.right, color = RULE): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(color).stroke();
  }

  box(x: number, y: number, width: number, height: number, color = RULE): void {
    this.doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(color).stroke();
  }

  /** Writes the footer of every page once all pages exist (the total is known only then). */
  footers(text: (page: number, pages: number) => { left: string; right: string }): number {
    const range = this.doc.bufferedPageRange();
    const pages = range.count;
    for (let i = 0; i < pages; i++) {
      this.doc.switchToPage(range.start + i);
      const { left, right } = text(i + 1, pages);
      this.hLine(FOOTER_Y - 6);
      this.write(left, this.left, FOOTER_Y, this.width / 2, { size: 7.5, color: GREY, maxLines: 1 });
      this.write(right, this.left + this.width / 2, FOOTER_Y, this.width / 2, { size: 7.5, color: GREY, maxLines: 1, align: 'right' });
    }
    return pages;
  }
}
