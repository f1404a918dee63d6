import type { Handler } from '../src/http/handler-types.js';

export const listOrders: Handler<'listOrders'> = async (ctx, { orders }) => ({ data: await orders.list(ctx.principal, ctx.query) });
