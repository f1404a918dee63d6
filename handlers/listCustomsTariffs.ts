import { lookupTariffs } from '../src/domain/tariffs/lookup.js';
import type { Handler } from '../src/http/handler-types.js';

export const listCustomsTariffs: Handler<'listCustomsTariffs'> = async (ctx) => ({
  data: lookupTariffs({ hsCode: ctx.query.hs_code, destination: ctx.query.destination, origin: ctx.query.origin, asOf: ctx.query.as_of, lang: ctx.lang }),
  contentLanguage: ctx.lang,
});
