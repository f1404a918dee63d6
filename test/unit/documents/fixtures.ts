// Render models for the tests and the bench: invented parties and goods, amounts and totals
// worked out with decimal.js from the quantities and prices, as the document service will.
import type { DocumentItem, DocumentPackage, DocumentRenderModel, DocumentType } from '../../../src/domain/documents/model.js';
import { packagesVolume } from '../../../src/domain/documents/validate.js';
import type { Lang } from '../../../src/domain/lang.js';
import { Dec } from '../../../src/domain/reference/money.js';

const GOODS_EN = ['Hydrating sheet mask', 'Vitamin C serum 30 ml', 'Sunscreen SPF50+ 50 ml', 'Cleansing foam 150 ml', 'Lip tint set'];
const GOODS_KO = ['수분 시트 마스크', '비타민C 세럼 30ml', '선크림 SPF50+ 50ml', '클렌징 폼 150ml', '립 틴트 세트'];
const HS = ['330499', '330499', '330499', '340130', '330410'];

export interface SampleOptions {
  type?: DocumentType;
  language?: Lang;
  items?: number;
  currency?: string;
}

/** A consistent model: `items` lines with distinct HS codes per line (`3304` + line number) so each can be found in the text. */
export function sampleModel(options: SampleOptions = {}): DocumentRenderModel {
  const { type = 'commercial_invoice', language = 'en', items: count = 20, currency = 'USD' } = options;
  const places = currency === 'KRW' || currency === 'JPY' ? 0 : 2;
  const goods = language === 'ko' ? GOODS_KO : GOODS_EN;
  const items: DocumentItem[] = Array.from({ length: count }, (_, i) => {
    const quantity = String(100 * ((i % 7) + 1));
    const unitPrice = new Dec(3.25).plus(new Dec(i).times('0.5')).times(places === 0 ? 1000 : 1).toFixed(places);
    return {
      description: `${goods[i % goods.length]} #${i + 1}`,
      hsCode: itemHsCode(i),
      quantity,
      unit: 'PCE',
      unitPrice,
      amount: new Dec(quantity).times(unitPrice).toFixed(places, Dec.ROUND_HALF_UP),
      netWeightKg: new Dec(quantity).times('0.05').toFixed(),
      grossWeightKg: new Dec(quantity).times('0.06').toFixed(),
      originCountry: 'KR',
      originCriterion: i % 2 === 0 ? 'CTH' : 'RVC 40%',
    };
  });
  let nextNumber = 1;
  const packages: DocumentPackage[] = items.map((item, i) => ({
    count: (i % 3) + 1,
    kind: language === 'ko' ? '카톤' : 'carton',
    marks: `HBC / LAX`,
    numbers: { first: nextNumber, last: (nextNumber += (i % 3) + 1) - 1 },
    netWeightKg: item.netWeightKg!,
    grossWeightKg: item.grossWeightKg!,
    lengthCm: '60',
    widthCm: '40',
    heightCm: '35',
  }));
  const goodsValue = items.reduce((sum, item) => sum.plus(item.amount), new Dec(0));
  const charges = [
    { kind: 'main_freight' as const, amount: new Dec(places === 0 ? 850000 : 850).toFixed(places) },
    { kind: 'insurance' as const, amount: new Dec(places === 0 ? 12000 : 12.5).toFixed(places) },
  ];
  const total = charges.reduce((sum, c) => sum.plus(c.amount), goodsValue);
  const withPackages = type === 'packing_list' || type === 'shipping_instructions';
  return {
    type,
    number: `${PREFIX[type]}-2026-000123`,
    language,
    issueDate: '2026-11-21',
    currency,
    seller: {
      name: language === 'ko' ? '한빛코스메틱 주식회사 (Hanbit Cosmetics Co., Ltd.)' : 'Hanbit Cosmetics Co., Ltd.',
      address: language === 'ko' ? '서울특별시 강남구 테헤란로 123, 8층\n06133' : '8F, 123 Teheran-ro, Gangnam-gu\nSeoul 06133',
      country: 'KR',
      taxId: '123-45-67890',
      contact: '+82 2 555 0100, export@hanbit.example',
    },
    buyer: { name: 'Pacific Beauty Imports LLC', address: '2100 E Olympic Blvd\nLos Angeles, CA 90021', country: 'US', taxId: '95-1234567' },
    items,
    packages: withPackages ? packages : undefined,
    incoterm: 'CIF',
    incotermPlace: 'Los Angeles',
    paymentTerms: language === 'ko' ? 'T/T 선적 후 30일' : 'T/T 30 days after B/L date',
    transport: {
      portOfLoading: { code: 'KRPUS', name: 'Busan' },
      portOfDischarge: { code: 'USLAX', name: 'Los Angeles' },
      vesselOrFlight: 'HMM ALGECIRAS 012E',
      departureDate: '2026-11-28',
    },
    totals: {
      goodsValue: goodsValue.toFixed(places),
      charges: type === 'commercial_invoice' || type === 'proforma_invoice' ? charges : [],
      total: (type === 'commercial_invoice' || type === 'proforma_invoice' ? total : goodsValue).toFixed(places),
      netWeightKg: sumOf((withPackages ? packages : items).map((l) => l.netWeightKg!)),
      grossWeightKg: sumOf((withPackages ? packages : items).map((l) => l.grossWeightKg!)),
      packageCount: withPackages ? packages.reduce((n, p) => n + p.count, 0) : undefined,
      volumeM3: withPackages ? packagesVolume({ packages }) : undefined,
    },
    agreement: type === 'certificate_of_origin_application' ? { code: 'KORUS', name: 'Korea-United States Free Trade Agreement' } : undefined,
    reference: 'PO 4500012345',
    validUntil: type === 'proforma_invoice' ? '2026-12-21' : undefined,
    remarks: language === 'ko' ? '모든 제품은 식품의약품안전처 기준에 따라 제조되었습니다.' : 'All goods manufactured to MFDS standards.',
    signatory: { name: language === 'ko' ? '김민준' : 'Minjun Kim', title: language === 'ko' ? '수출팀장' : 'Export Manager', place: 'Seoul' },
  };
}

export const PREFIX: Record<DocumentType, string> = {
  commercial_invoice: 'CI',
  proforma_invoice: 'PI',
  packing_list: 'PL',
  certificate_of_origin_application: 'CO',
  shipping_instructions: 'SI',
};

/** A distinct 8-digit HS code per line, so each line can be found in the extracted text. */
export function itemHsCode(index: number): string {
  return `3304${String(index + 1).padStart(4, '0')}`;
}

function sumOf(values: string[]): string {
  return values.reduce((sum, v) => sum.plus(v), new Dec(0)).toFixed();
}
