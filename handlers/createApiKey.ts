import { apiKeyView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const createApiKey: Handler<'createApiKey'> = async (ctx, { keyAdmin }) => {
  const { key, secret } = await keyAdmin.createApiKey(adminCaller(ctx), {
    name: ctx.body.name,
    scopes: ctx.body.scopes,
    allowedCidrs: ctx.body.allowed_cidrs,
    expiresAt: ctx.body.expires_at === undefined ? null : new Date(ctx.body.expires_at),
  });
  return { data: { ...apiKeyView(key), secret }, location: `/api-keys/${key.id}` };
};
