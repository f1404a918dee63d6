import type { Handler } from '../src/http/handler-types.js';

/** How long a client may cache the key set; a token naming an unknown `kid` makes it fetch again. */
const JWKS_MAX_AGE_SECONDS = 300;

export const getJsonWebKeySet: Handler<'getJsonWebKeySet'> = async (_ctx, { keyStore }) => ({
  data: await keyStore.jwks(),
  headers: { 'Cache-Control': `public, max-age=${JWKS_MAX_AGE_SECONDS}` },
});
