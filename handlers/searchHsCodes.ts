import { searchHsCodes as hsSearch } from '../src/domain/tariffs/hs-search.js';
import type { Handler } from '../src/http/handler-types.js';

// HS descriptions exist in English only.
export const searchHsCodes: Handler<'searchHsCodes'> = async (ctx) => ({ data: hsSearch(ctx.query), contentLanguage: 'en' });
