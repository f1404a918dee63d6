import type { ExporterProfile } from '../src/domain/buyers/profile.js';
import type { Handler } from '../src/http/handler-types.js';

export const updateExporterProfile: Handler = async (ctx, { buyers }) => ({
  data: await buyers.putProfile(ctx.principal.accountId, ctx.principal.mode, ctx.body as ExporterProfile),
});
