import type { Handler } from '../src/http/handler-types.js';

export const getExporterProfile: Handler<'getExporterProfile'> = async (ctx, { buyers }) => ({
  data: await buyers.getProfile(ctx.principal.accountId, ctx.principal.mode),
});
