import { apiKeyView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const listApiKeys: Handler<'listApiKeys'> = async (ctx, { keyAdmin }) => {
  const page = await keyAdmin.listApiKeys(adminCaller(ctx), ctx.query);
  const { items, ...paging } = page;
  return { data: { api_keys: items.map(apiKeyView), ...paging } };
};
