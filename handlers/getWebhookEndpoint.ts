import type { Handler } from '../src/http/handler-types.js';

export const getWebhookEndpoint: Handler<'getWebhookEndpoint'> = async (ctx, { webhookEndpoints }) => ({ data: await webhookEndpoints.get(ctx.principal, ctx.params.id) });
