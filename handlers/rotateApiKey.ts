import { apiKeyView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const rotateApiKey: Handler<'rotateApiKey'> = async (ctx, { keyAdmin }) => {
  const rotated = await keyAdmin.rotateApiKey(adminCaller(ctx), ctx.params.id, ctx.body?.old_key_expires_in);
  return {
    data: { api_key: { ...apiKeyView(rotated.key), secret: rotated.secret }, replaced_key: apiKeyView(rotated.replaced) },
    location: `/api-keys/${rotated.key.id}`,
  };
};
