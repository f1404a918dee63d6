import { getExchangeRates } from '../src/domain/exchange-rates/rates.js';
import type { Handler } from '../src/http/handler-types.js';

export const listExchangeRates: Handler = async (ctx) => {
  const symbols = typeof ctx.query.symbols === 'string' ? ctx.query.symbols.split(',') : undefined;
  return { data: getExchangeRates({ base: ctx.query.base as string | undefined, symbols }) };
};
