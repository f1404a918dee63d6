import type { Handler } from '../src/http/handler-types.js';

export const deleteWebhookEndpoint: Handler<'deleteWebhookEndpoint'> = async (ctx, { webhookEndpoints }) => ({ data: await webhookEndpoints.remove(ctx.principal, ctx.params.id) });
