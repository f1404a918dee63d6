import type { Handler } from '../src/http/handler-types.js';

export const listEvents: Handler<'listEvents'> = async (ctx, { events }) => {
  const found = await events.list(ctx.principal, ctx.query);
  return { data: { ...found, events: found.events.map((event) => ({ ...event, object: 'event' as const })) } };
};
