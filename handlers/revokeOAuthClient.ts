import { oauthClientView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const revokeOAuthClient: Handler<'revokeOAuthClient'> = async (ctx, { keyAdmin }) => ({
  data: oauthClientView(await keyAdmin.revokeOAuthClient(adminCaller(ctx), ctx.params.id)),
});
