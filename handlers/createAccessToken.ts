import type { Handler } from '../src/http/handler-types.js';

// RFC 6749 section 5.1: the token response is never stored by a cache on the way.
export const createAccessToken: Handler<'createAccessToken'> = async (ctx, { tokenGrant }) => ({
  data: await tokenGrant.issue({ params: ctx.body, authorization: ctx.headers.authorization, clientIp: ctx.clientIp }),
  headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' },
});
