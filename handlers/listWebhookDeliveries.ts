import type { Handler } from '../src/http/handler-types.js';

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async (ctx, { webhookEndpoints }) => ({ data: await webhookEndpoints.deliveries(ctx.principal, ctx.params.id, ctx.query) });
