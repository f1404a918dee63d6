import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

type Json = { data: any };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const usd = (amount: string) => ({ amount, currency: 'USD' });
const request = (over: Record<string, unknown> = {}) => ({
  items: [{ description: 'Roll-on deodorant', hs_code: '330720', quantity: '1000', unit_price: usd('3.00') }],
  origin: 'KR',
  destination: 'US',
  incoterm: 'CIF',
  transport_mode: 'sea',
  quote_currency: 'USD',
  costs: {
    export_clearance: usd('100.00'),
    origin_inland: usd('100.00'),
    main_freight: usd('500.00'),
    insurance: usd('20.00'),
    destination_unloading: usd('50.00'),
    destination_inland: usd('150.00'),
    import_clearance: usd('100.00'),
  },
  ...over,
});

const post = (body: unknown) => app.request('POST', '/api/v1/pricing/calculate', { body });

describe('calculatePrice', () => {
  it('prices a CIF shipment from Korea to the US with and without KORUS (hand-computed)', async () => {
    const withKorus = await post(request());
    expect(withKorus.status).toBe(200);
    const quote = (withKorus.body as Json).data;
    // CIF price = 3000.00 + 100.00 + 100.00 + 500.00 + 20.00 = 3720.00
    expect(quote.price.amount).toEqual({ amount: '3720.00', currency: 'USD' });
    // FOB-basis customs value = 3000.00 + 100.00 + 100.00 = 3200.00; KORUS Free
    expect(quote.customs_value).toMatchObject({ basis: 'fob', amount: { amount: '3200.00' } });
    expect(quote.duty.amount.amount).toBe('0.00');
    // HMF by sea 0.125 % x 3200.00 = 4.00 (the MPF is not due on KORUS goods): landed 4020.00 + 4.00
    expect(quote.landed_cost.amount.amount).toBe('4024.00');
    const mfn = (await post(request({ apply_preferential_rates: false }))).body as Json;
    // 4.9 % x 3200.00 = 156.80; MPF 0.3464 % x 3200.00 = 11.08; HMF 4.00
    // landed = 3720.00 + 50.00 + 150.00 + 100.00 + 156.80 + 11.08 + 4.00 = 4191.88
    expect(mfn.data.duty.amount.amount).toBe('156.80');
    expect(mfn.data.landed_cost.amount.amount).toBe('4191.88');
    expect(mfn.data.landed_cost).toMatchObject({ precision: 'estimate', estimates: ['/entry_fees/fees/0'] });
  });

  it('adds import VAT into Germany and accepts numbers as quantities', async () => {
    const res = await post(request({ destination: 'DEU', apply_preferential_rates: false, items: [{ description: 'Roll-on deodorant', hs_code: '330720', quantity: 1000, unit_price: usd('3.00') }] }));
    const quote = (res.body as Json).data;
    // MFN (preferences off): duty 6.5 % x 3720.00 = 241.80; VAT 19 % x 3961.80 = 752.742 -> 752.74
    expect(quote.destination).toBe('DE');
    expect(quote.duty.amount.amount).toBe('241.80');
    expect(quote.import_vat.amount.amount).toBe('752.74');
    expect(quote.landed_cost.amount.amount).toBe('5014.54');
  });

  it('answers 422 naming 2026-02-24 for a US price before the data begins, and prices Korean goods into the UK at the FTA rate', async () => {
    const early = await post(request({ as_of: '2025-12-01' }));
    expect(early.status).toBe(422);
    expect((early.body as any).error).toMatchObject({ code: 'date_not_covered', details: [{ field: '/as_of', issue: expect.stringContaining('2026-02-24') }] });
    const uk = await post(request({ destination: 'GB', as_of: '2026-06-08' }));
    const quote = (uk.body as Json).data;
    // UK-Korea FTA 0 % (estimate) on 33072000 instead of the 6.0 % UK Global Tariff
    expect(quote.duty.amount.amount).toBe('0.00');
    expect(quote.items[0].duty).toMatchObject({ precision: 'estimate', rate: { type: 'preferential', used: true, program: { symbol: 'KR' } } });
    expect(quote.as_of).toBe('2026-06-08');
  });

  it('sums Section 232 for goods of Korea: an electric car 15 % in all (9903.94.61) with or without KORUS, hot-rolled steel 50 % (9903.82.02)', async () => {
    // The code as an invoice prints it; the answer gives its digits.
    const car = [{ description: 'Electric passenger car', hs_code: '8703.80.00', quantity: '1', unit_price: usd('30000.00') }];
    // FOB-basis customs value = 30000.00 + 100.00 + 100.00 = 30200.00; 15 % = 4530.00
    for (const apply of [true, false]) {
      const res = await post(request({ items: car, as_of: '2026-06-08', apply_preferential_rates: apply }));
      expect((res.body as Json).data.items[0].hs_code).toBe('87038000');
      const duty = (res.body as Json).data.items[0].duty;
      expect(duty.amount.amount, `preferences ${apply}`).toBe('4530.00');
      expect(duty.applied_ad_valorem_pct).toBe('15');
      const additional = duty.components.filter((c: any) => c.kind === 'additional');
      expect(additional).toEqual([expect.objectContaining({ heading: '9903.94.61', legal_basis: 'Section 232, Trade Expansion Act of 1962', ad_valorem_pct: apply ? '15' : '12.5' })]);
    }
    const august = (await post(request({ items: car, as_of: '2026-08-01' }))).body as Json;
    expect(august.data.items[0].duty.amount.amount).toBe('4530.00');
    const steel = [{ description: 'Hot-rolled steel plate', hs_code: '72085100', quantity: '10', unit_price: usd('800.00'), weight_kg: '20000' }];
    // customs value 8000.00 + 200.00 = 8200.00; 50 % = 4100.00 (column 1 Free)
    const plate = ((await post(request({ items: steel, as_of: '2026-06-08' }))).body as Json).data.items[0].duty;
    expect(plate.amount.amount).toBe('4100.00');
    expect(plate.components.map((c: any) => [c.kind, c.heading, c.amount.amount])).toEqual([
      ['base', null, '0.00'],
      ['additional', '9903.82.02', '4100.00'],
    ]);
  });

  it('prices a landed cost in Tokyo with the RCEP line rate, and says when its duty is an estimate (6101.20, 9-digit code)', async () => {
    const overcoats = [{ description: 'Cotton knitted overcoats', hs_code: '610120000', quantity: '200', unit_price: usd('40.00') }];
    const res = await post(request({ destination: 'JP', items: overcoats, as_of: '2026-08-01' }));
    expect(res.status).toBe(200);
    const quote = (res.body as Json).data;
    // CIF customs value = 8000.00 + 100.00 + 100.00 + 500.00 + 20.00 = 8720.00; RCEP 6.8 % = 592.96 (not 10.9 %: 950.48)
    expect(quote.customs_value).toMatchObject({ basis: 'cif', amount: { amount: '8720.00' } });
    expect(quote.items[0].duty).toMatchObject({ amount: { amount: '592.96' }, precision: 'exact', program: { symbol: 'RCEP' } });
    expect(quote.items[0].duty.rate.proof_of_origin.accepted[0]).toContain('Certificate of Origin');
    // VAT 10 % x (8720.00 + 592.96) = 931.296 -> 931.30; landed = 8720.00 + 50.00 + 150.00 + 100.00 + 592.96 + 931.30 = 10544.26
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '10544.26' }, precision: 'exact', estimates: [] });
    expect(quote.entry_fees).toMatchObject({ fees: [], not_included: expect.stringContaining('Japan') });
    expect(quote.warnings.map((w: any) => [w.code, w.date])).toEqual([['schedule_edition', '2026-07-09']]);
    // After the next 1 April the same duty is an estimate, and the landed cost says which part is.
    const next = (await post(request({ destination: 'JP', items: overcoats, as_of: '2027-04-01' }))).body as Json;
    expect(next.data.items[0].duty.precision).toBe('estimate');
    expect(next.data.landed_cost).toMatchObject({ amount: { amount: '10544.26' }, precision: 'estimate', estimates: ['/items/0/duty'] });
    expect(next.data.warnings.map((w: any) => [w.code, w.date])).toEqual([['schedule_vintage', '2027-03-31']]);
    // Before the schedule's data begin: 422, as for every destination.
    const early = await post(request({ destination: 'JP', items: overcoats, as_of: '2026-07-08' }));
    expect(early.status).toBe(422);
    expect((early.body as any).error).toMatchObject({ code: 'date_not_covered', details: [{ issue: expect.stringContaining('2026-07-09') }] });
  });

  it('prices face creams CIF Viet Nam at the VKFTA rate (0 %, MFN 18 % without preferences), with VAT 10 % (hand-computed)', async () => {
    const creams = [{ description: 'Face cream', hs_code: '33049930', quantity: '1000', unit_price: usd('3.00') }];
    const res = await post(request({ destination: 'VN', items: creams, as_of: '2026-06-08' }));
    expect(res.status).toBe(200);
    const quote = (res.body as Json).data;
    // CIF customs value = 3000.00 + 100.00 + 100.00 + 500.00 + 20.00 = 3720.00; VKFTA 0 % = 0.00
    expect(quote.customs_value).toMatchObject({ basis: 'cif', amount: { amount: '3720.00' } });
    expect(quote.items[0].duty).toMatchObject({ amount: { amount: '0.00' }, precision: 'exact', program: { symbol: 'VKFTA' } });
    // VAT 10 % x 3720.00 = 372.00; landed = 3720.00 + 50.00 + 150.00 + 100.00 + 0.00 + 372.00 = 4392.00
    expect(quote.import_vat).toMatchObject({ tax_type: 'vat', rate_pct: '10', amount: { amount: '372.00' } });
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '4392.00' }, precision: 'exact' });
    // Without preferences: MFN 18 % x 3720.00 = 669.60
    const mfn = (await post(request({ destination: 'VN', items: creams, as_of: '2026-06-08', apply_preferential_rates: false }))).body as Json;
    expect(mfn.data.items[0].duty).toMatchObject({ amount: { amount: '669.60' }, program: null });
  });

  it('prices CIF Singapore: no duty on cosmetics, GST 9 % on the customs value (hand-computed)', async () => {
    const res = await post(request({ destination: 'SG', items: [{ description: 'Face cream', hs_code: '330499', quantity: '1000', unit_price: usd('3.00') }], as_of: '2026-06-08' }));
    expect(res.status).toBe(200);
    const quote = (res.body as Json).data;
    // Customs value 3720.00; duty 0.00; GST 9 % x 3720.00 = 334.80; landed = 3720.00 + 300.00 + 334.80 = 4354.80
    expect(quote.items[0].duty).toMatchObject({ amount: { amount: '0.00' }, precision: 'exact', rate: { source: { name: expect.stringContaining('Customs Act 1960') } } });
    expect(quote.import_vat).toMatchObject({ tax_type: 'gst', rate_pct: '9', amount: { amount: '334.80' } });
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '4354.80' }, precision: 'exact' });
  });

  it('prices hot-rolled steel CIF China at the China-Korea FTA rate 1.2 % (MFN 6 %), with VAT 13 % (hand-computed)', async () => {
    const steel = [{ description: 'Hot-rolled steel coil', hs_code: '72085110', quantity: '10', unit_price: usd('300.00') }];
    const res = await post(request({ destination: 'CN', items: steel, as_of: '2026-06-08' }));
    expect(res.status).toBe(200);
    const quote = (res.body as Json).data;
    // Row 72085110 of China's 2026 tariff: MFN 6, China-Korea FTA 1.2, RCEP 3. Customs value 3720.00; 1.2 % = 44.64
    expect(quote.items[0].duty).toMatchObject({ amount: { amount: '44.64' }, precision: 'exact', program: { symbol: 'CKFTA' } });
    // VAT 13 % x (3720.00 + 44.64) = 489.4032 -> 489.40; landed = 3720.00 + 300.00 + 44.64 + 489.40 = 4554.04
    expect(quote.import_vat).toMatchObject({ tax_type: 'vat', rate_pct: '13', amount: { amount: '489.40' } });
    expect(quote.landed_cost).toMatchObject({ amount: { amount: '4554.04' }, precision: 'exact' });
    expect(quote.notes.filter((n: string) => n.startsWith('Anti-dumping, countervailing and safeguard duties are not in the data'))).toHaveLength(1);
  });

  it('rejects an Incoterm that does not fit the transport mode', async () => {
    const res = await post(request({ transport_mode: 'air' }));
    expect(res.status).toBe(400);
    expect((res.body as any).error).toMatchObject({ code: 'incoterm_mode_mismatch', details: [{ field: '/incoterm' }] });
  });

  it('rejects negative amounts, unknown currencies, countries and HS codes with their codes', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ items: [{ description: 'x', hs_code: '330720', quantity: '1', unit_price: usd('-3.00') }] }, 'invalid_amount', '/items/0/unit_price/amount'],
      [{ items: [{ description: 'x', hs_code: '330720', quantity: '-1', unit_price: usd('3.00') }] }, 'invalid_amount', '/items/0/quantity'],
      [{ quote_currency: 'XYZ' }, 'unknown_currency', '/quote_currency'],
      [{ quote_currency: 'NGN' }, 'unsupported_currency', '/quote_currency'],
      [{ destination: 'ZZ' }, 'unknown_country', '/destination'],
      [{ items: [{ description: 'x', hs_code: '330498', quantity: '1', unit_price: usd('3.00') }] }, 'unknown_hs_code', '/items/0/hs_code'],
      [{ costs: { export_clearance: usd('1'), origin_inland: usd('1'), insurance: usd('1') } }, 'invalid_amount', '/costs/main_freight'],
    ];
    for (const [over, code, field] of cases) {
      const res = await post(request(over));
      expect(res.status, code).toBe(400);
      expect((res.body as any).error, JSON.stringify(over)).toMatchObject({ code, details: [{ field }] });
    }
    // The refusal names the code as sent, not its chapter (issue 48: "99 is not a code...").
    const reserved = await post(request({ items: [{ description: 'x', hs_code: '9999.99', quantity: '1', unit_price: usd('3.00') }] }));
    expect((reserved.body as any).error).toMatchObject({ code: 'unknown_hs_code', message: expect.stringMatching(/^9999\.99 is not an HS 2022 code: the HS reserves chapters 98 and 99 /), details: [{ field: '/items/0/hs_code' }] });
  });

  it('answers 400 validation_failed for a missing required field or an unknown Incoterm', async () => {
    const { quote_currency: _omitted, ...withoutCurrency } = request();
    for (const body of [withoutCurrency, request({ incoterm: 'FOT' }), request({ items: [] })]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((res.body as any).error.code).toBe('validation_failed');
    }
  });

  it('refuses bounds no real quote needs, naming the field: a margin past 1000 %, an insurance rate past 100 %, a quantity, weight or volume of a billion (issue 45)', async () => {
    const line = (over: Record<string, unknown>) => ({ items: [{ description: 'x', hs_code: '330720', quantity: '1000', unit_price: usd('3.00'), ...over }] });
    const { insurance: _insurance, ...costsWithoutInsurance } = request().costs;
    const rated = (rate: unknown) => ({ costs: { ...costsWithoutInsurance, insurance_rate_pct: rate } });
    const cases: Array<[Record<string, unknown>, string]> = [
      // (Before: a 1,000,000 % margin was accepted and priced.)
      [{ margin_pct: '1000000' }, '/margin_pct'],
      [{ margin_pct: 1_000_000 }, '/margin_pct'],
      [{ margin_pct: '1000.01' }, '/margin_pct'],
      [rated('100.5'), '/costs/insurance_rate_pct'],
      [rated(250), '/costs/insurance_rate_pct'],
      [line({ quantity: '1000000000' }), '/items/0/quantity'],
      [line({ quantity: 1e9 }), '/items/0/quantity'],
      [line({ weight_kg: '1000000000' }), '/items/0/weight_kg'],
      [line({ volume_l: '2000000000.5' }), '/items/0/volume_l'],
      [line({ unit_price: usd('1000000000000000') }), '/items/0/unit_price/amount'],
      [{ costs: { ...request().costs, main_freight: usd('1000000000000000') } }, '/costs/main_freight/amount'],
    ];
    for (const [over, field] of cases) {
      const res = await post(request(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect((res.body as any).error.code).toBe('validation_failed');
      expect((res.body as any).error.details.map((d: { field: string }) => d.field), JSON.stringify(over)).toContain(field);
    }
    // At the bounds: priced.
    for (const over of [{ margin_pct: '1000' }, { margin_pct: 1000 }, rated('100'), line({ quantity: '999999999.5', weight_kg: '999999999' })]) {
      const res = await post(request(over));
      expect(res.status, `${JSON.stringify(over)} ${res.text}`).toBe(200);
    }
  });

  it('lists the KORUS claim a Korean steel coil needs for its MPF exemption, though its duty is free without one (issue 48)', async () => {
    const res = await post(request({ items: [{ description: 'Hot-rolled steel coil, 12 mm', hs_code: '720836', quantity: '100', unit_price: usd('700.00') }] }));
    expect(res.status).toBe(200);
    const quote = (res.body as Json).data;
    expect(quote.items[0].duty.rate).toMatchObject({ type: 'mfn', duty: { kind: 'free' } });
    expect(quote.entry_fees.fees[0]).toMatchObject({ fee: 'merchandise_processing_fee', due: false });
    expect(quote.preference_claims).toEqual([expect.objectContaining({ program: { symbol: 'KR', name: 'United States-Korea Free Trade Agreement (KORUS)' }, rests_on: ['/entry_fees/fees/0'] })]);
  });

  it('needs the pricing:calculate scope', async () => {
    const key = await app.services.accounts.createApiKey(app.accountId, 'test', ['markets:read']);
    const res = await app.request('POST', '/api/v1/pricing/calculate', { key: key.secret, body: request() });
    expect(res.status).toBe(403);
  });
});
