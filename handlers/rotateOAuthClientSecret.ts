import { oauthClientView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const rotateOAuthClientSecret: Handler<'rotateOAuthClientSecret'> = async (ctx, { keyAdmin }) => {
  const rotated = await keyAdmin.rotateClientSecret(adminCaller(ctx), ctx.params.id, ctx.body?.old_secret_expires_in);
  return { data: { ...oauthClientView(rotated.client), client_secret: rotated.secret } };
};
