import type { Handler } from '../src/http/handler-types.js';

export const testWebhookEndpoint: Handler<'testWebhookEndpoint'> = async (ctx, { webhookEndpoints }) => ({ data: { ...(await webhookEndpoints.sendTest(ctx.principal, ctx.params.id)), object: 'event' } });
