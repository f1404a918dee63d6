import { getExchangeRates } from '../src/domain/exchange-rates/rates.js';
import type { Handler } from '../src/http/handler-types.js';

export const listExchangeRates: Handler<'listExchangeRates'> = async (ctx, { exchangeRates }) => ({
  data: getExchangeRates(exchangeRates.current(), { base: ctx.query.base, symbols: ctx.query.symbols?.split(',') }),
});
