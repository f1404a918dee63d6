import type { Handler } from '../src/http/handler-types.js';

export const deleteBuyerAlert: Handler<'deleteBuyerAlert'> = async (ctx, { buyerAlerts }) => ({ data: await buyerAlerts.remove(ctx.principal, ctx.params.id) });
