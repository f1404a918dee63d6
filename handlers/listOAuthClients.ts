import { oauthClientView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const listOAuthClients: Handler<'listOAuthClients'> = async (ctx, { keyAdmin }) => {
  const page = await keyAdmin.listOAuthClients(adminCaller(ctx), ctx.query);
  const { items, ...paging } = page;
  return { data: { oauth_clients: items.map(oauthClientView), ...paging } };
};
