import { calculatePrice as priceBuildUp } from '../src/domain/pricing/calculate.js';
import type { PricingRequest } from '../src/domain/pricing/types.js';
import type { Handler } from '../src/http/handler-types.js';

export const calculatePrice: Handler = async (ctx) => ({ data: priceBuildUp(ctx.body as PricingRequest) });
