import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors.js';
import { priceWithBundledRates as calculatePrice } from '../../helpers/rates.js';
import type { PricingRequest } from '../../../src/domain/pricing/types.js';

const usd = (amount: string) => ({ amount, currency: 'USD' });

function request(over: Partial<PricingRequest> = {}): PricingRequest {
  return {
    items: [{ description: 'Face cream', hs_code: '330499', quantity: 100, unit_price: usd('4.50') }],
    origin: 'KR',
    destination: 'US',
    incoterm: 'FOB',
    transport_mode: 'sea',
    quote_currency: 'USD',
    costs: { export_clearance: usd('10.00'), origin_inland: usd('20.00') },
    ...over,
  };
}

function errorOf(over: Partial<PricingRequest> | PricingRequest, base = true): ApiError {
  try {
    calculatePrice(base ? request(over) : (over as PricingRequest));
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('calculatePrice: Incoterm and transport mode', () => {
  it.each([
    ['FAS', 'air', 'FCA'],
    ['FOB', 'air', 'FCA'],
    ['CFR', 'road', 'CPT'],
    ['CIF', 'rail', 'CIP'],
    ['CIF', 'multimodal', 'CIP'],
  ] as const)('rejects %s by %s and suggests %s', (incoterm, mode, better) => {
    const error = errorOf({ incoterm, transport_mode: mode, costs: { export_clearance: usd('1'), origin_inland: usd('1'), main_freight: usd('1'), insurance: usd('1') } });
    expect(error).toMatchObject({ code: 'incoterm_mode_mismatch', status: 400, details: [{ field: '/incoterm' }] });
    expect(error.message).toContain(better);
  });

  it('accepts the sea-only rules on inland waterways and the any-mode rules by air', () => {
    expect(calculatePrice(request({ transport_mode: 'inland_waterway' })).incoterm).toBe('FOB');
    expect(calculatePrice(request({ incoterm: 'FCA', transport_mode: 'air' })).incoterm).toBe('FCA');
  });

  it('rejects an unknown Incoterm or mode', () => {
    expect(errorOf({ incoterm: 'FOT' as never })).toMatchObject({ code: 'validation_failed', details: [{ field: '/incoterm' }] });
    expect(errorOf({ transport_mode: 'pipeline' as never })).toMatchObject({ code: 'validation_failed', details: [{ field: '/transport_mode' }] });
  });
});

describe('calculatePrice: countries, currencies, HS codes', () => {
  it('rejects unknown and malformed countries, and a domestic sale', () => {
    expect(errorOf({ destination: 'ZZ' })).toMatchObject({ code: 'unknown_country', status: 400, details: [{ field: '/destination' }] });
    expect(errorOf({ origin: 'QQQ' })).toMatchObject({ code: 'unknown_country', details: [{ field: '/origin' }] });
    expect(errorOf({ origin: '12' })).toMatchObject({ code: 'validation_failed', details: [{ field: '/origin' }] });
    expect(errorOf({ destination: 'KOR' })).toMatchObject({ code: 'validation_failed', details: [{ field: '/destination' }] });
  });

  it('rejects unknown currencies, and real ones without an ECB rate', () => {
    expect(errorOf({ quote_currency: 'ABC' })).toMatchObject({ code: 'unknown_currency', status: 400, details: [{ field: '/quote_currency' }] });
    expect(errorOf({ quote_currency: 'BHD' })).toMatchObject({ code: 'unsupported_currency', status: 400, details: [{ field: '/quote_currency' }] });
    expect(errorOf({ items: [{ description: 'x', hs_code: '330499', quantity: 1, unit_price: { amount: '1', currency: 'XXY' } }] })).toMatchObject({
      code: 'unknown_currency',
      details: [{ field: '/items/0/unit_price/currency' }],
    });
    expect(errorOf({ costs: { export_clearance: { amount: '1', currency: 'VND' }, origin_inland: usd('1') } })).toMatchObject({
      code: 'unsupported_currency',
      details: [{ field: '/costs/export_clearance/currency' }],
    });
  });

  it('rejects HS codes that do not exist, and codes shorter than a subheading', () => {
    const item = (hs_code: string) => ({ items: [{ description: 'x', hs_code, quantity: 1, unit_price: usd('1') }] });
    expect(errorOf(item('330498'))).toMatchObject({ code: 'unknown_hs_code', status: 400, details: [{ field: '/items/0/hs_code' }] });
    // 3304 99 99 is not a line of the US HTS 2026 rev. 10
    expect(errorOf(item('33049999'))).toMatchObject({ code: 'unknown_hs_code', details: [{ field: '/items/0/hs_code' }] });
    expect(errorOf(item('3304'))).toMatchObject({ code: 'validation_failed', details: [{ field: '/items/0/hs_code' }] });
    expect(errorOf(item('33A499'))).toMatchObject({ code: 'validation_failed', details: [{ field: '/items/0/hs_code' }] });
  });
});

describe('calculatePrice: amounts', () => {
  it('rejects negative, zero and missing item amounts', () => {
    const item = (over: Record<string, unknown>) => ({ items: [{ description: 'x', hs_code: '330499', quantity: 1, unit_price: usd('1'), ...over }] as never });
    expect(errorOf(item({ unit_price: usd('-4.50') }))).toMatchObject({ code: 'invalid_amount', status: 400, details: [{ field: '/items/0/unit_price/amount', issue: 'must not be negative' }] });
    expect(errorOf(item({ unit_price: usd('0') }))).toMatchObject({ code: 'invalid_amount', details: [{ field: '/items/0/unit_price/amount' }] });
    expect(errorOf(item({ unit_price: undefined }))).toMatchObject({ code: 'invalid_amount', details: [{ field: '/items/0/unit_price' }] });
    expect(errorOf(item({ unit_price: { currency: 'USD' } }))).toMatchObject({ code: 'invalid_amount', details: [{ field: '/items/0/unit_price/amount', issue: 'required' }] });
    expect(errorOf(item({ quantity: undefined }))).toMatchObject({ code: 'invalid_amount', details: [{ field: '/items/0/quantity', issue: 'required' }] });
    expect(errorOf(item({ quantity: -3 }))).toMatchObject({ code: 'invalid_amount', details: [{ field: '/items/0/quantity' }] });
    expect(errorOf(item({ unit_price: usd('1e3') }))).toMatchObject({ code: 'invalid_amount', details: [{ field: '/items/0/unit_price/amount' }] });
    expect(errorOf(item({ weight_kg: '-1' }))).toMatchObject({ code: 'invalid_amount', details: [{ field: '/items/0/weight_kg' }] });
  });

  it('rejects negative costs and requires every cost the seller carries', () => {
    expect(errorOf({ costs: { export_clearance: usd('-1'), origin_inland: usd('1') } })).toMatchObject({ code: 'invalid_amount', details: [{ field: '/costs/export_clearance/amount' }] });
    // CIF: the seller pays main freight and insurance
    const cif = errorOf({ incoterm: 'CIF', costs: { export_clearance: usd('1'), origin_inland: usd('1'), insurance: usd('1') } });
    expect(cif).toMatchObject({ code: 'invalid_amount', details: [{ field: '/costs/main_freight' }] });
    expect(cif.details[0]?.issue).toContain('the seller carries this cost under CIF');
    expect(errorOf({ incoterm: 'CIF', costs: { export_clearance: usd('1'), origin_inland: usd('1'), main_freight: usd('1') } })).toMatchObject({ details: [{ field: '/costs/insurance' }] });
    // a cost given as 0 is fine
    expect(calculatePrice(request({ costs: { export_clearance: usd('0'), origin_inland: usd('0') } })).price.amount?.amount).toBe('450.00');
  });

  it('rejects a negative margin, a double insurance and an empty item list', () => {
    expect(errorOf({ margin_pct: '-5' })).toMatchObject({ code: 'invalid_amount', details: [{ field: '/margin_pct' }] });
    expect(errorOf({ costs: { export_clearance: usd('1'), origin_inland: usd('1'), insurance: usd('1'), insurance_rate_pct: '0.3' } })).toMatchObject({
      code: 'validation_failed',
      details: [{ field: '/costs/insurance_rate_pct' }],
    });
    expect(errorOf({ items: [] })).toMatchObject({ code: 'validation_failed', details: [{ field: '/items' }] });
    expect(errorOf({ import_date: '2026-02-30' })).toMatchObject({ code: 'validation_failed', details: [{ field: '/import_date' }] });
  });

  it('leaves buyer-side figures null with a reason when the buyer costs are not given', () => {
    // FOB to the EU: the customs value includes freight and insurance, which the request leaves out.
    const quote = calculatePrice(request({ destination: 'DE' }));
    expect(quote.price.amount?.amount).toBe('480.00');
    expect(quote.customs_value.amount).toBeNull();
    expect(quote.customs_value.reason).toContain('main_freight, insurance');
    expect(quote.import_vat.amount).toBeNull();
    expect(quote.landed_cost.amount).toBeNull();
  });
});
