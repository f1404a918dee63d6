import { orderCaller } from '../src/http/order-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const createOrder: Handler<'createOrder'> = async (ctx, { orders }) => {
  const order = await orders.create(orderCaller(ctx.principal), ctx.body);
  return { data: order, location: `/orders/${order.id}` };
};
