import type { Handler } from '../src/http/handler-types.js';

export const listDocuments: Handler<'listDocuments'> = async (ctx, { documents }) => ({ data: await documents.list(ctx.principal, ctx.query) });
