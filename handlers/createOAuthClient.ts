import { oauthClientView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const createOAuthClient: Handler<'createOAuthClient'> = async (ctx, { keyAdmin }) => {
  const { body } = ctx;
  const { client, secret } = await keyAdmin.createOAuthClient(adminCaller(ctx), { name: body.name, scopes: body.scopes, allowedCidrs: body.allowed_cidrs });
  return { data: { ...oauthClientView(client), client_secret: secret }, location: `/oauth-clients/${client.id}` };
};
