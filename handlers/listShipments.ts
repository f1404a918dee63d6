import type { Handler } from '../src/http/handler-types.js';

export const listShipments: Handler<'listShipments'> = async (ctx, { shipments }) => ({
  data: await shipments.list(ctx.principal, ctx.params.id, ctx.query),
});
