import type { Handler } from '../src/http/handler-types.js';

export const listBuyerAlerts: Handler<'listBuyerAlerts'> = async (ctx, { buyerAlerts }) => ({ data: await buyerAlerts.list(ctx.principal, ctx.query) });
