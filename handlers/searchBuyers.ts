import { mergeSearchForms } from '../src/domain/buyers/service.js';
import type { Handler } from '../src/http/handler-types.js';

export const searchBuyers: Handler<'searchBuyers'> = async (ctx, { buyers }) => {
  const filters = mergeSearchForms(ctx.query, ctx.queryGiven, ctx.body);
  return { data: await buyers.search(ctx.principal.accountId, ctx.principal.mode, filters, ctx.lang), contentLanguage: ctx.lang };
};
