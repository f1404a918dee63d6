import { mergeSearchForms } from '../src/domain/buyers/service.js';
import type { Handler } from '../src/http/handler-types.js';

export const searchBuyers: Handler = async (ctx, { buyers }) => {
  const filters = mergeSearchForms(ctx.query, ctx.queryGiven, ctx.body as Record<string, unknown> | undefined);
  const data = await buyers.search(ctx.principal.accountId, ctx.principal.mode, filters, ctx.lang);
  return { data, contentLanguage: ctx.lang };
};
