import type { Handler } from '../src/http/handler-types.js';

export const createWebhookEndpoint: Handler<'createWebhookEndpoint'> = async (ctx, { webhookEndpoints }) => {
  const endpoint = await webhookEndpoints.create(ctx.principal, ctx.body);
  return { data: endpoint, location: `/webhook-endpoints/${endpoint.id}` };
};
