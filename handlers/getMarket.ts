import { getMarket as marketProfile } from '../src/domain/markets/markets.js';
import type { Handler } from '../src/http/handler-types.js';

/** Trade agreements are for `?origin=`, else for the country of the caller's exporter profile. */
export const getMarket: Handler<'getMarket'> = async (ctx, { buyers, exchangeRates }) => {
  const origin = ctx.query.origin ?? (await buyers.findProfile(ctx.principal.accountId, ctx.principal.mode))?.origin_country;
  return { data: marketProfile(ctx.params.country, { lang: ctx.lang, origin, rates: exchangeRates.current() }), contentLanguage: ctx.lang };
};
