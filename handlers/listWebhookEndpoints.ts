import type { Handler } from '../src/http/handler-types.js';

export const listWebhookEndpoints: Handler<'listWebhookEndpoints'> = async (ctx, { webhookEndpoints }) => ({ data: await webhookEndpoints.list(ctx.principal, ctx.query) });
