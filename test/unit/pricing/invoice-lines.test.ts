import { describe, expect, it } from 'vitest';
import { priceWithBundledRates as calculatePrice } from '../../helpers/rates.js';
import { saleLines, sellerCharges, unitPriceFor } from '../../../src/domain/pricing/invoice-lines.js';
import { Dec } from '../../../src/domain/reference/money.js';
import { cifRequest } from '../../helpers/real-task.js';

// A calculation as the lines an invoice prints: nothing priced again, every amount the engine's.

describe('unitPriceFor', () => {
  it('gives the shortest unit price that multiplies back to the amount, from the minor units up to 10 decimals', () => {
    expect(unitPriceFor('4280.00', '2000', 'USD')).toBe('2.14');
    expect(unitPriceFor('2247.00', '1000', 'USD')).toBe('2.247');
    // 100.00 / 3 repeats: 33.33 x 3 = 99.99, but 33.333 x 3 = 99.999 -> 100.00.
    expect(unitPriceFor('100.00', '3', 'USD')).toBe('33.333');
    expect(unitPriceFor('1000', '3', 'KRW')).toBe('333.3');
    for (const [amount, quantity] of [['1.00', '7'], ['99999.99', '12345'], ['0.01', '1000']] as const) {
      const unit = unitPriceFor(amount, quantity, 'USD');
      expect(Number(unit.split('.')[1]?.length ?? 0)).toBeLessThanOrEqual(10);
      expect(new Dec(unit).times(quantity).toFixed(2, Dec.ROUND_HALF_UP)).toBe(amount);
    }
  });
});

describe('saleLines and sellerCharges', () => {
  it('prints each item at its sale value, and the seller costs that make up the CIF price', () => {
    const result = calculatePrice(cifRequest('hamburg', { margin_pct: '7', as_of: '2026-11-21' }));
    expect(saleLines(result).map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      ['2000', '2.14', '4280.00'],
      ['200', '37.45', '7490.00'],
    ]);
    const charges = sellerCharges(result)!;
    expect(charges.map((c) => [c.cost, c.amount.amount])).toEqual([
      ['export_clearance', '120.00'],
      ['origin_inland', '180.00'],
      ['main_freight', '650.00'],
      // 0.15 % x 110 % x (11,770.00 + 950.00) = 20.9880 -> 20.99
      ['insurance', '20.99'],
    ]);
    expect(result.price.amount?.amount).toBe('12740.99');
  });

  it('leaves a cost of 0 out, but the freight and insurance of a C-term, which customs value the goods by', () => {
    const zero = { amount: '0', currency: 'USD' };
    const result = calculatePrice(cifRequest('hamburg', { as_of: '2026-11-21', costs: { export_clearance: zero, origin_inland: zero, main_freight: zero, insurance: zero } }));
    expect(sellerCharges(result)!.map((c) => [c.cost, c.amount.amount])).toEqual([
      ['main_freight', '0.00'],
      ['insurance', '0.00'],
    ]);
  });

  it('has no lines when the calculation has no price', () => {
    const costs = Object.fromEntries(['export_clearance', 'origin_inland', 'main_freight', 'insurance', 'destination_inland', 'import_clearance'].map((c) => [c, { amount: '10', currency: 'USD' }]));
    expect(sellerCharges(calculatePrice(cifRequest('tokyo', { destination: 'BD', incoterm: 'DDP', as_of: '2026-11-21', costs })))).toBeNull();
  });
});
