import type { Handler } from '../src/http/handler-types.js';

export const getBuyerAlert: Handler<'getBuyerAlert'> = async (ctx, { buyerAlerts }) => ({ data: await buyerAlerts.get(ctx.principal, ctx.params.id) });
