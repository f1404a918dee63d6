import type { Handler } from '../src/http/handler-types.js';

/** The PDF; its ETag is the SHA-256 of the bytes, so a matching If-None-Match is answered 304 without a body. */
export const getDocumentFile: Handler<'getDocumentFile'> = async (ctx, { documents }) => {
  const { document, pdf } = await documents.file(ctx.principal, ctx.params.id);
  const etag = `"${document.sha256}"`;
  const ifNoneMatch = ctx.headers['if-none-match'];
  const matches = ifNoneMatch !== undefined && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
  return {
    data: '',
    headers: { ETag: etag, ...(matches ? {} : { 'Content-Disposition': `attachment; filename="${document.number}.pdf"` }) },
    file: { contentType: 'application/pdf', bytes: matches ? null : pdf },
  };
};
