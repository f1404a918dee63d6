import { ApiError } from '../errors.js';
import type { OrderStatus, ShipmentStatus } from './types.js';

// The order's state machine, as the contract's OrderStatus describes it: one line from draft to
// delivered, and cancelled from the states before the goods are shipped.

const MAIN_LINE: readonly OrderStatus[] = ['draft', 'confirmed', 'in_production', 'ready_to_ship', 'shipped', 'in_transit', 'arrived', 'customs_cleared', 'delivered'];
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['draft', 'confirmed', 'in_production', 'ready_to_ship']);
const FINAL: ReadonlySet<OrderStatus> = new Set(['delivered', 'cancelled']);

/** The order status a shipment milestone implies (none for the milestones before loading). */
export const STATUS_FROM_EVENT: Readonly<Partial<Record<ShipmentStatus, OrderStatus>>> = {
  loaded: 'shipped',
  departed: 'in_transit',
  transshipped: 'in_transit',
  arrived: 'arrived',
  discharged: 'arrived',
  released: 'customs_cleared',
  delivered: 'delivered',
};

export function isFinal(status: OrderStatus): boolean {
  return FINAL.has(status);
}

/** The states an order may move to from `from` through PATCH. */
export function allowedFrom(from: OrderStatus): OrderStatus[] {
  const index = MAIN_LINE.indexOf(from);
  const next = index >= 0 && index < MAIN_LINE.length - 1 ? [MAIN_LINE[index + 1]!] : [];
  return CANCELLABLE.has(from) ? [...next, 'cancelled'] : next;
}

/** Throws 409 invalid_state_transition, naming the allowed states, unless `from` may move to `to`. */
export function checkTransition(from: OrderStatus, to: OrderStatus): void {
  const allowed = allowedFrom(from);
  if (allowed.includes(to)) return;
  const options = allowed.length > 0 ? allowed.join(' or ') : 'nothing (it is final)';
  throw new ApiError('invalid_state_transition', `An order in status ${from} can move to ${options}, not to ${to}.`, [
    { field: '/status', issue: `allowed from ${from}: ${allowed.join(', ') || 'none'}` },
  ]);
}

/** The steps from `from` forward along the main line up to `to`; empty when `to` is not ahead. */
export function forwardPath(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const start = MAIN_LINE.indexOf(from);
  const end = MAIN_LINE.indexOf(to);
  if (start < 0 || end <= start) return [];
  return MAIN_LINE.slice(start + 1, end + 1);
}
