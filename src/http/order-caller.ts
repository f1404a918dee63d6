import type { OrderCaller } from '../domain/orders/service.js';
import type { Principal } from './handler-types.js';

/** The caller of an order operation: its account and mode, and the credential its history records. */
export function orderCaller(principal: Principal): OrderCaller {
  return { accountId: principal.accountId, mode: principal.mode, actor: principal.credentialId };
}
