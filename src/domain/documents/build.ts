import { ApiError, errors, type FieldIssue } from '../errors.js';
import type { Lang } from '../lang.js';
import type { Order, OrderBuyer } from '../orders/types.js';
import { countryName } from './format.js';
import { findCurrency } from '../reference/currencies.js';
import { normalizeHsCode } from '../reference/hs.js';
import { Dec, checkItemAmounts } from '../reference/money.js';
import { findSeaport } from '../reference/seaports.js';
import { agreementsBetween, allTradeAgreements } from '../reference/trade-agreements.js';
import type { DocumentItem, DocumentParty, DocumentPort, DocumentRenderModel, DocumentType } from './model.js';
import type { DocumentCreateRequest } from './store.js';
import { packagesVolume } from './validate.js';

// From a creation request (and the order it names, the exporter profile and the buyer) to the
// render model: every lookup done here, every missing path reported at once.

/** The letters that open each type's numbers. */
export const NUMBER_PREFIX: Record<DocumentType, string> = {
  commercial_invoice: 'CI',
  proforma_invoice: 'PI',
  packing_list: 'PL',
  certificate_of_origin_application: 'CO',
  shipping_instructions: 'SI',
};

export function documentNumber(type: DocumentType, year: number, sequence: number): string {
  return `${NUMBER_PREFIX[type]}-${year}-${String(sequence).padStart(6, '0')}`;
}

export interface BuildSources {
  order?: Order | undefined;
  /** The buyer named by `buyer_id` (without an order). */
  buyer?: OrderBuyer | undefined;
  /** The exporter profile's company name and origin country, if the account has a profile. */
  profile?: { company_name: string; origin_country: string } | undefined;
  language: Lang;
  issueDate: string;
  /** Put in until the real number is taken, so that the model validates the same either way. */
  number: string;
}

const INVOICES: ReadonlySet<DocumentType> = new Set(['commercial_invoice', 'proforma_invoice']);

function buyerParty(buyer: OrderBuyer, lang: Lang): DocumentParty {
  return { name: buyer.name, address: `${buyer.city}, ${countryName(lang, buyer.country)}`, country: buyer.country };
}

function port(code: string | undefined, field: string): DocumentPort | undefined {
  if (code === undefined) return undefined;
  const found = findSeaport(code);
  if (!found || !found.iso2) throw new ApiError('unknown_port', `No seaport with the UN/LOCODE ${code}.`, [{ field, issue: 'no seaport with this UN/LOCODE' }]);
  return { code, name: found.name };
}

/** An amount in the currency's minor units when it has no more decimals than they allow; else as given, for the validator to name. */
function inMinorUnits(amount: string, places: number): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return decimals <= places ? new Dec(amount).toFixed(places) : amount;
}

function itemsOf(request: DocumentCreateRequest, order: Order | undefined, currency: string, places: number, issues: FieldIssue[]): DocumentItem[] | undefined {
  if (request.items) {
    const items = request.items.map((item, i): DocumentItem => {
      if (item.unit_price.currency !== currency) issues.push({ field: `/items/${i}/unit_price/currency`, issue: `must be the document's currency ${currency}` });
      const unitPrice = inMinorUnits(item.unit_price.amount, places);
      return {
        description: item.description,
        hsCode: normalizeHsCode(item.hs_code) as string,
        quantity: item.quantity,
        unit: item.unit,
        unitPrice,
        amount: new Dec(item.quantity).times(item.unit_price.amount).toFixed(places, Dec.ROUND_HALF_UP),
        netWeightKg: item.net_weight_kg,
        grossWeightKg: item.gross_weight_kg,
        originCountry: item.origin_country,
        originCriterion: item.origin_criterion,
      };
    });
    // Named by what the client sent, not by the printed amounts and totals computed from it.
    checkItemAmounts(items.map((item) => new Dec(item.amount)));
    return items;
  }
  return order?.items.map((item) => ({
    description: item.description,
    hsCode: item.hs_code,
    quantity: item.quantity,
    unit: item.unit,
    unitPrice: inMinorUnits(item.unit_price.amount, places),
    amount: item.amount.amount,
    netWeightKg: item.net_weight_kg ?? undefined,
    grossWeightKg: item.gross_weight_kg ?? undefined,
    originCountry: item.origin_country,
  }));
}

function sumOf(values: (string | undefined)[]): string | undefined {
  if (values.length === 0 || values.some((v) => v === undefined)) return undefined;
  return values.reduce((total, v) => total.plus(v!), new Dec(0)).toFixed();
}

/** The render model of the request; throws `validation_failed` naming every missing path, or the lookup that failed. */
export function buildRenderModel(type: DocumentType, request: DocumentCreateRequest, sources: BuildSources): DocumentRenderModel {
  const { order, language } = sources;
  const missing: FieldIssue[] = [];
  const need = (value: unknown, field: string, issue = 'is required'): void => {
    if (value === undefined || value === null || value === '') missing.push({ field, issue });
  };

  const exporter: DocumentParty | undefined = request.exporter
    ? { name: request.exporter.name, address: request.exporter.address, country: request.exporter.country, taxId: request.exporter.tax_id }
    : undefined;
  if (!exporter) {
    // From an order the profile gives the name and the order the country; the address is never known.
    need(undefined, '/exporter', sources.profile ? 'is required: the exporter profile has no address' : 'is required');
  }
  const buyer = order?.buyer ?? sources.buyer;
  const importer: DocumentParty | undefined = request.importer
    ? { name: request.importer.name, address: request.importer.address, country: request.importer.country, taxId: request.importer.tax_id }
    : buyer && buyerParty(buyer, language);
  need(importer, '/importer');

  const currency = request.currency ?? order?.currency;
  need(currency, '/currency');
  const places = currency === undefined ? undefined : findCurrency(currency)?.minorUnits;
  if (currency !== undefined && places === undefined) missing.push({ field: '/currency', issue: `unknown ISO 4217 currency "${currency}"` });
  const items = places === undefined ? undefined : itemsOf(request, order, currency!, places, missing);
  if (places !== undefined) need(items, '/items');
  const incoterm = request.incoterm ?? order?.incoterm;
  if (INVOICES.has(type)) need(incoterm, '/incoterm', 'is required on an invoice');
  const packages = request.packages?.map((p) => ({
    count: p.count,
    kind: p.kind,
    marks: p.marks,
    netWeightKg: p.net_weight_kg,
    grossWeightKg: p.gross_weight_kg,
    lengthCm: p.length_cm,
    widthCm: p.width_cm,
    heightCm: p.height_cm,
  }));
  if (type === 'packing_list') need(packages, '/packages', 'is required on a packing list (count, kind, weights and dimensions of each line)');
  if (type === 'certificate_of_origin_application') {
    need(request.agreement, '/agreement', 'is required on a certificate of origin application');
    items?.forEach((item, i) => need(item.originCriterion, `/items/${i}/origin_criterion`, 'is required on a certificate of origin application'));
  }
  if (missing.length > 0) throw errors.validationFailed(`The ${type.replace(/_/g, ' ')} needs ${missing.length} more field(s).`, missing);

  const goods = items!.reduce((total, item) => total.plus(item.amount), new Dec(0)).toFixed(places!);
  const lines = packages ?? items!;
  const model: DocumentRenderModel = {
    type,
    number: sources.number,
    language,
    issueDate: sources.issueDate,
    currency: currency!,
    seller: exporter!,
    buyer: importer!,
    items: items!,
    packages,
    incoterm,
    incotermPlace: request.named_place ?? order?.named_place,
    paymentTerms: request.payment_terms ?? order?.payment_terms ?? undefined,
    transport: {
      portOfLoading: port(request.port_of_loading, '/port_of_loading'),
      portOfDischarge: port(request.port_of_discharge, '/port_of_discharge'),
      vesselOrFlight: request.vessel_or_flight,
      departureDate: request.departure_date,
    },
    totals: {
      goodsValue: goods,
      charges: [],
      total: goods,
      netWeightKg: sumOf(lines.map((l) => l.netWeightKg)),
      grossWeightKg: sumOf(lines.map((l) => l.grossWeightKg)),
      packageCount: packages?.reduce((n, p) => n + p.count, 0),
      volumeM3: packages ? packagesVolume({ packages }) : undefined,
    },
    reference: request.reference ?? order?.reference ?? undefined,
    remarks: request.remarks,
  };
  if (type === 'certificate_of_origin_application') model.agreement = checkAgreement(request.agreement!, model);
  return model;
}

/** The agreement must exist in the trade-agreements data and count both the goods' one origin and the importer's country as members. */
function checkAgreement(id: string, model: DocumentRenderModel): { code: string; name: string } {
  const agreement = allTradeAgreements().find((a) => a.id === id);
  if (!agreement) throw errors.validationFailed(`No trade agreement ${id} in the trade-agreements data.`, [{ field: '/agreement', issue: 'no agreement with this id' }]);
  const origins = [...new Set(model.items.map((item) => item.originCountry ?? model.seller.country))];
  if (origins.length !== 1) {
    throw new ApiError('origin_not_covered', 'A certificate of origin application covers goods of one origin.', [{ field: '/items', issue: `the items come from ${origins.join(', ')}` }]);
  }
  const origin = origins[0]!;
  const destination = model.buyer.country;
  if (!agreement.members.includes(origin) || !agreement.members.includes(destination)) {
    const between = agreementsBetween(origin, destination);
    throw new ApiError('origin_not_covered', `${agreement.name} does not cover goods from ${origin} imported into ${destination}.`, [
      { field: '/agreement', issue: between.length > 0 ? `agreements between ${origin} and ${destination}: ${between.map((a) => `${a.id} (${a.name})`).join('; ')}` : `no agreement in force between ${origin} and ${destination}` },
    ]);
  }
  return { code: agreement.id, name: agreement.name };
}
