import { describe, expect, it } from 'vitest';
import { lookupTariffs } from '../../../src/domain/tariffs/lookup.js';
import type { PricingRequest } from '../../../src/domain/pricing/types.js';
import { errorOf } from '../../helpers/errors.js';
import { priceWithBundledRates as calculatePrice } from '../../helpers/rates.js';

// Singapore (data/tariffs/SOURCE.md, section 11; data/tariffs/sg_dutiable_groups.csv): duty only on
// its dutiable goods; GST 9 % on imports (standard_vat_rates.csv: SG gst 9).

const lookup = (hsCode: string, asOf = '2026-06-08') => lookupTariffs({ hsCode, destination: 'SG', origin: 'KR', asOf, lang: 'en' });

describe('Singapore: 0 % by law, except its dutiable goods; GST 9 %', () => {
  it('answers a line outside the dutiable goods 0 %, exact, the law named; the dutiable goods not computed', () => {
    expect(lookup('85423100').rates).toEqual([expect.objectContaining({ precision: 'exact', duty: expect.objectContaining({ kind: 'free' }), note: expect.stringContaining('Customs Act 1960') })]);
    for (const code of ['220300', '240220', '870323', '271012', '382600']) {
      expect(lookup(code).rates[0], code).toMatchObject({ requires_review: true, duty: { kind: 'other', computable: false } });
    }
    expect(lookup('870323').rates[0]!.duty!.note).toContain('motor vehicles');
    expect(lookup('330499').vat).toMatchObject({ tax_type: 'gst', standard_rate_pct: '9', note: expect.stringContaining('9 % since 2024-01-01') });
    expect(errorOf(() => lookup('330499', '2023-12-31'))).toMatchObject({ code: 'date_not_covered', status: 422 });
  });

  it('prices cosmetics from Korea CIF Singapore: duty 0.00, GST 9 % of 10,660.00 = 959.40 in the landed cost 12,419.40', () => {
    const usd = (amount: string) => ({ amount, currency: 'USD' });
    const request: PricingRequest = {
      items: [{ description: 'Hydrating face cream, 50 ml', hs_code: '330499', quantity: 2000, unit_price: usd('4.50') }],
      origin: 'KR',
      destination: 'SG',
      incoterm: 'CIF',
      transport_mode: 'sea',
      quote_currency: 'USD',
      as_of: '2026-06-08',
      costs: { export_clearance: usd('150.00'), origin_inland: usd('250.00'), main_freight: usd('1200.00'), insurance: usd('60.00'), destination_unloading: usd('180.00'), destination_inland: usd('400.00'), import_clearance: usd('220.00') },
    };
    const quote = calculatePrice(request);
    // CIF customs value 9000 + 150 + 250 + 1200 + 60 = 10660.00; GST 9 % x (10660.00 + 0.00) = 959.40;
    // landed = 10660.00 + 180 + 400 + 220 + 0.00 + 959.40 = 12419.40.
    expect(quote.customs_value).toMatchObject({ basis: 'cif', amount: { amount: '10660.00' } });
    expect(quote.items[0]!.duty).toMatchObject({ amount: { amount: '0.00' }, precision: 'exact' });
    expect(quote.import_vat).toMatchObject({ tax_type: 'gst', rate_pct: '9', amount: { amount: '959.40' } });
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '12419.40' }, precision: 'exact' });
  });
});
