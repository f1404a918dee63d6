import { oauthClientView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const rotateOAuthClientSecret: Handler = async (ctx, { keyAdmin }) => {
  const body = ctx.body as { old_secret_expires_in?: number } | undefined;
  const rotated = await keyAdmin.rotateClientSecret(adminCaller(ctx), ctx.params.id!, body?.old_secret_expires_in);
  return { data: { ...oauthClientView(rotated.client), client_secret: rotated.secret } };
};
