import { apiKeyView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const listApiKeys: Handler<'listApiKeys'> = async (ctx, { keyAdmin }) => {
  const page = await keyAdmin.listApiKeys(adminCaller(ctx), { limit: ctx.query.limit as number, page: ctx.query.page as number });
  return { data: { api_keys: page.items.map(apiKeyView), total: page.total, page: page.page, limit: page.limit, has_more: page.hasMore } };
};
