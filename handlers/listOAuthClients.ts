import { oauthClientView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const listOAuthClients: Handler<'listOAuthClients'> = async (ctx, { keyAdmin }) => {
  const page = await keyAdmin.listOAuthClients(adminCaller(ctx), { limit: ctx.query.limit as number, page: ctx.query.page as number });
  return { data: { oauth_clients: page.items.map(oauthClientView), total: page.total, page: page.page, limit: page.limit, has_more: page.hasMore } };
};
