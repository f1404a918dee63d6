import type { Handler } from '../src/http/handler-types.js';

export const getEvent: Handler<'getEvent'> = async (ctx, { events }) => ({ data: { ...(await events.get(ctx.principal, ctx.params.id)), object: 'event' } });
