import type { Handler } from '../src/http/handler-types.js';

export const listOrderHistory: Handler<'listOrderHistory'> = async (ctx, { orders }) => ({
  data: await orders.history(ctx.principal, ctx.params.id, ctx.query),
});
