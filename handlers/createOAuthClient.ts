import { oauthClientView } from '../src/domain/access/views.js';
import { adminCaller } from '../src/http/admin-caller.js';
import type { Handler } from '../src/http/handler-types.js';

interface OAuthClientCreateBody {
  name?: string;
  scopes: string[];
  allowed_cidrs?: string[];
}

export const createOAuthClient: Handler = async (ctx, { keyAdmin }) => {
  const body = ctx.body as OAuthClientCreateBody;
  const { client, secret } = await keyAdmin.createOAuthClient(adminCaller(ctx), { name: body.name, scopes: body.scopes, allowedCidrs: body.allowed_cidrs });
  return { status: 201, data: { ...oauthClientView(client), client_secret: secret } };
};
