// The parts of a document above and below its tables: title, parties and terms, totals and the
// amount in words, remarks, declaration and signature.
import { amountInWords } from '../domain/documents/amount-in-words.js';
import { countryName, formatDate, formatDecimal, formatMoney } from '../domain/documents/format.js';
import { chargeLabel, declaration, label, title, type LabelKey } from '../domain/documents/labels.js';
import type { DocumentParty, DocumentRenderModel, DocumentType } from '../domain/documents/model.js';
import { printable } from '../domain/documents/printable.js';
import { GREY, type Sheet, type TextStyle } from './sheet.js';

const LABEL: TextStyle = { size: 6.5, color: GREY, maxLines: 1 };
const VALUE: TextStyle = { size: 8.5, maxLines: 3 };
const PAD = 4;
const GAP = 12;

/** A labelled box: the label, then lines of text. */
interface Field {
  label: string;
  lines: Array<{ text: string; style: TextStyle }>;
  /** Right column only: 1 = half its width, 2 = all of it. */
  span?: 1 | 2;
}

export function drawTitle(sheet: Sheet, model: DocumentRenderModel): void {
  const { main, sub } = title(model.language, model.type);
  sheet.y += sheet.write(main, sheet.left, sheet.y, sheet.width, { size: 17, weight: 'bold', align: 'center', maxLines: 2 });
  if (sub) sheet.y += sheet.write(sub, sheet.left, sheet.y, sheet.width, { size: 9, color: GREY, align: 'center', maxLines: 1 });
  sheet.y += 10;
}

/** Later pages start with the title and number, so a loose page still says what it belongs to. */
export function runningHeader(sheet: Sheet, model: DocumentRenderModel): () => void {
  const { main } = title(model.language, model.type);
  return () => {
    sheet.write(`${main}  ${model.number}`, sheet.left, sheet.y, sheet.width, { size: 8, weight: 'bold', color: GREY, maxLines: 1 });
    sheet.y += 14;
    sheet.hLine(sheet.y);
    sheet.y += 6;
  };
}

const SELLER_LABEL: Record<DocumentType, LabelKey> = {
  commercial_invoice: 'seller',
  proforma_invoice: 'seller',
  packing_list: 'shipper',
  certificate_of_origin_application: 'exporter',
  shipping_instructions: 'shipper',
};
const PARTIES: Record<DocumentType, Array<'buyer' | 'consignee' | 'notifyParty'>> = {
  commercial_invoice: ['buyer', 'consignee', 'notifyParty'],
  proforma_invoice: ['buyer'],
  packing_list: ['buyer', 'consignee'],
  certificate_of_origin_application: ['buyer', 'consignee'],
  shipping_instructions: ['consignee', 'notifyParty'],
};

/** Parties on the left, the document's references and terms on the right. */
export function drawParticulars(sheet: Sheet, model: DocumentRenderModel): void {
  const lang = model.language;
  const left: Field[] = [partyField(sheet, label(lang, SELLER_LABEL[model.type]), model.seller)];
  const shown = PARTIES[model.type];
  for (const role of shown) {
    if (role === 'buyer') left.push(partyField(sheet, label(lang, 'buyer'), model.buyer));
    if (role === 'consignee') {
      if (model.consignee) left.push(partyField(sheet, label(lang, 'consignee'), model.consignee));
      else if (shown.includes('buyer')) left.push(noteField(label(lang, 'consignee'), label(lang, 'sameAsBuyer')));
      else left.push(partyField(sheet, label(lang, 'consignee'), model.buyer));
    }
    if (role === 'notifyParty') {
      left.push(model.notifyParty ? partyField(sheet, label(lang, 'notifyParty'), model.notifyParty) : noteField(label(lang, 'notifyParty'), label(lang, 'sameAsConsignee')));
    }
  }
  const columnWidth = (sheet.width - GAP) / 2;
  const top = sheet.y;
  const leftHeight = stack(sheet, left.map((f) => [f]), sheet.left, top, columnWidth);
  const rightHeight = stack(sheet, pairRows(detailFields(model)), sheet.left + columnWidth + GAP, top, columnWidth);
  sheet.y = top + Math.max(leftHeight, rightHeight) + GAP;
}

function partyField(sheet: Sheet, heading: string, party: DocumentParty): Field {
  const lang = sheet.lang;
  const lines: Field['lines'] = [
    { text: printable(party.name, 'partyName'), style: { size: 9, weight: 'bold', maxLines: 2 } },
    { text: printable(party.address, 'address'), style: { size: 8, maxLines: 4 } },
    { text: countryName(lang, party.country), style: { size: 8, maxLines: 1 } },
  ];
  const taxId = printable(party.taxId, 'taxId');
  if (taxId) lines.push({ text: `${label(lang, 'taxId')}: ${taxId}`, style: { size: 7.5, maxLines: 1 } });
  const contact = printable(party.contact, 'contact');
  if (contact) lines.push({ text: contact, style: { size: 7.5, maxLines: 2 } });
  return { label: heading, lines };
}

function noteField(heading: string, note: string): Field {
  return { label: heading, lines: [{ text: note, style: { size: 8.5, color: GREY, maxLines: 1 } }] };
}

function detailFields(model: DocumentRenderModel): Field[] {
  const lang = model.language;
  const fields: Field[] = [];
  const add = (key: LabelKey, text: string | undefined, span: 1 | 2 = 1, style: TextStyle = VALUE): void => {
    if (text) fields.push({ label: label(lang, key), lines: [{ text, style }], span });
  };
  const t = model.transport;
  add('number', model.number, 1, { size: 9.5, weight: 'bold', maxLines: 1 });
  add('date', formatDate(lang, model.issueDate));
  add('reference', printable(model.reference, 'reference'), 2);
  if (model.validUntil) add('validUntil', formatDate(lang, model.validUntil));
  if (model.incoterm) add('terms', [model.incoterm, printable(model.incotermPlace, 'place')].filter(Boolean).join(' '), 2);
  add('payment', printable(model.paymentTerms, 'paymentTerms'), 2);
  if (model.type !== 'packing_list' && model.type !== 'shipping_instructions') add('currency', model.currency);
  if (model.type === 'shipping_instructions' && model.incoterm) {
    add('freight', label(lang, /^(EXW|FCA|FAS|FOB)$/.test(model.incoterm) ? 'freightCollect' : 'freightPrepaid'));
  }
  if (t?.portOfLoading) add('portOfLoading', `${printable(t.portOfLoading.name, 'portName')} (${t.portOfLoading.code})`);
  if (t?.portOfDischarge) add('portOfDischarge', `${printable(t.portOfDischarge.name, 'portName')} (${t.portOfDischarge.code})`);
  add('vesselOrFlight', printable(t?.vesselOrFlight, 'vesselOrFlight'));
  if (t?.departureDate) add('departureDate', formatDate(lang, t.departureDate));
  add('finalDestination', printable(t?.finalDestination, 'place'));
  if (model.agreement) add('agreement', `${printable(model.agreement.name, 'agreementName')} (${model.agreement.code})`, 2);
  return fields;
}

/** Groups half-width fields two by two; a full-width field is a row of its own. */
function pairRows(fields: Field[]): Field[][] {
  const rows: Field[][] = [];
  let pending: Field | undefined;
  for (const field of fields) {
    if (field.span === 2) {
      if (pending) rows.push([pending]);
      pending = undefined;
      rows.push([field]);
    } else if (pending) {
      rows.push([pending, field]);
      pending = undefined;
    } else pending = field;
  }
  if (pending) rows.push([pending]);
  return rows;
}

/** Draws rows of boxed fields from (x, y); returns the height used. */
function stack(sheet: Sheet, rows: Field[][], x: number, y: number, width: number): number {
  let top = y;
  for (const row of rows) {
    const cellWidth = width / row.length;
    const inner = cellWidth - 2 * PAD;
    const height = Math.max(...row.map((f) => fieldHeight(sheet, f, inner))) + 2 * PAD;
    row.forEach((field, i) => {
      const cx = x + i * cellWidth;
      let cy = top + PAD;
      cy += sheet.write(field.label, cx + PAD, cy, inner, LABEL) + 1;
      for (const line of field.lines) cy += sheet.write(line.text, cx + PAD, cy, inner, line.style);
      sheet.box(cx, top, cellWidth, height);
    });
    top += height;
  }
  return top - y;
}

function fieldHeight(sheet: Sheet, field: Field, width: number): number {
  return sheet.measure(field.label, width, LABEL) + 1 + field.lines.reduce((h, l) => h + sheet.measure(l.text, width, l.style), 0);
}

/** Totals on the right; for invoices the amount in words under them (in Korean documents in Korean and English). */
export function drawTotals(sheet: Sheet, model: DocumentRenderModel): void {
  const lang = model.language;
  const { totals, currency } = model;
  const rows: Array<[string, string, boolean?]> = [];
  const showsMoney = model.type !== 'packing_list' && model.type !== 'shipping_instructions';
  if (showsMoney) {
    if (totals.charges.length > 0) {
      rows.push([label(lang, 'goodsValue'), formatMoney(lang, totals.goodsValue, currency)]);
      for (const charge of totals.charges) {
        const what = printable(charge.description, 'description') || chargeLabel(lang, charge.kind);
        rows.push([what, formatMoney(lang, charge.amount, currency)]);
      }
    }
    const terms = model.incoterm ? ` (${[model.incoterm, printable(model.incotermPlace, 'place')].filter(Boolean).join(' ')})` : '';
    rows.push([label(lang, 'total') + terms, formatMoney(lang, totals.total, currency), true]);
  }
  if (totals.packageCount !== undefined) rows.push([label(lang, 'totalPackages'), formatDecimal(lang, String(totals.packageCount))]);
  if (totals.netWeightKg) rows.push([label(lang, 'totalNetWeight'), `${formatDecimal(lang, totals.netWeightKg)} kg`]);
  if (totals.grossWeightKg) rows.push([label(lang, 'totalGrossWeight'), `${formatDecimal(lang, totals.grossWeightKg)} kg`]);
  if (totals.volumeM3) rows.push([label(lang, 'totalVolume'), `${formatDecimal(lang, totals.volumeM3)} m³`]);

  const labelWidth = sheet.width * 0.34;
  const valueWidth = sheet.width * 0.22;
  const x = sheet.right - labelWidth - valueWidth;
  sheet.ensure(rows.length * 14 + 8);
  sheet.y += 6;
  for (const [name, value, strong] of rows) {
    const style: TextStyle = { size: strong ? 9.5 : 8.5, weight: strong ? 'bold' : 'regular', maxLines: 2, align: 'right' };
    const height = Math.max(sheet.measure(name, labelWidth - 6, style), sheet.measure(value, valueWidth, style));
    sheet.ensure(height + 4);
    if (strong) sheet.hLine(sheet.y, x, sheet.right, '#3c4043');
    sheet.write(name, x, sheet.y + 2, labelWidth - 6, style);
    sheet.write(value, x + labelWidth, sheet.y + 2, valueWidth, style);
    sheet.y += height + 4;
  }
  if (model.type === 'commercial_invoice' || model.type === 'proforma_invoice') {
    const words = amountInWords(totals.total, currency, lang);
    const lines = lang === 'ko' ? [words, `(${amountInWords(totals.total, currency, 'en')})`] : [words];
    drawNote(sheet, label(lang, 'amountInWords'), lines.join('\n'), { size: 9, weight: 'bold', maxLines: 4 });
  }
}

/** A full-width labelled block (amount in words, remarks, declaration). */
export function drawNote(sheet: Sheet, heading: string, text: string, style: TextStyle): void {
  if (text === '') return;
  const headingHeight = sheet.measure(heading, sheet.width, LABEL);
  const height = headingHeight + 2 + sheet.measure(text, sheet.width, style);
  sheet.ensure(height + 10);
  sheet.y += 8;
  sheet.y += sheet.write(heading, sheet.left, sheet.y, sheet.width, LABEL) + 2;
  sheet.y += sheet.write(text, sheet.left, sheet.y, sheet.width, style);
}

/** Declaration where the document makes one, then who signs, where and when; kept together on one page. */
export function drawSignature(sheet: Sheet, model: DocumentRenderModel): void {
  const lang = model.language;
  // The origin declared: the items' one origin, or the exporter's country when they give none or several.
  const origins = new Set(model.items.map((item) => item.originCountry).filter(Boolean));
  const origin = countryName(lang, origins.size === 1 ? [...origins][0]! : model.seller.country);
  const agreement = model.agreement ? printable(model.agreement.name, 'agreementName') : '';
  const statement = declaration(lang, model.type, origin, agreement);
  const signatory = model.signatory;
  const half = (sheet.width - GAP) / 2;
  const x = sheet.left + half + GAP;
  const statementStyle: TextStyle = { size: 8, maxLines: 6 };
  const needed = (statement ? sheet.measure(statement, sheet.width, statementStyle) + 10 : 0) + 96;
  sheet.ensure(needed);
  if (statement) {
    sheet.y += 10;
    sheet.y += sheet.write(statement, sheet.left, sheet.y, sheet.width, statementStyle);
  }
  sheet.y += 14;
  const top = sheet.y;
  const place = printable(signatory?.place, 'place');
  sheet.write(label(lang, 'placeAndDate'), sheet.left, top, half, LABEL);
  sheet.write([place, formatDate(lang, model.issueDate)].filter(Boolean).join(', '), sheet.left, top + 10, half, VALUE);
  sheet.write(printable(model.seller.name, 'partyName'), x, top, half, { size: 8.5, weight: 'bold', maxLines: 2 });
  const lineY = top + 52;
  sheet.hLine(lineY, x, sheet.right, '#3c4043');
  let y = lineY + 3;
  y += sheet.write(label(lang, 'signature'), x, y, half, LABEL);
  const name = printable(signatory?.name, 'signatoryName');
  const role = printable(signatory?.title, 'signatoryTitle');
  if (name) y += sheet.write(`${label(lang, 'signatoryName')}: ${name}`, x, y, half, { size: 8, maxLines: 1 });
  if (role) y += sheet.write(`${label(lang, 'signatoryTitle')}: ${role}`, x, y, half, { size: 8, maxLines: 1 });
  sheet.y = y + 4;
}
