import { apiKeyView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

interface ApiKeyCreateBody {
  name?: string;
  scopes: string[];
  allowed_cidrs?: string[];
  expires_at?: string;
}

export const createApiKey: Handler = async (ctx, { keyAdmin }) => {
  const body = ctx.body as ApiKeyCreateBody;
  const { key, secret } = await keyAdmin.createApiKey(adminCaller(ctx), {
    name: body.name,
    scopes: body.scopes,
    allowedCidrs: body.allowed_cidrs,
    expiresAt: body.expires_at === undefined ? null : new Date(body.expires_at),
  });
  return { status: 201, data: { ...apiKeyView(key), secret } };
};
