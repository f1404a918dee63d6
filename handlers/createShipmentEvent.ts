import { orderCaller } from '../src/http/order-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const createShipmentEvent: Handler<'createShipmentEvent'> = async (ctx, { shipments }) => {
  const { id, shipment_id: shipmentId } = ctx.params;
  return {
    data: await shipments.recordEvent(orderCaller(ctx.principal), id, shipmentId, ctx.body),
    location: `/orders/${id}/shipments/${shipmentId}`,
  };
};
