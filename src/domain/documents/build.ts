import { ApiError, errors, type FieldIssue } from '../errors.js';
import type { Lang } from '../lang.js';
import type { BuyerAddress } from '../buyers/contact.js';
import type { Order, OrderBuyer } from '../orders/types.js';
import type { Quote } from '../quotes/types.js';
import { countryName } from './format.js';
import { findCurrency } from '../reference/currencies.js';
import { Dec } from '../reference/money.js';
import { findSeaport } from '../reference/seaports.js';
import { agreementsBetween, allTradeAgreements } from '../reference/trade-agreements.js';
import { itemsOf, packagesOf } from './lines.js';
import type { DocumentParty, DocumentPort, DocumentRenderModel, DocumentType } from './model.js';
import { documentPrice, itemTotals, pricedTotals, type CostsPricing, type DocumentPrice, type PriceSource, type PricedTotals } from './price.js';
import type { DocumentCreateRequest } from './store.js';
import { packagesVolume } from './validate.js';

// From a creation request (and the quote or order it names, the exporter profile and the buyer)
// to the render model: every lookup done here, every missing path reported at once. It runs on a
// rendering thread (compose.ts); the one answer it needs from the main thread, the pricing engine's
// for a document given with costs, comes through `priceWithCosts`.

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
  /** The quote named by `quote_id` (never with an order). */
  quote?: Quote | undefined;
  /** The buyer named by `buyer_id` (without an order). */
  buyer?: OrderBuyer | undefined;
  /** The postal address the importing buyer's record has (null: none; the request then needs `importer`). */
  buyerAddress?: BuyerAddress | null;
  /** The exporter profile's company name and origin country, if the account has a profile. */
  profile?: { company_name: string; origin_country: string } | undefined;
  language: Lang;
  issueDate: string;
  /** The pricing engine's answer for the document's items and costs (with the newest stored exchange rates). */
  priceWithCosts(input: CostsPricing): Promise<PriceSource>;
  /** Put in until the real number is taken, so that the model validates the same either way. */
  number: string;
}

/** The model to render and the `price` the answer reports. */
export interface BuiltDocument {
  model: DocumentRenderModel;
  price: DocumentPrice;
}

const INVOICES: ReadonlySet<DocumentType> = new Set(['commercial_invoice', 'proforma_invoice']);
/** What the price of a quote, or of an order priced with its costs, rests on: a request cannot replace it. */
const PRICED_FIELDS = ['items', 'currency', 'incoterm', 'costs', 'transport_mode'] as const;

/** The buyer as importer, at its postal address; undefined when its record has no street address (a city is not an address). */
function buyerParty(buyer: OrderBuyer, address: BuyerAddress | null | undefined, lang: Lang): DocumentParty | undefined {
  if (!address) return undefined;
  const place = [address.postal_code, address.city].filter((part) => part).join(' ');
  return { name: buyer.name, address: `${address.street}, ${place}, ${countryName(lang, address.country)}`, country: buyer.country };
}

function port(code: string | undefined, field: string): DocumentPort | undefined {
  if (code === undefined) return undefined;
  const found = findSeaport(code);
  if (!found || !found.iso2) throw new ApiError('unknown_port', `No seaport with the UN/LOCODE ${code}.`, [{ field, issue: 'no seaport with this UN/LOCODE' }]);
  return { code, name: found.name };
}

function sumOf(values: (string | undefined)[]): string | undefined {
  if (values.length === 0 || values.some((v) => v === undefined)) return undefined;
  return values.reduce((total, v) => total.plus(v!), new Dec(0)).toFixed();
}

/** The stored calculation the document carries: its quote's, or its order's when the order was priced with costs. */
function storedPrice(sources: BuildSources): PriceSource | undefined {
  if (sources.quote) return { from: 'quote', result: sources.quote.result };
  if (sources.order?.quote) return { from: 'order', result: sources.order.quote };
  return undefined;
}

/** A request may not replace what a stored price rests on. */
function checkNotReplaced(request: DocumentCreateRequest, stored: PriceSource | undefined): void {
  if (!stored) return;
  const what = stored.from === 'quote' ? 'the quote' : 'the order';
  const replaced = PRICED_FIELDS.filter((field) => request[field] !== undefined);
  if (replaced.length === 0) return;
  throw errors.validationFailed(`The document carries the price of ${what}, which rests on its items, currency, Incoterm and costs.`, replaced.map((field) => ({
    field: `/${field}`,
    issue: `comes from ${what}; to print other terms, make a new quote or give the document inline`,
  })));
}

/** The render model of the request; throws `validation_failed` naming every missing path, or the lookup that failed. */
export async function buildRenderModel(type: DocumentType, request: DocumentCreateRequest, sources: BuildSources): Promise<BuiltDocument> {
  const { order, quote, language } = sources;
  const stored = storedPrice(sources);
  checkNotReplaced(request, stored);
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
  const buyer = order?.buyer ?? quote?.buyer ?? sources.buyer;
  const importer: DocumentParty | undefined = request.importer
    ? { name: request.importer.name, address: request.importer.address, country: request.importer.country, taxId: request.importer.tax_id }
    : buyer && buyerParty(buyer, sources.buyerAddress, language);
  if (!importer && buyer) need(undefined, '/importer/address', `is required: buyer ${buyer.id} has no street address on record; give importer (name, address, country)`);
  else need(importer, '/importer');

  const currency = request.currency ?? order?.currency ?? quote?.result.quote_currency;
  need(currency, '/currency');
  const places = currency === undefined ? undefined : findCurrency(currency)?.minorUnits;
  if (currency !== undefined && places === undefined) missing.push({ field: '/currency', issue: `unknown ISO 4217 currency "${currency}"` });
  const items = places === undefined ? undefined : itemsOf(request, { order, quote }, currency!, places, missing);
  if (places !== undefined) need(items, '/items');
  const incoterm = request.incoterm ?? order?.incoterm ?? quote?.result.incoterm;
  if (INVOICES.has(type)) need(incoterm, '/incoterm', 'is required on an invoice');
  if (request.costs !== undefined) need(incoterm, '/incoterm', 'is required with costs');
  const packages = packagesOf(request);
  if (type === 'packing_list') need(packages, '/packages', 'is required on a packing list (count, kind, weights and dimensions of each line)');
  if (type === 'certificate_of_origin_application') {
    need(request.agreement, '/agreement', 'is required on a certificate of origin application');
    items?.forEach((item, i) => need(item.originCriterion, `/items/${i}/origin_criterion`, 'is required on a certificate of origin application'));
  }
  if (missing.length > 0) throw errors.validationFailed(`The ${type.replace(/_/g, ' ')} needs ${missing.length} more field(s).`, missing);

  const goods = items!.reduce((total, item) => total.plus(item.amount), new Dec(0)).toFixed(places!);
  const source =
    stored ??
    (request.costs === undefined
      ? undefined
      : await sources.priceWithCosts({
          items: items!,
          seller: exporter!,
          buyer: importer!,
          incoterm: incoterm!,
          transportMode: request.transport_mode ?? order?.transport_mode ?? 'sea',
          currency: currency!,
          costs: request.costs,
          asOf: sources.issueDate,
        }));
  const fromPrice = source ? pricedTotals(source, INVOICES.has(type)) : null;
  const priced: PricedTotals = fromPrice ?? itemTotals(goods);
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
    incotermPlace: request.named_place ?? order?.named_place ?? quote?.named_place ?? undefined,
    paymentTerms: request.payment_terms ?? order?.payment_terms ?? undefined,
    transport: {
      portOfLoading: port(request.port_of_loading, '/port_of_loading'),
      portOfDischarge: port(request.port_of_discharge, '/port_of_discharge'),
      vesselOrFlight: request.vessel_or_flight,
      departureDate: request.departure_date,
    },
    totals: {
      ...priced,
      netWeightKg: sumOf(lines.map((l) => l.netWeightKg)),
      grossWeightKg: sumOf(lines.map((l) => l.grossWeightKg)),
      packageCount: packages?.reduce((n, p) => n + p.count, 0),
      volumeM3: packages ? packagesVolume({ packages }) : undefined,
    },
    reference: request.reference ?? order?.reference ?? quote?.reference ?? undefined,
    // A proforma invoice is an offer: one made from a quote stands as long as the quote.
    validUntil: type === 'proforma_invoice' ? quote?.valid_until : undefined,
    remarks: request.remarks,
  };
  if (type === 'certificate_of_origin_application') model.agreement = checkAgreement(request.agreement!, model);
  return { model, price: documentPrice(fromPrice ? 'incoterm' : 'item_amounts', priced, currency!) };
}

/** Reads the reference data a build looks things up in, so that a rendering thread does it when it starts rather than on its first document. */
export function loadBuildReferenceData(): void {
  findCurrency('USD');
  findSeaport('KRPUS');
  allTradeAgreements();
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
