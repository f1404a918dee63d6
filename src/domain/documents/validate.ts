// What a render model must satisfy before anything is drawn: sizes within bounds, every number a
// decimal in the right precision, the sums adding up, and what each document type needs. Every
// problem is reported at once, as `validation_failed` details whose paths use the API's snake_case
// names (`/items/3/unit_price`), so a creation handler can pass them on unchanged.
import { ApiError, type FieldIssue } from '../errors.js';
import { LANGS } from '../lang.js';
import { INCOTERMS } from '../pricing/types.js';
import { findCurrency } from '../reference/currencies.js';
import { Dec } from '../reference/money.js';
import { CHARGE_KINDS, DOCUMENT_TYPES, type DocumentPackage, type DocumentParty, type DocumentRenderModel } from './model.js';
import { printable } from './printable.js';

/** Most item lines one document holds: about 30 pages; a longer shipment is split into several invoices. */
export const MAX_ITEMS = 1000;
/** Most package lines one document holds. */
export const MAX_PACKAGES = 1000;

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;
const HS_CODE = /^\d{2,10}$/;
const COUNTRY = /^[A-Z]{2}$/;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DOCUMENT_NUMBER = /^[A-Z0-9][A-Z0-9/-]{2,39}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Volumes are printed in cubic metres to 3 decimals. */
const VOLUME_PLACES = 3;

class Issues {
  readonly list: FieldIssue[] = [];
  add(path: string, issue: string): void {
    this.list.push({ field: path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), issue });
  }
}

/** Throws `validation_failed` listing every problem of the model; returns when it can be rendered. */
export function validateRenderModel(model: DocumentRenderModel): void {
  checkRenderModelSize(model);
  const issues = new Issues();
  checkHeader(model, issues);
  const places = findCurrency(model.currency)?.minorUnits;
  if (places === undefined) issues.add('/currency', `unknown ISO 4217 currency "${model.currency}"`);
  checkParty(model.seller, '/seller', issues);
  checkParty(model.buyer, '/buyer', issues);
  if (model.consignee) checkParty(model.consignee, '/consignee', issues);
  if (model.notifyParty) checkParty(model.notifyParty, '/notifyParty', issues);
  checkItems(model, places, issues);
  checkPackages(model, issues);
  if (places !== undefined) checkTotals(model, places, issues);
  checkTypeNeeds(model, issues);
  if (issues.list.length > 0) throw invalid(model, issues);
}

function invalid(model: DocumentRenderModel, issues: Issues): ApiError {
  const what = DOCUMENT_TYPES.includes(model.type) ? model.type.replace(/_/g, ' ') : 'document';
  return new ApiError('validation_failed', `The ${what} cannot be rendered: ${issues.list.length} problem(s).`, issues.list);
}

/**
 * Oversized lists are refused before anything else is looked at: the answer is one stable detail
 * and costs nothing however long the list (a caller can run this alone before handing the model on).
 */
export function checkRenderModelSize(model: DocumentRenderModel): void {
  const issues = new Issues();
  if ((model.items?.length ?? 0) > MAX_ITEMS) issues.add('/items', `must NOT have more than ${MAX_ITEMS} items`);
  if ((model.packages?.length ?? 0) > MAX_PACKAGES) issues.add('/packages', `must NOT have more than ${MAX_PACKAGES} items`);
  if (issues.list.length > 0) throw invalid(model, issues);
}

function checkHeader(model: DocumentRenderModel, issues: Issues): void {
  if (!DOCUMENT_TYPES.includes(model.type)) issues.add('/type', `must be one of ${DOCUMENT_TYPES.join(', ')}`);
  if (!LANGS.includes(model.language)) issues.add('/language', `must be one of ${LANGS.join(', ')}`);
  if (!DOCUMENT_NUMBER.test(model.number ?? '')) issues.add('/number', 'must be 3-40 capital letters, digits, "-" or "/"');
  checkDate(model.issueDate, '/issueDate', issues);
  if (model.validUntil !== undefined) checkDate(model.validUntil, '/validUntil', issues);
  if (model.incoterm !== undefined && !(INCOTERMS as readonly string[]).includes(model.incoterm)) {
    issues.add('/incoterm', `must be an Incoterms 2020 rule (${INCOTERMS.join(', ')})`);
  }
  const transport = model.transport;
  if (transport?.departureDate !== undefined) checkDate(transport.departureDate, '/transport/departureDate', issues);
  for (const key of ['portOfLoading', 'portOfDischarge'] as const) {
    const port = transport?.[key];
    if (port && !LOCODE.test(port.code)) issues.add(`/transport/${key}/code`, 'must be a UN/LOCODE such as KRPUS');
  }
}

function checkDate(value: string, path: string, issues: Issues): void {
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value ?? '') || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    issues.add(path, 'must be a date YYYY-MM-DD');
  }
}

function checkParty(party: DocumentParty, path: string, issues: Issues): void {
  if (printable(party.name, 'partyName') === '') issues.add(`${path}/name`, 'must not be empty');
  if (printable(party.address, 'address') === '') issues.add(`${path}/address`, 'must not be empty');
  if (!COUNTRY.test(party.country ?? '')) issues.add(`${path}/country`, 'must be an ISO 3166-1 alpha-2 code');
}

function checkItems(model: DocumentRenderModel, places: number | undefined, issues: Issues): void {
  const items = model.items ?? [];
  if (items.length === 0) issues.add('/items', 'must have at least 1 item');
  items.forEach((item, i) => {
    const path = `/items/${i}`;
    if (printable(item.description, 'description') === '') issues.add(`${path}/description`, 'must not be empty');
    if (!HS_CODE.test(item.hsCode ?? '')) issues.add(`${path}/hsCode`, 'must be 2 to 10 digits');
    if (printable(item.unit, 'unit') === '') issues.add(`${path}/unit`, 'must not be empty');
    const quantity = positiveDecimal(item.quantity, `${path}/quantity`, issues);
    const unitPrice = places === undefined ? undefined : unitPriceAmount(item.unitPrice, places, `${path}/unitPrice`, issues);
    const amount = places === undefined ? undefined : moneyAmount(item.amount, places, `${path}/amount`, issues);
    if (places !== undefined && quantity && unitPrice && amount) {
      const expected = quantity.times(unitPrice).toFixed(places, Dec.ROUND_HALF_UP);
      if (!amount.eq(expected)) issues.add(`${path}/amount`, `must be quantity x unit price rounded to ${places} decimals (${expected})`);
    }
    checkWeights(item.netWeightKg, item.grossWeightKg, path, issues);
    if (item.originCountry !== undefined && !COUNTRY.test(item.originCountry)) issues.add(`${path}/originCountry`, 'must be an ISO 3166-1 alpha-2 code');
  });
}

function checkPackages(model: DocumentRenderModel, issues: Issues): void {
  const packages = model.packages ?? [];
  packages.forEach((pkg, i) => {
    const path = `/packages/${i}`;
    const countOk = Number.isSafeInteger(pkg.count) && pkg.count >= 1 && pkg.count <= 1_000_000;
    if (!countOk) issues.add(`${path}/count`, 'must be a whole number from 1 to 1000000');
    if (printable(pkg.kind, 'packageKind') === '') issues.add(`${path}/kind`, 'must not be empty');
    for (const key of ['lengthCm', 'widthCm', 'heightCm'] as const) positiveDecimal(pkg[key], `${path}/${key}`, issues);
    if (pkg.netWeightKg === undefined) issues.add(`${path}/netWeightKg`, 'required: give package_net_weight_kg (one package) or net_weight_kg (the line)');
    if (pkg.grossWeightKg === undefined) issues.add(`${path}/grossWeightKg`, 'required: give package_gross_weight_kg (one package) or gross_weight_kg (the line)');
    checkWeights(pkg.netWeightKg, pkg.grossWeightKg, path, issues);
    checkWeights(pkg.packageNetWeightKg, pkg.packageGrossWeightKg, path, issues, 'package');
    if (countOk) {
      checkLineWeight(pkg.netWeightKg, pkg.packageNetWeightKg, pkg.count, `${path}/netWeightKg`, 'package_net_weight_kg', issues);
      checkLineWeight(pkg.grossWeightKg, pkg.packageGrossWeightKg, pkg.count, `${path}/grossWeightKg`, 'package_gross_weight_kg', issues);
      if (pkg.numbers && pkg.numbers.last - pkg.numbers.first + 1 !== pkg.count) {
        issues.add(`${path}/numbers/last`, `must be first + count - 1 (${pkg.numbers.first + pkg.count - 1}): the line has ${pkg.count} package(s)`);
      }
    }
  });
  checkPackageNumbers(packages, issues);
  checkPackageContents(model, issues);
}

/** A line's total weight must be its count times one package's, when both are given. */
function checkLineWeight(line: string | undefined, each: string | undefined, count: number, path: string, eachName: string, issues: Issues): void {
  if (line === undefined || each === undefined || !DECIMAL.test(line) || !DECIMAL.test(each)) return;
  const expected = new Dec(each).times(count);
  if (!expected.eq(line)) issues.add(path, `must be count x ${eachName} (${expected.toFixed()} kg)`);
}

/** No two lines share a package number. */
function checkPackageNumbers(packages: readonly DocumentPackage[], issues: Issues): void {
  const ranges = packages
    .map((pkg, index) => ({ index, numbers: pkg.numbers }))
    .filter((r): r is { index: number; numbers: { first: number; last: number } } => r.numbers !== undefined && r.numbers.last >= r.numbers.first)
    .sort((a, b) => a.numbers.first - b.numbers.first || a.index - b.index);
  for (let i = 1; i < ranges.length; i++) {
    const before = ranges[i - 1]!;
    const range = ranges[i]!;
    if (range.numbers.first <= before.numbers.last) {
      issues.add(`/packages/${range.index}/numbers/first`, `overlaps the numbers ${before.numbers.first}-${before.numbers.last} of package line ${before.index}`);
    }
  }
}

/**
 * What the packages hold must be the items: every content names an item, and when the lines say
 * what they hold (all of them, then), each item's quantity is packed exactly.
 */
function checkPackageContents(model: DocumentRenderModel, issues: Issues): void {
  const packages = model.packages ?? [];
  if (!packages.some((pkg) => pkg.contents !== undefined)) return;
  const packed = new Map<number, { total: Dec; at: string }>();
  packages.forEach((pkg, i) => {
    if (pkg.contents === undefined) {
      issues.add(`/packages/${i}/contents`, 'required: when one package line says what it holds, every line does');
      return;
    }
    pkg.contents.forEach((content, j) => {
      const path = `/packages/${i}/contents/${j}`;
      if (!Number.isInteger(content.itemIndex) || content.itemIndex < 0 || content.itemIndex >= model.items.length) {
        issues.add(`${path}/itemIndex`, `must name an item of the document (0 to ${model.items.length - 1})`);
        return;
      }
      const quantity = positiveDecimal(content.quantity, `${path}/quantity`, issues);
      if (!quantity || !Number.isSafeInteger(pkg.count)) return;
      const sofar = packed.get(content.itemIndex)?.total ?? new Dec(0);
      packed.set(content.itemIndex, { total: sofar.plus(quantity.times(pkg.count)), at: `${path}/quantity` });
    });
  });
  model.items.forEach((item, k) => {
    if (!DECIMAL.test(item.quantity ?? '')) return;
    const found = packed.get(k);
    if (!found) issues.add('/packages', `no package holds item ${k} (${item.quantity} ${item.unit})`);
    else if (!found.total.eq(item.quantity)) {
      issues.add(found.at, `the packages hold ${found.total.toFixed()} of item ${k} (count x quantity per package, over the lines), which has ${item.quantity}`);
    }
  });
}

function checkWeights(net: string | undefined, gross: string | undefined, path: string, issues: Issues, prefix: '' | 'package' = ''): void {
  const names = prefix === '' ? ['netWeightKg', 'grossWeightKg'] : ['packageNetWeightKg', 'packageGrossWeightKg'];
  const n = net === undefined ? undefined : positiveDecimal(net, `${path}/${names[0]}`, issues);
  const g = gross === undefined ? undefined : positiveDecimal(gross, `${path}/${names[1]}`, issues);
  if (n && g && n.gt(g)) issues.add(`${path}/${names[0]}`, 'must not exceed the gross weight');
}

/** The totals are printed as given: they must be the sums of what the document lists. */
function checkTotals(model: DocumentRenderModel, places: number, issues: Issues): void {
  const totals = model.totals;
  const goods = moneyAmount(totals?.goodsValue, places, '/totals/goodsValue', issues);
  const itemsSum = sum(model.items.map((item) => item.amount));
  if (goods && itemsSum && !goods.eq(itemsSum)) issues.add('/totals/goodsValue', `must be the sum of the items' amounts (${itemsSum.toFixed(places)})`);
  let charges: Dec | undefined = new Dec(0);
  (totals?.charges ?? []).forEach((charge, i) => {
    if (!CHARGE_KINDS.includes(charge.kind)) issues.add(`/totals/charges/${i}/kind`, `must be one of ${CHARGE_KINDS.join(', ')}`);
    const amount = moneyAmount(charge.amount, places, `/totals/charges/${i}/amount`, issues);
    charges = amount && charges ? charges.plus(amount) : undefined;
  });
  const total = moneyAmount(totals?.total, places, '/totals/total', issues);
  if (total && goods && charges && !total.eq(goods.plus(charges))) {
    issues.add('/totals/total', `must be the goods value plus the charges (${goods.plus(charges).toFixed(places)})`);
  }
  const packages = model.packages ?? [];
  const lines = packages.length > 0 ? packages : model.items;
  checkSum(totals?.netWeightKg, lines.map((l) => l.netWeightKg), '/totals/netWeightKg', 'net weights', issues);
  checkSum(totals?.grossWeightKg, lines.map((l) => l.grossWeightKg), '/totals/grossWeightKg', 'gross weights', issues);
  if (packages.length > 0) {
    const itemsNet = sum(model.items.map((item) => item.netWeightKg));
    const packagesNet = sum(packages.map((pkg) => pkg.netWeightKg));
    if (itemsNet && packagesNet && !itemsNet.eq(packagesNet)) {
      issues.add('/packages', `the packages' net weights (${packagesNet.toFixed()} kg) must add up to the items' (${itemsNet.toFixed()} kg)`);
    }
    const count = packages.reduce((n, pkg) => n + pkg.count, 0);
    if (totals?.packageCount !== undefined && totals.packageCount !== count) issues.add('/totals/packageCount', `must be the number of packages (${count})`);
    const volume = packagesVolume(model);
    if (totals?.volumeM3 !== undefined && volume && !new Dec(totals.volumeM3).eq(volume)) {
      issues.add('/totals/volumeM3', `must be the packages' volume in m³ to ${VOLUME_PLACES} decimals (${volume})`);
    }
  }
}

function checkSum(given: string | undefined, parts: (string | undefined)[], path: string, what: string, issues: Issues): void {
  if (given === undefined) return;
  const total = sum(parts);
  if (!DECIMAL.test(given)) issues.add(path, 'must be a decimal such as 1250.5');
  else if (!total) issues.add(path, `needs the ${what} of every line`);
  else if (!total.eq(given)) issues.add(path, `must be the sum of the ${what} (${total.toFixed()})`);
}

/** Sum of decimal strings; undefined when one is missing or malformed. */
function sum(values: (string | undefined)[]): Dec | undefined {
  let total = new Dec(0);
  for (const v of values) {
    if (v === undefined || !/^-?\d+(\.\d+)?$/.test(v)) return undefined;
    total = total.plus(v);
  }
  return total;
}

/** Total volume of the packages in m³ (count x L x W x H cm³ / 10^6), 3 decimals; undefined when a dimension is malformed. */
export function packagesVolume(model: Pick<DocumentRenderModel, 'packages'>): string | undefined {
  let cm3 = new Dec(0);
  for (const pkg of model.packages ?? []) {
    if (![pkg.lengthCm, pkg.widthCm, pkg.heightCm].every((d) => DECIMAL.test(d ?? ''))) return undefined;
    cm3 = cm3.plus(new Dec(pkg.lengthCm).times(pkg.widthCm).times(pkg.heightCm).times(pkg.count));
  }
  return cm3.div(1_000_000).toFixed(VOLUME_PLACES, Dec.ROUND_HALF_UP);
}

function positiveDecimal(value: string | undefined, path: string, issues: Issues): Dec | undefined {
  if (!DECIMAL.test(value ?? '')) {
    issues.add(path, 'must be a decimal such as 1250.5 (at most 12 digits before the point and 6 after)');
    return undefined;
  }
  const d = new Dec(value!);
  if (d.isZero()) {
    issues.add(path, 'must be greater than 0');
    return undefined;
  }
  return d;
}

/** Most decimals of a unit price: a price per piece may be finer than the currency (`0.0125`), as may one derived from a quote's sale value. */
const UNIT_PRICE_MAX_PLACES = 10;
const UNIT_PRICE = /^\d{1,15}(\.\d{1,10})?$/;

/** A unit price: at least the currency's minor units, at most 10 decimals. */
function unitPriceAmount(value: string | undefined, places: number, path: string, issues: Issues): Dec | undefined {
  const decimals = value?.split('.')[1]?.length ?? 0;
  if (!UNIT_PRICE.test(value ?? '') || decimals < places) {
    issues.add(path, places === 0 ? `must be an amount with at most ${UNIT_PRICE_MAX_PLACES} decimals` : `must be an amount with ${places} to ${UNIT_PRICE_MAX_PLACES} decimals`);
    return undefined;
  }
  return new Dec(value!);
}

const moneyPatterns = new Map<number, RegExp>();

function moneyAmount(value: string | undefined, places: number, path: string, issues: Issues): Dec | undefined {
  let pattern = moneyPatterns.get(places);
  if (!pattern) {
    pattern = places === 0 ? /^\d{1,15}$/ : new RegExp(`^\\d{1,15}\\.\\d{${places}}$`);
    moneyPatterns.set(places, pattern);
  }
  if (!pattern.test(value ?? '')) {
    issues.add(path, places === 0 ? 'must be a whole amount (the currency has no minor units)' : `must be an amount with exactly ${places} decimals`);
    return undefined;
  }
  return new Dec(value!);
}

function checkTypeNeeds(model: DocumentRenderModel, issues: Issues): void {
  if (model.type === 'packing_list' && (model.packages ?? []).length === 0) issues.add('/packages', 'a packing list needs at least 1 package line');
  if (model.type === 'certificate_of_origin_application') {
    if (!model.agreement || printable(model.agreement.name, 'agreementName') === '') issues.add('/agreement', 'a certificate of origin application needs the agreement it claims');
    model.items.forEach((item, i) => {
      if (printable(item.originCriterion, 'originCriterion') === '') issues.add(`/items/${i}/originCriterion`, 'a certificate of origin application needs the origin criterion of every item');
    });
  }
  if ((model.type === 'commercial_invoice' || model.type === 'proforma_invoice') && model.incoterm === undefined) {
    issues.add('/incoterm', 'an invoice needs its Incoterms 2020 rule');
  }
}
