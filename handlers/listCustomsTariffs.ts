import { lookupTariffs } from '../src/domain/tariffs/lookup.js';
import type { Handler } from '../src/http/handler-types.js';

export const listCustomsTariffs: Handler = async (ctx) => {
  const data = lookupTariffs({
    hsCode: ctx.query.hs_code as string,
    destination: ctx.query.destination as string,
    origin: ctx.query.origin as string | undefined,
    lang: ctx.lang,
  });
  return { data, contentLanguage: ctx.lang };
};
