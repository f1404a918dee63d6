// The render model: the fully resolved content of one export document, exactly what is printed.
// Whoever builds it (from an order, the exporter profile and the buyer, or from inline data) has
// already done every lookup and every calculation; the renderer only lays it out. Amounts and
// weights are decimal strings (never binary floats), amounts in the currency's minor units.
import { chargeNameValues, documentTypeValues, type components } from '../../../generated/openapi.js';
import type { Lang } from '../lang.js';
import type { Incoterm } from '../pricing/types.js';

/** The five export documents (the contract's DocumentType). `certificate_of_origin_application` is the exporter's application to the issuing body. */
export type DocumentType = components['schemas']['DocumentType'];
export const DOCUMENT_TYPES: readonly DocumentType[] = documentTypeValues;

export interface DocumentParty {
  name: string;
  /** Street, city, postal code; line breaks are kept. */
  address: string;
  /** ISO 3166-1 alpha-2; printed as the country's name in the document's language. */
  country: string;
  /** Business registration or tax number (사업자등록번호, VAT, EIN). */
  taxId?: string | undefined;
  /** Telephone, e-mail or contact person, printed under the address. */
  contact?: string | undefined;
}

export interface DocumentItem {
  description: string;
  /** HS code, 2-10 digits, leading zeros kept. */
  hsCode: string;
  quantity: string;
  /** Unit of quantity (UN/ECE Rec 20 code such as `PCE`, `KGM`, or a plain word). */
  unit: string;
  /** Decimal string in the document currency's minor units. */
  unitPrice: string;
  /** quantity x unitPrice, rounded half-up to the currency's minor units. */
  amount: string;
  netWeightKg?: string | undefined;
  grossWeightKg?: string | undefined;
  /** ISO 3166-1 alpha-2 country of origin of the goods. */
  originCountry?: string | undefined;
  /** Origin criterion claimed under the agreement (`WO`, `PE`, `CTH`, `CTSH`, `RVC 40%`...); required on a CoO application. */
  originCriterion?: string | undefined;
}

/** What each package of a line holds of one item. */
export interface PackageContent {
  /** The item's place in the document's items (0 is the first). */
  itemIndex: number;
  /** How much of it one package holds, in the item's unit. */
  quantity: string;
}

/**
 * One line of packages: `count` packages of one kind, alike. Dimensions and the `package*` weights
 * are one package's; `netWeightKg` and `grossWeightKg` the line's totals (the builder fills a total
 * the request gave per package only, so the validator sees both only when both were given).
 */
export interface DocumentPackage {
  count: number;
  /** Kind of package: carton, pallet, drum, crate... */
  kind: string;
  /** What the packages hold, as printed. */
  description?: string | undefined;
  /** Shipping marks (`HBC / LAX`); the package numbers are printed after them. */
  marks?: string | undefined;
  /** Package numbers of the line: `last - first + 1` is `count`. */
  numbers?: { first: number; last: number } | undefined;
  contents?: PackageContent[] | undefined;
  netWeightKg?: string | undefined;
  grossWeightKg?: string | undefined;
  packageNetWeightKg?: string | undefined;
  packageGrossWeightKg?: string | undefined;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

export interface DocumentPort {
  /** UN/LOCODE (`KRPUS`). */
  code: string;
  name: string;
}

/** The lines an invoice adds to the goods (the contract's ChargeName): the costs of the journey, duty and import VAT. */
export type ChargeKind = components['schemas']['ChargeName'];
export const CHARGE_KINDS: readonly ChargeKind[] = chargeNameValues;

/** A charge added to the goods value on the invoice (the freight and insurance of a CIF price). */
export interface DocumentCharge {
  kind: ChargeKind;
  /** Printed instead of the kind's label when given. */
  description?: string | undefined;
  amount: string;
}

export interface DocumentTotals {
  /** Sum of the items' amounts. */
  goodsValue: string;
  charges: DocumentCharge[];
  /** goodsValue plus the charges: the amount printed in words. */
  total: string;
  /** Sums of the packages (or of the items where there are no packages); printed where present. */
  netWeightKg?: string | undefined;
  grossWeightKg?: string | undefined;
  packageCount?: number | undefined;
  volumeM3?: string | undefined;
}

export interface DocumentTransport {
  portOfLoading?: DocumentPort | undefined;
  portOfDischarge?: DocumentPort | undefined;
  finalDestination?: string | undefined;
  /** Vessel and voyage, or flight number. */
  vesselOrFlight?: string | undefined;
  /** Sailing on or about, YYYY-MM-DD. */
  departureDate?: string | undefined;
}

/** The trade agreement a certificate of origin application claims. */
export interface DocumentAgreement {
  /** Short code from the trade-agreements data (`KORUS`). */
  code: string;
  name: string;
}

export interface DocumentSignatory {
  name: string;
  title?: string | undefined;
  /** Place of signing (`Seoul`). */
  place?: string | undefined;
}

export interface DocumentRenderModel {
  type: DocumentType;
  /** Per account, type and year: `CI-2026-000123`. */
  number: string;
  language: Lang;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** ISO 4217 code of every amount. */
  currency: string;
  /** The seller, exporter and shipper. */
  seller: DocumentParty;
  buyer: DocumentParty;
  /** Printed as "same as buyer" when absent. */
  consignee?: DocumentParty | undefined;
  /** Printed as "same as consignee" when absent. */
  notifyParty?: DocumentParty | undefined;
  items: DocumentItem[];
  /** Required on a packing list; optional elsewhere. */
  packages?: DocumentPackage[] | undefined;
  incoterm?: Incoterm | undefined;
  /** Named place of the Incoterm (`Busan`, `Los Angeles`). */
  incotermPlace?: string | undefined;
  paymentTerms?: string | undefined;
  transport?: DocumentTransport | undefined;
  totals: DocumentTotals;
  /** Required on a certificate of origin application. */
  agreement?: DocumentAgreement | undefined;
  /** Order number, L/C number or other references, printed as given. */
  reference?: string | undefined;
  /** Proforma invoices: the offer is valid until this date, YYYY-MM-DD. */
  validUntil?: string | undefined;
  remarks?: string | undefined;
  signatory?: DocumentSignatory | undefined;
}

/** What the renderer gives back. */
export interface RenderedDocument {
  pdf: Buffer;
  pages: number;
}

/**
 * The port that turns a render model its caller built into a PDF. The implementation (src/pdf/)
 * renders in worker threads so the event loop never waits on layout. Only tests and benches use
 * it: the server makes documents from jobs (DocumentMaker, job.ts), whose models the rendering
 * threads build.
 */
export interface DocumentRenderer {
  render(model: DocumentRenderModel): Promise<RenderedDocument>;
}
