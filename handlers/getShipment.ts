import type { Handler } from '../src/http/handler-types.js';

export const getShipment: Handler<'getShipment'> = async (ctx, { shipments }) => ({
  data: await shipments.get(ctx.principal, ctx.params.id, ctx.params.shipment_id),
});
