import type { Handler } from '../src/http/handler-types.js';

export const updateWebhookEndpoint: Handler<'updateWebhookEndpoint'> = async (ctx, { webhookEndpoints }) => ({ data: await webhookEndpoints.update(ctx.principal, ctx.params.id, ctx.body) });
