import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors.js';
import { allowedFrom, checkTransition, forwardPath, STATUS_FROM_EVENT } from '../../../src/domain/orders/state-machine.js';
import { ORDER_STATUSES, SHIPMENT_STATUSES, type OrderStatus } from '../../../src/domain/orders/types.js';

// Every pair of statuses: allowed exactly when the contract's state machine says so.
const EXPECTED: Record<OrderStatus, OrderStatus[]> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['in_production', 'cancelled'],
  in_production: ['ready_to_ship', 'cancelled'],
  ready_to_ship: ['shipped', 'cancelled'],
  shipped: ['in_transit'],
  in_transit: ['arrived'],
  arrived: ['customs_cleared'],
  customs_cleared: ['delivered'],
  delivered: [],
  cancelled: [],
};

describe('the order state machine', () => {
  it('lists the moves from each state', () => {
    for (const from of ORDER_STATUSES) expect(allowedFrom(from), from).toEqual(EXPECTED[from]);
  });

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s -> %s', (from, to) => {
    if (EXPECTED[from].includes(to)) {
      expect(() => checkTransition(from, to)).not.toThrow();
      return;
    }
    let error: unknown;
    try {
      checkTransition(from, to);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_state_transition');
    expect((error as ApiError).details).toEqual([{ field: '/status', issue: `allowed from ${from}: ${EXPECTED[from].join(', ') || 'none'}` }]);
  });

  it('moves forward only, along the main line, for shipment events', () => {
    expect(forwardPath('confirmed', 'in_transit')).toEqual(['in_production', 'ready_to_ship', 'shipped', 'in_transit']);
    expect(forwardPath('arrived', 'in_transit')).toEqual([]);
    expect(forwardPath('in_transit', 'in_transit')).toEqual([]);
    expect(forwardPath('cancelled', 'delivered')).toEqual([]);
    const implied = SHIPMENT_STATUSES.filter((s) => STATUS_FROM_EVENT[s] !== undefined);
    expect(implied).toEqual(['loaded', 'departed', 'transshipped', 'arrived', 'discharged', 'released', 'delivered']);
  });
});
