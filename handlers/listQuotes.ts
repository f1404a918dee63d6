import type { Handler } from '../src/http/handler-types.js';

export const listQuotes: Handler<'listQuotes'> = async (ctx, { quotes }) => ({ data: await quotes.list(ctx.principal, ctx.query) });
