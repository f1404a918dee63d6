// Lays out one document with PDFKit, in the calling thread. The worker pool (renderer.ts) is how
// the server uses it; this module is what each worker runs.
import PDFDocument from 'pdfkit';
import { countryName, formatDecimal } from '../domain/documents/format.js';
import { label, labelLines, pageLabel, title, word, type LabelKey } from '../domain/documents/labels.js';
import type { DocumentItem, DocumentPackage, DocumentRenderModel, RenderedDocument } from '../domain/documents/model.js';
import { printable } from '../domain/documents/printable.js';
import type { Lang } from '../domain/lang.js';
import { drawNote, drawParticulars, drawSignature, drawTitle, drawTotals, runningHeader } from './sections.js';
import { PAGE, Sheet } from './sheet.js';
import { drawTable, type Column } from './table.js';

/** Renders a model that validateRenderModel has accepted. */
export function drawDocumentPdf(model: DocumentRenderModel): Promise<RenderedDocument> {
  const lang = model.language;
  const doc = new PDFDocument({
    size: 'A4',
    // No standard font: every glyph comes from the embedded Noto Sans KR.
    font: null as unknown as string,
    // The bottom margin is small because Sheet keeps content above the footer itself; PDFKit
    // would otherwise start a page of its own when the footer is written.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 20 },
    bufferPages: true,
    lang: lang === 'ko' ? 'ko-KR' : 'en-GB',
    displayTitle: true,
    info: {
      Title: `${title(lang, model.type).main} ${model.number}`,
      Author: printable(model.seller.name, 'partyName'),
      Subject: model.type,
      // The issue date, not the clock: the same model gives the same bytes (PDFKit derives the file ID from it).
      CreationDate: new Date(`${model.issueDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(concat(chunks)));
    doc.on('error', reject);
  });

  const sheet = new Sheet(doc, lang);
  drawTitle(sheet, model);
  drawParticulars(sheet, model);
  sheet.addRunningHeader(runningHeader(sheet, model));
  drawTable(sheet, itemColumns(model), model.items);
  if ((model.packages?.length ?? 0) > 0 && (model.type === 'packing_list' || model.type === 'shipping_instructions')) {
    sheet.y += 10;
    drawTable(sheet, packageColumns(lang), model.packages!);
  }
  drawTotals(sheet, model);
  if ((model.type === 'packing_list' || model.type === 'shipping_instructions') && !model.totals.grossWeightKg) {
    drawNote(sheet, label(lang, 'grossWeightMissing'), labelLines(lang, 'grossWeightMissingText').join('\n'), { size: 8.5, maxLines: 8 });
  }
  drawNote(sheet, label(lang, 'remarks'), printable(model.remarks, 'remarks'), { size: 8, maxLines: 12 });
  drawSignature(sheet, model);
  const pages = sheet.footers((page, count) => ({ left: model.number, right: pageLabel(lang, page, count) }));
  doc.end();
  return done.then((bytes) => ({ pdf: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), pages }));
}

/** One buffer of its own (not a slice of Node's shared pool), so a worker can transfer it without copying. */
function concat(chunks: Buffer[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function header(lang: Lang, key: LabelKey, suffix = ''): [string, string?] {
  const [main, second] = labelLines(lang, key);
  return [main + suffix, second];
}

function itemColumns(model: DocumentRenderModel): Column<DocumentItem>[] {
  const lang = model.language;
  const currency = ` (${model.currency})`;
  const no: Column<DocumentItem> = { header: header(lang, 'colNo'), width: { points: 24 }, cell: (_, i) => String(i + 1), maxLines: 1 };
  const description: Column<DocumentItem> = {
    header: header(lang, 'colDescription'),
    width: { flex: 1 },
    maxLines: 12,
    cell: (item) => printable(item.description, 'description'),
  };
  const hs: Column<DocumentItem> = { header: header(lang, 'colHsCode'), width: { points: 52 }, cell: (item) => item.hsCode };
  const quantity: Column<DocumentItem> = {
    header: header(lang, 'colQuantity'),
    width: { points: 56 },
    align: 'right',
    cell: (item) => formatDecimal(lang, item.quantity),
  };
  const unit: Column<DocumentItem> = { header: header(lang, 'colUnit'), width: { points: 34 }, cell: (item) => printable(item.unit, 'unit') };
  // A weight column only where an item carries that weight: the packages' lines and the totals
  // carry the weights of a packing list, and an empty column reads as a form left unfilled.
  const weight = (key: 'colNetWeight' | 'colGrossWeight', pick: (i: DocumentItem) => string | undefined): Column<DocumentItem>[] =>
    model.items.some((item) => pick(item) !== undefined)
      ? [{ header: header(lang, key), width: { points: 58 }, align: 'right', cell: (item) => (pick(item) ? formatDecimal(lang, pick(item)!) : '') }]
      : [];
  const origin: Column<DocumentItem> = {
    header: header(lang, 'colOrigin'),
    width: { points: 56 },
    cell: (item) => (item.originCountry ? countryName(lang, item.originCountry) : ''),
  };
  switch (model.type) {
    case 'commercial_invoice':
    case 'proforma_invoice': {
      const columns = [no, description, hs, quantity, unit];
      if (model.items.some((item) => item.originCountry)) columns.push(origin);
      columns.push(
        { header: header(lang, 'colUnitPrice', currency), width: { points: 64 }, align: 'right', cell: (item) => formatDecimal(lang, item.unitPrice) },
        { header: header(lang, 'colAmount', currency), width: { points: 76 }, align: 'right', cell: (item) => formatDecimal(lang, item.amount) },
      );
      return columns;
    }
    case 'packing_list':
      return [no, description, hs, quantity, unit, ...weight('colNetWeight', (i) => i.netWeightKg), ...weight('colGrossWeight', (i) => i.grossWeightKg)];
    case 'certificate_of_origin_application':
      return [
        no,
        description,
        hs,
        quantity,
        unit,
        origin,
        { header: header(lang, 'colOriginCriterion'), width: { points: 64 }, cell: (item) => printable(item.originCriterion, 'originCriterion') },
      ];
    case 'shipping_instructions':
      return [no, description, hs, quantity, unit, ...weight('colGrossWeight', (i) => i.grossWeightKg)];
  }
}

function packageColumns(lang: Lang): Column<DocumentPackage>[] {
  const kg = (value: string | undefined) => (value === undefined ? '' : formatDecimal(lang, value));
  // "each / line": one package's weight (when given) over the line's total.
  const weights = (each: string | undefined, line: string | undefined) => [kg(each), kg(line)].filter(Boolean).join(' / ');
  return [
    { header: header(lang, 'colNo'), width: { points: 22 }, maxLines: 1, cell: (_, i) => String(i + 1) },
    {
      header: header(lang, 'colMarks'),
      width: { flex: 1 },
      maxLines: 5,
      cell: (p) => [printable(p.marks, 'marks'), p.numbers ? `${word(lang, 'packageNumbers')} ${p.numbers.first}-${p.numbers.last}` : ''].filter(Boolean).join('\n'),
    },
    {
      header: header(lang, 'colPackages'),
      width: { flex: 1 },
      maxLines: 4,
      cell: (p) => [`${formatDecimal(lang, String(p.count))} ${printable(p.kind, 'packageKind')}`, printable(p.description, 'packageDescription')].filter(Boolean).join('\n'),
    },
    {
      header: header(lang, 'colPackageContents'),
      width: { points: 70 },
      maxLines: 6,
      // By the item's No. in the table above: "No. 2 × 10".
      cell: (p) => (p.contents ?? []).map((c) => `${word(lang, 'itemNo')} ${c.itemIndex + 1} × ${formatDecimal(lang, c.quantity)}`).join('\n'),
    },
    {
      header: header(lang, 'colDimensions'),
      width: { points: 72 },
      cell: (p) => [p.lengthCm, p.widthCm, p.heightCm].map((d) => formatDecimal(lang, d)).join(' × '),
    },
    { header: header(lang, 'colPackageNet'), width: { points: 62 }, align: 'right', cell: (p) => weights(p.packageNetWeightKg, p.netWeightKg) },
    { header: header(lang, 'colPackageGross'), width: { points: 62 }, align: 'right', cell: (p) => weights(p.packageGrossWeightKg, p.grossWeightKg) },
  ];
}
