import type { Handler } from '../src/http/handler-types.js';

export const updateExporterProfile: Handler<'updateExporterProfile'> = async (ctx, { buyers }) => ({
  data: await buyers.putProfile(ctx.principal.accountId, ctx.principal.mode, ctx.body, { signal: ctx.signal }),
});
