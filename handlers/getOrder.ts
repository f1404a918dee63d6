import type { Handler } from '../src/http/handler-types.js';

export const getOrder: Handler<'getOrder'> = async (ctx, { orders }) => ({ data: await orders.get(ctx.principal, ctx.params.id) });
