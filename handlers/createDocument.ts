import type { Handler } from '../src/http/handler-types.js';

export const createDocument: Handler<'createDocument'> = async (ctx, { documents }) => {
  const document = await documents.create(ctx.principal, ctx.body, ctx.body.language ?? ctx.lang);
  return { data: document, location: `/documents/${document.id}` };
};
