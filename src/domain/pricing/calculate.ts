import { ApiError } from '../errors.js';
import { Dec, checkComputedAmounts, checkItemAmounts, money, roundToMinor } from '../reference/money.js';
import { applicableDuty } from '../tariffs/applicable.js';
import { todayUtc } from '../tariffs/as-of.js';
import { importVat as destinationVat } from '../tariffs/import-vat.js';
import { computeDuty } from '../tariffs/duty-rate.js';
import { TRADE_REMEDIES_NOTE, destinationWarnings } from '../tariffs/lookup.js';
import { applyMeasures, measuresNote } from './duty-measures.js';
import { entryFees, landedCostPrecision } from './entry-fees.js';
import { converter, type Converter } from './fx.js';
import { costPayer, importTaxesPayer } from './incoterms.js';
import { parseRequest } from './inputs.js';
import { itemClaims, preferenceClaims } from './preference-claims.js';
import type { ParsedItem, ParsedRequest, PricingOptions } from './inputs.js';
import type {
  CostName,
  PricingCostLine,
  PricingCustomsValue,
  PricingDuty,
  PricingDutyComponent,
  PricingImportVat,
  PricingItemResult,
  PricingQuote,
  PricingRequest,
} from './types.js';
import { COST_NAMES } from './types.js';
import { CUSTOMS_VALUE_DESCRIPTION, customsValueBasis } from './valuation.js';

// Export price build-up (Incoterms 2020), customs value, duty, import VAT and landed cost.
//
// Rounding (half-up to the quote currency's ISO 4217 minor units) happens once per amount, where
// the amount is produced, and every later step works on the rounded amounts shown, so the
// build-up adds up exactly:
//   1. each input amount converted to the quote currency (item value = quantity x unit price, then converted);
//   2. each item's margin (value x margin %);
//   3. insurance from a rate: rate % x 110 % x (goods + export clearance + origin inland + main freight);
//   4. each item's share of the costs inside the customs value (pro rata to sale value; the last item
//      takes the remainder so the shares add up to the total);
//   5. each item's duty (ad valorem part + specific parts, rounded once per item);
//   6. import VAT = rate x (customs value + total duty).
// Exchange rates are the newest stored day (options.rates; conversions in ./fx.ts).

const sum = (values: Dec[]): Dec => values.reduce((a, b) => a.plus(b), new Dec(0));

interface ItemValues {
  item: ParsedItem;
  value: Dec;
  margin: Dec;
  saleValue: Dec;
}

function itemValues(req: ParsedRequest, fx: Converter): ItemValues[] {
  return req.items.map((item) => {
    const value = fx.convert({ amount: item.quantity.mul(item.unitPrice.amount), currency: item.unitPrice.currency });
    const margin = roundToMinor(value.mul(req.marginPct).div(100), req.currency);
    return { item, value, margin, saleValue: value.plus(margin) };
  });
}

/** The seven cost lines in the quote currency; insurance may come from a rate. */
function costLines(req: ParsedRequest, goods: Dec, fx: Converter): { lines: PricingCostLine[]; amounts: Partial<Record<CostName, Dec>> } {
  const amounts: Partial<Record<CostName, Dec>> = {};
  const lines: PricingCostLine[] = [];
  for (const name of COST_NAMES) {
    const given = req.costs[name];
    let basis: string | null = null;
    let amount: Dec | undefined = given ? fx.convert(given) : undefined;
    if (name === 'insurance' && !given && req.insuranceRatePct) {
      const cfrParts = [amounts.export_clearance, amounts.origin_inland, amounts.main_freight];
      if (cfrParts.every((p) => p !== undefined)) {
        const cfr = goods.plus(sum(cfrParts as Dec[]));
        amount = roundToMinor(cfr.mul('1.1').mul(req.insuranceRatePct).div(100), req.currency);
        basis = `${req.insuranceRatePct.toFixed()} % of 110 % of the CFR value ${money(cfr, req.currency).amount} ${req.currency}`;
      } else {
        basis = 'insurance_rate_pct needs export_clearance, origin_inland and main_freight to compute the insured (CFR) value';
      }
    }
    if (amount !== undefined) amounts[name] = amount;
    lines.push({
      cost: name,
      paid_by: costPayer(req.incoterm, name),
      amount: amount === undefined ? null : money(amount, req.currency),
      input: given ? { amount: given.amount.toFixed(), currency: given.currency } : null,
      basis,
    });
  }
  return { lines, amounts };
}

function customsValue(req: ParsedRequest, goods: Dec, amounts: Partial<Record<CostName, Dec>>): { result: PricingCustomsValue; total: Dec | null } {
  if (req.customsUnion) {
    return {
      result: { basis: 'not_applicable', amount: null, description: req.customsUnion.border, reason: null },
      total: null,
    };
  }
  const basis = customsValueBasis(req.destination.iso2);
  const needed: CostName[] = basis === 'fob' ? ['export_clearance', 'origin_inland'] : ['export_clearance', 'origin_inland', 'main_freight', 'insurance'];
  const missing = needed.filter((n) => amounts[n] === undefined);
  if (missing.length > 0) {
    return {
      result: {
        basis,
        amount: null,
        description: CUSTOMS_VALUE_DESCRIPTION[basis],
        reason: `The customs value of ${req.destination.iso2} includes ${missing.join(', ')}, which the request does not give (give 0 where there is none).`,
      },
      total: null,
    };
  }
  const total = goods.plus(sum(needed.map((n) => amounts[n]!)));
  return { result: { basis, amount: money(total, req.currency), description: CUSTOMS_VALUE_DESCRIPTION[basis], reason: null }, total };
}

/** Shares of the non-goods part of the customs value, pro rata to sale value; the last item takes the remainder. */
function itemCustomsValues(values: ItemValues[], goods: Dec, total: Dec, currency: string): Dec[] {
  const extra = total.minus(goods);
  let allocated = new Dec(0);
  return values.map((v, i) => {
    const share = i === values.length - 1 ? extra.minus(allocated) : roundToMinor(extra.mul(v.saleValue).div(goods), currency);
    allocated = allocated.plus(share);
    return v.saleValue.plus(share);
  });
}

function emptyDuty(reason: string | null, basis: PricingDuty['basis'] = null): PricingDuty {
  return { amount: null, rate: null, basis, precision: null, applied_ad_valorem_pct: null, program: null, source: null, reason, note: null };
}

function itemDuty(req: ParsedRequest, item: ParsedItem, itemCustomsValue: Dec | null, fx: Converter): PricingDuty {
  if (req.customsUnion) {
    return { ...emptyDuty(null, 'customs_union'), amount: money(new Dec(0), req.currency), precision: 'exact', note: req.customsUnion.duty };
  }
  // A seasonal rate is of the day the goods are imported; without import_date, the day the price holds for (as_of).
  const seasonDate = req.importDate ?? req.asOf;
  let chosen;
  try {
    chosen = applicableDuty({ hsCode: item.hsCode, destination: req.destination, origin: req.origin, applyPreferences: req.applyPreferences, asOf: req.asOf, seasonDate });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') {
      throw new ApiError('unknown_hs_code', error.message, [{ field: `/items/${item.index}/hs_code`, issue: error.details[0]?.issue ?? 'unknown national code' }]);
    }
    throw error;
  }
  const record = chosen.record;
  const preferences = chosen.preferences.length > 0 ? { preferences: chosen.preferences } : {};
  if (!record || !record.duty) return { ...emptyDuty(chosen.reason ?? 'No rate.'), note: chosen.note, measures: chosen.measures, ...preferences };
  const note = [chosen.note, ...measuresNote(chosen.measures)].filter((n): n is string => n !== null).join(' ') || null;
  const result = (amount: PricingDuty['amount'], appliedPct: string | null, reason: string | null, components: PricingDutyComponent[], precision = record.precision): PricingDuty => ({
    amount,
    rate: record,
    basis: record.basis,
    precision,
    applied_ad_valorem_pct: appliedPct,
    program: record.program,
    source: record.source,
    reason,
    note,
    components,
    measures: chosen.measures,
    ...preferences,
  });
  if (itemCustomsValue === null) return result(null, null, 'The customs value is not known (see customs_value.reason).', []);
  const outcome = computeDuty(record.duty, {
    customsValue: itemCustomsValue,
    quantity: item.quantity,
    weightKg: item.weightKg,
    volumeL: item.volumeL,
    importDate: seasonDate,
    toQuote: (amount, currency) => fx.exact(amount, currency),
  });
  if (outcome.amount === null) return result(null, null, outcome.reason, []);
  // Each part is rounded to the currency's minor unit; the item's duty is their sum (decimal arithmetic throughout).
  const baseAmount = roundToMinor(outcome.amount, req.currency);
  const measured = applyMeasures({ ...record, duty: record.duty }, chosen.measures, baseAmount, outcome.appliedAdValoremPct, itemCustomsValue, req.currency);
  return result(money(measured.total, req.currency), measured.pct, null, measured.components, measured.precision);
}

function importVat(req: ParsedRequest, customsTotal: Dec | null, dutyTotal: Dec | null): { result: PricingImportVat; amount: Dec | null } {
  const paidBy = importTaxesPayer(req.incoterm);
  const zero = (note: string, taxType: PricingImportVat['tax_type']): { result: PricingImportVat; amount: Dec } => ({
    result: { amount: money(new Dec(0), req.currency), paid_by: paidBy, tax_type: taxType, rate_pct: null, base: null, reason: null, note },
    amount: new Dec(0),
  });
  if (req.customsUnion) {
    return zero(req.customsUnion.vat, 'vat');
  }
  const vat = destinationVat(req.destination.iso2);
  if (vat.taxType === 'none') return zero(vat.note ?? '', 'none');
  if (vat.taxType === null || vat.ratePct === null) {
    return { result: { amount: null, paid_by: paidBy, tax_type: null, rate_pct: null, base: null, reason: vat.reason, note: null }, amount: null };
  }
  const note = `${vat.note} Base: customs value + duty (some countries add further charges, e.g. transport to the first destination in the EU).`;
  const result: PricingImportVat = { amount: null, paid_by: paidBy, tax_type: vat.taxType, rate_pct: vat.ratePct, base: null, reason: null, note };
  if (customsTotal === null || dutyTotal === null) {
    return { result: { ...result, reason: customsTotal === null ? 'The customs value is not known.' : 'The duty of at least one item is not known.' }, amount: null };
  }
  const base = customsTotal.plus(dutyTotal);
  const amount = roundToMinor(base.mul(vat.ratePct).div(100), req.currency);
  return { result: { ...result, amount: money(amount, req.currency), base: money(base, req.currency) }, amount };
}

/** POST /pricing/calculate: the full build-up; see the comment at the top of this file for the order of rounding. */
export function calculatePrice(request: PricingRequest, options: PricingOptions): PricingQuote {
  const req = parseRequest(request, options);
  const fx = converter(req.currency, options.rates);
  const cur = req.currency;
  const values = itemValues(req, fx);
  checkItemAmounts(values.map((v) => roundToMinor(v.saleValue, cur)));
  const goods = sum(values.map((v) => v.saleValue));
  const { lines, amounts } = costLines(req, goods, fx);
  const cv = customsValue(req, goods, amounts);
  const itemCvs = cv.total === null ? values.map(() => null) : itemCustomsValues(values, goods, cv.total, cur);

  const items: PricingItemResult[] = values.map((v, i) => ({
    index: v.item.index,
    description: v.item.description,
    hs_code: v.item.hsCode,
    quantity: v.item.quantity.toFixed(),
    unit_price: { amount: v.item.unitPrice.amount.toFixed(), currency: v.item.unitPrice.currency },
    value: money(v.value, cur),
    margin: money(v.margin, cur),
    sale_value: money(v.saleValue, cur),
    customs_value: itemCvs[i] ? money(itemCvs[i]!, cur) : null,
    duty: itemDuty(req, v.item, itemCvs[i] ?? null, fx),
  }));

  const dutyAmounts = items.map((i) => (i.duty.amount ? new Dec(i.duty.amount.amount) : null));
  const dutyTotal = dutyAmounts.every((d) => d !== null) ? sum(dutyAmounts as Dec[]) : null;
  const taxesPayer = importTaxesPayer(req.incoterm);
  const duty = {
    amount: dutyTotal === null ? null : money(dutyTotal, cur),
    paid_by: taxesPayer,
    reason: dutyTotal === null ? 'The duty of at least one item is not known (see items[].duty.reason).' : null,
  };
  const vat = importVat(req, cv.total, dutyTotal);
  const fees = entryFees(req, cv.total, (amount) => fx.exact(amount, 'USD'));
  // The entry fees are paid with the duty, by the importer of record.
  const dutyAndFees = dutyTotal === null || fees.amount === null ? null : dutyTotal.plus(fees.amount);

  const price = sellerPrice(req, goods, amounts, dutyAndFees, vat.amount);
  const landed = landedCostPrecision(landedCost(req, price.total, amounts, dutyAndFees, vat.amount), items, fees.result);
  checkComputedAmounts(
    [
      ...COST_NAMES.map((name) => ({ amount: amounts[name] ?? null, what: `the ${name} cost`, fields: [req.costs[name] ? `/costs/${name}/amount` : '/costs/insurance_rate_pct'] })),
      { amount: dutyAndFees, what: 'the duty and fees', fields: ['/items'] },
      { amount: price.total, what: 'the price', fields: ['/items', '/costs'] },
      { amount: landed.amount === null ? null : new Dec(landed.amount.amount), what: 'the landed cost', fields: ['/items', '/costs'] },
    ],
    cur,
  );
  return {
    incoterm: req.incoterm,
    transport_mode: req.transportMode,
    origin: req.origin.iso2,
    destination: req.destination.iso2,
    quote_currency: cur,
    items,
    goods_value: money(goods, cur),
    margin_pct: req.marginPct.toFixed(),
    margin: money(sum(values.map((v) => v.margin)), cur),
    costs: lines,
    price: price.result,
    customs_value: cv.result,
    duty,
    import_vat: vat.result,
    entry_fees: fees.result,
    preference_claims: preferenceClaims([...itemClaims(items), ...fees.claims]),
    landed_cost: landed,
    fx: fx.record(),
    notes: notes(req),
    as_of: req.asOf,
    warnings: [...destinationWarnings(req.destination, req.asOf), ...fx.warnings(options.today ?? todayUtc())],
  };
}

function sellerPrice(
  req: ParsedRequest,
  goods: Dec,
  amounts: Partial<Record<CostName, Dec>>,
  dutyTotal: Dec | null,
  vatAmount: Dec | null,
): { result: PricingQuote['price']; total: Dec | null } {
  const sellerCosts = COST_NAMES.filter((n) => costPayer(req.incoterm, n) === 'seller');
  const includes = ['goods', 'margin', ...sellerCosts];
  // Every seller cost is required by parseRequest, but insurance from a rate may still be unknown.
  const missing = sellerCosts.filter((n) => amounts[n] === undefined);
  let total: Dec | null = missing.length > 0 ? null : goods.plus(sum(sellerCosts.map((n) => amounts[n]!)));
  let reason = missing.length > 0 ? `Not computable: ${missing.join(', ')} unknown.` : null;
  if (req.incoterm === 'DDP') {
    includes.push('duty', 'entry_fees', 'import_vat');
    if (total !== null && (dutyTotal === null || vatAmount === null)) {
      total = null;
      reason = 'DDP includes duty and import VAT, and at least one of them is not known (see duty.reason, import_vat.reason).';
    } else if (total !== null) {
      total = total.plus(dutyTotal!).plus(vatAmount!);
    }
  }
  return { result: { amount: total === null ? null : money(total, req.currency), includes, reason }, total };
}

function landedCost(
  req: ParsedRequest,
  price: Dec | null,
  amounts: Partial<Record<CostName, Dec>>,
  dutyTotal: Dec | null,
  vatAmount: Dec | null,
): PricingQuote['landed_cost'] {
  if (price === null) return { amount: null, reason: 'The price is not known.' };
  const buyerCosts = COST_NAMES.filter((n) => costPayer(req.incoterm, n) === 'buyer');
  const missing = buyerCosts.filter((n) => amounts[n] === undefined);
  if (missing.length > 0) {
    return { amount: null, reason: `The buyer's costs ${missing.join(', ')} are not given (give 0 where there is none).` };
  }
  let total = price.plus(sum(buyerCosts.map((n) => amounts[n]!)));
  if (req.incoterm !== 'DDP') {
    if (dutyTotal === null || vatAmount === null) {
      return { amount: null, reason: 'The duty or the import VAT is not known (see duty.reason, import_vat.reason).' };
    }
    total = total.plus(dutyTotal).plus(vatAmount);
  }
  return { amount: money(total, req.currency), reason: null };
}

function notes(req: ParsedRequest): string[] {
  const out = [
    'Cost allocation follows the Incoterms 2020 default; FCA assumes delivery at the carrier\'s terminal, D rules a named place inland.',
    'Landed cost is before any recovery of import VAT by a VAT-registered buyer.',
  ];
  const priceNote = req.schedule?.priceNote();
  if (priceNote) out.push(priceNote);
  if (!req.customsUnion) out.push(TRADE_REMEDIES_NOTE);
  return out;
}
