import { apiKeyView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const rotateApiKey: Handler = async (ctx, { keyAdmin }) => {
  const body = ctx.body as { old_key_expires_in?: number } | undefined;
  const rotated = await keyAdmin.rotateApiKey(adminCaller(ctx), ctx.params.id!, body?.old_key_expires_in);
  return { status: 201, data: { api_key: { ...apiKeyView(rotated.key), secret: rotated.secret }, replaced_key: apiKeyView(rotated.replaced) } };
};
