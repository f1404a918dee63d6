import type { Handler } from '../src/http/handler-types.js';

export const rotateWebhookEndpointSecret: Handler<'rotateWebhookEndpointSecret'> = async (ctx, { webhookEndpoints }) => ({ data: await webhookEndpoints.rotateSecret(ctx.principal, ctx.params.id) });
