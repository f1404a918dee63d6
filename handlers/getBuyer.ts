import type { Handler } from '../src/http/handler-types.js';

export const getBuyer: Handler<'getBuyer'> = async (ctx, { buyers }) => {
  const data = await buyers.get(ctx.principal.accountId, ctx.principal.mode, ctx.params.id, ctx.lang);
  return { data, contentLanguage: ctx.lang };
};
