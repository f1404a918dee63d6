import { orderCaller } from '../src/http/order-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const updateOrder: Handler<'updateOrder'> = async (ctx, { orders }) => ({
  data: await orders.update(orderCaller(ctx.principal), ctx.params.id, ctx.body),
});
