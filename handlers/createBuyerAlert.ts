import type { Handler } from '../src/http/handler-types.js';

export const createBuyerAlert: Handler<'createBuyerAlert'> = async (ctx, { buyerAlerts }) => {
  const alert = await buyerAlerts.create(ctx.principal, ctx.body);
  return { data: alert, location: `/buyer-alerts/${alert.id}` };
};
