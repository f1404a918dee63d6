import type { Handler } from '../src/http/handler-types.js';

export const getDocument: Handler<'getDocument'> = async (ctx, { documents }) => ({ data: await documents.get(ctx.principal, ctx.params.id) });
