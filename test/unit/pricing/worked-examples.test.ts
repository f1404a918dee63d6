import { describe, expect, it } from 'vitest';
import { priceWithBundledRates as calculatePrice } from '../../helpers/rates.js';
import type { PricingRequest } from '../../../src/domain/pricing/types.js';
import { errorOf } from '../../helpers/errors.js';

// Worked examples. Every expected amount below was computed by hand from the data files
// (rates quoted in the comments), not by the code under test.
//   HTS 2026 rev. 10 (us_hts_2026_rev10.json.gz): 33049910 / 33049950 (cosmetics) general "Free"; 33072000 (deodorants) 4.9 %,
//     special "Free (...KR...)"; 33021040 "8.4¢/kg + 1.9%".
//   uk_eu_tariff_lines_2021.csv, EU CET: 33049900 0.0 %; 33072000 6.5 % (MFN); EU-Korea FTA 0 % (kr_eu_uk_fta_preferences_2019.csv).
//   standard_vat_rates.csv: DE 19 %, JP 10 %, US none.  country_avg_tariffs.csv: TH 11.5 % (WTO 2021).
//   jp_customs_tariff_2026_07_09.json.gz: 6101.20-000 general 10.9 %, RCEP (Korea) 6.8 %; 6403.20-012 general "30%又は4,300円/足のうちいずれか高い税率", no RCEP (Korea) rate; 0803.10-100 WTO 20 % (04-01 to 09-30), 25 % (10-01 to 03-31).
//   usd_daily_rates_ecb_derived.csv, 2026-04-13: EUR 0.855871, JPY 159.834, KRW 1489.95 per USD.

const usd = (amount: string) => ({ amount, currency: 'USD' });

/** Cosmetics (HS 330499): 2,000 jars at 4.50 USD = 9,000.00 USD, shipped CIF by sea from Korea. */
function cosmeticsCif(destination: string, extra: Partial<PricingRequest> = {}): PricingRequest {
  return {
    items: [{ description: 'Hydrating face cream, 50 ml', hs_code: '330499', quantity: 2000, unit_price: usd('4.50') }],
    origin: 'KR',
    destination,
    incoterm: 'CIF',
    transport_mode: 'sea',
    quote_currency: 'USD',
    costs: {
      export_clearance: usd('150.00'),
      origin_inland: usd('250.00'),
      main_freight: usd('1200.00'),
      insurance: usd('60.00'),
      destination_unloading: usd('180.00'),
      destination_inland: usd('400.00'),
      import_clearance: usd('220.00'),
    },
    ...extra,
  };
}

/** Deodorants (HS 330720): 1,000 at 3.00 USD = 3,000.00 USD, CIF by sea from Korea. */
function deodorantsCif(destination: string, applyPreferences: boolean): PricingRequest {
  return {
    items: [{ description: 'Roll-on deodorant', hs_code: '330720', quantity: 1000, unit_price: usd('3.00') }],
    origin: 'KR',
    destination,
    incoterm: 'CIF',
    transport_mode: 'sea',
    quote_currency: 'USD',
    apply_preferential_rates: applyPreferences,
    costs: {
      export_clearance: usd('100.00'),
      origin_inland: usd('100.00'),
      main_freight: usd('500.00'),
      insurance: usd('20.00'),
      destination_unloading: usd('50.00'),
      destination_inland: usd('150.00'),
      import_clearance: usd('100.00'),
    },
  };
}

describe('CIF cosmetics, Korea to the United States', () => {
  it('builds the CIF price, the FOB-basis customs value, no duty and no VAT', () => {
    const quote = calculatePrice(cosmeticsCif('US'));
    // CIF price = 9000.00 + 150.00 + 250.00 + 1200.00 + 60.00 = 10660.00
    expect(quote.price).toMatchObject({ amount: { amount: '10660.00', currency: 'USD' } });
    expect(quote.price.includes).toEqual(['goods', 'margin', 'export_clearance', 'origin_inland', 'main_freight', 'insurance']);
    // US customs value, FOB basis = 9000.00 + 150.00 + 250.00 = 9400.00
    expect(quote.customs_value).toMatchObject({ basis: 'fob', amount: { amount: '9400.00' } });
    // Both HTS lines of 330499 are "Free" in column 1 general, so the HTS lists no special (KORUS)
    // rate for them: the MFN line rate applies, 0.00.
    expect(quote.items[0]?.duty).toMatchObject({ amount: { amount: '0.00' }, basis: 'line', precision: 'exact', program: null, rate: { type: 'mfn' } });
    expect(quote.items[0]?.duty.note).toContain('All 2 national lines under 330499 carry this duty');
    expect(quote.import_vat).toMatchObject({ amount: { amount: '0.00' }, tax_type: 'none' });
    expect(quote.import_vat.note).toContain('no national VAT');
    // Entry fees: MPF exempt (KORUS-originating goods); HMF by sea 0.125 % x 9400.00 = 11.75
    expect(quote.entry_fees?.fees.map((f) => [f.fee, f.due, f.amount?.amount])).toEqual([
      ['merchandise_processing_fee', false, '0.00'],
      ['harbor_maintenance_fee', true, '11.75'],
    ]);
    // landed = 10660.00 + 180.00 + 400.00 + 220.00 + 0.00 duty + 0.00 VAT + 11.75 fees = 11471.75
    expect(quote.landed_cost).toEqual({ amount: { amount: '11471.75', currency: 'USD' }, reason: null, precision: 'exact', estimates: [] });
    expect(quote.costs.map((c) => [c.cost, c.paid_by])).toEqual([
      ['export_clearance', 'seller'],
      ['origin_inland', 'seller'],
      ['main_freight', 'seller'],
      ['insurance', 'seller'],
      ['destination_unloading', 'buyer'],
      ['destination_inland', 'buyer'],
      ['import_clearance', 'buyer'],
    ]);
    expect(quote.fx).toEqual({ date: '2026-04-13', source: expect.stringContaining('European Central Bank'), rates: [] });
  });

  it('without the agreement the MFN rate applies: the same 0.00, since cosmetics are Free anyway', () => {
    const quote = calculatePrice(cosmeticsCif('US', { apply_preferential_rates: false }));
    expect(quote.items[0]?.duty).toMatchObject({ amount: { amount: '0.00' }, program: null, rate: { type: 'mfn', duty: { text: 'Free' } } });
    // Without the KORUS claim the MPF is due: 0.3464 % x 9400.00 = 32.5616 -> 32.56; HMF 11.75
    // landed = 11460.00 + 32.56 + 11.75 = 11504.31, an estimate (the MPF's fiscal-year limits are not applied)
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '11504.31' }, precision: 'estimate', estimates: ['/entry_fees/fees/0'] });
  });

  it('shows what KORUS is worth on a dutiable line (deodorants, 4.9 % MFN)', () => {
    const withKorus = calculatePrice(deodorantsCif('US', true));
    const withoutKorus = calculatePrice(deodorantsCif('US', false));
    // customs value (FOB basis) = 3000.00 + 100.00 + 100.00 = 3200.00
    expect(withoutKorus.customs_value.amount?.amount).toBe('3200.00');
    // MFN: 4.9 % x 3200.00 = 156.80
    expect(withoutKorus.duty.amount?.amount).toBe('156.80');
    expect(withKorus.duty.amount?.amount).toBe('0.00');
    expect(withKorus.items[0]?.duty.rate).toMatchObject({ type: 'preferential', program: { symbol: 'KR', name: expect.stringContaining('KORUS') } });
    // CIF price = 3000.00 + 100.00 + 100.00 + 500.00 + 20.00 = 3720.00 either way
    expect(withKorus.price.amount?.amount).toBe('3720.00');
    // landed = 3720.00 + 50.00 + 150.00 + 100.00 + duty + fees: without KORUS MPF 0.3464 % x 3200.00
    // = 11.0848 -> 11.08 and HMF 0.125 % x 3200.00 = 4.00; with KORUS the HMF alone
    expect(withoutKorus.landed_cost.amount?.amount).toBe('4191.88');
    expect(withKorus.landed_cost.amount?.amount).toBe('4024.00');
  });
});

describe('Korean deodorants into the US by date (KORUS base + chapter 99)', () => {
  const deodorants = (as_of: string): PricingRequest => ({ ...deodorantsCif('US', true), items: [{ description: 'Roll-on deodorant', hs_code: '33072000', quantity: 1000, unit_price: usd('3.00') }], as_of });

  it('2026-06-08: base Free (KORUS) + 10 % Section 122 (9903.03.01) = 10 %', () => {
    const quote = calculatePrice(deodorants('2026-06-08'));
    // FOB-basis customs value = 3000.00 + 100.00 + 100.00 = 3200.00; 0 % x 3200.00 = 0.00; 10 % x 3200.00 = 320.00
    const duty = quote.items[0]!.duty;
    expect(duty.components).toEqual([
      expect.objectContaining({ kind: 'base', program: expect.objectContaining({ symbol: 'KR' }), rate_text: 'Free', amount: { amount: '0.00', currency: 'USD' } }),
      expect.objectContaining({ kind: 'additional', heading: '9903.03.01', legal_basis: 'Section 122, Trade Act of 1974', ad_valorem_pct: '10', amount: { amount: '320.00', currency: 'USD' } }),
    ]);
    expect(duty.applied_ad_valorem_pct).toBe('10');
    expect(quote.duty.amount?.amount).toBe('320.00');
    expect(quote.warnings).toEqual([]);
    // The same request gives the same figures.
    expect(calculatePrice(deodorants('2026-06-08'))).toEqual(quote);
  });

  it('2026-08-01: Free, with the warning that Section 122 ended after 2026-07-23 by statute', () => {
    const quote = calculatePrice(deodorants('2026-08-01'));
    expect(quote.duty.amount?.amount).toBe('0.00');
    expect(quote.items[0]!.duty.components?.map((c) => c.kind)).toEqual(['base']);
    expect(quote.warnings[0]).toMatchObject({ measure: 'Section 122 (9903.03.01)', date: '2026-07-23' });
  });

  it('2025-12-01: 422 date_not_covered, naming 2026-02-24', () => {
    const error = errorOf(() => calculatePrice(deodorants('2025-12-01')));
    expect(error).toMatchObject({ code: 'date_not_covered', status: 422, details: [{ field: '/as_of', issue: expect.stringContaining('2026-02-24') }] });
  });
});

describe('CIF into the EU (Germany) with import VAT', () => {
  it('cosmetics: CIF-basis customs value, 0 % duty, 19 % VAT on customs value + duty', () => {
    const quote = calculatePrice(cosmeticsCif('DE'));
    // customs value, CIF basis = 9000.00 + 150.00 + 250.00 + 1200.00 + 60.00 = 10660.00
    expect(quote.customs_value).toMatchObject({ basis: 'cif', amount: { amount: '10660.00' } });
    expect(quote.items[0]?.duty).toMatchObject({ amount: { amount: '0.00' }, rate: { national_code: '33049900', duty: { text: '0.0%' } } });
    // VAT = 19 % x (10660.00 + 0.00) = 2025.40
    expect(quote.import_vat).toMatchObject({ amount: { amount: '2025.40' }, rate_pct: '19', base: { amount: '10660.00' }, paid_by: 'buyer' });
    // landed = 10660.00 + 180.00 + 400.00 + 220.00 + 0.00 + 2025.40 = 13485.40
    expect(quote.landed_cost.amount?.amount).toBe('13485.40');
  });

  it('deodorants of Korean origin: 0 % under the EU-Korea FTA (an estimate) instead of the 6.5 % MFN; VAT on customs value + duty', () => {
    const quote = calculatePrice({ ...deodorantsCif('DE', true), as_of: '2026-03-15' });
    // customs value = 3000.00 + 100.00 + 100.00 + 500.00 + 20.00 = 3720.00; duty 0 % (kr_eu_uk_fta_preferences_2019.csv row 33000000)
    expect(quote.duty.amount?.amount).toBe('0.00');
    expect(quote.items[0]?.duty).toMatchObject({ precision: 'estimate', program: { symbol: 'KR', name: expect.stringContaining('EU-Korea') }, rate: { type: 'preferential', used: true } });
    // VAT = 19 % x 3720.00 = 706.80 (unchanged rate: only its base loses the duty)
    expect(quote.import_vat).toMatchObject({ amount: { amount: '706.80' }, rate_pct: '19' });
    // landed = 3720.00 + 50.00 + 150.00 + 100.00 + 0.00 + 706.80 = 4726.80, an estimate (the duty)
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '4726.80' }, precision: 'estimate', estimates: ['/items/0/duty'] });
    expect(quote.as_of).toBe('2026-03-15');
    expect(quote.warnings).toEqual([expect.objectContaining({ measure: 'CN 2020 (the line rates)', date: '2020-12-31' })]);
  });

  it('deodorants without preferences: 6.5 % MFN duty, VAT on customs value + duty, rounded half-up', () => {
    const quote = calculatePrice(deodorantsCif('DE', false));
    // duty = 6.5 % x 3720.00 = 241.80
    expect(quote.duty.amount?.amount).toBe('241.80');
    // VAT = 19 % x (3720.00 + 241.80) = 19 % x 3961.80 = 752.742 -> 752.74
    expect(quote.import_vat.amount?.amount).toBe('752.74');
    // landed = 3720.00 + 50.00 + 150.00 + 100.00 + 241.80 + 752.74 = 5014.54
    expect(quote.landed_cost.amount?.amount).toBe('5014.54');
  });
});

describe('DDP quote with two items, a margin and insurance from a rate', () => {
  it('puts duty and import VAT into the seller price', () => {
    const quote = calculatePrice({
      items: [
        { description: 'Face cream', hs_code: '330499', quantity: 2000, unit_price: usd('4.50') },
        { description: 'Deodorant', hs_code: '330720', quantity: 1000, unit_price: usd('3.00') },
      ],
      origin: 'KR',
      destination: 'DE',
      incoterm: 'DDP',
      transport_mode: 'sea',
      quote_currency: 'USD',
      // MFN rates, to check the DDP arithmetic with a duty (the EU-Korea FTA would make both items free).
      apply_preferential_rates: false,
      margin_pct: '10',
      costs: {
        export_clearance: usd('200.00'),
        origin_inland: usd('300.00'),
        main_freight: usd('1500.00'),
        insurance_rate_pct: '0.5',
        destination_unloading: usd('250.00'),
        destination_inland: usd('500.00'),
        import_clearance: usd('300.00'),
      },
    });
    // values 9000.00 and 3000.00; margin 10 %: 900.00 and 300.00; sale values 9900.00 and 3300.00
    expect(quote.items.map((i) => [i.value.amount, i.margin.amount, i.sale_value.amount])).toEqual([
      ['9000.00', '900.00', '9900.00'],
      ['3000.00', '300.00', '3300.00'],
    ]);
    expect(quote.goods_value.amount).toBe('13200.00');
    // insurance = 0.5 % x 110 % x CFR (13200.00 + 200.00 + 300.00 + 1500.00 = 15200.00) = 0.005 x 16720.00 = 83.60
    expect(quote.costs.find((c) => c.cost === 'insurance')).toMatchObject({ amount: { amount: '83.60' }, input: null, paid_by: 'seller' });
    // customs value = 15200.00 + 83.60 = 15283.60; the 2083.60 of costs split 9900 : 3300 = 3 : 1
    //   item 1: 9900.00 + 1562.70 = 11462.70; item 2: 3300.00 + 520.90 = 3820.90
    expect(quote.customs_value.amount?.amount).toBe('15283.60');
    expect(quote.items.map((i) => i.customs_value?.amount)).toEqual(['11462.70', '3820.90']);
    // duty: 0 % on item 1; 6.5 % x 3820.90 = 248.3585 -> 248.36
    expect(quote.items.map((i) => i.duty.amount?.amount)).toEqual(['0.00', '248.36']);
    // VAT = 19 % x (15283.60 + 248.36) = 19 % x 15531.96 = 2951.0724 -> 2951.07
    expect(quote.import_vat).toMatchObject({ amount: { amount: '2951.07' }, paid_by: 'seller' });
    expect(quote.duty.paid_by).toBe('seller');
    // DDP price = 13200.00 + (200.00 + 300.00 + 1500.00 + 83.60 + 500.00 + 300.00) + 248.36 + 2951.07 = 19283.03
    expect(quote.price.amount?.amount).toBe('19283.03');
    expect(quote.price.includes).toEqual(['goods', 'margin', 'export_clearance', 'origin_inland', 'main_freight', 'insurance', 'destination_inland', 'import_clearance', 'duty', 'entry_fees', 'import_vat']);
    // No entry fee of Germany is in the data: none is added, and the answer says so.
    expect(quote.entry_fees).toMatchObject({ amount: { amount: '0.00' }, fees: [], paid_by: 'seller' });
    expect(quote.entry_fees?.not_included).toContain('not in the data');
    // landed = 19283.03 + unloading 250.00 (the buyer unloads under DDP) = 19533.03
    expect(quote.landed_cost.amount?.amount).toBe('19533.03');
  });
});

describe('currency conversion and rounding', () => {
  it('quotes in JPY with 0 decimals (EXW Korea to Japan, the RCEP line rate)', () => {
    const quote = calculatePrice({
      items: [{ description: 'Cotton knitted overcoats', hs_code: '610120', quantity: 3, unit_price: usd('33.33') }],
      origin: 'KR',
      destination: 'JP',
      incoterm: 'EXW',
      transport_mode: 'sea',
      quote_currency: 'JPY',
      costs: {
        export_clearance: usd('10.00'),
        origin_inland: usd('20.00'),
        main_freight: usd('50.00'),
        insurance: usd('1.00'),
        destination_unloading: { amount: '5000', currency: 'JPY' },
        destination_inland: { amount: '8000', currency: 'JPY' },
        import_clearance: { amount: '12000', currency: 'JPY' },
      },
    });
    // 3 x 33.33 = 99.99 USD x 159.834 = 15981.80166 -> 15982 JPY
    expect(quote.items[0]?.value).toEqual({ amount: '15982', currency: 'JPY' });
    // 10.00 x 159.834 = 1598.34 -> 1598; 20.00 -> 3196.68 -> 3197; 50.00 -> 7991.70 -> 7992; 1.00 -> 159.834 -> 160
    expect(quote.costs.slice(0, 4).map((c) => c.amount?.amount)).toEqual(['1598', '3197', '7992', '160']);
    // EXW: the price is the goods alone
    expect(quote.price.amount).toEqual({ amount: '15982', currency: 'JPY' });
    // customs value (CIF) = 15982 + 1598 + 3197 + 7992 + 160 = 28929
    expect(quote.customs_value.amount?.amount).toBe('28929');
    // duty = 6.8 % (Japan's schedule of 2026-07-09, 6101.20-000, RCEP for goods of Korea) x 28929 = 1967.172 -> 1967
    expect(quote.items[0]?.duty).toMatchObject({ amount: { amount: '1967' }, basis: 'line', program: { symbol: 'RCEP' } });
    // VAT = 10 % x (28929 + 1967) = 3089.6 -> 3090
    expect(quote.import_vat.amount?.amount).toBe('3090');
    // landed = 15982 + 1598 + 3197 + 7992 + 160 + 5000 + 8000 + 12000 + 1967 + 3090 = 58986
    expect(quote.landed_cost.amount).toEqual({ amount: '58986', currency: 'JPY' });
    expect(quote.fx.rates).toEqual([{ from: 'USD', to: 'JPY', rate: '159.834', date: '2026-04-13', source: expect.any(String) }]);
  });

  it("computes Japan's yen duty per pair against its ad valorem rate, whichever is higher, converted at the day's JPY rate (6403.20-012 into Japan, USD quote)", () => {
    const shoes = (unitPrice: string) =>
      calculatePrice({
        items: [{ description: 'Leather sandals', hs_code: '640320012', quantity: '10', unit_price: usd(unitPrice) }],
        origin: 'KR',
        destination: 'JP',
        incoterm: 'CIF',
        transport_mode: 'sea',
        quote_currency: 'USD',
        as_of: '2026-08-01',
        costs: { export_clearance: usd('50.00'), origin_inland: usd('50.00'), main_freight: usd('100.00'), insurance: usd('0.00') },
      });
    // JPY -> USD: 1 / 159.834 = 0.006256491109... (a cross rate rounded to 10 significant digits: 0.006256491110)
    // 10 pairs at 50.00: customs value 500.00 + 200.00 = 700.00; 30 % = 210.00; 4,300 yen x 10 = 43,000 yen = 269.0291177 -> 269.03, the higher
    const cheap = shoes('50.00');
    expect(cheap.items[0]?.duty).toMatchObject({ amount: { amount: '269.03' }, program: null, rate: { national_code: '640320012', duty: { kind: 'alternative', alternatives_rule: 'higher' } } });
    expect(cheap.fx.rates).toEqual([{ from: 'JPY', to: 'USD', rate: '0.00625649111', date: '2026-04-13', source: expect.any(String) }]);
    // 10 pairs at 100.00: customs value 1,200.00; 30 % = 360.00, higher than 269.03
    expect(shoes('100.00').items[0]?.duty.amount).toEqual({ amount: '360.00', currency: 'USD' });
  });

  it('says in its notes that anti-dumping, countervailing and safeguard duties are not included, where the goods cross a border', () => {
    const remedies = (notes: string[]) => notes.filter((n) => n.startsWith('Anti-dumping, countervailing and safeguard duties are not in the data')).length;
    for (const destination of ['US', 'DE', 'JP', 'VN', 'CN', 'SG', 'TH']) expect(remedies(calculatePrice(cosmeticsCif(destination)).notes), destination).toBe(1);
    expect(remedies(calculatePrice(cosmeticsCif('DE', { origin: 'FR' })).notes)).toBe(0);
  });

  it('takes a seasonal line\'s rates of the import date\'s period, not of as_of (Japan 0803.10-100 plantains: WTO 20 % from 04-01 to 09-30, 25 % from 10-01 to 03-31)', () => {
    const zero = usd('0.00');
    const plantains = (importDate?: string) =>
      calculatePrice({
        items: [{ description: 'Plantains', hs_code: '080310100', quantity: 1, unit_price: usd('1000.00') }],
        origin: 'BR',
        destination: 'JP',
        incoterm: 'CIF',
        transport_mode: 'sea',
        quote_currency: 'USD',
        as_of: '2026-08-01',
        ...(importDate ? { import_date: importDate } : {}),
        costs: { export_clearance: zero, origin_inland: zero, main_freight: zero, insurance: zero },
      }).items[0]!.duty;
    // Customs value 1,000.00: imported in December, 25 % = 250.00, though as_of (August) falls in the 20 % period.
    expect(plantains('2026-12-01')).toMatchObject({ amount: { amount: '250.00' }, rate: { duty: { ad_valorem_pct: '25' }, note: expect.stringContaining('the period of 2026-12-01 (the import date)') } });
    // Without import_date the goods are taken as imported on as_of: 20 % = 200.00.
    expect(plantains()).toMatchObject({ amount: { amount: '200.00' }, rate: { duty: { ad_valorem_pct: '20' }, note: expect.stringContaining('the period of 2026-08-01 (as_of)') } });
  });

  it('quotes in KRW from EUR and USD inputs through cross rates (FCA by air to Germany)', () => {
    const eur = (amount: string) => ({ amount, currency: 'EUR' });
    const quote = calculatePrice({
      items: [{ description: 'Serum', hs_code: '330499', quantity: 100, unit_price: eur('25.00') }],
      origin: 'KR',
      destination: 'DE',
      incoterm: 'FCA',
      transport_mode: 'air',
      quote_currency: 'KRW',
      costs: {
        export_clearance: { amount: '50000', currency: 'KRW' },
        origin_inland: { amount: '80000', currency: 'KRW' },
        main_freight: usd('400.00'),
        insurance: eur('30.00'),
        destination_unloading: eur('100.00'),
        destination_inland: eur('150.00'),
        import_clearance: eur('200.00'),
      },
    });
    // EUR -> KRW = 1489.95 / 0.855871 = 1740.8581428... -> 1740.858143 (10 significant digits)
    expect(quote.fx.rates.map((r) => [r.from, r.to, r.rate])).toEqual([
      ['EUR', 'KRW', '1740.858143'],
      ['USD', 'KRW', '1489.95'],
    ]);
    // 2500.00 EUR x 1740.858143 = 4352145.3575 -> 4352145
    expect(quote.goods_value.amount).toBe('4352145');
    // FCA price = 4352145 + 50000 + 80000 = 4482145
    expect(quote.price.amount?.amount).toBe('4482145');
    // freight 400 x 1489.95 = 595980; insurance 30 x 1740.858143 = 52225.74429 -> 52226
    // customs value = 4352145 + 50000 + 80000 + 595980 + 52226 = 5130351
    expect(quote.customs_value.amount?.amount).toBe('5130351');
    // VAT = 19 % x 5130351 = 974766.69 -> 974767
    expect(quote.import_vat.amount?.amount).toBe('974767');
    // unloading 174085.8143 -> 174086; inland 261128.72145 -> 261129; clearance 348171.6286 -> 348172
    // landed = 4482145 + 595980 + 52226 + 174086 + 261129 + 348172 + 0 + 974767 = 6888505
    expect(quote.landed_cost.amount?.amount).toBe('6888505');
  });
});

describe('specific and compound duties', () => {
  const flavouring = (weight: string | undefined, origin = 'CN'): PricingRequest => ({
    items: [{ description: 'Flavouring preparation with alcohol', hs_code: '33021040', quantity: 500, unit_price: usd('2.00'), weight_kg: weight }],
    origin,
    destination: 'US',
    incoterm: 'FOB',
    transport_mode: 'sea',
    quote_currency: 'USD',
    // After Section 122's statutory end: the base rate and, for goods of China, Section 301.
    as_of: '2026-08-01',
    costs: {
      export_clearance: usd('50.00'),
      origin_inland: usd('50.00'),
      main_freight: usd('300.00'),
      insurance: usd('10.00'),
      destination_unloading: usd('20.00'),
      destination_inland: usd('40.00'),
      import_clearance: usd('60.00'),
    },
  });

  it('computes "8.4¢/kg + 1.9%" when the weight is given', () => {
    const quote = calculatePrice(flavouring('100'));
    // customs value (FOB basis) = 1000.00 + 50.00 + 50.00 = 1100.00
    // base = 1.9 % x 1100.00 + 0.084 USD/kg x 100 kg = 20.90 + 8.40 = 29.30
    // Section 301 (9903.88.15, goods of China) = 7.5 % x 1100.00 = 82.50; duty = 29.30 + 82.50 = 111.80
    expect(quote.items[0]?.duty).toMatchObject({ amount: { amount: '111.80' }, applied_ad_valorem_pct: '9.4', rate: { duty: { kind: 'compound' } } });
    expect(quote.items[0]?.duty.components?.map((c) => [c.kind, c.heading, c.amount?.amount])).toEqual([
      ['base', null, '29.30'],
      ['additional', '9903.88.15', '82.50'],
    ]);
    // fees: MPF 0.3464 % x 1100.00 = 3.8104 -> 3.81; HMF 0.125 % x 1100.00 = 1.375 -> 1.38
    // landed = 1100.00 + 300.00 + 10.00 + 20.00 + 40.00 + 60.00 + 111.80 + 3.81 + 1.38 = 1646.99
    expect(quote.landed_cost.amount?.amount).toBe('1646.99');
  });

  it('does not guess a missing weight: the duty and the landed cost are null with the reason', () => {
    const quote = calculatePrice(flavouring(undefined));
    expect(quote.items[0]?.duty.amount).toBeNull();
    expect(quote.items[0]?.duty.reason).toContain('weight_kg');
    expect(quote.duty.amount).toBeNull();
    expect(quote.landed_cost.amount).toBeNull();
    // the FOB price does not depend on the duty
    expect(quote.price.amount?.amount).toBe('1100.00');
  });

  it('asks for the national code when the lines under a subheading differ', () => {
    const quote = calculatePrice({ ...flavouring('100'), items: [{ description: 'Flavourings', hs_code: '330210', quantity: 500, unit_price: usd('2.00'), weight_kg: '100' }] });
    expect(quote.items[0]?.duty.amount).toBeNull();
    expect(quote.items[0]?.duty.reason).toContain('give the national code');
  });
});

describe('US entry fees (MPF, HMF)', () => {
  it('names each fee with its legal basis: the MPF by its rate without the fiscal-year limits (an estimate), the HMF by sea only', () => {
    const byAir = calculatePrice({ ...deodorantsCif('US', false), incoterm: 'CIP', transport_mode: 'air' });
    const [mpf, hmf] = byAir.entry_fees!.fees;
    // customs value 3200.00: MPF 0.3464 % = 11.0848 -> 11.08; HMF not due by air
    expect(mpf).toMatchObject({ fee: 'merchandise_processing_fee', legal_basis: expect.stringContaining('19 U.S.C. 58c'), rate_pct: '0.3464', amount: { amount: '11.08' }, minimum: null, maximum: null, due: true, precision: 'estimate' });
    expect(mpf?.legal_basis).toContain('19 CFR 24.23');
    expect(mpf?.limits_note).toContain('not in this service\'s data');
    expect(hmf).toMatchObject({ fee: 'harbor_maintenance_fee', legal_basis: expect.stringContaining('26 U.S.C. 4461'), due: false, amount: { amount: '0.00' } });
    expect(byAir.entry_fees).toMatchObject({ amount: { amount: '11.08' }, paid_by: 'buyer' });
    expect(byAir.entry_fees?.not_included).toContain('broker');
  });

  it('exempts KORUS-originating goods from the MPF, naming the statute and the condition', () => {
    const mpf = calculatePrice(deodorantsCif('US', true)).entry_fees!.fees[0]!;
    expect(mpf).toMatchObject({ due: false, amount: { amount: '0.00' }, precision: 'exact' });
    expect(mpf.reason).toContain('Pub. L. 112-41');
    expect(mpf.reason).toContain('KORUS');
  });

  it('says for a destination without fee data that its fees are not included', () => {
    const quote = calculatePrice(cosmeticsCif('TH'));
    expect(quote.entry_fees).toMatchObject({ fees: [], amount: { amount: '0.00' } });
    expect(quote.entry_fees?.not_included).toContain('TH');
    // the duty is the WTO country average: the landed cost is an estimate and says which part
    expect(quote.landed_cost).toMatchObject({ precision: 'estimate', estimates: ['/items/0/duty'] });
  });
});

describe('inside the EU customs union', () => {
  it('charges no duty and no import VAT between member states', () => {
    const quote = calculatePrice({ ...cosmeticsCif('FR'), origin: 'DE' });
    expect(quote.customs_value.basis).toBe('not_applicable');
    expect(quote.items[0]?.duty).toMatchObject({ amount: { amount: '0.00' }, basis: 'customs_union' });
    expect(quote.import_vat).toMatchObject({ amount: { amount: '0.00' } });
    // landed = 10660.00 + 180.00 + 400.00 + 220.00 = 11460.00
    expect(quote.landed_cost.amount?.amount).toBe('11460.00');
  });
});
