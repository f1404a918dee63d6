import { searchHsCodes as hsSearch } from '../src/domain/tariffs/hs-search.js';
import type { Handler } from '../src/http/handler-types.js';

export const searchHsCodes: Handler = async (ctx) => {
  const data = hsSearch({ q: ctx.query.q as string, page: ctx.query.page as number | undefined, limit: ctx.query.limit as number | undefined });
  // HS descriptions exist in English only.
  return { data, contentLanguage: 'en' };
};
