import { listMarkets as marketList } from '../src/domain/markets/markets.js';
import type { Handler } from '../src/http/handler-types.js';

export const listMarkets: Handler<'listMarkets'> = async (ctx) => ({
  data: marketList({ ...ctx.query, lang: ctx.lang }),
  contentLanguage: ctx.lang,
});
