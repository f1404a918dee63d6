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

  it("writes amounts in the currency's minor units; a unit price may be finer, never coarser", () => {
    // 100 x 3250.5 is 325,050 won, not the 325,000 printed.
    const won = sampleModel({ items: 1, currency: 'KRW' });
    won.items[0]!.unitPrice = '3250.5';
    expect(problems(won)).toContainEqual({ field: '/items/0/amount', issue: 'must be quantity x unit price rounded to 0 decimals (325050)' });
    const dinar = sampleModel({ items: 1, currency: 'KWD' });
    expect(problems(dinar)).toContainEqual({ field: '/items/0/unit_price', issue: 'must be an amount with 3 to 10 decimals' });
    const fine = sampleModel({ items: 1 });
    fine.items[0]!.unitPrice = '3.2500';
    expect(problems(fine)).toEqual([]);
    fine.items[0]!.unitPrice = '3.25000000001';
    expect(problems(fine)).toContainEqual({ field: '/items/0/unit_price', issue: 'must be an amount with 2 to 10 decimals' });
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

  it('checks what each package holds against the items, per package weights against the line, and the package numbers', () => {
    // Items: 100, 200 and 300 pieces; net 5, 10 and 15 kg. Lines of 1, 2 and 3 cartons numbered 1, 2-3 and 4-6.
    const list = sampleModel({ type: 'packing_list', items: 3 });
    list.packages!.forEach((pkg, i) => {
      pkg.contents = [{ itemIndex: i, quantity: String(((i + 1) * 100) / pkg.count) }];
      pkg.packageNetWeightKg = String(Number(pkg.netWeightKg) / pkg.count);
    });
    expect(problems(list)).toEqual([]);
    const wrong = structuredClone(list);
    wrong.packages![1]!.contents = [{ itemIndex: 1, quantity: '90' }];
    wrong.packages![2]!.contents = [{ itemIndex: 3, quantity: '1' }];
    wrong.packages![0]!.packageNetWeightKg = '6';
    wrong.packages![2]!.numbers = { first: 3, last: 5 };
    expect(problems(wrong)).toEqual([
      { field: '/packages/0/net_weight_kg', issue: 'must be count x package_net_weight_kg (6 kg)' },
      { field: '/packages/2/numbers/first', issue: 'overlaps the numbers 2-3 of package line 1' },
      { field: '/packages/2/contents/0/item_index', issue: 'must name an item of the document (0 to 2)' },
      { field: '/packages/1/contents/0/quantity', issue: 'the packages hold 180 of item 1 (count x quantity per package, over the lines), which has 200' },
      { field: '/packages', issue: 'no package holds item 2 (300 PCE)' },
    ]);
    const partly = structuredClone(list);
    partly.packages![2]!.contents = undefined;
    partly.packages![2]!.numbers = { first: 4, last: 7 };
    expect(problems(partly)).toEqual([
      { field: '/packages/2/numbers/last', issue: 'must be first + count - 1 (6): the line has 3 package(s)' },
      { field: '/packages/2/contents', issue: 'required: when one package line says what it holds, every line does' },
      { field: '/packages', issue: 'no package holds item 2 (300 PCE)' },
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
