import { calculatePrice as priceBuildUp } from '../src/domain/pricing/calculate.js';
import type { Handler } from '../src/http/handler-types.js';

export const calculatePrice: Handler<'calculatePrice'> = async (ctx, { exchangeRates }) => ({ data: priceBuildUp(ctx.body, { rates: exchangeRates.current() }) });
