import type { Handler } from '../src/http/handler-types.js';

export const createQuote: Handler<'createQuote'> = async (ctx, { quotes }) => {
  const quote = await quotes.create(ctx.principal, ctx.body);
  return { data: quote, location: `/quotes/${quote.id}` };
};
