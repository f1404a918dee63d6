import { describe, expect, it } from 'vitest';
import { priceWithBundledRates as calculatePrice } from '../../helpers/rates.js';
import type { PricingRequest } from '../../../src/domain/pricing/types.js';

// The preferences a price rests on (issue 48: a Korean steel answer said its duty needed no proof of
// origin while its MPF exemption rested on the KORUS claim). Figures by hand from the data:
//   HTS 2026 rev. 10: 7208.36.00 (hot-rolled coils over 10 mm) general "Free", no special column;
//   8703.80.00 (electric cars) general 2.5 %, special "Free (...KR...)".
//   jp_customs_tariff_2026_07_09.json.gz: 6101.20-000 general 10.9 %, RCEP (Korea) 6.8 %.

const usd = (amount: string) => ({ amount, currency: 'USD' });
const steel = { description: 'Hot-rolled steel coil, 12 mm', hs_code: '7208.36', quantity: '100', unit_price: usd('700.00') };
const car = { description: 'Electric passenger car', hs_code: '8703.80.00', quantity: '2', unit_price: usd('28000.00') };

function toUs(items: PricingRequest['items'], extra: Partial<PricingRequest> = {}): PricingRequest {
  return {
    items,
    origin: 'KR',
    destination: 'US',
    incoterm: 'FOB',
    transport_mode: 'sea',
    quote_currency: 'USD',
    as_of: '2026-08-01',
    costs: { export_clearance: usd('100.00'), origin_inland: usd('100.00') },
    ...extra,
  };
}

describe('preference claims of a price', () => {
  it('says a Korean steel coil into the US needs the KORUS claim and its proof of origin for the MPF exemption, though its duty needs none', () => {
    const quote = calculatePrice(toUs([steel]));
    expect(quote.items[0]!.duty.rate).toMatchObject({ type: 'mfn', duty: { kind: 'free' } });
    expect(quote.entry_fees!.fees[0]).toMatchObject({ fee: 'merchandise_processing_fee', due: false, amount: { amount: '0.00' } });
    expect(quote.entry_fees!.fees[0]!.reason).toContain('a line already free of duty included');
    // Customs value (FOB basis) 70,000.00 + 100.00 + 100.00 = 70,200.00; MPF 0.3464 % = 243.1728 -> 243.17 without the claim.
    expect(quote.preference_claims).toEqual([
      {
        program: { symbol: 'KR', name: 'United States-Korea Free Trade Agreement (KORUS)' },
        condition: expect.stringContaining('certification of origin'),
        proof_of_origin: null,
        rests_on: ['/entry_fees/fees/0'],
        reason: expect.stringContaining('exemption from the Merchandise Processing Fee (MPF) (0.3464 % of the customs value: 243.17 USD without it)'),
      },
    ]);
    // Nothing in the answer says the entry needs no proof of origin.
    expect(JSON.stringify(quote)).not.toMatch(/no proof of origin is needed|no preference \(and no proof of origin\)/);
  });

  it('gathers every part that rests on one agreement into one claim, and claims nothing without preferences', () => {
    const both = calculatePrice(toUs([car, steel]));
    expect(both.items[0]!.duty.rate).toMatchObject({ type: 'preferential', program: { symbol: 'KR' } });
    expect(both.preference_claims).toEqual([expect.objectContaining({ program: expect.objectContaining({ symbol: 'KR' }), rests_on: ['/items/0/duty', '/entry_fees/fees/0'] })]);
    expect(both.preference_claims![0]!.reason).toMatch(/^Claim United States-Korea Free Trade Agreement \(KORUS\) at entry, with its proof of origin \(condition\), for the KR rate "Free" of item 0's duty, and for the exemption from the Merchandise Processing Fee/);

    const without = calculatePrice(toUs([car, steel], { apply_preferential_rates: false }));
    expect(without.preference_claims).toEqual([]);
    // 56,000.00 + 70,000.00 + 200.00 = 126,200.00 x 0.3464 % = 437.1568 -> 437.16
    expect(without.entry_fees!.fees[0]).toMatchObject({ due: true, amount: { amount: '437.16' } });
    expect(calculatePrice(toUs([car], { origin: 'CN' })).preference_claims).toEqual([]);
  });

  it('names the proofs of origin an agreement accepts where the data states them (RCEP into Japan)', () => {
    const quote = calculatePrice({
      items: [{ description: 'Cotton knitted overcoat', hs_code: '6101.20', quantity: '200', unit_price: usd('40.00') }],
      origin: 'KR',
      destination: 'JP',
      incoterm: 'FOB',
      transport_mode: 'sea',
      quote_currency: 'USD',
      as_of: '2026-08-01',
      costs: { export_clearance: usd('100.00'), origin_inland: usd('100.00') },
    });
    expect(quote.preference_claims).toEqual([
      expect.objectContaining({
        program: expect.objectContaining({ symbol: 'RCEP' }),
        proof_of_origin: expect.objectContaining({ legal_basis: expect.stringContaining('Article 3.16') }),
        rests_on: ['/items/0/duty'],
      }),
    ]);
  });
});
