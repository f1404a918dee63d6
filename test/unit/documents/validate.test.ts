import { describe, expect, it } from 'vitest';
import type { DocumentRenderModel } from '../../../src/domain/documents/model.js';
import { MAX_ITEMS, validateRenderModel } from '../../../src/domain/documents/validate.js';
import { ApiError } from '../../../src/domain/errors.js';
import { sampleModel } from './fixtures.js';
import { DOCUMENT_TYPES } from '../../../src/domain/documents/model.js';

function problems(model: DocumentRenderModel): Array<{ field: string; issue: string }> {
  try {
    validateRenderModel(model);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('validation_failed');
    return (error as ApiError).details;
  }
  return [];
}

describe('validateRenderModel', () => {
  it.each(DOCUMENT_TYPES)('accepts a consistent %s in both languages', (type) => {
    expect(problems(sampleModel({ type, language: 'en' }))).toEqual([]);
    expect(problems(sampleModel({ type, language: 'ko', currency: 'KRW' }))).toEqual([]);
  });

  it(`refuses more than ${MAX_ITEMS} items with one stable detail, before looking at anything else`, () => {
    const model = sampleModel({ items: 1 });
    model.items = Array.from({ length: 10_000 }, () => model.items[0]!);
    model.currency = 'nope';
    expect(problems(model)).toEqual([{ field: '/items', issue: `must NOT have more than ${MAX_ITEMS} items` }]);
    expect(problems(sampleModel({ items: MAX_ITEMS }))).toEqual([]);
  });

  it('checks each amount against quantity x unit price, and the totals against the lines', () => {
    const model = sampleModel({ items: 3 });
    // Lines: 100 x 3.25 = 325.00, 200 x 3.75 = 750.00, 300 x 4.25 = 1275.00; freight 850.00, insurance 12.50.
    model.items[1]!.amount = '751.00';
    model.totals.total = '1.00';
    expect(problems(model)).toEqual([
      { field: '/items/1/amount', issue: 'must be quantity x unit price rounded to 2 decimals (750.00)' },
      { field: '/totals/goods_value', issue: "must be the sum of the items' amounts (2351.00)" },
      { field: '/totals/total', issue: 'must be the goods value plus the charges (3212.50)' },
    ]);
  });

  it("writes amounts in the currency's minor units", () => {
    const won = sampleModel({ items: 1, currency: 'KRW' });
    won.items[0]!.unitPrice = '3250.5';
    const dinar = sampleModel({ items: 1, currency: 'KWD' });
    expect(problems(won).map((p) => p.field)).toContain('/items/0/unit_price');
    expect(problems(dinar)).toContainEqual({ field: '/items/0/unit_price', issue: 'must be an amount with exactly 3 decimals' });
  });

  it('names every malformed field in snake_case', () => {
    const model = sampleModel({ items: 2 });
    model.number = 'ci 1';
    model.issueDate = '2026-02-30';
    model.seller.name = '\u0000\u200B';
    model.buyer.country = 'USA';
    model.items[0]!.hsCode = '3304.99';
    model.items[1]!.quantity = '-1';
    model.items[1]!.netWeightKg = '99';
    model.transport!.portOfLoading!.code = 'KR-PUS';
    expect(problems(model).map((p) => p.field)).toEqual([
      '/number',
      '/issue_date',
      '/transport/port_of_loading/code',
      '/seller/name',
      '/buyer/country',
      '/items/0/hs_code',
      '/items/1/quantity',
      '/items/1/net_weight_kg',
      '/totals/net_weight_kg',
    ]);
  });

  it('needs packages on a packing list, and package weights that add up', () => {
    // Net weights 5, 10 and 15 kg (quantity x 0.05), one package line per item.
    const list = sampleModel({ type: 'packing_list', items: 3 });
    expect(problems({ ...list, packages: [] })).toContainEqual({ field: '/packages', issue: 'a packing list needs at least 1 package line' });
    list.packages![0]!.netWeightKg = '4';
    expect(problems(list)).toEqual([
      { field: '/totals/net_weight_kg', issue: 'must be the sum of the net weights (29)' },
      { field: '/packages', issue: "the packages' net weights (29 kg) must add up to the items' (30 kg)" },
    ]);
  });

  it('checks the package count and volume of the totals', () => {
    // 1 + 2 cartons of 60 x 40 x 35 cm: 3 x 84,000 cm³ = 0.252 m³.
    const list = sampleModel({ type: 'packing_list', items: 2 });
    list.totals.packageCount = 2;
    list.totals.volumeM3 = '0.1';
    expect(problems(list)).toEqual([
      { field: '/totals/package_count', issue: 'must be the number of packages (3)' },
      { field: '/totals/volume_m3', issue: "must be the packages' volume in m³ to 3 decimals (0.252)" },
    ]);
  });

  it('needs the agreement and every origin criterion on a certificate of origin application', () => {
    const coo = sampleModel({ type: 'certificate_of_origin_application', items: 2 });
    coo.agreement = undefined;
    coo.items[1]!.originCriterion = ' ';
    expect(problems(coo).map((p) => p.field)).toEqual(['/agreement', '/items/1/origin_criterion']);
  });

  it('needs the Incoterm on an invoice', () => {
    expect(problems({ ...sampleModel({ items: 1 }), incoterm: undefined })).toEqual([{ field: '/incoterm', issue: 'an invoice needs its Incoterms 2020 rule' }]);
  });
});
