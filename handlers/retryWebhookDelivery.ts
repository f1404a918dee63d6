import type { Handler } from '../src/http/handler-types.js';

export const retryWebhookDelivery: Handler<'retryWebhookDelivery'> = async (ctx, { webhookEndpoints }) => ({ data: await webhookEndpoints.retry(ctx.principal, ctx.params.id, ctx.params.delivery_id) });
