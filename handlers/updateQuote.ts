import type { Handler } from '../src/http/handler-types.js';

export const updateQuote: Handler<'updateQuote'> = async (ctx, { quotes }) => ({ data: await quotes.update(ctx.principal, ctx.params.id, ctx.body) });
