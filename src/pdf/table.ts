// A table that breaks across pages: a row that does not fit starts a new page, where the header
// row is drawn again. Rows never split; each cell is capped in lines, so a row always fits a page.
import { GREY, RULE, type Sheet } from './sheet.js';

export interface Column<Row> {
  /** Header: a main line and an optional second line (the English under a Korean label). */
  header: [string, string?];
  /** Share of the width left after the fixed columns; or a fixed width in points. */
  width: { flex: number } | { points: number };
  align?: 'left' | 'right' | 'center';
  /** Most lines a cell of this column shows (default 2). */
  maxLines?: number;
  cell: (row: Row, index: number) => string;
}

const FONT_SIZE = 8;
const HEADER_SIZE = 7.5;
const PADDING = 3;

export function drawTable<Row>(sheet: Sheet, columns: Column<Row>[], rows: readonly Row[]): void {
  const widths = columnWidths(sheet.width, columns);
  const styles = columns.map(cellStyle);
  const xs = widths.map((_, i) => sheet.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const headerRowHeight = Math.max(...columns.map((c, i) => headerHeight(sheet, c, widths[i]!))) + 2 * PADDING;
  const drawHeader = (): void => {
    const height = headerRowHeight;
    sheet.doc.rect(sheet.left, sheet.y, sheet.width, height).fillColor('#eef0f2').fill();
    columns.forEach((column, i) => {
      const [main, second] = column.header;
      const inner = widths[i]! - 2 * PADDING;
      const style = { size: HEADER_SIZE, weight: 'bold' as const, maxLines: 2, align: column.align ?? 'left' };
      const used = sheet.write(main, xs[i]! + PADDING, sheet.y + PADDING, inner, style);
      if (second) sheet.write(second, xs[i]! + PADDING, sheet.y + PADDING + used, inner, { ...style, weight: 'regular', color: GREY });
    });
    sheet.y += height;
    sheet.hLine(sheet.y, sheet.left, sheet.right, '#3c4043');
  };

  // Never a header row alone at the foot of a page.
  sheet.ensure(headerRowHeight + 30);
  drawHeader();
  sheet.withPageHeader(drawHeader, () => {
    rows.forEach((row, index) => {
      const cells = columns.map((c, i) => sheet.layout(c.cell(row, index), widths[i]! - 2 * PADDING, styles[i]!));
      const height = Math.max(...cells.map((c) => c.height)) + 2 * PADDING;
      sheet.ensure(height);
      cells.forEach((cell, i) => sheet.draw(cell, xs[i]! + PADDING, sheet.y + PADDING, widths[i]! - 2 * PADDING, styles[i]!));
      sheet.y += height;
      sheet.hLine(sheet.y, sheet.left, sheet.right, RULE);
    });
  });
}

function cellStyle<Row>(column: Column<Row>) {
  return { size: FONT_SIZE, maxLines: column.maxLines ?? 2, align: column.align ?? 'left' };
}

function headerHeight<Row>(sheet: Sheet, column: Column<Row>, width: number): number {
  const [main, second] = column.header;
  const style = { size: HEADER_SIZE, weight: 'bold' as const, maxLines: 2 };
  return sheet.measure(main, width - 2 * PADDING, style) + (second ? sheet.measure(second, width - 2 * PADDING, style) : 0);
}

function columnWidths<Row>(total: number, columns: Column<Row>[]): number[] {
  const fixed = columns.reduce((sum, c) => sum + ('points' in c.width ? c.width.points : 0), 0);
  const flex = columns.reduce((sum, c) => sum + ('flex' in c.width ? c.width.flex : 0), 0);
  return columns.map((c) => ('points' in c.width ? c.width.points : ((total - fixed) * c.width.flex) / flex));
}
