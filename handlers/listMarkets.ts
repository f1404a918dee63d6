import { listMarkets as marketList } from '../src/domain/markets/markets.js';
import type { MarketSort } from '../src/domain/markets/types.js';
import type { Handler } from '../src/http/handler-types.js';

export const listMarkets: Handler = async (ctx) => {
  const data = marketList({
    region: ctx.query.region as string | undefined,
    sort: ctx.query.sort as MarketSort | undefined,
    page: ctx.query.page as number | undefined,
    limit: ctx.query.limit as number | undefined,
    lang: ctx.lang,
  });
  return { data, contentLanguage: ctx.lang };
};
