import type { Handler } from '../src/http/handler-types.js';

export const getQuote: Handler<'getQuote'> = async (ctx, { quotes }) => ({ data: await quotes.get(ctx.principal, ctx.params.id) });
