import { ApiError } from '../src/domain/errors.js';
import { getMarket as marketProfile } from '../src/domain/markets/markets.js';
import type { Handler } from '../src/http/handler-types.js';

/** The origin for trade agreements: `?origin=`, else the country of the caller's exporter profile. */
async function originOf(ctx: Parameters<Handler>[0], services: Parameters<Handler>[1]): Promise<string | undefined> {
  if (typeof ctx.query.origin === 'string') return ctx.query.origin;
  try {
    return (await services.buyers.getProfile(ctx.principal.accountId, ctx.principal.mode)).origin_country;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return undefined;
    throw error;
  }
}

export const getMarket: Handler = async (ctx, services) => {
  const data = marketProfile(ctx.params.country ?? '', { lang: ctx.lang, origin: await originOf(ctx, services) });
  return { data, contentLanguage: ctx.lang };
};
