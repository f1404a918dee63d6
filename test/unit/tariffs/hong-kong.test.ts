import { describe, expect, it } from 'vitest';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { PricingRequest } from '../../../src/domain/pricing/types.js';
import { errorOf } from '../../helpers/errors.js';
import { priceWithBundledRates as calculatePrice } from '../../helpers/rates.js';

// Hong Kong (data/tariffs/SOURCE.md, section 10; data/tariffs/hk_dutiable_groups.csv): no customs
// duty except on the four groups of the Dutiable Commodities Ordinance (Cap. 109), and no VAT.

const lookup = (hsCode: string, asOf = '2026-06-08') => lookupTariffs({ hsCode, destination: 'HK', origin: 'KR', asOf, lang: 'en' });

describe('Hong Kong: 0 % by law, except the dutiable groups', () => {
  it('answers any line outside the dutiable groups 0 %, exact, naming the law, for goods of any origin', () => {
    const result = lookup('330499');
    expect(result.schedule).toMatchObject({ id: 'hk_dutiable_commodities' });
    expect(result.rates).toEqual([
      expect.objectContaining({ type: 'mfn', basis: 'line', precision: 'exact', national_code: null, used: true, duty: expect.objectContaining({ kind: 'free', ad_valorem_pct: '0' }), note: expect.stringContaining('Cap. 109') }),
    ]);
    expect(result.preferences).toEqual([]);
    // Beer and wine (at most 30 % alcohol) pay no duty; an 8-digit code is read as its subheading.
    expect(lookup('22042100').rates[0]).toMatchObject({ duty: { kind: 'free' } });
    expect(lookup('22042100').notes).toContain('22042100 is read as its HS 2022 subheading 220421: the duty does not depend on the national digits.');
  });

  it('answers the dutiable groups not computed, with the law and what the duty needs', () => {
    for (const [code, part] of [['220830', 'Part I'], ['240220', 'Part II'], ['271012', 'Part III'], ['290511', 'Part IV']] as const) {
      const [record] = lookup(code).rates;
      expect(record, code).toMatchObject({ requires_review: true, duty: { kind: 'other', computable: false } });
      expect(record!.duty!.note, code).toContain(`Cap. 109), Schedule 1, ${part}`);
    }
    expect(lookup('220830').rates[0]!.duty!.note).toContain('alcoholic strength');
  });

  it('has no VAT or GST, and answers from 2008-02-27', () => {
    expect(lookup('330499').vat).toMatchObject({ tax_type: 'none', standard_rate_pct: null, basis: 'not_applicable', note: expect.stringContaining('no VAT, GST or sales tax') });
    expect(errorOf(() => lookup('330499', '2008-02-26'))).toMatchObject({ code: 'date_not_covered', status: 422 });
  });

  it('prices cosmetics from Korea CIF Hong Kong: duty 0.00, no import VAT, landed cost 11,460.00', () => {
    const usd = (amount: string) => ({ amount, currency: 'USD' });
    const request: PricingRequest = {
      items: [{ description: 'Hydrating face cream, 50 ml', hs_code: '330499', quantity: 2000, unit_price: usd('4.50') }],
      origin: 'KR',
      destination: 'HK',
      incoterm: 'CIF',
      transport_mode: 'sea',
      quote_currency: 'USD',
      as_of: '2026-06-08',
      costs: { export_clearance: usd('150.00'), origin_inland: usd('250.00'), main_freight: usd('1200.00'), insurance: usd('60.00'), destination_unloading: usd('180.00'), destination_inland: usd('400.00'), import_clearance: usd('220.00') },
    };
    const quote = calculatePrice(request);
    // CIF 9000 + 150 + 250 + 1200 + 60 = 10660.00; landed = 10660 + 180 + 400 + 220 = 11460.00, no duty, no VAT.
    expect(quote.items[0]!.duty).toMatchObject({ amount: { amount: '0.00' }, precision: 'exact' });
    expect(quote.import_vat).toMatchObject({ amount: { amount: '0.00' }, tax_type: 'none' });
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '11460.00' }, precision: 'exact' });
  });
});
