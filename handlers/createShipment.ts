import { orderCaller } from '../src/http/order-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const createShipment: Handler<'createShipment'> = async (ctx, { shipments }) => {
  const shipment = await shipments.create(orderCaller(ctx.principal), ctx.params.id, ctx.body);
  return { data: shipment, location: `/orders/${shipment.order_id}/shipments/${shipment.id}` };
};
