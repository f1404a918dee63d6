import { classifyProduct as classify } from '../src/domain/classify/classify.js';
import type { Handler } from '../src/http/handler-types.js';

// Path descriptions follow Accept-Language when the client sends it, else the description's language.
export const classifyProduct: Handler<'classifyProduct'> = async (ctx) => {
  const data = classify({ ...ctx.body, responseLanguage: ctx.headers['accept-language'] ? ctx.lang : undefined });
  return { data, contentLanguage: data.response_language };
};
