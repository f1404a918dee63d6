import { apiKeyView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

export const revokeApiKey: Handler<'revokeApiKey'> = async (ctx, { keyAdmin }) => ({
  data: apiKeyView(await keyAdmin.revokeApiKey(adminCaller(ctx), ctx.params.id)),
});
