// Everything a document prints besides the data, in English and Korean. Korean documents show the
// Korean label with the English one in parentheses (in table headers: on a second line): the
// exporter's staff read the Korean, the foreign buyer, carrier and customs the English.
import type { Lang } from '../lang.js';
import type { ChargeKind, DocumentType } from './model.js';

const EN = {
  seller: 'Seller / Exporter',
  shipper: 'Shipper / Exporter',
  exporter: 'Exporter',
  buyer: 'Buyer',
  consignee: 'Consignee',
  notifyParty: 'Notify party',
  sameAsBuyer: 'Same as buyer',
  sameAsConsignee: 'Same as consignee',
  taxId: 'Tax ID',
  number: 'No.',
  date: 'Date',
  reference: 'Reference',
  validUntil: 'Valid until',
  portOfLoading: 'Port of loading',
  portOfDischarge: 'Port of discharge',
  finalDestination: 'Final destination',
  vesselOrFlight: 'Vessel / flight',
  departureDate: 'Sailing on or about',
  terms: 'Delivery terms, Incoterms 2020',
  payment: 'Terms of payment',
  freight: 'Freight',
  freightPrepaid: 'Prepaid',
  freightCollect: 'Collect',
  agreement: 'Preferential agreement claimed',
  currency: 'Currency',
  colNo: 'No.',
  colDescription: 'Description of goods',
  colHsCode: 'HS code',
  colQuantity: 'Quantity',
  colUnit: 'Unit',
  colUnitPrice: 'Unit price',
  colAmount: 'Amount',
  colNetWeight: 'Net weight (kg)',
  colGrossWeight: 'Gross weight (kg)',
  colOrigin: 'Origin',
  colOriginCriterion: 'Origin criterion',
  colMarks: 'Marks and numbers',
  colPackages: 'Packages',
  colDimensions: 'Dimensions (cm)',
  goodsValue: 'Goods value',
  chargeExportClearance: 'Export clearance',
  chargeOriginInland: 'Carriage to the port of loading',
  chargeMainFreight: 'Freight',
  chargeInsurance: 'Insurance',
  chargeDestinationUnloading: 'Unloading at destination',
  chargeDestinationInland: 'Carriage at destination',
  chargeImportClearance: 'Import clearance',
  chargeDuty: 'Import duty',
  chargeImportVat: 'Import VAT',
  colPackageContents: 'Contents of each',
  colPackageNet: 'Net kg, each / line',
  colPackageGross: 'Gross kg, each / line',
  packageNumbers: 'Nos.',
  itemNo: 'item',
  total: 'Total',
  totalNetWeight: 'Total net weight',
  totalGrossWeight: 'Total gross weight',
  totalPackages: 'Total packages',
  totalVolume: 'Total volume',
  grossWeightMissing: 'Gross weight not given',
  grossWeightMissingText:
    'The gross weight of the goods is not given for every line, so no total is printed. The carrier needs it before loading (for a container, its verified gross mass: SOLAS chapter VI, regulation 2).',
  amountInWords: 'Amount in words',
  remarks: 'Remarks',
  signature: 'Authorised signature',
  signatoryName: 'Name',
  signatoryTitle: 'Title',
  placeAndDate: 'Place and date',
  continued: 'continued',
} as const;

export type LabelKey = keyof typeof EN;

const KO: Record<LabelKey, string> = {
  seller: '판매자/수출자',
  shipper: '송하인/수출자',
  exporter: '수출자',
  buyer: '구매자',
  consignee: '수하인',
  notifyParty: '통지처',
  sameAsBuyer: '구매자와 동일',
  sameAsConsignee: '수하인과 동일',
  taxId: '사업자등록번호',
  number: '번호',
  date: '일자',
  reference: '참조 번호',
  validUntil: '유효기한',
  portOfLoading: '선적항',
  portOfDischarge: '양륙항',
  finalDestination: '최종 목적지',
  vesselOrFlight: '선박명/항공편',
  departureDate: '출항 예정일',
  terms: '인도조건',
  payment: '결제조건',
  freight: '운임',
  freightPrepaid: '선불',
  freightCollect: '후불',
  agreement: '적용 협정',
  currency: '통화',
  colNo: '번호',
  colDescription: '품명 및 규격',
  colHsCode: 'HS 부호',
  colQuantity: '수량',
  colUnit: '단위',
  colUnitPrice: '단가',
  colAmount: '금액',
  colNetWeight: '순중량 (kg)',
  colGrossWeight: '총중량 (kg)',
  colOrigin: '원산지',
  colOriginCriterion: '원산지 결정기준',
  colMarks: '화인 및 번호',
  colPackages: '포장',
  colDimensions: '치수 (cm)',
  goodsValue: '물품 가액',
  chargeExportClearance: '수출통관비',
  chargeOriginInland: '선적항까지 내륙운송비',
  chargeMainFreight: '운임',
  chargeInsurance: '보험료',
  chargeDestinationUnloading: '도착지 양하비',
  chargeDestinationInland: '도착지 내륙운송비',
  chargeImportClearance: '수입통관비',
  chargeDuty: '관세',
  chargeImportVat: '수입 부가가치세',
  colPackageContents: '포장당 내용물',
  colPackageNet: '순중량 kg, 개당 / 합계',
  colPackageGross: '총중량 kg, 개당 / 합계',
  packageNumbers: '번호',
  itemNo: '품목',
  total: '합계',
  totalNetWeight: '순중량 합계',
  totalGrossWeight: '총중량 합계',
  totalPackages: '포장 수 합계',
  totalVolume: '용적 합계',
  grossWeightMissing: '총중량 미기재',
  grossWeightMissingText: '모든 품목의 총중량이 기재되지 않아 합계를 인쇄하지 않습니다. 운송인은 선적 전에 총중량이 필요합니다 (컨테이너는 SOLAS 제6장 제2규칙의 검증된 총중량).',
  amountInWords: '금액 (문자)',
  remarks: '비고',
  signature: '서명',
  signatoryName: '성명',
  signatoryTitle: '직위',
  placeAndDate: '장소 및 일자',
  continued: '계속',
};

const TITLES: Record<DocumentType, { en: string; ko: string }> = {
  commercial_invoice: { en: 'COMMERCIAL INVOICE', ko: '상업송장' },
  proforma_invoice: { en: 'PROFORMA INVOICE', ko: '견적송장' },
  packing_list: { en: 'PACKING LIST', ko: '포장명세서' },
  certificate_of_origin_application: { en: 'APPLICATION FOR A CERTIFICATE OF ORIGIN', ko: '원산지증명서 발급신청서' },
  shipping_instructions: { en: 'SHIPPING INSTRUCTIONS', ko: '선적지시서' },
};

/** A label on one line: `Buyer`, or in Korean `구매자 (Buyer)`. */
export function label(lang: Lang, key: LabelKey): string {
  return lang === 'ko' ? `${KO[key]} (${EN[key]})` : EN[key];
}

/** A label as a main line and an optional second line, for narrow table headers. */
export function labelLines(lang: Lang, key: LabelKey): [string, string?] {
  return lang === 'ko' ? [KO[key], EN[key]] : [EN[key]];
}

/** The title, and under a Korean one the English title. */
export function title(lang: Lang, type: DocumentType): { main: string; sub?: string } {
  const t = TITLES[type];
  return lang === 'ko' ? { main: t.ko, sub: t.en } : { main: t.en };
}

/** Only the word in the document's language (page footers, "continued"). */
export function word(lang: Lang, key: LabelKey): string {
  return lang === 'ko' ? KO[key] : EN[key];
}

export function chargeLabel(lang: Lang, kind: ChargeKind): string {
  const keys: Record<ChargeKind, LabelKey> = {
    export_clearance: 'chargeExportClearance',
    origin_inland: 'chargeOriginInland',
    main_freight: 'chargeMainFreight',
    insurance: 'chargeInsurance',
    destination_unloading: 'chargeDestinationUnloading',
    destination_inland: 'chargeDestinationInland',
    import_clearance: 'chargeImportClearance',
    duty: 'chargeDuty',
    import_vat: 'chargeImportVat',
  };
  return label(lang, keys[kind]);
}

export function pageLabel(lang: Lang, page: number, pages: number): string {
  return lang === 'ko' ? `${page} / ${pages} 쪽` : `Page ${page} of ${pages}`;
}

/**
 * The declaration printed above the signature, where the document makes one. `origin` and
 * `agreement` are the printed country and agreement names of a certificate of origin application.
 */
export function declaration(lang: Lang, type: DocumentType, origin: string, agreement: string): string | undefined {
  switch (type) {
    case 'commercial_invoice':
      return lang === 'ko'
        ? '위 송장의 내용이 사실과 다름없음을 확인합니다. (We certify that this invoice is true and correct.)'
        : 'We certify that this invoice is true and correct.';
    case 'certificate_of_origin_application':
      return lang === 'ko'
        ? `본인은 수출자로서 위 물품에 대한 원산지증명서의 발급을 신청합니다. 위 물품은 ${agreement}에 따른 ${origin} 원산지 ` +
            '물품으로서 기재된 원산지 결정기준을 충족하며, 기재 내용은 사실과 다름없음을 확인합니다.'
        : `The undersigned exporter applies for a certificate of origin for the goods described above and declares ` +
            `that they originate in ${origin} under the ${agreement}, that they meet the origin criteria shown, and that ` +
            'the details given are true.';
    default:
      return undefined;
  }
}
